"""Shared deals: a link that holds a game's settings and seed, and its careful reading.

The link is the page's own address with a query: the game, the number of seats and which of
them are bots of which level, every option, and the seed; never a name. Whoever opens it gets
the new-game form filled in with the same settings, so starting deals them the same cards.
The query comes from outside (anyone can type one), so it is read with the care of a save:
every part is checked against the game's facts and ``engine.options``, anything wrong or
unknown ends in a message key, and the message's details are plain text for ``esc``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode

from kartentisch.engine.errors import InvalidOptionError
from kartentisch.engine.match import Match
from kartentisch.engine.options import check_option
from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.lobby.lobby_form import HUMAN, MAX_SEED_DIGITS, NewGame
from kartentisch.ui.render.components import button_row, close_button
from kartentisch.ui.render.html import button, esc, tag, void
from kartentisch.ui.render.i18n import t

MARK = "deal"
"""The query key that says "this address carries a shared deal" (its value: the version)."""
VERSION = "1"
MAX_QUERY_CHARS = 2000
"""Far above any real link (a few hundred characters); a longer query is refused unread."""
SHOWN_CHARS = 40
"""How much of a value from the link a message repeats."""
OPTION_PREFIX = "opt-"
DIALOG_ID = "dlg-share"


@dataclass(frozen=True)
class SharedDeal:
    game_id: str
    kinds: tuple[str, ...]
    """Per seat: ``HUMAN`` or a bot level."""
    options: dict[str, Any]
    seed: int


@dataclass(frozen=True)
class LinkError:
    key: str
    """The i18n key of the message."""
    values: dict[str, str]
    """Its placeholders, cut to ``SHOWN_CHARS`` (escaped where they are shown)."""


def of_new_game(new: NewGame, seed: int) -> SharedDeal:
    kinds = tuple(p.bot or HUMAN for p in new.players)
    return SharedDeal(new.game_id, kinds, dict(new.options), seed)


def of_match(match: Match) -> SharedDeal:
    kinds = tuple(p.bot or HUMAN for p in match.players)
    return SharedDeal(match.game.info.id, kinds, dict(match.options), match.seed)


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def query(deal: SharedDeal) -> str:
    """The link's query, "?" included."""
    pairs = [(MARK, VERSION), ("game", deal.game_id), ("seats", ",".join(deal.kinds))]
    pairs += [(OPTION_PREFIX + key, _option_text(v)) for key, v in sorted(deal.options.items())]
    pairs.append(("seed", str(deal.seed)))
    return "?" + urlencode(pairs)


def link(page_address: str, deal: SharedDeal) -> str:
    """The page's address (without its own query or fragment) with the deal's query."""
    base = page_address.split("#", 1)[0].split("?", 1)[0]
    return base + query(deal)


CLAIMS = frozenset({MARK, "game", "seats", "seed"})
"""Query keys that make a query a deal to read (and refuse, when it is a broken one)."""


def has_deal(search: str) -> bool:
    """Whether the page's query claims to carry a deal (valid or not)."""
    if not isinstance(search, str) or not search.lstrip("?"):
        return False
    if len(search) > MAX_QUERY_CHARS:
        return True
    return any(key in CLAIMS for key, _ in parse_qsl(search.lstrip("?")))


def _shown(value: str) -> str:
    return value if len(value) <= SHOWN_CHARS else value[: SHOWN_CHARS - 1] + "…"


def _bad(key: str = "share.bad_link", **values: str) -> LinkError:
    return LinkError(key, {name: _shown(v) for name, v in values.items()})


def _option_value(default: Any, raw: str) -> tuple[bool, Any]:
    if isinstance(default, bool):
        if raw in ("0", "1"):
            return True, raw == "1"
        return False, None
    if isinstance(default, int):
        digits = raw[1:] if raw.startswith("-") else raw
        if digits.isascii() and digits.isdigit() and len(digits) <= MAX_SEED_DIGITS:
            return True, int(raw)
        return False, None
    return True, raw


def read(search: str, infos: Mapping[str, GameInfo]) -> SharedDeal | LinkError:
    """The deal in the page's query ``search``, or why it cannot be used.

    ``infos``: the games this app offers (hidden or unplayable ones count as unknown).
    """
    if not isinstance(search, str) or len(search) > MAX_QUERY_CHARS:
        return _bad()
    try:
        pairs = parse_qsl(search.lstrip("?"), keep_blank_values=True, strict_parsing=True)
    except ValueError:
        return _bad()
    fields: dict[str, str] = {}
    for key, value in pairs:
        if key in fields:
            return _bad()
        fields[key] = value
    if fields.pop(MARK, None) != VERSION:
        return _bad()
    game_id = fields.pop("game", "")
    info = infos.get(game_id)
    if info is None or info.hidden or not info.playable:
        return _bad("share.unknown_game", game=game_id)
    name = info.name("de")
    kinds = tuple(fields.pop("seats", "").split(","))
    if not info.min_players <= len(kinds) <= info.max_players:
        return _bad()
    if any(kind != HUMAN and kind not in info.bot_levels for kind in kinds):
        return _bad()
    seed_raw = fields.pop("seed", "")
    if not (seed_raw.isascii() and seed_raw.isdigit() and len(seed_raw) <= MAX_SEED_DIGITS):
        return _bad()
    options: dict[str, Any] = {}
    for key, raw in fields.items():
        if not key.startswith(OPTION_PREFIX):
            return _bad()
        option = key[len(OPTION_PREFIX) :]
        if option not in info.default_options:
            return _bad("share.unknown_option", game=name, option=option)
        ok, value = _option_value(info.default_options[option], raw)
        try:
            if not ok:
                raise InvalidOptionError(option, "unreadable")
            options[option] = check_option(info, option, value)
        except InvalidOptionError:
            return _bad("share.bad_option", game=name, option=option)
    return SharedDeal(info.id, kinds, options, int(seed_raw))


def form_values(deal: SharedDeal, info: GameInfo) -> dict[str, str]:
    """The new-game form's fields for ``deal``, by field name, as the form reads them (a
    checkbox: "1" ticked, "" not): what ``lobby_form.parse`` turns into the same game."""
    values = {"count": str(len(deal.kinds)), "seed": str(deal.seed)}
    for seat, kind in enumerate(deal.kinds):
        values[f"seat-{seat}-kind"] = kind
    for key, default in info.default_options.items():
        value = deal.options.get(key, default)
        values[OPTION_PREFIX + key] = (
            ("1" if value else "") if isinstance(default, bool) else str(value)
        )
    return values


def dialog(address: str, lang: str, system_share: bool) -> str:
    """The share dialog: the link to copy and, where the browser has one, its share sheet."""
    system = (
        button(esc(t(lang, "share.system")), class_="btn", data_host="share-system", id="share-sys")
        if system_share
        else ""
    )
    field = tag(
        "label",
        tag("span", esc(t(lang, "share.link")))
        + void("input", id="share-link", readonly=True, value=address, spellcheck="false"),
        class_="field",
    )
    commands = button_row(
        button(
            esc(t(lang, "share.copy")),
            class_="btn btn-primary",
            data_host="share-copy",
            id="share-copy",
        )
        + system
        + close_button(t(lang, "close"), DIALOG_ID, primary=False)
    )
    return (
        tag("h2", esc(t(lang, "share.title")), id="share-title")
        + tag("p", esc(t(lang, "share.hint")))
        + field
        + tag("p", "", id="share-status", class_="hint", role="status", aria_live="polite")
        + commands
    )
