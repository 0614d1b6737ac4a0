"""The site in Firefox ESR (over WebDriver BiDi): boot, the four games, a reload
that restores, an offline start. The checks are engine_checks.py's."""

from engine_checks import (  # noqa: F401  (pytest collects the tests, finds the fixtures)
    engine,
    test_a_game_is_played_a_few_moves,
    test_a_reload_restores_the_game_in_progress,
    test_an_offline_start_after_one_visit,
    test_the_site_boots,
    watched_site,
)

ENGINE = "firefox"
