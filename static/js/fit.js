/* Sizes the own hand from the space it has, and keeps the whole table on one screen.

   The hand. A game marks its own hand with data-hand="N" (N: the most cards the hand holds
   during this turn, so that drawing a card does not resize the others) and gives that element
   a box in its stylesheet: the free space of the table, as a flex or grid item that grows.
   After every paint (and when the window changes) this picks the card width that fills the
   box: the hand in one row while its cards are readable there, else two rows, then three, and
   only as the last resort rows of overlapping cards (a fan). It sets on the element
     --card-w      the card width (cards.css derives the height and the art from it),
     --hand-step   the distance from one card's left edge to the next (less than the width
                   when the cards overlap),
     data-rows     the rows used, and data-fan when the cards overlap.
   A card is never wider than MOST of the screen's shorter side (and 200 px), so four cards on
   a tablet stay cards, not posters; html[data-cards="large"] (the card size setting) asks for
   a quarter more.

   The table. If the content still overflows (many seats on a small phone), it is drawn smaller
   in steps, down to SMALLEST. --kt-fit holds the factor: every button keeps at least 44 px on
   screen however small the rest is drawn. #table[data-fit] tells the factor (1: nothing
   shrank). */
(function () {
  "use strict";
  var SMALLEST = 0.55;
  var STEPS = 7;
  var RATIO = 1.4;        // card height / width (cards.css)
  var LIFT = 0.14;        // a chosen card rises by 12% of its height: room above the top row
  var MOST = 0.26;        // the widest card, as a share of the screen's shorter side
  var WIDEST = 200;       // px
  var READABLE = 0.16;    // a readable card: this share of the shorter side ...
  var READABLE_PX = 110;  // ... or this many px, whichever is less
  var GAP = 6;            // px between cards
  var SHOWN = 0.34;       // in a fan, at least this share of each card stays visible

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

  /* The layout for n cards in a box of w × h px: {card, step, rows, fan}. */
  function layout(n, w, h, scale) {
    var short = Math.min(window.innerWidth, window.innerHeight);
    var widest = Math.min(WIDEST, MOST * short) * scale;
    var readable = Math.min(READABLE_PX, READABLE * short) * scale;
    // the tallest a card may be with r rows in h (no bound when the box has no height of its own)
    function byHeight(rows) {
      if (h <= 0) return widest;
      return (h - (rows - 1) * GAP) / (rows * RATIO + LIFT * RATIO) ;
    }
    if (n <= 0) return { card: Math.min(widest, byHeight(1)), step: 0, rows: 1, fan: false };
    var best = null;
    for (var rows = 1; rows <= 3 && rows <= n; rows++) {
      var across = Math.ceil(n / rows);
      var card = Math.min(widest, (w - (across - 1) * GAP) / across, byHeight(rows));
      if (card >= readable || card >= widest - 0.5) {
        return { card: card, step: card + GAP, rows: rows, fan: false };
      }
      if (best === null || card > best.card) best = { card: card, step: card + GAP, rows: rows, fan: false };
    }
    // a fan: the fewest rows in which a readable card fits the height, cards overlapping
    for (rows = 1; rows <= 3; rows++) {
      var tall = Math.min(widest, byHeight(rows));
      if (tall < readable && rows < 3) continue;
      across = Math.ceil(n / rows);
      card = Math.min(tall, readable * 1.15);
      var step = across > 1 ? (w - card) / (across - 1) : card;
      if (step >= card * SHOWN && (best === null || card > best.card)) {
        return { card: card, step: Math.min(step, card + GAP), rows: rows, fan: step < card };
      }
    }
    return best;
  }

  function sizeHand(hand, scale) {
    // the box without the cards in it: how much room the layout gives the hand
    hand.style.removeProperty("--hand-step");
    hand.style.setProperty("--card-w", "0px");
    var cs = getComputedStyle(hand);
    var w = hand.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    var h = hand.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    if (h < 24) h = 0;
    var n = parseInt(hand.getAttribute("data-hand"), 10);
    var shown = hand.querySelectorAll(":scope > .card").length;
    if (!(n >= shown)) n = shown;
    var fit = layout(n, Math.max(w, 0), h, scale);
    var card = Math.max(Math.floor(fit.card * 10) / 10, 20);
    // the step is rounded down a little so that exactly the planned cards fit a row
    var step = Math.floor(fit.step * 10) / 10 - 0.2;
    hand.style.setProperty("--card-w", card + "px");
    hand.style.setProperty("--hand-step", step + "px");
    hand.dataset.rows = String(fit.rows);
    if (fit.fan) hand.dataset.fan = "";
    else delete hand.dataset.fan;
  }

  function sizeHands(table) {
    var scale = document.documentElement.dataset.cards === "large" ? 1.25 : 1;
    var hands = table.querySelectorAll("[data-hand]");
    for (var i = 0; i < hands.length; i++) {
      if (hands[i].getClientRects().length > 0) sizeHand(hands[i], scale);
    }
  }

  function fit() {
    var table = document.getElementById("table");
    if (!table || table.getClientRects().length === 0) return;
    var parts = table.children;
    if (parts.length === 0) return;
    setZoom(parts, 1);
    sizeHands(table);
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
    new MutationObserver(fitSoon).observe(document.documentElement, {
      attributes: true, attributeFilter: ["data-cards"],
    });
    window.addEventListener("resize", fitSoon);
    // The strip above grows for a notice, the coach or a message opened in full: the table
    // keeps the space left, and is fitted to it again.
    if (window.ResizeObserver) new ResizeObserver(fitSoon).observe(table);
    if (window.visualViewport) window.visualViewport.addEventListener("resize", fitSoon);
  }

  window.ktFit = fit;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
