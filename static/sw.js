/* Kartentisch service worker.
 *
 * Keeps the whole site (page, runtime, engine wheel) in one versioned cache so the game starts
 * offline after one visit. (The memory snapshot is made on the device and kept in a cache of its
 * own, which a new version leaves alone: static/js/snapshot-maker.mjs.) The build fills in VERSION (a hash of the content), PRECACHE (every
 * file of the site) and HASHES (the start of each file's sha256). All paths are relative to this
 * file's folder, so the site works at "/" and under a sub-path alike.
 */
const VERSION = "__VERSION__";
const PRECACHE = [/* __PRECACHE__ */];
const HASHES = {/* __HASHES__ */};

const ROOT = new URL("./", self.location.href).href;
const PREFIX = `kartentisch ${ROOT} `;
const CACHE = PREFIX + VERSION;

/* The site's own files come straight from this version's cache, without waiting for this worker
   to start and answer them: on a slow phone the worker's start and one answer per file cost a
   noticeable part of every launch. A file the cache lacks comes from the network. A page asked
   for with a query (a shared deal) still goes through the fetch handler below, which finds the
   page without its query; so does every request in a browser without static routes. */
function cacheRoute() {
  const root = new URL(ROOT);
  const literal = (text) => text.replace(/[\\:*?()[\]{}+]/g, (char) => `\\${char}`);
  return {
    condition: {
      requestMethod: "GET",
      urlPattern: new URLPattern({
        protocol: root.protocol.slice(0, -1),
        hostname: literal(root.hostname),
        port: root.port,
        pathname: `${literal(root.pathname)}*`,
        search: "",
      }),
    },
    source: { cacheName: CACHE },
  };
}

self.addEventListener("install", (event) => {
  if (event.addRoutes && self.URLPattern) {
    try {
      event.waitUntil(event.addRoutes(cacheRoute()).catch(() => {}));
    } catch (error) {
      // Without the route every request takes the fetch handler: slower, nothing lost.
    }
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        await storeAll(cache);
      } catch (error) {
        // A version that could not be stored whole is not installed: the worker and the
        // cache of the version before stay in charge, so the site still starts offline.
        await caches.delete(CACHE);
        throw error;
      }
      await self.skipWaiting();
    })(),
  );
});

/* Each file once. The page has just fetched most of the site (a first visit), or an older
   version holds most of it (an update): the install takes those copies instead of downloading
   them again. A file's hash (HASHES, filled in by the build) says whether a copy is the one this
   version needs: one from an older version's cache with the same hash is copied; anything else
   comes through the browser's HTTP cache (where the page's own download of it still is), and
   only a copy whose bytes do not match is asked of the server again ("no-cache": the server
   answers 304 for the same file, else sends the new one). Files with the same content (the page
   as "./" and as "index.html") are fetched once. */
const HASH_HEADER = "X-Kartentisch-Sha256";
const PARALLEL = 4;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function matches(hash, expected) {
  return !expected || hash.startsWith(expected);
}

/* The stored form of a response: its body with its hash, so a later version can reuse it. */
function withHash(response, body, hash) {
  const headers = new Headers(response.headers);
  headers.set(HASH_HEADER, hash);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(body, { status: 200, statusText: "OK", headers });
}

async function fromOlderVersion(url, expected) {
  if (!expected) return undefined;
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  for (const name of names) {
    const hit = await (await caches.open(name)).match(url);
    if (hit && hit.headers.get(HASH_HEADER)?.startsWith(expected)) return hit;
  }
  return undefined;
}

async function fromNetwork(url, expected) {
  for (const mode of ["default", "no-cache"]) {
    const response = await fetch(new Request(url, { cache: mode }));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const body = await response.arrayBuffer();
    const hash = await sha256(body);
    if (matches(hash, expected)) return withHash(response, body, hash);
  }
  throw new Error(`${url} is not the file of this version`);
}

async function storeAll(cache) {
  const byHash = new Map(); // one fetch for files with the same content
  const store = async (path) => {
    const url = new URL(path, ROOT).href;
    const expected = HASHES[path];
    const key = expected || url;
    if (!byHash.has(key)) {
      byHash.set(key, (async () => (await fromOlderVersion(url, expected)) || fromNetwork(url, expected))());
    }
    const response = await byHash.get(key);
    return cache.put(url, response.clone());
  };
  const queue = [...PRECACHE];
  const workers = Array.from({ length: PARALLEL }, async () => {
    while (queue.length > 0) await store(queue.shift());
  });
  await Promise.all(workers);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
      if (old.length > 0) {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        for (const client of windows) client.postMessage({ type: "updated", version: VERSION });
      }
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "version") {
    event.source?.postMessage({ type: "version", version: VERSION });
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(ROOT)) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  const hit =
    (await cache.match(request, { ignoreSearch: navigate })) ||
    (navigate ? await cache.match(ROOT) : undefined);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200 && response.type === "basic") {
    await cache.put(request, response.clone()).catch(() => {});
  }
  return response;
}
