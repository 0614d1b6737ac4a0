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
   reduced motion.

   Cards that travel: an element that arrives from a place where it was not seen as itself (a
   bot's hidden hand, the stock, another seat) carries data-from="PLACE", PLACE naming an element
   of the last paint: "seat N" for [data-seat="N"], else a [data-place] or [data-drop] value
   ("a|b": the first one found). One copy of the arriving element then flies from that place to
   it (fixed, above the table, transform only, so no layout work per frame), while the element
   itself waits hidden in its final place: nothing shifts when the flight ends. A paint before
   the end lands every flight at once (no copy is left behind). */
(function () {
  "use strict";
  var before = null;
  var looks = null;
  var where = null;

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

  /* ---- flights: the copies of arriving elements ---------------------------------------- */
  var flights = [];
  var CARRIED = ["just-moved", "kt-changed", "fresh", "fk-new"];
  var STRIPPED = ["id", "data-action", "data-ui", "data-drag", "data-drop", "data-seat",
    "data-place", "data-flip", "data-from", "data-prompt", "data-hand", "data-focus-start",
    "role", "aria-label", "aria-live", "aria-pressed", "tabindex"];

  function spots(root) {
    var map = new Map();
    var nodes = root.querySelectorAll("[data-seat], [data-drop], [data-place]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var rect = null;
      var keys = [];
      if (node.hasAttribute("data-place")) keys.push(node.getAttribute("data-place"));
      if (node.hasAttribute("data-drop")) keys.push(node.getAttribute("data-drop"));
      if (node.hasAttribute("data-seat")) keys.push("seat " + node.getAttribute("data-seat"));
      for (var k = 0; k < keys.length; k++) {
        if (map.has(keys[k])) continue;
        rect = rect || node.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) map.set(keys[k], rect);
      }
    }
    return map;
  }

  function quiet(node) {
    for (var i = 0; i < STRIPPED.length; i++) node.removeAttribute(STRIPPED[i]);
    node.removeAttribute("class");
  }

  /* The copy keeps the look its place gives it: it hangs below shallow copies of the real
     element's ancestors (up to the table), which take no box (display: contents) but keep the
     stylesheet's selectors and the inherited colours and sizes working. */
  function carrier(real, root, box) {
    var chain = [];
    for (var up = real.parentElement; up && up !== root; up = up.parentElement) chain.push(up);
    var parent = box;
    for (var i = chain.length - 1; i >= 0; i--) {
      var shell = chain[i].cloneNode(false);
      var classes = shell.getAttribute("class");
      quiet(shell);
      if (classes) shell.setAttribute("class", classes);
      for (var c = 0; c < CARRIED.length; c++) shell.classList.remove(CARRIED[c]);
      shell.style.cssText = "display: contents";
      parent.appendChild(shell);
      parent = shell;
    }
    return parent;
  }

  /* One layer for all flights, made once and kept: adding or removing a child of <body> at
     every flight would make the browser restyle the whole page, in the middle of a move. Its
     strict containment keeps what happens inside from reaching the page. */
  var layer = null;

  function boxFor(root) {
    if (!layer || !layer.isConnected) {
      layer = document.createElement("div");
      layer.className = "kt-flights";
      layer.setAttribute("aria-hidden", "true");
      layer.inert = true;
      layer.style.cssText = "position: fixed; inset: 0; z-index: 85; pointer-events: none; " +
        "overflow: hidden; contain: strict";
      document.body.appendChild(layer);
    }
    var box = document.createElement("div");
    box.style.cssText = "display: contents";
    var game = root.getAttribute("data-game");
    if (game) box.setAttribute("data-game", game);
    return box;
  }

  function land(flight) {
    if (flight.done) return;
    flight.done = true;
    if (flight.anim) flight.anim.cancel();
    if (flight.hide) flight.hide.cancel();
    if (flight.box.parentNode) flight.box.parentNode.removeChild(flight.box);
  }

  function landAll() {
    var was = flights;
    flights = [];
    for (var i = 0; i < was.length; i++) land(was[i]);
  }

  function fly(real, from, key, root, ms) {
    var to = real.getBoundingClientRect();
    if (!(to.width > 0 && to.height > 0)) return;
    // a place out of sight (under a panel that lies over the table, scrolled away) gets no
    // flight: the copy would vanish into it
    var seen = document.elementFromPoint(to.left + to.width / 2, to.top + to.height / 2);
    if (!seen || !(real.contains(seen) || seen.contains(real))) return;
    var dx = from.left + from.width / 2 - (to.left + to.width / 2);
    var dy = from.top + from.height / 2 - (to.top + to.height / 2);
    if (Math.abs(dx) < 4 && Math.abs(dy) < 4) return;
    var scale = Math.min(from.width / to.width, from.height / to.height, 1);
    scale = Math.max(scale, 0.4);
    var box = boxFor(root);
    var copy = real.cloneNode(true);
    quiet(copy);
    copy.className = real.className;
    for (var c = 0; c < CARRIED.length; c++) copy.classList.remove(CARRIED[c]);
    copy.setAttribute("data-moving", key);
    // sized as the eye sees it (fit.js may draw the table smaller); a card's art scales
    // from --card-w
    copy.style.cssText = "position: fixed; margin: 0; box-sizing: border-box; " +
      "left: " + to.left + "px; top: " + to.top + "px; width: " + to.width + "px; height: " +
      to.height + "px; --card-w: " + to.width + "px; transition: none; animation: none; " +
      "will-change: transform; transform-origin: 50% 50%";
    carrier(real, root, box).appendChild(copy);
    layer.appendChild(box);  // built apart, put in at once: one change to the layer
    var flight = { box: box, anim: null, hide: null, done: false };
    flights.push(flight);
    flight.anim = copy.animate(
      [
        { transform: "translate(" + dx + "px, " + dy + "px) scale(" + scale + ")" },
        { transform: "translate(0px, 0px) scale(1)" }
      ],
      { duration: ms, easing: "cubic-bezier(.3, .7, .3, 1)" }
    );
    /* the real element waits hidden by an animation of its own: it shows again by itself at
       the end, in the same frame, with nothing to undo */
    flight.hide = real.animate([{ visibility: "hidden" }, { visibility: "hidden" }], ms);
    flight.anim.onfinish = function () {
      land(flight);
      var at = flights.indexOf(flight);
      if (at >= 0) flights.splice(at, 1);
    };
  }

  function flyArrivals(root, old, ms, glided) {
    if (typeof Element.prototype.animate !== "function") return;
    var nodes = root.querySelectorAll("[data-from]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      if (glided.has(node)) continue;
      var wanted = node.getAttribute("data-from").split("|");
      for (var w = 0; w < wanted.length; w++) {
        var from = old.get(wanted[w]);
        if (from) {
          fly(node, from, wanted[w], root, ms);
          break;
        }
      }
    }
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
      landAll();
      var root = document.getElementById(rootId);
      before = root ? places(root) : null;
      looks = root ? lookAll(root) : null;
      where = root ? spots(root) : null;
    },
    /* every flight lands now (a paint without animation, a test) */
    land: landAll,
    /* calm: a new round or another game, where nothing is shown as changed */
    play: function (rootId, ms, calm) {
      var old = before;
      var oldLooks = looks;
      var oldSpots = where;
      before = null;
      looks = null;
      where = null;
      landAll();
      var root = document.getElementById(rootId);
      if (root && oldLooks && ms > 0 && !calm) markChanged(root, oldLooks);
      if (!root || !(ms > 0)) return;
      var glided = new Set();
      var nodes = old && old.size > 0 ? root.querySelectorAll("[data-flip]") : [];
      for (var i = 0; i < nodes.length; i++) {
        var node = nodes[i];
        var was = old.get(node.getAttribute("data-flip"));
        if (!was) {
          node.classList.add("just-moved");
          continue;
        }
        glided.add(node);
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
      if (oldSpots && oldSpots.size > 0 && !calm) flyArrivals(root, oldSpots, ms, glided);
    }
  };
})();
