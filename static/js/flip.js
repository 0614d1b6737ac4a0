/* Smooth moves between two paints of the table. Python calls ktFlip.capture("table") before
   it replaces the table's HTML and ktFlip.play("table", ms) after. An element with the same
   data-flip key in both paints glides from its old place to its new one; an element with a
   new key gets the class "just-moved" (cards.css animates it). ms 0 (speed "off" or reduced
   motion) skips all of it.

   What changed is shown too: every seat or pile ([data-seat], [data-drop]) whose cards or
   counts differ from the last paint gets the class "kt-changed" for a short soft pulse
   (app.css), so a bot's move can be followed on a small screen. The own hand is left out (the
   person did that). A paint that changes most places at once (a new deal: more than half of
   them, at least three) or that Python calls calm (a new round, another game) pulses nothing:
   every panel lighting up at once says nothing, and a lit panel would read as the seat to move.
   Like the glide it only runs when Python asks for it, i.e. never with the speed "off" or
   reduced motion. */
(function () {
  "use strict";
  var before = null;
  var looks = null;

  function watched(root) {
    var list = [];
    var nodes = root.querySelectorAll("[data-seat], [data-drop]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var drop = node.getAttribute("data-drop") || "";
      if (drop === "hand" || drop.indexOf("slot ") === 0) continue;
      var key = node.hasAttribute("data-seat") ? "seat " + node.getAttribute("data-seat") : drop;
      list.push([key, node]);
    }
    return list;
  }

  function look(node) {
    var cards = node.querySelectorAll(".card");
    var faces = [];
    for (var i = 0; i < cards.length; i++) {
      faces.push(cards[i].textContent + "|" + cards[i].classList.contains("back"));
    }
    return faces.join(",") + "#" + node.textContent.replace(/\s+/g, " ");
  }

  function lookAll(root) {
    var map = new Map();
    var list = watched(root);
    for (var i = 0; i < list.length; i++) map.set(list[i][0], look(list[i][1]));
    return map;
  }

  function markChanged(root, old) {
    var list = watched(root);
    var compared = 0;
    var changed = [];
    for (var i = 0; i < list.length; i++) {
      var was = old.get(list[i][0]);
      if (was === undefined) continue;
      compared += 1;
      if (was !== look(list[i][1])) changed.push(list[i][1]);
    }
    if (changed.length >= 3 && changed.length * 2 > compared) return 0;
    for (var j = 0; j < changed.length; j++) changed[j].classList.add("kt-changed");
    return changed.length;
  }

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
      looks = root ? lookAll(root) : null;
    },
    /* calm: a new round or another game, where nothing is shown as changed */
    play: function (rootId, ms, calm) {
      var old = before;
      var oldLooks = looks;
      before = null;
      looks = null;
      var root = document.getElementById(rootId);
      if (root && oldLooks && ms > 0 && !calm) markChanged(root, oldLooks);
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
