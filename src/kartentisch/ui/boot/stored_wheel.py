"""A wheel's copy with its members stored, not deflated, for the starts from the snapshot.

A start from the memory snapshot writes the wheel's files again: the page's loader
(``static/js/wheel-files.mjs``) then only cuts them out of the archive, where inflating a hundred
small members one by one cost a slow phone more than the installer it replaces. The site ships
the wheel deflated (0.4 MB over the line instead of 1.3: GitHub Pages does not compress a
wheel); the device makes this copy once, next to the snapshot (``static/js/snapshot-maker.mjs``,
after the image is taken, so the image holds none of it).
"""

from __future__ import annotations

import io
import zipfile


def stored_wheel(wheel: bytes) -> bytes:
    """The same archive, each member stored."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(wheel)) as source, zipfile.ZipFile(out, "w") as packed:
        for member in source.infolist():
            data = source.read(member)
            member.compress_type = zipfile.ZIP_STORED
            packed.writestr(member, data)
    return out.getvalue()
