/* Pointer drag and drop for the table (mouse, touch and pen alike). An element with
   data-drag dropped on one with data-drop fires a "kt-drop" event on #table with
   {drag, drop}; Python turns it into an action. A press without movement stays a click. */
(function () {
  "use strict";
  var THRESHOLD = 8;
  var state = null;

  function clear(d) {
    if (d.ghost) d.ghost.remove();
    d.src.classList.remove("dragging");
    if (d.over) d.over.classList.remove("drop-over");
    document.documentElement.classList.remove("is-dragging");
  }

  document.addEventListener("pointerdown", function (event) {
    if (event.button !== 0 || !event.target.closest) return;
    var src = event.target.closest("#table [data-drag]");
    if (!src || src.disabled) return;
    state = { src: src, id: event.pointerId, x: event.clientX, y: event.clientY,
              ghost: null, over: null };
  });

  document.addEventListener("pointermove", function (event) {
    var d = state;
    if (!d || event.pointerId !== d.id) return;
    var dx = event.clientX - d.x;
    var dy = event.clientY - d.y;
    if (!d.ghost) {
      if (Math.sqrt(dx * dx + dy * dy) < THRESHOLD) return;
      var rect = d.src.getBoundingClientRect();
      var ghost = d.src.cloneNode(true);
      ghost.removeAttribute("id");
      ghost.removeAttribute("data-action");
      ghost.removeAttribute("data-drag");
      ghost.setAttribute("aria-hidden", "true");
      ghost.classList.add("drag-ghost");
      ghost.style.left = rect.left + "px";
      ghost.style.top = rect.top + "px";
      ghost.style.width = rect.width + "px";
      ghost.style.height = rect.height + "px";
      document.body.appendChild(ghost);
      d.ghost = ghost;
      d.src.classList.add("dragging");
      document.documentElement.classList.add("is-dragging");
    }
    d.ghost.style.transform = "translate(" + dx + "px," + dy + "px) rotate(3deg)";
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var target = under && under.closest ? under.closest("#table [data-drop]") : null;
    if (target !== d.over) {
      if (d.over) d.over.classList.remove("drop-over");
      if (target) target.classList.add("drop-over");
      d.over = target;
    }
    event.preventDefault();
  }, { passive: false });

  function finish(event, cancelled) {
    var d = state;
    if (!d || event.pointerId !== d.id) return;
    state = null;
    if (!d.ghost) return;
    clear(d);
    var swallow = function (click) { click.stopPropagation(); click.preventDefault(); };
    window.addEventListener("click", swallow, { capture: true, once: true });
    window.setTimeout(function () {
      window.removeEventListener("click", swallow, { capture: true });
    }, 0);
    if (!cancelled && d.over) {
      var table = document.getElementById("table");
      table.dispatchEvent(new CustomEvent("kt-drop", {
        detail: { drag: d.src.getAttribute("data-drag"), drop: d.over.getAttribute("data-drop") }
      }));
    }
  }
  document.addEventListener("pointerup", function (event) { finish(event, false); });
  document.addEventListener("pointercancel", function (event) { finish(event, true); });
})();
