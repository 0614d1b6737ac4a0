/* Direct connections between the devices at one table (WebRTC data channels): the host holds
   one connection for each remote seat, a guest one to the host. This file only carries text;
   nothing in it knows the game. Python (or any script) drives it through
   `window.kartentischLink` and hears from it through "kartentisch-link" events on `window`
   (detail: {peer, kind, text, size, reason}):
     kind "open"     the channel of `peer` is open: send away.
     kind "message"  `text` arrived from `peer` (a string of at most LIMIT characters).
     kind "refused"  something arrived that is not such a string; it is never handed on
                     (`size`: its length in characters, or in bytes for binary data).
     kind "close"    the connection of `peer` ended without our asking: the other page went
                     away, its device went silent (screen locked, out of the Wi-Fi) or the
                     connection could not be made, or it flooded the host (see below).
                     `reason`: "closed" | "silent" | "failed" | "flooded".
                     Reported once a connection; `close(peer)` itself reports nothing.
   No ICE servers: the devices must reach each other on the local network. The codes the
   devices exchange are made from the SDP texts by Python (kartentisch.link.offer_code).

   A guest cannot flood the host: what arrives over a connection the host offered passes a
   token bucket (BURST messages at once, RATE a second after that) before any listener hears
   of it. Above the rate a message is dropped here, unread, at the cost of a comparison; a
   connection that has dropped FLOOD_DROPS is ended (`reason` "flooded"). A guest's page
   sends a message a move, so it never comes near; the host's own messages to its guests
   (a table after each bot's move) are not limited. `stats(peer)` counts what was handed on
   and what was dropped.

   Silence is noticed by a heartbeat the channel carries itself: one-byte binary frames (ping,
   pong) that never reach the listeners, a frame every PING_MS; after MISSED_PINGS beats
   without a word from the other side it counts as gone. Beats are counted, not timed, so a
   page whose timers the browser slowed in the background does not end its own connections. */
