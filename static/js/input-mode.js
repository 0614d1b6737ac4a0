/* How the person is using the page: html[data-input] is "keys" after a key press and "pointer"
   after a tap or a click. The table moves the focus to the first control of a new prompt so
   that keyboard play flows on; drawn as a ring before any key was pressed (after a reload, or
   for someone using touch), that ring on "Go out" reads like advice. app.css therefore draws
   the table's focus rings only once keys are in use. */
(function () {
  "use strict";
  var root = document.documentElement;
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Shift" && event.key !== "Control" && event.key !== "Alt"
        && event.key !== "Meta") root.dataset.input = "keys";
  }, true);
  document.addEventListener("pointerdown", function () { root.dataset.input = "pointer"; }, true);
})();
