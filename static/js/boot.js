/* Boot: progress bar while Python starts, the service worker, the update notice, and a
   readable message when the start fails. Plain script, runs before anything else. */
(function () {
  "use strict";
  var root = document.documentElement;
  var TIMEOUT_MS = 90000;
  var TEXTS = {
    de: { failed: "Das Spiel konnte nicht starten.", slow: "Der Start dauert länger als sonst.",
          waiting: "Das Spiel startet weiter. Hilft Warten nicht, lade die Seite neu.",
          retry: "Neu laden", update: "Eine neue Version ist installiert.", reload: "Neu laden",
          later: "Später",
          loading: "Der Tisch wird gedeckt …", runtime: "Python startet",
          rules: "die Spielregeln kommen", cards: "die Karten werden gemischt" },
    en: { failed: "The game could not start.", slow: "Starting takes longer than usual.",
          waiting: "The game is still starting. If waiting does not help, reload the page.",
          retry: "Reload", update: "A new version is installed.", reload: "Reload", later: "Later",
          loading: "Setting the table …", runtime: "starting Python",
          rules: "bringing the rules", cards: "shuffling the cards" },
    nl: { failed: "Het spel kon niet starten.", slow: "Het starten duurt langer dan anders.",
          waiting: "Het spel start nog. Helpt wachten niet, laad de pagina dan opnieuw.",
          retry: "Opnieuw laden", update: "Er is een nieuwe versie geïnstalleerd.",
          reload: "Opnieuw laden", later: "Later", loading: "De tafel wordt gedekt …",
          runtime: "Python start", rules: "de spelregels komen", cards: "de kaarten worden geschud" }
  };
  /* The runtime reports its progress in English ("Loading interpreter"): each message it sends
     maps to one of our stages, shown in the player's words; anything else shows no words. */
  var STAGES = {
    "Loading Pyodide": "runtime", "Loading Packages Graph": "runtime",
    "Loaded Packages Graph": "runtime", "Loading remote packages": "runtime",
    "Loaded remote packages": "runtime", "Loading Storage": "runtime", "Loaded Storage": "runtime",
    "Loading interpreter": "rules", "Loaded interpreter": "rules",
    "Loading packages": "rules", "Loaded packages": "rules",
    "Loaded Pyodide": "cards", "Loading files": "cards", "Loaded files": "cards",
    "Loading fetch": "cards", "Loaded fetch": "cards",
    "Loading JS modules": "cards", "Loaded JS modules": "cards"
  };
  /* The saved setting, else the first of the browser's languages the app speaks (as the
     Python side does, kartentisch.ui.render.i18n.browser_lang), else German. */
  function browserLang() {
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages
      : [navigator.language || ""];
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i] || "").toLowerCase().split("-")[0];
      if (TEXTS[code]) return code;
    }
    return "de";
  }
  var lang = null;
  try {
    var stored = JSON.parse(window.localStorage.getItem("kartentisch.settings") || "{}");
    if (stored && TEXTS[stored.lang]) lang = stored.lang;
    if (stored && stored.speed === "off") root.dataset.speed = "off";
    if (stored && (stored.theme === "light" || stored.theme === "dark")) {
      root.dataset.theme = stored.theme;
    }
  } catch (e) { /* storage unavailable: defaults */ }
  /* the look before Python applies the settings: no light flash for a dark choice */
  if (!root.dataset.theme) {
    var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
    root.dataset.theme = dark ? "dark" : "light";
  }
  /* "as the device": a phone that turns dark in the evening turns the open page with it */
  if (window.matchMedia) {
    var scheme = window.matchMedia("(prefers-color-scheme: dark)");
    var followDevice = function (event) {
      var chosen = null;
      try {
        chosen = JSON.parse(window.localStorage.getItem("kartentisch.settings") || "{}").theme;
      } catch (e) { chosen = null; }
      if (chosen === "light" || chosen === "dark") return;
      root.dataset.theme = event.matches ? "dark" : "light";
    };
    if (scheme.addEventListener) scheme.addEventListener("change", followDevice);
  }
  if (!lang) lang = browserLang();
  var text = TEXTS[lang];
  root.lang = lang;
  /* The lobby and the page's words in every language, written into the page by the build
     from the app's own data (kartentisch.ui.boot.static_page): shown before Python runs. */
  function staticTexts() {
    var node = document.getElementById("static-texts");
    try { return node ? JSON.parse(node.textContent)[lang] : null; } catch (e) { return null; }
  }
  function translateStatic() {
    var line = document.getElementById("boot-text");
    if (line && steps === 0) line.textContent = text.loading;
    var texts = staticTexts();
    if (!texts || lang === "de" || ready()) return;
    var nodes = document.querySelectorAll("[data-i18n]");
    for (var i = 0; i < nodes.length; i++) {
      var value = texts[nodes[i].getAttribute("data-i18n")];
      if (value) nodes[i].textContent = value;
    }
    var games = document.getElementById("games");
    if (games && texts.games) games.innerHTML = texts.games;
  }

  function byId(id) { return document.getElementById(id); }
  /* A benchmark's choice from the page's query (bench/startup.py): one of `allowed`, else the
     first, which is what players get. */
  function benchChoice(name, allowed) {
    var asked = null;
    try {
      asked = new URLSearchParams(window.location.search).get(name);
    } catch (e) { asked = null; }
    return allowed.indexOf(asked) >= 0 ? asked : allowed[0];
  }
  var steps = 0;

  /* The boot line in the player's language from its first paint: set as soon as the parser
     has inserted it (the page's own text is German). */
  if (lang !== "de") {
    var early = new MutationObserver(function () {
      var line = byId("boot-text");
      if (line && steps === 0 && line.textContent !== text.loading) line.textContent = text.loading;
    });
    early.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", function () { early.disconnect(); });
  }
  function ready() { return root.dataset.ready === "1"; }

  function progress(message) {
    steps += 1;
    var share = 1 - 1 / (1 + steps * 0.45);
    var bar = byId("boot-progress");
    if (bar) bar.style.transform = "scaleX(" + Math.min(0.96, share).toFixed(3) + ")";
    var stage = STAGES[message];
    var line = byId("boot-text");
    if (line && stage) line.textContent = text.loading + " " + text[stage];
  }
  window.addEventListener("py:progress", function (event) {
    progress(typeof event.detail === "string" ? event.detail : "");
  });

  /* A start from the memory snapshot that fails is retried once without it (the loader in
     pyodide-boot.mjs skips the image named here): never worse than a plain start. */
  var SKIP_KEY = "kartentisch.boot";
  function retryPlainly() {
    var image = root.dataset.bootImage;
    if (root.dataset.boot !== "snapshot" || !image) return false;
    try {
      if (JSON.parse(window.localStorage.getItem(SKIP_KEY) || "{}").skip === image) return false;
      window.localStorage.setItem(SKIP_KEY, JSON.stringify({ skip: image }));
    } catch (e) { return false; }
    window.location.reload();
    return true;
  }

  /* The box over the page with a title, a line and a button that reloads. */
  function showBox(heading, line) {
    var box = byId("boot-error");
    if (!box) return;
    box.textContent = "";
    var title = document.createElement("strong");
    title.textContent = heading;
    var detail = document.createElement("p");
    detail.textContent = line || "";
    var again = document.createElement("button");
    again.type = "button";
    again.className = "btn btn-primary";
    again.textContent = text.retry;
    again.addEventListener("click", function () { window.location.reload(); });
    box.appendChild(title);
    box.appendChild(detail);
    box.appendChild(again);
    box.hidden = false;
  }

  function fail(reason) {
    if (ready() || root.dataset.ready === "error") return;
    if (retryPlainly()) return;
    root.dataset.ready = "error";
    registerWorker();
    showBox(text.failed, reason);
    var boot = byId("boot");
    if (boot) boot.hidden = true;
  }

  /* The start limit. A start that has not failed may still be one that is only slow: a plain
     start (a first visit) on an old phone, or on a device busy with other work, has taken well
     over a minute (WebKit under load). So passing the limit is no error: the player is told it
     takes long and offered a reload, while the start goes on and, should it finish, the box
     goes and the page works (`data-slow="1"` on <html> records that the limit was passed). A
     start from the snapshot takes about a second: one that passes the limit is stuck, and is
     retried plainly once, as a failed one is. Errors still end the start at once (above). */
  function tooSlow() {
    if (ready() || root.dataset.ready === "error") return;
    if (retryPlainly()) return;
    root.dataset.slow = "1";
    showBox(text.slow, text.waiting);
  }

  window.addEventListener("error", function (event) {
    if (!ready()) fail(event && event.message ? String(event.message) : "");
  });
  window.addEventListener("unhandledrejection", function (event) {
    if (!ready()) fail(event && event.reason ? String(event.reason) : "");
  });
  var timer = window.setTimeout(tooSlow, TIMEOUT_MS);

  function watch() {
    new MutationObserver(function () {
      if (ready()) {
        /* the last of the start's phase marks (the others: pyodide-boot.mjs) */
        if (window.performance && performance.mark && !performance.getEntriesByName("kartentisch:ready").length) {
          performance.mark("kartentisch:ready");
        }
        window.clearTimeout(timer);
        var boot = byId("boot");
        if (boot) boot.hidden = true;
        var box = byId("boot-error");
        if (box && root.dataset.slow === "1") box.hidden = true;
        registerWorker();
      }
    }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
    new MutationObserver(function (records) {
      if (ready()) return;
      for (var i = 0; i < records.length; i++) {
        var added = records[i].addedNodes;
        for (var j = 0; j < added.length; j++) {
          var node = added[j];
          if (node.nodeType === 1 && node.classList && node.classList.contains("py-error")) {
            fail(node.textContent ? node.textContent.slice(0, 400) : "");
            return;
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }
  function whenParsed() { translateStatic(); watch(); }
  if (document.readyState !== "loading") whenParsed();
  else document.addEventListener("DOMContentLoaded", whenParsed);

  function showUpdate() {
    var notice = byId("update-notice");
    if (!notice) return;
    var current = root.lang in TEXTS ? TEXTS[root.lang] : text;
    byId("update-text").textContent = current.update;
    var button = byId("update-reload");
    button.textContent = current.reload;
    button.onclick = function () { window.location.reload(); };
    var later = byId("update-later");
    if (later) {
      later.textContent = current.later;
      /* the game is saved after every move: reloading later loses nothing */
      later.onclick = function () { notice.hidden = true; };
    }
    notice.hidden = false;
  }
  /* Registered once Python is up, not at "load": installing fetches the whole site (the
     runtime and the memory snapshot included), which would compete with the boot for the line
     and the CPU. The next start then comes from the cache and restores the snapshot. "load",
     the old moment, is kept for the start-up benchmark, which asks for it in the page's query
     (`?bench-register=load`); any other page registers at "ready". */
  var REGISTER_AT = benchChoice("bench-register", ["ready", "load"]);
  var registered = false;
  function registerWorker() {
    if (registered || !("serviceWorker" in navigator)) return;
    registered = true;
    navigator.serviceWorker.register("./sw.js").catch(function () { /* offline use only */ });
  }
  if (REGISTER_AT === "load") window.addEventListener("load", registerWorker);
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.addEventListener("message", function (event) {
      if (event.data && event.data.type === "updated") showUpdate();
    });
  }
})();