(function () {
  "use strict";

  const LIMIT = 65536;
  const GATHER_MS = 2000;
  const GATHER_MAX_MS = 8000;
  const PING_MS = 2000;
  const MISSED_PINGS = 4;
  const PING = 1;
  const PONG = 2;
  const HOST = "host";
  const BURST = 20;
  const RATE = 5;
  const FLOOD_DROPS = 100;
  const CHANNEL = { negotiated: true, id: 0, ordered: true };

  /* peer name -> {pc, channel, state, heard, missed, timer, ended, bucket} */
  const links = new Map();
  /* peer name -> {passed, dropped}: over all of the peer's connections */
  const counts = new Map();

  function tell(peer, kind, extra) {
    window.dispatchEvent(
      new CustomEvent("kartentisch-link", { detail: Object.assign({ peer, kind }, extra) })
    );
  }

  function current(peer, link) {
    return links.get(peer) === link;
  }

  /* Ends `link` (closing what is left of it); tells the listeners unless we asked for it. */
  function end(peer, link, reason) {
    if (link.ended) return;
    link.ended = true;
    link.state = "closed";
    clearInterval(link.timer);
    try {
      link.channel.close();
    } catch (error) {
      /* already closed */
    }
    try {
      link.pc.close();
    } catch (error) {
      /* already closed */
    }
    if (reason !== null && current(peer, link)) tell(peer, "close", { reason });
  }

  function beat(peer, link) {
    if (link.ended || link.channel.readyState !== "open") return;
    link.missed = link.heard ? 0 : link.missed + 1;
    link.heard = false;
    if (link.missed >= MISSED_PINGS) {
      end(peer, link, "silent");
      return;
    }
    sendFrame(link, PING);
  }

  function sendFrame(link, value) {
    try {
      link.channel.send(new Uint8Array([value]));
    } catch (error) {
      /* the channel is closing; its close event follows */
    }
  }

  /* Whether one more message of a limited link may be handed on now (a token bucket). */
  function admitted(peer, link) {
    const bucket = link.bucket;
    if (bucket === null) return true;
    const now = performance.now();
    bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * RATE);
    bucket.at = now;
    if (!counts.has(peer)) counts.set(peer, { passed: 0, dropped: 0 });
    const count = counts.get(peer);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      count.passed += 1;
      return true;
    }
    bucket.dropped += 1;
    count.dropped += 1;
    if (bucket.dropped >= FLOOD_DROPS) end(peer, link, "flooded");
    return false;
  }

  function received(peer, link, data) {
    link.heard = true;
    if (!isBeat(data) && !admitted(peer, link)) return;
    if (typeof data === "string") {
      if (data.length > LIMIT) tell(peer, "refused", { size: data.length });
      else tell(peer, "message", { text: data, size: data.length });
      return;
    }
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : null;
    if (bytes !== null && bytes.length === 1 && bytes[0] === PING) {
      sendFrame(link, PONG);
      return;
    }
    if (bytes !== null && bytes.length === 1 && bytes[0] === PONG) return;
    const size = bytes !== null ? bytes.length : Number(data && data.size) || 0;
    tell(peer, "refused", { size });
  }

  function isBeat(data) {
    return data instanceof ArrayBuffer && data.byteLength === 1;
  }

  /* A new connection for `peer`, replacing (silently) any earlier one; `limited`: what
     arrives over it passes the bucket (the host's connections to its guests). */
  function open(peer, limited) {
    const earlier = links.get(peer);
    if (earlier) end(peer, earlier, null);
    const pc = new RTCPeerConnection({ iceServers: [] });
    const channel = pc.createDataChannel("kartentisch", CHANNEL);
    channel.binaryType = "arraybuffer";
    const bucket = limited ? { tokens: BURST, at: performance.now(), dropped: 0 } : null;
    const link = {
      pc,
      channel,
      state: "new",
      heard: false,
      missed: 0,
      timer: 0,
      ended: false,
      bucket,
    };
    links.set(peer, link);
    channel.addEventListener("open", () => {
      if (link.ended || !current(peer, link)) return;
      link.state = "open";
      link.heard = true;
      link.timer = setInterval(() => beat(peer, link), PING_MS);
      tell(peer, "open", {});
    });
    channel.addEventListener("message", (event) => {
      if (!link.ended && current(peer, link)) received(peer, link, event.data);
    });
    channel.addEventListener("close", () => end(peer, link, "closed"));
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed") end(peer, link, "failed");
      else if (pc.connectionState === "closed") end(peer, link, "closed");
    });
    return link;
  }

  /* Resolves when the candidates are gathered, or after GATHER_MS with what there is; with no
     candidate yet by then (a slow mDNS name on a busy device), at the first one, within
     GATHER_MAX_MS: a code without any address is of no use to the other device. */
  function gathered(pc) {
    return new Promise((resolve) => {
      if (pc.iceGatheringState === "complete") {
        resolve();
        return;
      }
      const hasCandidate = () =>
        Boolean(pc.localDescription && pc.localDescription.sdp.includes("a=candidate"));
      let timer = setTimeout(patience, GATHER_MS);
      function patience() {
        if (hasCandidate()) done();
        else timer = setTimeout(done, GATHER_MAX_MS - GATHER_MS);
      }
      function done() {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        pc.removeEventListener("icecandidate", check);
        resolve();
      }
      function check() {
        if (pc.iceGatheringState === "complete") done();
        else if (timer && hasCandidate() && Date.now() - started >= GATHER_MS) done();
      }
      const started = Date.now();
      pc.addEventListener("icegatheringstatechange", check);
      pc.addEventListener("icecandidate", check);
    });
  }

  async function localSdp(link) {
    await gathered(link.pc);
    if (link.ended) throw new Error("the connection was closed while it was being made");
    return link.pc.localDescription.sdp;
  }

  /* Host: a new connection for `peer` ("seat-2"); resolves to the offer's full SDP. */
  async function offer(peer) {
    const link = open(String(peer), true);
    await link.pc.setLocalDescription(await link.pc.createOffer());
    return localSdp(link);
  }

  /* Host: the guest's answer for `peer`'s waiting offer. */
  async function accept(peer, answerSdp) {
    const name = String(peer);
    const link = links.get(name);
    if (!link || link.ended || link.pc.signalingState !== "have-local-offer") {
      throw new Error(`no offer of ${name} waits for an answer`);
    }
    await link.pc.setRemoteDescription({ type: "answer", sdp: String(answerSdp) });
    if (link.state === "new") link.state = "connecting";
  }

  /* Guest: a new connection to the host from its offer; resolves to the answer's full SDP. */
  async function answer(offerSdp) {
    const link = open(HOST, false);
    await link.pc.setRemoteDescription({ type: "offer", sdp: String(offerSdp) });
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    if (link.state === "new") link.state = "connecting";
    return localSdp(link);
  }

  function send(peer, text) {
    const link = links.get(String(peer));
    if (!link || link.ended || link.state !== "open" || typeof text !== "string") return false;
    try {
      link.channel.send(text);
      return true;
    } catch (error) {
      return false;
    }
  }

  function close(peer) {
    const link = links.get(String(peer));
    if (link) end(String(peer), link, null);
  }

  function state(peer) {
    const link = links.get(String(peer));
    return link ? link.state : "closed";
  }

  /* The channel's own limit on one message, in bytes (0 when not open). */
  function maxMessageSize(peer) {
    const link = links.get(String(peer));
    const sctp = link && !link.ended ? link.pc.sctp : null;
    return sctp ? sctp.maxMessageSize : 0;
  }

  /* How many messages of `peer` were handed on and dropped, over all its connections so
     far ({passed, dropped}; zeros for a peer that is not limited). */
  function stats(peer) {
    const count = counts.get(String(peer));
    return count ? { passed: count.passed, dropped: count.dropped } : { passed: 0, dropped: 0 };
  }

  window.addEventListener("pagehide", () => {
    for (const [peer, link] of links) end(peer, link, null);
  });

  window.kartentischLink = Object.freeze({
    LIMIT,
    offer,
    accept,
    answer,
    send,
    close,
    state,
    maxMessageSize,
    stats,
  });
})();
