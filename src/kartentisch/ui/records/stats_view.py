"""HTML of the statistics screen (the ``dlg-stats`` dialog opened from the lobby).

Per game that has finished games: a table of every player's figures, a bar chart of games
played and won, and a line chart of the recent scores in the game's own measure. Every name
comes from storage or a file and goes through ``esc`` (in ``svg_chart`` too).
"""

from __future__ import annotations

from collections.abc import Mapping

from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.records import stats
from kartentisch.ui.records.stats import PlayerLine, Statistics
from kartentisch.ui.render import svg_chart
from kartentisch.ui.render.components import (
    button_row,
    close_button,
    dialog_head,
    score_row,
    score_table,
    sideways,
)
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.render.i18n import level_name, t
from kartentisch.ui.render.svg_chart import ChartWords, Series

DIALOG_ID = "dlg-stats"


def number(lang: str, value: float | None) -> str:
    """A figure as the reader writes it: 12, 12,5 (German and Dutch) or 12.5; "–" for none."""
    if value is None:
        return "–"
    text = svg_chart.plain_number(value)
    return text.replace(".", ",") if lang in ("de", "nl") else text


def player_name(lang: str, name: str, bot: str | None) -> str:
    """A person by name; a bot by name and level ("Ben (Computer: Mittel)"), plain text."""
    if bot is None:
        return name
    return t(lang, "stats.bot", name=name, level=level_name(lang, bot))


def measure(lang: str, info: GameInfo) -> str:
    return t(lang, f"stats.measure.{info.score_measure}")


def _figures_table(info: GameInfo, lines: list[PlayerLine], lang: str, section: str) -> str:
    what = measure(lang, info)
    heads = (
        "name", "played", "won", "average", "best", "streak", "best_streak", "undone", "hinted",
        "guided",
    )  # fmt: skip
    rows = []
    for line in lines:
        totals = line.totals
        cells = (
            str(totals.played),
            str(totals.won),
            number(lang, totals.average),
            number(lang, totals.best),
            str(totals.streak),
            str(totals.best_streak),
        )
        rows.append(
            score_row(
                esc(player_name(lang, line.name, line.bot)),
                [tag("td", esc(c)) for c in cells]
                + [tag("td", esc(str(totals.undone)), data_undone=str(totals.undone))]
                + [tag("td", esc(str(totals.hinted)), data_hinted=str(totals.hinted))]
                + [tag("td", esc(str(totals.guided)), data_guided=str(totals.guided))],
            )
        )
    caption = t(lang, "stats.table", game=info.name(lang), measure=what)
    table = score_table(
        [t(lang, f"stats.col.{h}") for h in heads],
        rows,
        caption=caption,
        caption_attrs={"class_": "stats-caption", "id": f"{section}-caption"},
        class_="stats-table",
    )
    # scrolls sideways on a narrow phone: a region the keyboard can reach and scroll
    return sideways(
        table,
        class_="stats-table-wrap",
        id=f"{section}-table",
        role="region",
        aria_labelledby=f"{section}-caption",
    )


def _wins_chart(lines: list[PlayerLine], lang: str, section: str) -> str:
    labels = [player_name(lang, line.name, line.bot) for line in lines]
    series = [
        Series(t(lang, "stats.series.played"), [line.totals.played for line in lines]),
        Series(t(lang, "stats.series.won"), [line.totals.won for line in lines]),
    ]
    words = ChartWords(
        title=t(lang, "stats.chart.wins"),
        summary=t(lang, "stats.chart.wins_desc"),
        table=t(lang, "stats.chart.table"),
        category=t(lang, "stats.chart.player"),
    )
    return svg_chart.bar_chart(f"{section}-wins", labels, series, words, lambda v: number(lang, v))


def _recent_chart(info: GameInfo, value: Statistics, lang: str, section: str) -> str:
    games = stats.recent(value, info.id)
    if len(games) < 2:
        return ""
    series = []
    for name, bot in stats.names_of(games):
        scores: list[float | None] = []
        for record in games:
            seat = next((s for s in record.seats if (s.name, s.bot) == (name, bot)), None)
            scores.append(None if seat is None else seat.score)
        series.append(Series(player_name(lang, name, bot), scores))
    labels = [str(i + 1) for i in range(len(games))]
    words = ChartWords(
        title=t(lang, "stats.chart.recent", measure=measure(lang, info), n=len(games)),
        summary=t(lang, "stats.chart.recent_desc"),
        table=t(lang, "stats.chart.table"),
        category=t(lang, "stats.chart.game"),
    )
    return svg_chart.line_chart(
        f"{section}-recent", labels, series, words, lambda v: number(lang, v)
    )


def game_section(info: GameInfo, lines: list[PlayerLine], value: Statistics, lang: str) -> str:
    section = f"stats-{info.id}"
    heading = tag("h3", esc(info.name(lang)), id=f"{section}-title")
    note = tag(
        "p", esc(t(lang, "stats.lower_better", measure=measure(lang, info))), class_="stats-note"
    )
    body = (
        heading
        + note
        + _figures_table(info, lines, lang, section)
        + tag(
            "div",
            _wins_chart(lines, lang, section) + _recent_chart(info, value, lang, section),
            class_="stats-charts",
        )
    )
    return tag(
        "section",
        body,
        class_="stats-game",
        id=section,
        data_game=info.id,
        aria_labelledby=f"{section}-title",
    )


def screen(value: Statistics, infos: Mapping[str, GameInfo], lang: str, notice: str = "") -> str:
    """The whole dialog: heading, an optional notice (bad stored data), a section per game
    with finished games, and the commands (export, import, reset, close)."""
    parts = [dialog_head(t(lang, "stats.title"), "stats-title", DIALOG_ID, t(lang, "close"))]
    if notice:
        parts.append(tag("p", esc(notice), class_="stats-notice", role="alert"))
    by_game = stats.lines_by_game(value)
    sections = [
        game_section(infos[game], lines, value, lang)
        for game, lines in by_game.items()
        if game in infos
    ]
    if sections:
        parts += sections
        parts.append(tag("p", esc(t(lang, "stats.device")), class_="stats-note"))
    else:
        parts.append(tag("p", esc(t(lang, "stats.empty")), class_="stats-empty"))
    commands = (
        button(
            esc(t(lang, "stats.export")),
            class_="btn btn-quiet",
            data_host="stats-export",
            disabled=value.empty,
        )
        + button(esc(t(lang, "stats.import")), class_="btn btn-quiet", data_host="import")
        + button(
            esc(t(lang, "stats.reset")),
            class_="btn btn-quiet",
            data_host="stats-reset",
            disabled=value.empty,
        )
        + close_button(t(lang, "close"), DIALOG_ID)
    )
    parts.append(button_row(commands, "stats-commands"))
    return "".join(parts)
