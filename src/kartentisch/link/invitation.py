"""The invitation link a guest opens: our page with the table, the seat and the host's
packed offer after ``#join=``, so a phone's camera app opens it and no server ever sees it
(a fragment is not sent with the request)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kartentisch.engine.protocol import Seat

MARK = "#join="
_PART = re.compile(r"^([0-9a-f]{8})\.([0-9]{1,2})\.([A-Za-z0-9_-]{8,600})$")


@dataclass(frozen=True)
class Invitation:
    table: str
    seat: Seat
    code: str
    """The host's packed offer (``link.offer_code``)."""


def link(page_url: str, invitation: Invitation) -> str:
    """``page_url`` without its fragment or query, and the invitation after ``#join=``."""
    base = page_url.split("#", 1)[0].split("?", 1)[0]
    return f"{base}{MARK}{invitation.table}.{invitation.seat}.{invitation.code}"


def read(fragment: str) -> Invitation | None:
    """The invitation in a page's ``location.hash``; ``None`` when there is none or it is
    not one of ours (a damaged code inside is for ``offer_code`` to refuse)."""
    if not fragment.startswith(MARK):
        return None
    found = _PART.match(fragment[len(MARK) :])
    if found is None:
        return None
    return Invitation(found.group(1), int(found.group(2)), found.group(3))


def is_invitation(fragment: str) -> bool:
    return fragment.startswith(MARK)
