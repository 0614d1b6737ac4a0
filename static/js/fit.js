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

   The table. A view of results to read (data-page-scroll on any element of it: a round's
   summary, a score sheet) is never drawn smaller: it scrolls in the table's one scroll. Else,
   if the content still overflows (many seats on a small phone), it is drawn smaller
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
  var SHOWN_TOP = 0.5;    // in rows laid over each other, at least this share of a card's height
  var PREFER_FLAT = 1.15; // rows that do not overlap win unless the others' cards are this much wider
  var FINGER = 44;        // px: the narrowest part of a card a finger hits surely
  var CROWDED = 0.85;     // rows that do not overlap stay while their cards are this share of readable
  var COMFORT = 56;       // ... or this many px (a tablet's readable card is large)

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

  /* The layout for n cards in a box of w × h px: {card, step, rows, fan, pitch}. In order:
     1. the fewest rows (up to three) whose cards are readable;
     2. else the largest cards in rows that do not overlap, while they are nearly readable
        (CROWDED, or COMFORT px); else, when a good deal wider, rows laid over each other like
        a hand of cards held (each row shows at least SHOWN_TOP of its height, the corner with
        rank and suit; every card keeps its whole width);
     3. only when neither keeps a card a finger wide: rows of cards overlapping sideways (a
        fan), each card showing at least SHOWN of its width.
     pitch: the distance between two rows' top edges (less than a card's height when stacked). */
  function layout(n, w, h, scale) {
    var short = Math.min(window.innerWidth, window.innerHeight);
    var widest = Math.min(WIDEST, MOST * short) * scale;
    var readable = Math.min(READABLE_PX, READABLE * short) * scale;
    // the tallest a card may be with r rows in h (no bound when the box has no height of its own)
    function byHeight(rows) {
      if (h <= 0) return widest;
      return (h - (rows - 1) * GAP) / (rows * RATIO + LIFT * RATIO) ;
    }
    function byWidth(rows) {
      var across = Math.ceil(n / rows);
      return (w - (across - 1) * GAP) / across;
    }
    function flat(card, rows) {
      return { card: card, step: card + GAP, rows: rows, fan: false, pitch: card * RATIO + GAP };
    }
    if (n <= 0) return flat(Math.min(widest, byHeight(1)), 1);
    var best = null;
    for (var rows = 1; rows <= 3 && rows <= n; rows++) {
      var card = Math.min(widest, byWidth(rows), byHeight(rows));
      if (card >= readable || card >= widest - 0.5) return flat(card, rows);
      if (best === null || card > best.card) best = flat(card, rows);
    }
    // rows laid over each other: the rows' tops SHOWN_TOP of a card's height apart at least
    var stacked = null;
    if (h > 0) {
      for (rows = 2; rows <= 3 && rows <= n; rows++) {
        var tall = h / (RATIO * (1 + (rows - 1) * SHOWN_TOP + LIFT));
        card = Math.min(widest, byWidth(rows), tall);
        if (stacked !== null && card <= stacked.card) continue;
        var pitch = Math.min((h - card * RATIO * (1 + LIFT)) / (rows - 1), card * RATIO + GAP);
        stacked = { card: card, step: card + GAP, rows: rows, fan: false, pitch: pitch };
      }
    }
    var roomy = best.card >= Math.max(FINGER, Math.min(readable * CROWDED, COMFORT)) * scale;
    if (stacked !== null && !roomy && stacked.pitch < stacked.card * RATIO
        && stacked.card > best.card * (best.card >= FINGER * scale ? PREFER_FLAT : 1)) {
      best = stacked;
    }
    if (best.card >= FINGER * scale) return best;
    // a fan: the fewest rows in which a readable card fits the height, cards overlapping
    for (rows = 1; rows <= 3; rows++) {
      tall = Math.min(widest, byHeight(rows));
      if (tall < readable && rows < 3) continue;
      var across = Math.ceil(n / rows);
      card = Math.min(tall, readable * 1.15);
      var step = across > 1 ? (w - card) / (across - 1) : card;
      if (step >= card * SHOWN && Math.min(step, card) > best.card) {
        return { card: card, step: Math.min(step, card + GAP), rows: rows, fan: step < card,
                 pitch: card * RATIO + GAP };
      }
    }
    return best;
  }

  function sizeHand(hand, scale) {
    // the box without the cards in it: how much room the layout gives the hand
    hand.style.removeProperty("--hand-step");
    hand.style.removeProperty("--hand-cover");
    hand.style.removeProperty("--hand-inset");
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
    // rows laid over each other: each card gives back what its row lies over the next one
    var cover = card * RATIO + GAP - fit.pitch;
    if (cover > 0.5) {
      hand.dataset.stack = "";
      hand.style.setProperty("--hand-cover", Math.ceil(cover) + "px");
      // exactly the planned cards a row (a card narrower than the row allows would let more in)
      var across = Math.ceil(n / fit.rows);
      var inset = Math.max(0, (w - across * (step + 0.2)) / 2 - 1);
      hand.style.setProperty("--hand-inset", Math.floor(inset) + "px");
    } else {
      delete hand.dataset.stack;
      hand.style.removeProperty("--hand-cover");
    }
  }

  function sizeHands(table) {
    var scale = document.documentElement.dataset.cards === "large" ? 1.25 : 1;
    var hands = table.querySelectorAll("[data-hand]");
    for (var i = 0; i < hands.length; i++) {
      if (hands[i].getClientRects().length > 0) sizeHand(hands[i], scale);
    }
  }

  /* The replay's table (in its dialog) is drawn at the table's size: its hand is sized the
     same way, never the table smaller. */
  function fitReplays() {
    var scale = document.documentElement.dataset.cards === "large" ? 1.25 : 1;
    var hands = document.querySelectorAll(".replay-table [data-hand]");
    for (var i = 0; i < hands.length; i++) {
      if (hands[i].getClientRects().length > 0) sizeHand(hands[i], scale);
    }
  }

  function fit() {
    fitReplays();
    var table = document.getElementById("table");
    if (!table || table.getClientRects().length === 0) return;
    var parts = table.children;
    if (parts.length === 0) return;
    setZoom(parts, 1);
    sizeHands(table);
    // results to read (a round's summary, the score sheet open) scroll with the table instead
    if (!overflows(table) || table.querySelector("[data-page-scroll]")) {
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
    var replays = document.getElementById("dlg-replays");
    if (replays) {
      new MutationObserver(fitReplays).observe(replays, { childList: true, subtree: true });
      new MutationObserver(fitReplays).observe(replays, { attributes: true, attributeFilter: ["open"] });
    }
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
  window.ktHandLayout = layout;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
