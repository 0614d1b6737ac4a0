"""The new-game form's validation and the lobby's HTML."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.lobby import lobby_form, lobby_view
from kartentisch.ui.lobby.lobby_form import FormErrors, NewGame


class LabelledInfo(GameInfo):
    """A game whose option label needs escaping (real labels come from its text files)."""

    def option_label(self, key: str, lang: str) -> str:
        return "Mit <Jokern>" if key == "jokers" else key


INFO = LabelledInfo(
    id="x",
    texts_package="kartentisch.games.demo",
    min_players=2,
    max_players=4,
    bot_levels=("easy", "medium", "hard"),
    default_options={"jokers": True, "rounds": 5},
)


def fields(**extra: str) -> dict[str, str]:
    base = {
        "count": "3",
        "seat-0-name": "Ada",
        "seat-0-kind": "human",
        "seat-1-name": "Bo",
        "seat-1-kind": "hard",
        "seat-2-name": "Cy",
        "seat-2-kind": "easy",
        "opt-rounds": "7",
    }
    base.update(extra)
    return base


def test_valid_form() -> None:
    result = lobby_form.parse(INFO, fields(seed="42"), "de")
    assert isinstance(result, NewGame)
    assert [(p.name, p.bot) for p in result.players] == [
        ("Ada", None),
        ("Bo", "hard"),
        ("Cy", "easy"),
    ]
    assert result.options == {"jokers": False, "rounds": 7}
    assert result.seed == 42


def test_errors_per_field() -> None:
    result = lobby_form.parse(
        INFO,
        fields(**{"seat-1-name": " ", "seat-2-name": "ada", "seed": "12x", "opt-rounds": "z"}),
        "en",
    )
    assert isinstance(result, FormErrors)
    assert set(result.fields) == {"seat-1-name", "seat-2-name", "seed", "opt-rounds"}
    assert result.fields["seed"] == "Digits only, at most 18."
    long = lobby_form.parse(INFO, fields(**{"seat-0-name": "x" * 41}), "de")
    assert isinstance(long, FormErrors) and "seat-0-name" in long.fields
    bad_kind = lobby_form.parse(INFO, fields(**{"seat-1-kind": "godlike"}), "de")
    assert isinstance(bad_kind, FormErrors) and "seat-1-kind" in bad_kind.fields


def test_count_out_of_range() -> None:
    for count in ("1", "5", "", "x"):
        result = lobby_form.parse(INFO, fields(count=count), "de")
        assert isinstance(result, FormErrors) and "count" in result.fields


def test_defaults() -> None:
    seats = lobby_form.default_seats(INFO, "de")
    assert len(seats) == 4 and seats[0] == ("Spieler 1", "human")
    assert seats[1] == ("Anna", "medium")
    assert lobby_form.default_count(INFO) == 3


def test_form_html_escapes_and_has_stable_ids() -> None:
    html = lobby_view.new_game_form(INFO, "de", "<Ix>")
    assert "&lt;Ix&gt;" in html and "Mit &lt;Jokern&gt;" in html
    for needle in ('id="ng-count"', 'id="ng-seat-3-name"', 'id="ng-seed"', 'id="ng-start"'):
        assert needle in html
    assert html.count("hidden") >= 1


def test_lobby_lists_four_games_and_hides_demo() -> None:
    infos = {g.info.id: g.info for g in catalogue.all_games()}
    items = lobby_view.entries(infos, "de", {})
    assert [e.game_id for e in items] == catalogue.ids()
    html = lobby_view.games_list(items, "de")
    assert "demo" not in html
    assert html.count('class="game-card') == 4


def test_a_game_without_its_table_is_listed_as_coming() -> None:
    infos = {g.info.id: g.info for g in catalogue.all_games()}
    items = lobby_view.entries(infos, "en", {}, has_table=lambda game: game != "zehn")
    html = lobby_view.games_list(items, "en")
    coming = html.split('<li class="game-card coming" data-game="zehn">')[1].split("</li>")[0]
    assert 'class="badge"' in coming and "Coming soon" in coming
    assert 'data-lobby="new"' not in coming and 'data-lobby="continue"' not in coming
    assert 'data-lobby="rules"' in coming, "its rules can be read already"
    assert html.count('data-lobby="new"') == 3


def test_each_real_game_offers_its_seat_counts_and_bot_levels() -> None:
    for game in catalogue.all_games():
        info = game.info
        assert 2 <= info.min_players <= info.max_players <= 8, info.id
        html = lobby_view.new_game_form(info, "de", info.name("de"))
        counts = html.split('id="ng-count"')[1].split("</select>")[0]
        offered = [int(v) for v in counts.split('value="')[1:] for v in [v.split('"')[0]]]
        assert offered == list(range(info.min_players, info.max_players + 1)), info.id
        assert html.count('class="seat-row"') == info.max_players
        kinds = html.split('id="ng-seat-0-kind"')[1].split("</select>")[0]
        values = [v.split('"')[0] for v in kinds.split('value="')[1:]]
        assert values == ["human", "remote", *info.bot_levels], info.id
        assert 'id="ng-seat-0-name"' in html


def test_a_seat_on_another_device_is_a_person_to_the_rules() -> None:
    info = catalogue.get("zehn").info
    fields = {"count": "3", "seat-0-name": "Ada", "seat-1-name": "Ben", "seat-2-name": "Cy"}
    fields |= {"seat-1-kind": "remote", "seat-2-kind": "remote"}
    parsed = lobby_form.parse(info, fields, "de")
    assert isinstance(parsed, lobby_form.NewGame)
    assert parsed.remote == (1, 2)
    assert [p.bot for p in parsed.players] == [None, None, None]
    fields["seat-2-kind"] = "telepathy"
    assert isinstance(lobby_form.parse(info, fields, "de"), lobby_form.FormErrors)
