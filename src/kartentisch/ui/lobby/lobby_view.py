"""HTML for the lobby, the new-game form, the settings and the rules dialog.

Every text from outside this module (game names, option labels, stored names) goes through
``esc``; ids and ``data-`` attributes are stable because tests and ``helpers.start_game``
drive the form through them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from kartentisch.engine.options import option_range
from kartentisch.engine.protocol import GameInfo
from kartentisch.engine.saves import MAX_NAME_LENGTH
from kartentisch.ui.lobby import lobby_form
from kartentisch.ui.lobby.settings import CARD_SIZES, MOTION, SPEEDS, THEMES, Settings
from kartentisch.ui.records.storage import SavedGame
from kartentisch.ui.render.components import button_row, close_button, dialog_head
from kartentisch.ui.render.html import attrs, button, esc, tag, void
from kartentisch.ui.render.i18n import LANGUAGE_NAMES, LANGUAGES, level_name, t
from kartentisch.ui.table.coach import guide_of
from kartentisch.ui.tables import has_renderer

SUITS = ("♠", "♥", "♦", "♣")


@dataclass(frozen=True)
class LobbyEntry:
    game_id: str
    name: str
    info: GameInfo
    saved: SavedGame | None = None
    has_table: bool = True
    """False while the game's table renderer is not in this build yet."""

    @property
    def playable(self) -> bool:
        return self.info.playable and self.has_table


def entries(
    infos: Mapping[str, GameInfo],
    lang: str,
    saved: Mapping[str, SavedGame | None],
    has_table: Callable[[str], bool] = has_renderer,
) -> list[LobbyEntry]:
    """The lobby's games in the order of ``infos`` (the catalogue's order), hidden ones left out."""
    return [
        LobbyEntry(info.id, info.name(lang), info, saved.get(info.id), has_table(info.id))
        for info in infos.values()
        if not info.hidden
    ]


def players_text(info: GameInfo, lang: str) -> str:
    if info.min_players == info.max_players:
        return t(lang, "lobby.players_fixed", min=info.min_players)
    return t(lang, "lobby.players", min=info.min_players, max=info.max_players)


def saved_text(saved: SavedGame, lang: str) -> str:
    """The lobby's line about a saved game, in the game's own terms: "Runde 5 von 11",
    the cards each player has left, or (when the save says no more) the number of moves."""
    progress = saved.progress
    if progress is not None and progress.round is not None and progress.rounds is not None:
        return t(lang, "lobby.saved_round", round=progress.round, rounds=progress.rounds)
    if progress is not None and progress.cards_left:
        cards = " · ".join(str(n) for n in progress.cards_left)
        return t(lang, "lobby.saved_cards", cards=cards)
    return t(lang, "lobby.saved", moves=saved.moves)


def replace_question(
    name: str, saved: SavedGame | None, names: Sequence[str], lang: str
) -> list[str]:
    """The lines of the question before a new game of ``name`` replaces its saved game: which
    game goes, how far it had come and who sat at it, so nobody loses an evening by mistake."""
    lines = [t(lang, "form.replace_ask", game=name)]
    if saved is not None:
        lines.append(saved_text(saved, lang))
    if names:
        lines.append(t(lang, "form.replace_players", names=", ".join(names)))
    return lines


def game_card(entry: LobbyEntry, lang: str, index: int, enabled: bool = True) -> str:
    suit = SUITS[index % len(SUITS)]
    suit_class = "red" if suit in "♥♦" else "black"
    badge = ""
    meta = ""
    buttons: list[str] = []

    def lobby_button(command: str, css: str) -> str:
        """A game card's button: the lobby's command and the game it is for, as data."""
        return button(
            esc(t(lang, f"lobby.{command}")),
            class_=css,
            data_lobby=command,
            data_game=entry.game_id,
            disabled=not enabled,
        )

    if entry.playable:
        meta = tag("p", esc(players_text(entry.info, lang)), class_="game-meta")
        if entry.saved is not None:
            buttons.append(lobby_button("continue", "btn btn-primary"))
            meta += tag("p", esc(saved_text(entry.saved, lang)), class_="saved")
        buttons.append(lobby_button("new", "btn" if entry.saved is not None else "btn btn-primary"))
        if guide_of(entry.game_id) is not None:
            buttons.append(lobby_button("guide", "btn"))
    else:
        badge = tag("span", esc(t(lang, "lobby.coming")), class_="badge")
    buttons.append(lobby_button("rules", "btn btn-quiet"))
    head = (
        tag("span", suit, class_=f"game-suit {suit_class}", aria_hidden="true")
        + tag("h2", esc(entry.name))
        + badge
    )
    blurb = tag("p", esc(entry.info.blurb(lang)), class_="game-blurb")
    return tag(
        "li",
        tag("div", head, class_="game-head")
        + blurb
        + meta
        + tag("div", "".join(buttons), class_="row"),
        class_="game-card" + ("" if entry.playable else " coming"),
        data_game=entry.game_id,
    )


