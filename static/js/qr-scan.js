/* Reads QR codes in the page: from the camera (the host scans a guest's answer) or from a
   picture already in the page. `window.kartentischScan`:
     start(video, onText) -> Promise   opens the rear camera, shows it in `video` and reads a
                                       few frames a second until one holds a QR code; then
                                       stops and calls `onText(text)` once. Rejects when
                                       there is no camera or its use is refused: the page then
                                       offers to paste the code instead.
     stop()                            ends a running scan and lets the camera go.
     decodeImage(source) -> Promise    the text of the QR code in an <img>, <canvas>,
                                       ImageBitmap or inline <svg>, or null.
   The browser's own BarcodeDetector reads when it knows QR codes (Chrome on Android);
   elsewhere jsQR does, shipped with the site (static/vendor/jsqr/, copied there by serve.py)
   and loaded only when a scan or a decode first needs it. */
(function () {
  "use strict";

  const JSQR_URL = new URL("../vendor/jsqr/jsQR.js", document.currentScript.src).href;
  const FRAME_MS = 250;
  const CAMERA_WIDTH = 640;
  const PICTURE_WIDTH = 480;

  let jsqrLoading = null;
  let detectorAsked = null;
  let scan = null; /* {stream, video, timer, done} of the running scan */

  function loadJsqr() {
    if (window.jsQR) return Promise.resolve(window.jsQR);
    if (jsqrLoading) return jsqrLoading;
    jsqrLoading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = JSQR_URL;
      script.async = true;
      script.addEventListener("load", () => resolve(window.jsQR));
      script.addEventListener("error", () => {
        jsqrLoading = null;
        script.remove();
        reject(new Error("the QR reader could not be loaded"));
      });
      document.head.append(script);
    });
    return jsqrLoading;
  }

  /* The browser's own reader when it reads QR codes, else null. */
  function nativeDetector() {
    if (detectorAsked) return detectorAsked;
    detectorAsked = (async () => {
      if (typeof window.BarcodeDetector !== "function") return null;
      try {
        const formats = await window.BarcodeDetector.getSupportedFormats();
        if (!formats.includes("qr_code")) return null;
        return new window.BarcodeDetector({ formats: ["qr_code"] });
      } catch (error) {
        return null;
      }
    })();
    return detectorAsked;
  }

  /* The text of the QR code on `canvas` (drawn on white), or null. */
  async function readCanvas(canvas, thorough) {
    const detector = await nativeDetector();
    if (detector) {
      try {
        const found = await detector.detect(canvas);
        if (found.length > 0) return found[0].rawValue;
        if (!thorough) return null;
      } catch (error) {
        /* fall back to jsQR */
      }
    }
    const jsQR = await loadJsqr();
    const context = canvas.getContext("2d", { willReadFrequently: true });
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const options = { inversionAttempts: thorough ? "attemptBoth" : "dontInvert" };
    const found = jsQR(pixels.data, canvas.width, canvas.height, options);
    return found ? found.data : null;
  }

  function whiteCanvas(width, height) {
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(width));
    canvas.height = Math.max(1, Math.round(height));
    const context = canvas.getContext("2d", { willReadFrequently: true });
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    return canvas;
  }

  /* An inline <svg> as an image of a readable size: its viewBox gives the proportions. */
  function svgImage(svg) {
    const copy = svg.cloneNode(true);
    const box = svg.viewBox && svg.viewBox.baseVal;
    const ratio = box && box.width > 0 ? box.height / box.width : 1;
    copy.setAttribute("width", String(PICTURE_WIDTH));
    copy.setAttribute("height", String(Math.round(PICTURE_WIDTH * ratio)));
    if (!copy.getAttribute("xmlns")) copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    const text = new XMLSerializer().serializeToString(copy);
    const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
    return new Promise((resolve, reject) => {
      const image = new Image();
      image.addEventListener("load", () => {
        URL.revokeObjectURL(url);
        resolve(image);
      });
      image.addEventListener("error", () => {
        URL.revokeObjectURL(url);
        reject(new Error("the picture could not be drawn"));
      });
      image.src = url;
    });
  }

  function sizeOf(source) {
    const width = source.naturalWidth || source.videoWidth || source.width || 0;
    const height = source.naturalHeight || source.videoHeight || source.height || 0;
    return [width, height];
  }

  async function decodeImage(source) {
    let picture = source;
    if (typeof SVGSVGElement !== "undefined" && source instanceof SVGSVGElement) {
      picture = await svgImage(source);
    } else if (source instanceof HTMLImageElement && !source.complete) {
      await source.decode();
    }
    const [width, height] = sizeOf(picture);
    if (!width || !height) return null;
    const scale = Math.min(1, (PICTURE_WIDTH * 2) / width);
    const canvas = whiteCanvas(width * scale, height * scale);
    canvas.getContext("2d").drawImage(picture, 0, 0, canvas.width, canvas.height);
    return readCanvas(canvas, true);
  }

  function stop() {
    if (!scan) return;
    const ending = scan;
    scan = null;
    ending.done = true;
    clearTimeout(ending.timer);
    for (const track of ending.stream.getTracks()) track.stop();
    if (ending.video.srcObject === ending.stream) ending.video.srcObject = null;
  }

  async function start(video, onText) {
    stop();
    if (!navigator.mediaDevices || typeof navigator.mediaDevices.getUserMedia !== "function") {
      throw new Error("this browser offers no camera");
    }
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: "environment" },
      audio: false,
    });
    stop(); /* a second start while the camera was being asked for: the later one wins */
    const running = { stream, video, timer: 0, done: false };
    scan = running;
    video.muted = true;
    video.setAttribute("playsinline", "");
    video.srcObject = stream;
    try {
      await video.play();
    } catch (error) {
      /* frames still arrive; a paused preview only looks still */
    }
    const look = async () => {
      if (running.done) return;
      let text = null;
      const [width, height] = sizeOf(video);
      if (width && height) {
        const scale = Math.min(1, CAMERA_WIDTH / width);
        const canvas = whiteCanvas(width * scale, height * scale);
        canvas.getContext("2d").drawImage(video, 0, 0, canvas.width, canvas.height);
        try {
          text = await readCanvas(canvas, false);
        } catch (error) {
          text = null;
        }
      }
      if (running.done) return;
      if (text !== null && text !== "") {
        if (scan === running) stop();
        running.done = true;
        onText(text);
        return;
      }
      running.timer = setTimeout(look, FRAME_MS);
    };
    running.timer = setTimeout(look, 0);
  }

  window.kartentischScan = Object.freeze({ start, stop, decodeImage });
})();
