/* A box on the table that scrolls must be reachable by keys: without a mouse or a finger, what
   it hides below its edge is otherwise out of reach (and a screen reader's user is told of a
   region nobody can enter). A renderer marks such a box with data-scroll-reach and names it
   (aria-label, in the player's language). While its content is larger than the box and the
   stylesheet lets it scroll, the box is a stop in the Tab order (tabindex="0"), so the arrow
   keys scroll it; when everything fits, it is no stop at all (a stop that does nothing only
   slows keyboard play). Whether it scrolls depends on the screen, the seats and the melds laid
   open, so it is measured after every paint (after fit.js, which is loaded first) and again
   whenever the box or what it holds changes size. */
(function () {
  "use strict";
  var SCROLLING = /^(auto|scroll)$/;

  function scrolls(box) {
    var style = getComputedStyle(box);
    return (box.scrollHeight > box.clientHeight && SCROLLING.test(style.overflowY))
      || (box.scrollWidth > box.clientWidth && SCROLLING.test(style.overflowX));
  }

  function check(box) {
    if (box.getClientRects().length > 0 && scrolls(box)) {
      if (box.getAttribute("tabindex") !== "0") box.setAttribute("tabindex", "0");
    } else if (box.hasAttribute("tabindex")) {
      var had = document.activeElement === box;
      box.removeAttribute("tabindex");
      // keyboard play flows on from the table, never from the top of the page
      var table = document.getElementById("table");
      if (had && table) table.focus({ preventScroll: true });
    }
  }

  function boxes() {
    var table = document.getElementById("table");
    return table ? table.querySelectorAll("[data-scroll-reach]") : [];
  }

  function checkAll() {
    var found = boxes();
    for (var i = 0; i < found.length; i++) check(found[i]);
  }

  var sizes = typeof ResizeObserver === "function" ? new ResizeObserver(checkAll) : null;

  function painted() {
    var found = boxes();
    if (sizes) sizes.disconnect();
    for (var i = 0; i < found.length; i++) {
      check(found[i]);
      if (!sizes) continue;
      sizes.observe(found[i]);
      for (var c = found[i].firstElementChild; c; c = c.nextElementSibling) sizes.observe(c);
    }
  }

  function watch() {
    var table = document.getElementById("table");
    if (!table) return;
    new MutationObserver(painted).observe(table, { childList: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