def games_list(items: Sequence[LobbyEntry], lang: str, enabled: bool = True) -> str:
    return "".join(game_card(e, lang, i, enabled) for i, e in enumerate(items))


# ---- the new-game form ----------------------------------------------------------------
def _seat_row(info: GameInfo, lang: str, i: int, name: str, kind: str, shown: bool) -> str:
    kinds = [
        (lobby_form.HUMAN, t(lang, "form.person")),
        (lobby_form.REMOTE, t(lang, "form.remote")),
    ] + [(level, t(lang, "form.bot", level=level_name(lang, level))) for level in info.bot_levels]
    options = "".join(
        tag("option", esc(label), value=value, selected=value == kind) for value, label in kinds
    )
    name_id = f"ng-seat-{i}-name"
    kind_id = f"ng-seat-{i}-kind"
    label = tag("span", esc(t(lang, "form.seat", n=i + 1)), class_="seat-no")
    name_input = void(
        "input",
        id=name_id,
        name=f"seat-{i}-name",
        value=name,
        maxlength=MAX_NAME_LENGTH,
        autocomplete="off",
        aria_label=t(lang, "form.seat", n=i + 1) + " – " + t(lang, "form.name"),
        required=True,
    )
    kind_select = tag(
        "select",
        options,
        id=kind_id,
        name=f"seat-{i}-kind",
        aria_label=t(lang, "form.seat", n=i + 1) + " – " + t(lang, "form.kind"),
    )
    error = tag("span", "", class_="field-error", id=f"ng-err-seat-{i}-name")
    return tag(
        "div",
        label + name_input + kind_select + error,
        class_="seat-row",
        data_seat=i,
        hidden=not shown,
    )


def _option_field(info: GameInfo, key: str, lang: str) -> str:
    default = info.default_options[key]
    label = info.option_label(key, lang)
    field_id = f"ng-opt-{key}"
    error = tag("span", "", class_="field-error", id=f"ng-err-opt-{key}")
    if isinstance(default, bool):
        box = void(
            "input", type="checkbox", id=field_id, name=f"opt-{key}", value="1", checked=default
        )
        return tag("label", box + tag("span", esc(label)), class_="check") + error
    if isinstance(default, int):
        low, high = option_range(info, key)
        field = void(
            "input",
            type="number",
            id=field_id,
            name=f"opt-{key}",
            value=default,
            min=low,
            max=high,
            step=1,
            inputmode="numeric",
        )
    else:
        field = void("input", type="text", id=field_id, name=f"opt-{key}", value=default)
    return tag("label", tag("span", esc(label)) + field, class_="field") + error


def new_game_form(
    info: GameInfo, lang: str, name: str, replaces_save: bool = False, own: str = ""
) -> str:
    count = lobby_form.default_count(info)
    counts = "".join(
        tag("option", str(n), value=n, selected=n == count)
        for n in range(info.min_players, info.max_players + 1)
    )
    count_field = tag(
        "label",
        tag("span", esc(t(lang, "form.count")))
        + tag("select", counts, id="ng-count", name="count"),
        class_="field field-inline",
    ) + tag("span", "", class_="field-error", id="ng-err-count")
    seats = "".join(
        _seat_row(info, lang, i, seat_name, kind, i < count)
        for i, (seat_name, kind) in enumerate(lobby_form.default_seats(info, lang, own))
    )
    options = "".join(
        _option_field(info, key, lang) for key, default in info.default_options.items()
    )
    options_block = (
        tag("fieldset", tag("legend", esc(t(lang, "form.options"))) + options, class_="options")
        if options
        else ""
    )
    seed = tag(
        "label",
        tag("span", esc(t(lang, "form.seed")))
        + void(
            "input",
            id="ng-seed",
            name="seed",
            inputmode="numeric",
            autocomplete="off",
            maxlength=lobby_form.MAX_SEED_DIGITS,
        ),
        class_="field",
    ) + tag("span", "", class_="field-error", id="ng-err-seed")
    advanced = tag(
        "details", tag("summary", esc(t(lang, "form.advanced"))) + seed, id="ng-advanced"
    )
    replaces = tag("p", esc(t(lang, "form.replaces")), class_="hint") if replaces_save else ""
    actions = replaces + button_row(
        close_button(t(lang, "form.cancel"), "dlg-new", primary=False)
        + button(esc(t(lang, "share.button")), class_="btn", data_host="share", id="ng-share")
        + tag(
            "button",
            esc(t(lang, "form.start")),
            type="submit",
            id="ng-start",
            class_="btn btn-primary",
        )
    )
    body = (
        tag("h2", esc(t(lang, "form.title", game=name)), id="ng-title")
        + count_field
        + tag("div", seats, class_="seats")
        + options_block
        + advanced
        + actions
    )
    return tag(
        "form",
        body,
        id="ng-form",
        method="dialog",
        novalidate=True,
        data_game=info.id,
        aria_labelledby="ng-title",
    )


