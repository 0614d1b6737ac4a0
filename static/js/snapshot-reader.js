/* Finds and reads the memory snapshot for pyodide-boot.mjs, in a worker.

   30 MB read through the main thread cost it about 0.15 s of work, 0.6 s on a slow phone, while
   it has the runtime and PyScript to start; here the bytes arrive off it, and the finished buffer
   is handed over without a copy.

   Asked {manifest, version, skip}, it answers twice: first {kind: "found", file, network} or
   {kind: "none"} as soon as it knows whether there is a snapshot to use, then {kind: "image",
   buffer} or {kind: "error", message}.

   Asked {wasm: url} as well, it also compiles the runtime's WebAssembly and answers {kind:
   "module", module, at} (module null when that failed: the page then compiles it; `at`: when,
   in milliseconds since the epoch, the worker was asked and the compile began, for the page's
   phase marks). Compiled in
   the page, it held the main thread longer than any other step of a start; compiled here,
   the main thread loads PyScript and the runtime's JavaScript meanwhile. */
async function fromCache(url) {
  return self.caches ? caches.match(url) : undefined;
}

async function fromNetwork(url) {
  const response = await fetch(url);
  return response.ok ? response : undefined;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/* The wheel the page installs must be the one the image was made from. */
async function sameEngine(manifest, manifestURL) {
  const url = new URL(manifest.wheel, manifestURL).href;
  const wheel = (await fromCache(url)) || (await fromNetwork(url));
  if (!wheel || (await sha256(await wheel.arrayBuffer())) !== manifest.wheel_sha256) {
    throw new Error("the snapshot was made from another engine");
  }
}

/* The image is never downloaded: only one made on this device (snapshot-maker.mjs) is used, found
   in the caches. The manifest comes from the service worker's cache, else (a first visit) from
   the HTTP cache or the network: it is small. */
async function answer({ manifest: manifestURL, version, skip }) {
  const listed = (await fromCache(manifestURL)) || (await fromNetwork(manifestURL));
  if (!listed) return self.postMessage({ kind: "none" });
  const manifest = await listed.json();
  if (manifest.pyodide !== version || manifest.file === skip) {
    return self.postMessage({ kind: "none" });
  }
  const stored = await fromCache(new URL(manifest.file, manifestURL).href);
  if (!stored) return self.postMessage({ kind: "none" });
  self.postMessage({ kind: "found", file: manifest.file, network: false });
  const checked = sameEngine(manifest, manifestURL);
  checked.catch(() => {}); // awaited below: a failure before then is not "unhandled"
  const buffer = await stored.arrayBuffer();
  await checked;
  if (buffer.byteLength !== Number(stored.headers.get("X-Kartentisch-Bytes"))) {
    throw new Error("the snapshot is incomplete");
  }
  return self.postMessage({ kind: "image", buffer }, [buffer]);
}

/* The WebAssembly is taken from the service worker's cache itself rather than fetched: a fetch
   from this worker goes through the service worker, which answers from that same cache; in
   WebKit the detour delayed the compiled module by seconds (docs/performance.md, "Start-up in
   three engines"). */
async function compile(url, asked) {
  let module = null;
  const at = { asked };
  try {
    const response = (await fromCache(url)) || (await fetch(url));
    at.compiling = performance.timeOrigin + performance.now();
    module = await WebAssembly.compileStreaming(response);
  } catch (error) {
    module = null;
  }
  self.postMessage({ kind: "module", module, at });
}

self.addEventListener("message", (event) => {
  if (event.data.wasm) compile(event.data.wasm, performance.timeOrigin + performance.now());
  answer(event.data).catch((error) => {
    self.postMessage({ kind: "error", message: String((error && error.message) || error) });
  });
});
