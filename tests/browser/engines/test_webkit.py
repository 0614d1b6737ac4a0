"""The site in WebKit (WebKitGTK's MiniBrowser under Xvfb): boot, the four games, a reload
that restores, an offline start. The checks are engine_checks.py's."""

# pytest runs the tests in this order (not sorted): the offline start stops the server.
from engine_checks import (  # noqa: F401, I001  (pytest collects the tests, finds the fixtures)
    engine,
    watched_site,
    test_the_site_boots,
    test_a_game_is_played_a_few_moves,
    test_a_reload_restores_the_game_in_progress,
    test_an_offline_start_after_one_visit,
)

ENGINE = "webkit"
