/* Short sounds and vibrations for what a player should not miss: their turn, a penalty or slip
   the table announces, a round's end. Made in the page (Web Audio tones), nothing downloaded.
   Only with html[data-sound="on"] (the sound setting, off until chosen), and only after the
   person has touched the page once: browsers refuse sound and vibration before that.

   window.ktSound.play(kind) with kind "turn", "news" or "round"; ktSound.played lists the
   last kinds played (for the tests). */
(function () {
  "use strict";
  // [frequency in Hz, start in s, length in s, wave]
  var TUNES = {
    turn: [[660, 0, 0.09, "sine"], [880, 0.1, 0.14, "sine"]],
    news: [[330, 0, 0.12, "triangle"], [247, 0.13, 0.22, "triangle"]],
    round: [[523, 0, 0.12, "sine"], [659, 0.13, 0.12, "sine"], [784, 0.26, 0.24, "sine"]]
  };
  var BUZZ = { turn: [40], news: [90, 60, 90], round: [] };
  var context = null;
  var played = [];

  function allowed() {
    var active = navigator.userActivation;
    return !active || active.hasBeenActive;
  }

  function tones(kind) {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    if (context === null) context = new Context();
    if (context.state === "suspended") context.resume();
    var start = context.currentTime;
    TUNES[kind].forEach(function (note) {
      var osc = context.createOscillator();
      var gain = context.createGain();
      var at = start + note[1];
      osc.type = note[3];
      osc.frequency.value = note[0];
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + note[2]);
      osc.connect(gain);
      gain.connect(context.destination);
      osc.start(at);
      osc.stop(at + note[2] + 0.02);
    });
  }

  function play(kind) {
    if (document.documentElement.dataset.sound !== "on" || !TUNES[kind]) return;
    played.push(kind);
    if (played.length > 20) played.shift();
    if (!allowed()) return;
    try { tones(kind); } catch (error) { /* no sound on this device */ }
    if (navigator.vibrate && BUZZ[kind].length) {
      try { navigator.vibrate(BUZZ[kind]); } catch (error) { /* no vibration */ }
    }
  }

  window.ktSound = { play: play, played: played };
})();
