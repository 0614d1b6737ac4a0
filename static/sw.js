/* Kartentisch service worker.
 *
 * Keeps the whole site (page, runtime, engine wheel) in one versioned cache so the game starts
 * offline after one visit. The build fills in VERSION (a hash of the content) and PRECACHE (every
 * file of the site). All paths are relative to this file's folder, so the site works at "/" and
 * under a sub-path alike.
 */
const VERSION = "__VERSION__";
const PRECACHE = [/* __PRECACHE__ */];

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
        // "reload" skips the HTTP cache: a stale copy must not end up in a new version.
        const request = (path) => new Request(new URL(path, ROOT), { cache: "reload" });
        await cache.addAll(PRECACHE.filter((path) => !UNPACK.test(path)).map(request));
        // Its name holds its hash: a copy the first visit fetched may be revalidated.
        const snapshots = PRECACHE.filter((path) => UNPACK.test(path));
        const revalidate = (path) => new Request(new URL(path, ROOT), { cache: "no-cache" });
        await Promise.all(snapshots.map((path) => storeUnpacked(cache, revalidate(path))));
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

/* The memory snapshot is shipped gzip-compressed (GitHub Pages would not compress it) but stored
   unpacked: every start then reads it as it is instead of inflating 30 MB first. One that is
   missing or does not unpack is no reason to fail the install: the page then boots plainly. */
const UNPACK = /\.snap$/;

async function storeUnpacked(cache, request) {
  const response = await fetch(request);
  if (!response.ok) return undefined; // the page boots plainly without it
  const packed = await response.arrayBuffer();
  let body = packed;
  try {
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    body = await new Response(stream).arrayBuffer();
  } catch (error) {
    body = packed;
  }
  const headers = { "Content-Type": "application/octet-stream" };
  return cache.put(request, new Response(body, { headers }));
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