# ---- settings and rules ---------------------------------------------------------------
def _radio_group(name: str, legend: str, choices: Sequence[tuple[str, str]], value: str) -> str:
    radios = "".join(
        tag(
            "label",
            f"<input{attrs(type='radio', name=name, value=v, checked=v == value)}>"
            + tag("span", esc(label)),
            class_="choice",
        )
        for v, label in choices
    )
    return tag("fieldset", tag("legend", esc(legend)) + radios, class_="choices", id=f"set-{name}")


def settings_form(settings: Settings, lang: str) -> str:
    language = _radio_group(
        "lang",
        t(lang, "settings.language"),
        [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
        settings.lang,
    )

    def choice(name: str, words: str, values: Sequence[str], current: str) -> str:
        """A setting's radio group, each value named by ``settings.<words>.<value>``."""
        named = [(v, t(lang, f"settings.{words}.{v}")) for v in values]
        return _radio_group(name, t(lang, f"settings.{words}"), named, current)

    speed = choice("speed", "speed", SPEEDS, settings.speed)
    motion = choice("reduced_motion", "motion", MOTION, settings.reduced_motion)
    cards = choice("cards", "cards", CARD_SIZES, settings.cards)
    theme = choice("theme", "theme", THEMES, settings.theme)
    assist_box = void(
        "input", type="checkbox", name="assist", id="set-assist", checked=settings.assist
    )
    assist = tag("label", assist_box + tag("span", esc(t(lang, "settings.assist"))), class_="check")
    autoplay_box = void(
        "input", type="checkbox", name="autoplay", id="set-autoplay", checked=settings.autoplay
    )
    autoplay = tag(
        "label", autoplay_box + tag("span", esc(t(lang, "settings.autoplay"))), class_="check"
    )
    own_name = tag(
        "label",
        tag("span", esc(t(lang, "settings.name")))
        + void(
            "input",
            type="text",
            name="name",
            id="set-name",
            value=settings.name,
            maxlength=MAX_NAME_LENGTH,
            autocomplete="nickname",
        ),
        class_="field",
    )
    sound_box = void("input", type="checkbox", name="sound", id="set-sound", checked=settings.sound)
    sound = tag("label", sound_box + tag("span", esc(t(lang, "settings.sound"))), class_="check")
    close = button_row(close_button(t(lang, "settings.close"), "dlg-settings"))
    return tag(
        "form",
        tag("h2", esc(t(lang, "settings.title")), id="set-title")
        + language
        + speed
        + motion
        + cards
        + theme
        # not first: the dialog's focus would open a phone's keyboard
        + own_name
        + assist
        + autoplay
        + sound
        + close,
        id="set-form",
        method="dialog",
        aria_labelledby="set-title",
    )


def rules_dialog(name: str, body_html: str | None, lang: str) -> str:
    body = body_html if body_html is not None else tag("p", esc(t(lang, "rules.missing")))
    title = t(lang, "rules.title", game=name)
    return (
        dialog_head(title, "rules-title", "dlg-rules", t(lang, "close"))
        + tag("div", body, class_="rules-text", id="rules-text")
        + button_row(close_button(t(lang, "rules.close"), "dlg-rules"))
    )


def message_dialog(
    title: str,
    lines: Sequence[str],
    lang: str,
    confirm: tuple[str, str] | None = None,
    cancel: tuple[str, str] | None = None,
) -> str:
    """A message with "OK"; with ``confirm`` = (label, host command) it asks instead: the
    command's button and "Cancel" (or ``cancel``'s label and command, for a question whose
    other answer does something too)."""
    if confirm is None:
        buttons = close_button(t(lang, "save.ok"), "dlg-message", id="msg-ok")
    else:
        label, command = confirm
        if cancel is None:
            other = close_button(
                t(lang, "form.cancel"), "dlg-message", primary=False, id="msg-cancel"
            )
        else:
            other = button(esc(cancel[0]), class_="btn", data_host=cancel[1], id="msg-cancel")
        buttons = other + button(
            esc(label), class_="btn btn-primary", data_host=command, id="msg-confirm"
        )
    return (
        tag("h2", esc(title), id="msg-title")
        + "".join(tag("p", esc(line)) for line in lines)
        + button_row(buttons)
    )
