/* The interpreter module PyScript loads (pyscript.toml's "interpreter"): Pyodide, booted from
   the memory snapshot made on this device, else booted plainly.

   PyScript passes no options of its own to Pyodide, but it accepts any module that exports
   `loadPyodide` and `version`; this one adds the snapshot and keeps everything else PyScript
   does (micropip installs the engine wheel after the restore, then main.py runs). index.html
   loads this module `async`, before PyScript: it runs as soon as it has arrived, not after the
   page is parsed and styled, and the runtime boots while PyScript itself still loads.

   A worker (snapshot-reader.js) finds and reads the image, which is never downloaded: a plain
   start (a first visit) makes it on the device once the table is ready, in another worker
   (snapshot-maker.mjs), and later starts restore it from the cache it stored it in. Any problem
   with the snapshot (missing, truncated, made for another runtime or engine, an error while
   restoring) means a plain boot;
   `data-boot` on <html> tells which way the page started ("snapshot" or "plain"), and on a
   start after the first `data-install` who wrote the engine's files ("loader" or "pyodide"), and
   `data-wasm` who compiled the runtime's WebAssembly ("worker": the reader, off the main
   thread; "page": Pyodide itself).

   Each phase of the start leaves a User Timing mark, "kartentisch:NAME", milliseconds from the
   navigation's start like every mark: boot (this module runs), reader-asked and
   reader-compiling (the reader has the request, has the WebAssembly's bytes in hand and begins
   to compile; a start after the first), wasm (the compiled module, or
   null, has arrived from the reader), image (the image's bytes have), instantiated, linked
   (the file system is about to be made; Python starts next), runtime (Pyodide is up), pyscript
   (PyScript asks for it), installed (the engine's files are written), and ready (boot.js, when
   the table is ready). `python3 -m bench engines` prints them per browser engine. */
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const ROOT_URL = new URL("../../", import.meta.url).href;
const MANIFEST_URL = new URL("../vendor/snapshot/device.json", import.meta.url).href;
const READER_URL = new URL("./snapshot-reader.js", import.meta.url).href;
const MAKER_URL = new URL("./snapshot-maker.mjs", import.meta.url).href;
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;
const SKIP_KEY = "kartentisch.boot";

const root = document.documentElement;

function mark(phase, epochMs = null) {
  try {
    const at = epochMs === null ? {} : { startTime: epochMs - performance.timeOrigin };
    performance.mark(`kartentisch:${phase}`, at);
  } catch (error) {
    // no User Timing: nothing to measure
  }
}

function skipped() {
  try {
    return JSON.parse(localStorage.getItem(SKIP_KEY) || "{}").skip || null;
  } catch (error) {
    return null;
  }
}

/* Asks the reader (snapshot-reader.js, a worker) for the snapshot and, with `compile`, for the
   runtime's WebAssembly compiled. `found` resolves to null when there is no snapshot to use,
   else to {file}; `image` to the image's bytes; `module` to the compiled module, or null (then Pyodide compiles it itself). A
   worker that cannot start means: none of them. */
