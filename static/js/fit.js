/* Keeps the whole table on one screen. After every paint of #table (and when the window or the
   log panel changes its size) the table's content is drawn smaller, in steps, until it fits the
   space under the header without scrolling: the hand, the middle, the other players and the
   prompt with its buttons stay visible together on any phone or tablet. Content that fits is
   left at its full size. The layouts per orientation (app.css and the games' stylesheets) do
   the real work; this only takes up what a large hand or many seats still need.

   #table[data-fit] tells the factor used (1 when nothing had to shrink); --kt-fit holds it for
   the stylesheets: every button keeps at least 44 px on screen however small the rest is
   drawn (a card to read may shrink, a finger does not). */
(function () {
  "use strict";
  var SMALLEST = 0.55;
  var STEPS = 7;

  function overflows(table) {
    return table.scrollHeight > table.clientHeight + 1 || table.scrollWidth > table.clientWidth + 1;
  }

  function setZoom(parts, factor) {
    for (var i = 0; i < parts.length; i++) parts[i].style.zoom = factor === 1 ? "" : String(factor);
    // app.css divides the touch size by this, so a button drawn smaller stays a finger wide
    var table = document.getElementById("table");
    if (factor === 1) table.style.removeProperty("--kt-fit");
    else table.style.setProperty("--kt-fit", String(factor));
  }

  function fit() {
    var table = document.getElementById("table");
    if (!table || table.getClientRects().length === 0) return;
    var parts = table.children;
    if (parts.length === 0) return;
    setZoom(parts, 1);
    if (!overflows(table)) {
      table.dataset.fit = "1";
      return;
    }
    var fits = SMALLEST;
    var tooBig = 1;
    for (var step = 0; step < STEPS; step++) {
      var middle = (fits + tooBig) / 2;
      setZoom(parts, middle);
      if (overflows(table)) tooBig = middle;
      else fits = middle;
    }
    setZoom(parts, fits);
    table.dataset.fit = fits.toFixed(3);
  }

  var queued = false;
  function fitSoon() {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(function () {
      queued = false;
      fit();
    });
  }

  function watch() {
    var table = document.getElementById("table");
    if (!table) return;
    // A new paint: fit before the browser shows it (observers run before the next frame).
    new MutationObserver(fit).observe(table, { childList: true });
    var screen = document.getElementById("table-screen");
    var log = document.getElementById("log-panel");
    var shown = new MutationObserver(fitSoon);
    if (screen) shown.observe(screen, { attributes: true, attributeFilter: ["hidden"] });
    if (log) shown.observe(log, { attributes: true, attributeFilter: ["hidden"] });
    window.addEventListener("resize", fitSoon);
    if (window.visualViewport) window.visualViewport.addEventListener("resize", fitSoon);
  }

  window.ktFit = fit;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
