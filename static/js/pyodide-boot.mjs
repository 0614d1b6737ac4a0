/* The interpreter module PyScript loads (pyscript.toml's "interpreter"): Pyodide, booted from
   the memory snapshot the build made, else booted plainly.

   PyScript passes no options of its own to Pyodide, but it accepts any module that exports
   `loadPyodide` and `version`; this one adds the snapshot and keeps everything else PyScript
   does (micropip installs the engine wheel after the restore, then main.py runs). index.html
   loads this module `async`, before PyScript: it runs as soon as it has arrived, not after the
   page is parsed and styled, and the runtime boots while PyScript itself still loads.

   A worker (snapshot-reader.js) finds and reads the image. Later visits read it from the
   service worker's cache. A first visit measures the line while it fetches the snapshot: when
   the rest would take too long it gives up and boots plainly (on a slow line the extra 7 MB
   cost more than they save; measured, see the README), and the service worker, registered once
   the page is ready, stores it for the next start. Any problem with the snapshot (missing,
   truncated, made for another runtime or engine, an error while restoring) means a plain boot;
   `data-boot` on <html> tells which way the page started ("snapshot" or "plain"), and on a
   start after the first `data-install` who wrote the engine's files ("loader" or "pyodide"), and
   `data-wasm` who compiled the runtime's WebAssembly ("worker": the reader, off the main
   thread; "page": Pyodide itself). */
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const ROOT_URL = new URL("../../", import.meta.url).href;
const MANIFEST_URL = new URL("../vendor/snapshot/snapshot.json", import.meta.url).href;
const READER_URL = new URL("./snapshot-reader.js", import.meta.url).href;
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;
const SKIP_KEY = "kartentisch.boot";
/* A first visit: "measure" fetches the snapshot if the line is fast enough, "cached" never
   fetches it, "network" always does. The last two are for the start-up benchmark, which asks
   for them in the page's query (`?bench-first-visit=cached`); any other page measures. */
const FIRST_VISIT_MODES = ["measure", "cached", "network"];
const FIRST_VISIT = benchChoice("bench-first-visit", FIRST_VISIT_MODES);

const root = document.documentElement;

/* A benchmark's choice from the page's query (bench/startup.py): one of `allowed`, else the
   first, which is what players get. */
function benchChoice(name, allowed) {
  let asked = null;
  try {
    asked = new URLSearchParams(location.search).get(name);
  } catch (error) {
    asked = null;
  }
  return allowed.includes(asked) ? asked : allowed[0];
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
   else to {file, network}; `image` to the unpacked bytes, or null on a first visit whose line
   is too slow; `module` to the compiled module, or null (then Pyodide compiles it itself). A
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
      module(data.module || null);
      return answered();
    }
    found(null);
    answered();
    if (data.kind === "image") image.resolve(new Uint8Array(data.buffer));
    else if (data.kind === "slow") image.resolve(null);
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
  reader.postMessage({ manifest: MANIFEST_URL, version, skip: skipped(), firstVisit: FIRST_VISIT, wasm });
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

/* Whether the cache holds a snapshot to use, found here rather than waiting for the reader to
   start (slow on a slow phone): {file, network: false}, or null. */
async function foundInCache() {
  try {
    const listed = globalThis.caches ? await caches.match(MANIFEST_URL) : undefined;
    const manifest = listed ? await listed.json() : null;
    if (!manifest || manifest.pyodide !== version || manifest.file === skipped()) return null;
    return { file: manifest.file, network: false };
  } catch (error) {
    return null;
  }
}

/* A page the service worker controls is a start after the first: the worker's cache holds the
   site with its snapshot. Known at once, so the runtime starts without waiting for a lookup in
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
  // A start after the first has the WebAssembly in the cache: the reader compiles it off the
  // main thread (Pyodide, patched by the build, takes it: runtime_patch.py). A first visit
  // leaves it to Pyodide, which would otherwise download it twice.
  const later = startedBefore();
  const reader = askReader(later);
  const settings = {
    indexURL: INDEX_URL,
    stdout: writer("stdout"),
    stderr: writer("stderr"),
    fsInit: nextTask,
    _compiledWasm: later ? reader.module : null,
    _nextTask: nextTask,
  };
  reader.module.then((module) => (root.dataset.wasm = module ? "worker" : "page"));
  reader.found.then((known) => known && (root.dataset.bootImage = known.file));
  const found = later ? { network: false } : (await foundInCache()) || (await reader.found);
  if (found) {
    // From the cache, the runtime starts at once and the image arrives meanwhile (Pyodide waits
    // for it just before it instantiates). A first visit first waits for the download, or for
    // the reader to give up on a slow line: an abandoned start would leave its WebAssembly
    // download running.
    if (found.file) root.dataset.bootImage = found.file;
    let image = reader.image;
    if (found.network) {
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
        pyodide.runPython("from kartentisch.ui.boot.snapshot import after_restore; after_restore()");
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
  const pyodide = await booting;
  const packages = (options.packages || []).map((name) =>
    /^(\.|\/)/.test(name) ? new URL(name, document.baseURI).href : name,
  );
  if (packages.length > 0) await install(pyodide, packages);
  return pyodide;
}

/* After a restore the engine is imported already and its wheel's files are only written again:
   wheel-files.mjs does that without going through the interpreter. Anything else, or any
   problem with it, goes to Pyodide's installer. */
async function install(pyodide, packages) {
  const ownWheels = packages.every((url) => url.startsWith(ROOT_URL) && url.endsWith(".whl"));
  if (root.dataset.boot === "snapshot" && ownWheels && globalThis.DecompressionStream) {
    try {
      const { installWheel } = await import("./wheel-files.mjs");
      for (const url of packages) await installWheel(pyodide, url);
      root.dataset.install = "loader";
      return;
    } catch (error) {
      console.warn("Kartentisch: writing the wheel's files failed, installing it plainly:", error);
    }
  }
  await pyodide.loadPackage(packages, { messageCallback: () => {} });
  root.dataset.install = "pyodide";
}
