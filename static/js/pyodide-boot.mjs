/* The interpreter module PyScript loads (pyscript.toml's "interpreter"): Pyodide, booted from
   the memory snapshot the build made, else booted plainly.

   PyScript passes no options of its own to Pyodide, but it accepts any module that exports
   `loadPyodide` and `version`; this one adds the snapshot and keeps everything else PyScript
   does (micropip installs the engine wheel after the restore, then main.py runs). index.html
   loads this module before PyScript, so the runtime boots while PyScript itself still loads.

   Later visits read the snapshot from the service worker's cache. A first visit measures the
   line while it fetches the snapshot: when the rest would take longer than DOWNLOAD_BUDGET_S it
   gives up and boots plainly (on a slow line the extra 7 MB cost more than they save; measured,
   see the README), and the service worker, registered once the page is ready, stores it for
   the next start. Any problem with the snapshot (missing, truncated, made for another runtime
   or engine, an error while restoring) means a plain boot; `data-boot` on <html> tells which
   way the page started ("snapshot" or "plain"). */
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const MANIFEST_URL = new URL("../vendor/snapshot/snapshot.json", import.meta.url).href;
const SKIP_KEY = "kartentisch.boot";
/* A first visit: "measure" fetches the snapshot if the line is fast enough, "cached" never
   fetches it, "network" always does (the last two for the start-up benchmark). */
const FIRST_VISIT = "measure";
const PROBE_MS = 250;
const DOWNLOAD_BUDGET_S = 1.5;
/* Below about the time a plain start spends initialising Python on a desktop (2 s and more). */

const root = document.documentElement;

async function fromCache(url) {
  return globalThis.caches ? caches.match(url) : undefined;
}

async function fromNetwork(url) {
  const response = await fetch(url);
  return response.ok ? response : undefined;
}

function skipped(file) {
  try {
    return JSON.parse(localStorage.getItem(SKIP_KEY) || "{}").skip === file;
  } catch (error) {
    return false;
  }
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/* The body, or null as soon as the line looks too slow for the rest to arrive in the budget. */
async function readIfFast(response, size) {
  const reader = response.body.getReader();
  const started = performance.now();
  const chunks = [];
  let received = 0;
  let decided = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    const seconds = (performance.now() - started) / 1000;
    if (!decided && seconds * 1000 >= PROBE_MS) {
      decided = true;
      if (((size - received) * seconds) / received > DOWNLOAD_BUDGET_S) {
        reader.cancel().catch(() => {});
        return null;
      }
    }
  }
  return new Blob(chunks).arrayBuffer();
}

/* The cached image, read by a worker so that the main thread stays free for the boot. */
function readInWorker(url) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./snapshot-reader.js", import.meta.url));
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.buffer);
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error("the snapshot reader did not start"));
    };
    worker.postMessage({ url });
  });
}

async function checkWheel(manifest, lookUp) {
  const wheel = await lookUp(new URL(manifest.wheel, MANIFEST_URL).href);
  if (!wheel || (await sha256(await wheel.arrayBuffer())) !== manifest.wheel_sha256) {
    throw new Error("the snapshot was made from another engine");
  }
}

/* Where the snapshot comes from (the cache, or the network on a first visit), or null when
   there is none to use: not an error, the page boots plainly. */
async function snapshotSource() {
  let lookUp = fromCache;
  let listed = await fromCache(MANIFEST_URL);
  if (!listed && FIRST_VISIT !== "cached") {
    lookUp = fromNetwork;
    listed = await fromNetwork(MANIFEST_URL);
  }
  if (!listed) return null;
  const manifest = await listed.json();
  if (manifest.pyodide !== version || skipped(manifest.file)) return null;
  return { manifest, lookUp, network: lookUp === fromNetwork };
}

/* The unpacked image, or null when a first visit's line is too slow to wait for it. */
async function readImage({ manifest, lookUp, network }) {
  const wheelChecked = checkWheel(manifest, lookUp);
  wheelChecked.catch(() => {}); // awaited below: a failure before then is not "unhandled"
  const url = new URL(manifest.file, MANIFEST_URL).href;
  const stored = await lookUp(url);
  if (!stored) throw new Error("the snapshot is missing");
  let buffer;
  if (!network) {
    buffer = await readInWorker(url).catch(() => stored.arrayBuffer());
  } else if (FIRST_VISIT === "measure") {
    buffer = await readIfFast(stored, manifest.compressed);
  } else {
    buffer = await stored.arrayBuffer();
  }
  if (!buffer) return null;
  await wheelChecked;
  root.dataset.bootImage = manifest.file;
  let image = new Uint8Array(buffer);
  if (image[0] === 0x1f && image[1] === 0x8b) {
    // As shipped (gzip); the service worker stores it unpacked, so a later start skips this.
    const unpacked = new Blob([image]).stream().pipeThrough(new DecompressionStream("gzip"));
    image = new Uint8Array(await new Response(unpacked).arrayBuffer());
  }
  if (image.length !== manifest.bytes) throw new Error("the snapshot is incomplete");
  return image;
}

/* PyScript's output handlers arrive with its call to loadPyodide, after the runtime has started:
   lines written before that wait here. */
const output = { stdout: null, stderr: null, waiting: [] };
function writer(stream) {
  return (line) => {
    if (output[stream]) output[stream](line);
    else output.waiting.push([stream, line]);
  };
}

async function boot() {
  const settings = { indexURL: INDEX_URL, stdout: writer("stdout"), stderr: writer("stderr") };
  let source = null;
  try {
    source = await snapshotSource();
  } catch (error) {
    console.warn("Kartentisch: snapshot not used:", error);
  }
  if (source) {
    // From the cache, the runtime starts at once and reads the image meanwhile (Pyodide waits
    // for it just before it instantiates). A first visit first decides whether to wait for the
    // download: an abandoned start would leave its WebAssembly download running.
    let image = readImage(source);
    if (source.network) {
      image = await image.catch((error) => {
        console.warn("Kartentisch: snapshot not used:", error);
        return null;
      });
    }
    if (image) {
      try {
        const restored = Promise.resolve(image).then((bytes) => bytes || Promise.reject(new Error("no snapshot")));
        // Pyodide awaits it only later; a failure before then is handled there, not "unhandled".
        restored.catch(() => {});
        const pyodide = await loadRuntime({ ...settings, _loadSnapshot: restored });
        pyodide.runPython("from kartentisch.ui.snapshot import after_restore; after_restore()");
        root.dataset.boot = "snapshot";
        return pyodide;
      } catch (error) {
        console.warn("Kartentisch: restoring the snapshot failed, starting plainly:", error);
      }
    }
  }
  root.dataset.boot = "plain";
  return loadRuntime(settings);
}

/* Started when the module is evaluated: index.html loads this module before PyScript, so the
   runtime boots while PyScript itself still loads. */
const booting = boot();
booting.catch(() => {}); // reported through loadPyodide's promise, not as an unhandled rejection

/* What PyScript calls. Its options are the output handlers and, on a start after the first, the
   packages its last micropip run installed (with that run's lock file): those are loaded here,
   by URL, into the runtime that is already up. */
export async function loadPyodide(options = {}) {
  output.stdout = options.stdout || console.log;
  output.stderr = options.stderr || console.warn;
  for (const [stream, line] of output.waiting.splice(0)) output[stream](line);
  const pyodide = await booting;
  const packages = (options.packages || []).map((name) =>
    /^(\.|\/)/.test(name) ? new URL(name, document.baseURI).href : name,
  );
  if (packages.length > 0) await pyodide.loadPackage(packages, { messageCallback: () => {} });
  return pyodide;
}
