"""Saves in a key-value store: bad saves are set aside, nothing else is touched."""

from __future__ import annotations

import json

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.saves import body_checksum, to_json
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.records.storage import MemoryStore, Storage, import_save
from kartentisch.ui.render.i18n import LANGUAGES, level_name, strings, t


def demo_match(moves: int = 3) -> Match:
    match = Match.start(catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bo", "random")], 5)
    for _ in range(moves):
        match.play(match.legal(match.current or 0)[0])
    return match


def test_save_and_resume() -> None:
    storage = Storage(MemoryStore())
    match = demo_match()
    assert storage.save_match(match)
    assert storage.active_game() == "demo"
    assert storage.saved_moves("demo") == 3
    loaded = storage.load_match("demo").match
    assert loaded is not None and loaded.log == match.log


def tampered(text: str) -> str:
    data = json.loads(text)
    data["seed"] = "999"
    return json.dumps(data)


def incompatible(text: str) -> str:
    data = json.loads(text)
    data["version"] = 99
    return json.dumps(data)


def with_rules_version(text: str, version: int) -> str:
    """The save as the app would have written it under another rules version."""
    data = json.loads(text)
    data.pop("checksum")
    data["rules_version"] = version
    data["checksum"] = body_checksum(data)
    return json.dumps(data)


def test_a_save_from_older_rules_is_set_aside_with_its_own_message() -> None:
    for game_id in catalogue.ids():
        game = catalogue.get(game_id)
        match = Match.start(
            catalogue.get(game_id),
            [PlayerSpec("Ada"), PlayerSpec("Bo", game.info.bot_levels[0])],
            7,
        )
        match.play(match.legal(match.current or 0)[0])
        good = to_json(match)
        for version, key in (
            (game.info.rules_version - 1, "save.old_rules"),
            (game.info.rules_version + 1, "save.incompatible"),
        ):
            store = MemoryStore({"kartentisch.save." + game_id: with_rules_version(good, version)})
            outcome = Storage(store).load_match(game_id)
            assert outcome.match is None and outcome.error_key == key
            assert "kartentisch.backup." + game_id in store.data
        assert Storage(MemoryStore({"kartentisch.save." + game_id: good})).load_match(game_id).match


def test_bad_saves_go_to_backup_and_keep_other_keys() -> None:
    good = to_json(demo_match())
    for bad, key in (
        ("{not json", "save.corrupt"),
        (tampered(good), "save.tampered"),
        (incompatible(good), "save.incompatible"),
    ):
        store = MemoryStore(
            {
                "kartentisch.save.demo": bad,
                "kartentisch.active": "demo",
                "kartentisch.settings": '{"lang":"en"}',
                "kartentisch.save.zehn": "other",
                "unrelated": "x",
            }
        )
        outcome = Storage(store).load_match("demo")
        assert outcome.match is None and outcome.error_key == key
        assert store.data["kartentisch.backup.demo"] == bad
        assert "kartentisch.save.demo" not in store.data
        assert "kartentisch.active" not in store.data
        assert store.data["kartentisch.settings"] == '{"lang":"en"}'
        assert store.data["kartentisch.save.zehn"] == "other"
        assert store.data["unrelated"] == "x"


def test_full_store_gives_a_notice_once() -> None:
    storage = Storage(MemoryStore(quota=50))
    assert not storage.save_match(demo_match())
    assert storage.take_notice() == "storage.full"
    assert storage.take_notice() is None


def test_a_store_that_stays_full_is_noticed_once_until_a_write_works() -> None:
    store = MemoryStore(quota=50)
    storage = Storage(store)
    notices = []
    for _ in range(5):
        storage.save_match(demo_match())
        notices.append(storage.take_notice())
    assert notices == ["storage.full", None, None, None, None]
    store.quota = None
    assert storage.save_match(demo_match())
    assert storage.take_notice() is None
    store.quota = 50
    storage.save_match(demo_match())
    assert storage.take_notice() == "storage.full", "full again after it worked: said again"


def test_unavailable_store_notice() -> None:
    storage = Storage(MemoryStore(), available=False)
    assert storage.take_notice() == "storage.unavailable"
    assert storage.take_notice() is None


def test_clear_saves_keeps_settings() -> None:
    store = MemoryStore(
        {"kartentisch.save.demo": "x", "kartentisch.backup.demo": "y", "kartentisch.settings": "s"}
    )
    Storage(store).clear_saves()
    assert store.data == {"kartentisch.settings": "s"}


def test_import_validates_like_a_save() -> None:
    match, error = import_save(to_json(demo_match()))
    assert match is not None and error is None
    assert import_save("[]") == (None, "save.corrupt")


def test_settings_fall_back_field_by_field() -> None:
    s = Settings.from_json('{"lang":"nl","speed":"warp","assist":"yes"}')
    assert (s.lang, s.speed, s.assist, s.reduced_motion) == ("nl", "normal", False, "system")
    assert Settings.from_json("garbage") == Settings()
    assert Settings.from_json(s.to_json()) == s
    off = Settings(speed="off")
    assert off.bot_pause_ms() == 0 and off.animation_ms(False) == 0
    assert Settings(reduced_motion="system").motion_reduced(True)
    assert not Settings(reduced_motion="off").motion_reduced(True)


def test_the_card_size_is_kept_and_checked_on_load() -> None:
    assert Settings().cards == "normal"
    large = Settings().with_changes(cards="large")
    assert large.cards == "large" and '"cards":"large"' in large.to_json()
    store = Storage(MemoryStore())
    store.set("kartentisch.settings", large.to_json())
    assert Settings.from_json(store.get("kartentisch.settings")) == large
    for bad in ('"huge"', "1", "null", "true", '["large"]'):
        loaded = Settings.from_json('{"lang":"en","cards":' + bad + "}")
        assert (loaded.lang, loaded.cards) == ("en", "normal"), bad
    html = lobby_view.settings_form(large, "de")
    assert 'name="cards"' in html and "Kartengröße" in html
    assert 'name="cards" value="large" checked' in html
    assert 'name="cards" value="normal" checked' not in html


def test_every_language_has_every_key() -> None:
    keys = set(strings("de"))
    for lang in LANGUAGES:
        assert set(strings(lang)) == keys, lang
    assert t("en", "pass.confirm", name="Bo") == "I am Bo"
    assert t("xx", "lobby.new") == "Neues Spiel"
    assert level_name("nl", "hard") == "Moeilijk" and level_name("de", "greedy") == "greedy"


def test_a_window_that_fell_behind_never_writes_over_a_newer_game() -> None:
    shared = MemoryStore()
    tab_a, tab_b = Storage(shared), Storage(shared)
    match = demo_match(1)
    assert tab_a.save_match(match)
    behind = tab_b.load_match("demo").match
    assert behind is not None and not tab_b.is_stale("demo")
    ahead = demo_match(3)
    assert tab_a.save_match(ahead)
    assert tab_b.is_stale("demo") and not tab_a.is_stale("demo")
    behind.play(behind.legal(behind.current or 0)[-1])
    assert not tab_b.save_match(behind), "the older game must not replace the newer one"
    assert tab_b.saved_moves("demo") == 3
    tab_b.discard_match("demo")
    assert tab_b.has_save("demo"), "nor may the window that fell behind delete it"
    reloaded = tab_b.load_match("demo").match
    assert reloaded is not None and reloaded.log == ahead.log and not tab_b.is_stale("demo")


def test_a_new_game_started_on_purpose_replaces_the_other_windows_game() -> None:
    shared = MemoryStore()
    tab_a, tab_b = Storage(shared), Storage(shared)
    assert tab_a.save_match(demo_match(3))
    assert tab_b.load_match("demo").match is not None
    tab_a.save_match(demo_match(4))
    fresh = Match.start(catalogue.get("demo"), [PlayerSpec("Cy"), PlayerSpec("Di", "random")], 9)
    assert tab_b.save_match(fresh, replace=True)
    assert tab_a.is_stale("demo")
    resumed = tab_a.load_match("demo").match
    assert resumed is not None and resumed.players[0].name == "Cy"


def test_the_language_follows_the_browser_until_one_is_chosen() -> None:
    from kartentisch.ui.render.i18n import browser_lang

    assert browser_lang(["nl-BE", "en"]) == "nl"
    assert browser_lang(["fr-FR", "EN-us"]) == "en"
    assert browser_lang(["fr"]) == "de" and browser_lang([]) == "de"
    assert Settings.from_json('{"speed":"off"}', "en").lang == "en"
    assert Settings.from_json('{"lang":"nl"}', "en").lang == "nl"
    assert Settings.from_json(None, "xx").lang == "de"


def test_the_tables_arrangement_is_kept_beside_the_save_and_goes_with_it() -> None:
    storage = Storage(MemoryStore())
    assert storage.table_ui("fuenf-kronen") == {}
    storage.keep_table_ui("fuenf-kronen", {"hands": {"0": {"sort": "rank"}}})
    assert storage.table_ui("fuenf-kronen") == {"hands": {"0": {"sort": "rank"}}}
    storage.set("kartentisch.table-ui.zehn", "[1, 2]")
    assert storage.table_ui("zehn") == {}  # not an object: ignored
    storage.set("kartentisch.table-ui.zehn", "{broken")
    assert storage.table_ui("zehn") == {}
    storage.keep_table_ui("zehn", {"x": "y" * 5000})  # far too large: not written
    assert storage.get("kartentisch.table-ui.zehn") == "{broken"
    storage.clear_saves()
    assert storage.table_ui("fuenf-kronen") == {}
    assert storage.get("kartentisch.table-ui.zehn") is None


def test_sound_is_off_until_chosen_and_only_a_boolean_turns_it_on() -> None:
    assert Settings().sound is False
    on = Settings().with_changes(sound=True)
    assert on.sound is True and '"sound":true' in on.to_json()
    assert Settings.from_json(on.to_json()).sound is True
    for bad in ('"yes"', "1", "null", "[true]"):
        assert Settings.from_json('{"sound":' + bad + "}").sound is False, bad


def test_the_theme_follows_the_device_until_chosen_and_only_known_looks_are_kept() -> None:
    assert Settings().theme == "system"
    for theme in ("light", "dark", "system"):
        assert Settings.from_json(Settings().with_changes(theme=theme).to_json()).theme == theme
    for bad in ('"blue"', "1", "null", "true"):
        assert Settings.from_json('{"theme":' + bad + "}").theme == "system", bad
