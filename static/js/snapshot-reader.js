/* Finds and reads the memory snapshot for pyodide-boot.mjs, in a worker.

   30 MB read (and on a first visit downloaded and inflated) through the main thread cost it
   about 0.15 s of work, 0.6 s on a slow phone, while it has the runtime and PyScript to start;
   here the bytes arrive off it, and the finished buffer is handed over without a copy.

   Asked {manifest, version, skip, firstVisit}, it answers twice: first {kind: "found", file,
   network} or {kind: "none"} as soon as it knows whether there is a snapshot to use, then
   {kind: "image", buffer}, {kind: "slow"} (a first visit on a line too slow to wait for it) or
   {kind: "error", message}.

   Asked {wasm: url} as well, it also compiles the runtime's WebAssembly and answers {kind:
   "module", module} (module null when that failed: the page then compiles it). Compiled in
   the page, it held the main thread longer than any other step of a start; compiled here,
   the main thread loads PyScript and the runtime's JavaScript meanwhile. */
const PROBE_MS = 250;
const DOWNLOAD_BUDGET_S = 1.5;
/* A first visit waits for the download only if the rest of it would take less than this:
   below the time a plain start spends initialising Python on a desktop (2 s and more). */

async function fromCache(url) {
  return caches.match(url);
}

async function fromNetwork(url) {
  const response = await fetch(url);
  return response.ok ? response : undefined;
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

async function unpacked(buffer) {
  const head = new Uint8Array(buffer, 0, 2);
  if (head[0] !== 0x1f || head[1] !== 0x8b) return buffer; // stored unpacked by the service worker
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

/* The wheel the page installs must be the one the image was made from. */
async function sameEngine(manifest, manifestURL, lookUp) {
  const wheel = await lookUp(new URL(manifest.wheel, manifestURL).href);
  if (!wheel || (await sha256(await wheel.arrayBuffer())) !== manifest.wheel_sha256) {
    throw new Error("the snapshot was made from another engine");
  }
}

async function answer({ manifest: manifestURL, version, skip, firstVisit }) {
  let lookUp = fromCache;
  let listed = self.caches ? await fromCache(manifestURL) : undefined;
  if (!listed && firstVisit !== "cached") {
    lookUp = fromNetwork;
    listed = await fromNetwork(manifestURL);
  }
  if (!listed) return self.postMessage({ kind: "none" });
  const manifest = await listed.json();
  if (manifest.pyodide !== version || manifest.file === skip) {
    return self.postMessage({ kind: "none" });
  }
  const network = lookUp === fromNetwork;
  self.postMessage({ kind: "found", file: manifest.file, network });
  const stored = await lookUp(new URL(manifest.file, manifestURL).href);
  if (!stored) throw new Error("the snapshot is missing");
  const checked = sameEngine(manifest, manifestURL, lookUp);
  checked.catch(() => {}); // awaited below: a failure before then is not "unhandled"
  const measure = network && firstVisit === "measure";
  const packed = measure ? await readIfFast(stored, manifest.compressed) : await stored.arrayBuffer();
  if (!packed) return self.postMessage({ kind: "slow" });
  await checked;
  const buffer = await unpacked(packed);
  if (buffer.byteLength !== manifest.bytes) throw new Error("the snapshot is incomplete");
  return self.postMessage({ kind: "image", buffer }, [buffer]);
}

async function compile(url) {
  let module = null;
  try {
    module = await WebAssembly.compileStreaming(fetch(url));
  } catch (error) {
    module = null;
  }
  self.postMessage({ kind: "module", module });
}

self.addEventListener("message", (event) => {
  if (event.data.wasm) compile(event.data.wasm);
  answer(event.data).catch((error) => {
    self.postMessage({ kind: "error", message: String((error && error.message) || error) });
  });
});
