"""HTML for the table's frame: the pass screen, the log list and the end screen."""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.render.i18n import t
from kartentisch.ui.table.coach import CoachLine
from kartentisch.ui.table.frame import EndRow, EndTexts
from kartentisch.ui.table.narration import Line


def pass_screen(name: str, lang: str, lines: Sequence[Line] = ()) -> str:
    """Hand the device on; what the next person missed is public, so it is said here too."""
    return (
        tag("div", "", class_="pass-cards", aria_hidden="true")
        + tag("h2", esc(t(lang, "pass.title", name=name)), id="pass-title", data_prompt=True)
        + tag("p", esc(t(lang, "pass.hint", name=name)))
        + button(
            esc(t(lang, "pass.confirm", name=name)),
            class_="btn btn-primary btn-large",
            id="pass-confirm",
            data_host="pass-confirm",
        )
        + (recap(lines, lang) if lines else "")
        + button(esc(t(lang, "end.lobby")), class_="btn btn-quiet pass-lobby", data_host="lobby")
    )


def recap(lines: Sequence[Line], lang: str, closable: bool = False) -> str:
    """The moves since the person's last turn, a line a seat, the heaviest first
    (``data-weight``: 2 a penalty, going out, an auction won)."""
    close = (
        button(
            tag("span", "×", aria_hidden="true"),
            class_="recap-close",
            data_host="recap-dismiss",
            aria_label=t(lang, "table.recap_dismiss"),
        )
        if closable
        else ""
    )
    items = "".join(
        tag(
            "li",
            esc(line.text),
            data_seat="" if line.seat is None else line.seat,
            data_weight=line.weight,
        )
        for line in lines
    )
    return tag(
        "section",
        close
        + tag("h2", esc(t(lang, "table.recap_title")), class_="recap-title")
        + tag("ul", items, class_="recap-lines"),
        class_="recap",
        data_recap=True,
        aria_label=t(lang, "table.recap_title"),
    )


def coach(line: CoachLine, lang: str) -> str:
    """The coach of a guided game: its lesson or its pointer, "Weiter" under a lesson, and at
    the end the summary with the way to the full rules."""
    buttons = ""
    if line.next:
        buttons += button(
            esc(t(lang, "coach.next")),
            class_="btn btn-primary coach-next",
            data_host="coach-next",
            data_coach_next=True,
        )
    if line.done:
        buttons += button(esc(t(lang, "coach.rules")), class_="btn coach-rules", data_host="rules")
    return tag(
        "div",
        tag("p", esc(line.text), class_="coach-text")
        + (tag("div", buttons, class_="coach-buttons") if buttons else ""),
        class_="coach" + (" coach-lesson" if line.next else ""),
        data_coach=True,
        aria_label=t(lang, "coach.title"),
        role="group",
    )


def strip(
    last_move: str,
    lines: Sequence[Line],
    lang: str,
    hint: str = "",
    coached: CoachLine | None = None,
) -> str:
    """The line under the caption: the coach of a guided game, the hint the person asked for,
    what they missed when their turn begins, else the last bot move."""
    if coached is not None:
        return coach(coached, lang)
    if hint:
        return tag(
            "p", esc(t(lang, "table.hint_said", why=hint)), class_="hint-line", data_hint=True
        )
    if lines:
        return recap(lines, lang, closable=True)
    return esc(t(lang, "table.last_move", move=last_move)) if last_move else ""


def log_items(lines: Sequence[str], lang: str) -> str:
    if not lines:
        return tag("li", esc(t(lang, "table.log_empty")), class_="empty")
    return "".join(tag("li", esc(line)) for line in lines)


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def winner_line(rows: Sequence[EndRow], lang: str, you: int | None = None) -> str:
    """Who won, said to the person at the device (``you``: their seat, when they are the one
    person here) as "du": "Du hast gewonnen!", not "Ich gewinnt!" from a seat named "Ich"."""
    winners = [r for r in rows if r.rank == 1]
    others = ", ".join(r.name for r in winners if r.seat != you)
    if you is not None and any(r.seat == you for r in winners):
        return t(lang, "end.you_win_with", names=others) if others else t(lang, "end.you_win")
    key = "end.winner" if len(winners) == 1 else "end.winners"
    return t(lang, key, names=others)


def end_screen(
    rows: Sequence[EndRow],
    lang: str,
    texts: EndTexts | None = None,
    chart: str = "",
    you: int | None = None,
) -> str:
    """The results; ``texts`` (from the renderer) name the score column and how it ended;
    ``chart``: the running scores as a figure (``ui.render.score_chart``), shown under the
    results; ``you``: the seat of the one person at the device, who is told "du"."""
    label = texts.label if texts is not None else t(lang, "end.score")
    note = texts.note if texts is not None else ""
    hint = (
        t(lang, "end.lower_better")
        if label == t(lang, "end.score")
        else t(lang, "end.lower_better_of", label=label)
    )
    head = tag(
        "tr",
        "".join(
            tag("th", esc(text), scope="col")
            for text in (t(lang, "end.rank"), t(lang, "end.name"), label)
        ),
    )
    body = "".join(
        tag(
            "tr",
            tag("td", f"{r.rank}.")
            + tag("td", esc(r.name))
            + tag("td", esc(_score(r.score)), class_="num"),
            class_="winner" if r.rank == 1 else None,
            data_seat=r.seat,
        )
        for r in rows
    )
    table = tag("table", tag("thead", head) + tag("tbody", body), class_="results")
    buttons = (
        button(
            esc(t(lang, "end.again")), class_="btn btn-primary", data_host="again", id="end-again"
        )
        + button(esc(t(lang, "end.lobby")), class_="btn", data_host="lobby", id="end-lobby")
        + button(
            esc(t(lang, "end.replay")),
            class_="btn btn-quiet",
            data_host="replay-last",
            id="end-replay",
        )
        + button(esc(t(lang, "share.button")), class_="btn", data_host="share", id="end-share")
        + button(esc(t(lang, "end.show_table")), class_="btn btn-quiet", data_host="end-hide")
    )
    return tag(
        "div",
        tag("h2", esc(t(lang, "end.title")), id="end-title")
        + tag("p", esc(winner_line(rows, lang, you)), class_="end-winner")
        # every row on screen: beside the rest on a phone on its side (app.css)
        + tag(
            "div",
            tag("div", table, class_="results-scroll")
            + (tag("p", esc(note), class_="end-note", id="end-note") if note else "")
            + tag("p", esc(hint), class_="hint"),
            class_="end-scores",
        )
        # scrolls when the card is full (a phone); focusable, so it scrolls by keyboard too
        + (tag("div", chart, class_="end-chart", tabindex="0") if chart else "")
        + tag("div", buttons, class_="row row-center"),
        class_="end-card",
    )