function askReader(compile) {
  let found, image, module;
  const answers = {
    found: new Promise((resolve) => (found = resolve)),
    image: new Promise((resolve, reject) => (image = { resolve, reject })),
    module: new Promise((resolve) => (module = resolve)),
  };
  answers.image.catch(() => {}); // awaited later, or never when nothing was found
  if (!compile) module(null);
  let reader;
  try {
    reader = new Worker(READER_URL);
  } catch (error) {
    found(null);
    module(null);
    return answers;
  }
  let waiting = compile ? 2 : 1; // the image's answer, and the module's when asked
  const answered = () => --waiting === 0 && reader.terminate();
  reader.onmessage = ({ data }) => {
    if (data.kind === "found") return found({ file: data.file, network: data.network });
    if (data.kind === "module") {
      for (const [phase, time] of Object.entries(data.at || {})) mark(`reader-${phase}`, time);
      module(data.module || null);
      return answered();
    }
    found(null);
    answered();
    if (data.kind === "image") image.resolve(new Uint8Array(data.buffer));
    else image.reject(new Error(data.message || "no snapshot")); // "none" as well
  };
  reader.onerror = (event) => {
    event.preventDefault();
    found(null);
    image.reject(new Error("the snapshot reader failed"));
    module(null);
    reader.terminate();
  };
  const wasm = compile ? WASM_URL : null;
  reader.postMessage({ manifest: MANIFEST_URL, version, skip: skipped(), wasm });
  return answers;
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

/* Whether the caches hold a snapshot to use, found here rather than waiting for the reader to
   start (slow on a slow phone): {file}, or null. */
async function foundInCache() {
  try {
    const listed = globalThis.caches ? await caches.match(MANIFEST_URL) : undefined;
    const manifest = listed ? await listed.json() : null;
    if (!manifest || manifest.pyodide !== version || manifest.file === skipped()) return null;
    const image = await caches.match(new URL(manifest.file, MANIFEST_URL).href);
    return image ? { file: manifest.file } : null;
  } catch (error) {
    return null;
  }
}

/* A page the service worker controls is a start after the first: the worker's cache holds the
   site, and the image made on the device after the first start is in its own cache. Known at once, so the runtime starts without waiting for a lookup in
   the cache (on a slow phone 0.2 s, while the main thread loads PyScript); should the reader
   find no usable image after all, the restore fails and the page starts plainly. A snapshot
   that failed before is looked up first (the reader then answers "none"). */
function startedBefore() {
  return Boolean(globalThis.navigator?.serviceWorker?.controller) && !skipped();
}

/* Pyodide links its WebAssembly and then starts Python (restoring the image) in one go: one
   task of about 0.2 s on a desktop and near a second on a slow phone, during which the page
   answers no touch. Its file-system hook runs between the two; waiting there for a task of its
   own splits it in two. */
function nextTask() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function boot() {
  mark("boot");
  // A start after the first has the WebAssembly in the cache: the reader compiles it off the
  // main thread (Pyodide, patched by the build, takes it: runtime_patch.py). A first visit
  // leaves it to Pyodide, which would otherwise download it twice.
  const later = startedBefore();
  const reader = askReader(later);
  const settings = {
    indexURL: INDEX_URL,
    stdout: writer("stdout"),
    stderr: writer("stderr"),
    fsInit: () => {
      mark("linked");
      return nextTask();
    },
    _compiledWasm: later ? reader.module : null,
    _nextTask: () => {
      mark("instantiated");
      return nextTask();
    },
  };
  reader.module.then((module) => {
    mark("wasm");
    root.dataset.wasm = module ? "worker" : "page";
  });
  reader.image.then(() => mark("image"), () => {});
  reader.found.then((known) => known && (root.dataset.bootImage = known.file));
  const found = later ? {} : (await foundInCache()) || (await reader.found);
  if (found) {
    // From the cache, the runtime starts at once and the image arrives meanwhile (Pyodide waits
    // for it just before it instantiates).
    if (found.file) root.dataset.bootImage = found.file;
    try {
      const restored = reader.image.then((bytes) => bytes || Promise.reject(new Error("no snapshot")));
      // Pyodide awaits it only later; a failure before then is handled there, not "unhandled".
      restored.catch(() => {});
      const pyodide = await loadRuntime({ ...settings, _loadSnapshot: restored });
      mark("runtime");
      pyodide.runPython("from kartentisch.ui.boot.snapshot import after_restore; after_restore()");
      root.dataset.boot = "snapshot";
      return pyodide;
    } catch (error) {
      console.warn("Kartentisch: no snapshot to restore, starting plainly:", error);
    }
  }
  root.dataset.boot = "plain";
  makeImageWhenReady();
  const pyodide = await loadRuntime(settings);
  mark("runtime");
  return pyodide;
}

/* A plain start makes the image for the next one: in a worker (snapshot-maker.mjs) once the
   table is ready, so the start itself is not slowed and nothing is downloaded for it (the maker
   reads the files this start fetched). An image that failed to restore is not made again
   (kartentisch.boot names it): the device then starts plainly, as before the snapshot.
   `data-image` on <html> tells how it went: "making", then "stored" or "failed". */
function makeImageWhenReady() {
  if (!globalThis.caches || !globalThis.Worker || skipped()) return;
  const start = () => {
    root.dataset.image = "making";
    let maker;
    try {
      maker = new Worker(MAKER_URL, { type: "module" });
    } catch (error) {
      root.dataset.image = "failed";
      return;
    }
    const done = (kind, message) => {
      if (message) console.warn("Kartentisch: the snapshot was not made:", message);
      root.dataset.image = kind;
      maker.terminate();
    };
    maker.onmessage = ({ data }) => {
      if (data.kind !== "image") return done("failed", data.message);
      storeImage(data).then(
        () => done("stored", null),
        (error) => done("failed", String((error && error.message) || error)),
      );
    };
    maker.onerror = (event) => {
      event.preventDefault();
      done("failed", event.message || "the maker failed");
    };
    maker.postMessage({ manifest: MANIFEST_URL });
  };
  const waiting = new MutationObserver(() => {
    if (root.dataset.ready !== "1") return;
    waiting.disconnect();
    start();
  });
  waiting.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

/* Stores what the maker made: the image, and beside it the engine wheel's copy with its members
   stored, in the image's own cache, which then holds nothing else (an older version's image is
   deleted). Done here rather than in the maker: WebKit drops what a worker put into the Cache
   API once the worker ends. The buffers came over transferred, so nothing is copied. */
async function storeImage({ cache: name, url, image, copyURL, copy, wheel }) {
  const cache = await caches.open(name);
  for (const old of await cache.keys()) if (old.url !== url && old.url !== copyURL) await cache.delete(old);
  if (copy) {
    const wheelHeaders = { "Content-Type": "application/zip", "X-Kartentisch-Wheel": wheel };
    await cache.put(copyURL, new Response(copy, { headers: wheelHeaders }));
  }
  const headers = { "Content-Type": "application/octet-stream", "X-Kartentisch-Bytes": `${image.byteLength}` };
  await cache.put(url, new Response(image, { headers }));
}

/* Started when the module is evaluated (see the top of this file). */
const booting = boot();
booting.catch(() => {}); // reported through loadPyodide's promise, not as an unhandled rejection

/* What PyScript calls. Its options are the output handlers and, on a start after the first, the
   packages its last micropip run installed (with that run's lock file): those are loaded here,
   by URL, into the runtime that is already up. */
export async function loadPyodide(options = {}) {
  output.stdout = options.stdout || console.log;
  output.stderr = options.stderr || console.warn;
  for (const [stream, line] of output.waiting.splice(0)) output[stream](line);
  mark("pyscript");
  const pyodide = await booting;
  const packages = (options.packages || []).map((name) =>
    /^(\.|\/)/.test(name) ? new URL(name, document.baseURI).href : name,
  );
  if (packages.length > 0) await install(pyodide, packages);
  mark("installed");
  return pyodide;
}

/* The engine wheel's copy with its members stored, which the maker keeps next to the image
   (snapshot-maker.mjs): {url, bytes}, the URL of the wheel it was made from, or null. The reader
   has checked that wheel against the image's manifest before the restore. */
async function storedCopy() {
  try {
    const image = root.dataset.bootImage;
    const copy = image ? await caches.match(new URL(image.replace(/\.snap$/, ".whl"), MANIFEST_URL).href) : null;
    if (!copy) return null;
    return { url: copy.headers.get("X-Kartentisch-Wheel"), bytes: new Uint8Array(await copy.arrayBuffer()) };
  } catch (error) {
    return null;
  }
}

/* After a restore the engine is imported already and its wheel's files are only written again:
   wheel-files.mjs does that without going through the interpreter. Anything else, or any
   problem with it, goes to Pyodide's installer. */
async function install(pyodide, packages) {
  const ownWheels = packages.every((url) => url.startsWith(ROOT_URL) && url.endsWith(".whl"));
  if (root.dataset.boot === "snapshot" && ownWheels && globalThis.DecompressionStream) {
    try {
      const { installWheel } = await import("./wheel-files.mjs");
      const copy = await storedCopy();
      for (const url of packages) await installWheel(pyodide, url, copy);
      root.dataset.install = "loader";
      return;
    } catch (error) {
      console.warn("Kartentisch: writing the wheel's files failed, installing it plainly:", error);
    }
  }
  await pyodide.loadPackage(packages, { messageCallback: () => {} });
  root.dataset.install = "pyodide";
}
