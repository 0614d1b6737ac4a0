"""The site in Firefox ESR (over WebDriver BiDi): boot, the four games, a reload
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

from bench.engine_drivers import EnginePage
from engine_site import EngineSite

ENGINE = "firefox"

SHADE_JS = """(() => {
  const box = document.createElement('div');
  box.className = 'fk-opponents';
  box.innerHTML = '<div class="fk-laid"></div>';
  document.body.append(box);
  const layers = getComputedStyle(box).backgroundImage;
  box.remove();
  return {timeline: CSS.supports('animation-timeline: scroll()'), layers};
})()"""


def test_the_shade_under_the_melds_has_a_fallback(
    engine: tuple[EnginePage, EngineSite],  # noqa: F811  (the fixture imported above)
) -> None:
    """Firefox has no scroll-linked animation: Fünf Kronen's "more below" shade is then drawn
    in the melds box's background (fuenf-kronen.css), as strong as the animated one."""
    page, _ = engine
    shade = page.run(SHADE_JS)
    assert shade["timeline"] is False, "Firefox learnt scroll timelines: is the fallback needed?"
    assert "rgba(0, 0, 0, 0.55)" in shade["layers"], shade
