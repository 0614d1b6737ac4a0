/* Smooth moves between two paints of the table. Python calls ktFlip.capture("table") before
   it replaces the table's HTML and ktFlip.play("table", ms) after. An element with the same
   data-flip key in both paints glides from its old place to its new one; an element with a
   new key gets the class "just-moved" (cards.css animates it). ms 0 (speed "off" or reduced
   motion) skips all of it. */
(function () {
  "use strict";
  var before = null;

  function places(root) {
    var map = new Map();
    var nodes = root.querySelectorAll("[data-flip]");
    for (var i = 0; i < nodes.length; i++) {
      map.set(nodes[i].getAttribute("data-flip"), nodes[i].getBoundingClientRect());
    }
    return map;
  }

  window.ktFlip = {
    capture: function (rootId) {
      var root = document.getElementById(rootId);
      before = root ? places(root) : null;
    },
    play: function (rootId, ms) {
      var old = before;
      before = null;
      var root = document.getElementById(rootId);
      if (!old || !root || !(ms > 0) || old.size === 0) return;
      var nodes = root.querySelectorAll("[data-flip]");
      for (var i = 0; i < nodes.length; i++) {
        var node = nodes[i];
        var was = old.get(node.getAttribute("data-flip"));
        if (!was) {
          node.classList.add("just-moved");
          continue;
        }
        var now = node.getBoundingClientRect();
        var dx = was.left - now.left;
        var dy = was.top - now.top;
        if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
        if (typeof node.animate !== "function") continue;
        node.animate(
          [{ transform: "translate(" + dx + "px," + dy + "px)" }, { transform: "none" }],
          { duration: ms, easing: "cubic-bezier(.2, .8, .2, 1)" }
        );
      }
    }
  };
})();
