/* Writes a wheel's files into the running Pyodide's site-packages, for a start from the memory
   snapshot.

   After a restore the engine's modules are already imported: its files are needed again only
   for what is read at run time (texts, rules, the sources the precompiled modules are checked
   against). Pyodide's own installer does the same job in Python, one file at a time through the
   interpreter: about 0.35 s on a slow phone, a seventh of the whole start. Here the archive is
   read and its files written from JavaScript. The device keeps a copy of the wheel with its
   members stored (kartentisch.ui.boot.stored_wheel, made next to the snapshot), so they are only
   cut out; a deflated member (the wheel as shipped) is inflated, which is correct but slow on a
   slow phone (one stream each). The page's loader falls back to
   Pyodide's installer on any error, so a wheel this reader cannot read costs time, nothing
   else. */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/* The archive's members: {name, method, start, size}, from its central directory. A wheel has no
   archive comment, so the directory's end record is the last 22 bytes. */
export function members(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength - 22;
  if (end < 0 || view.getUint32(end, true) !== END_OF_DIRECTORY) {
    throw new Error("not a wheel this reader knows (no end record)");
  }
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const found = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error("broken wheel directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error("broken wheel member");
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (method !== STORED && method !== DEFLATED) throw new Error(`unknown compression ${method}`);
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`unsafe name ${name}`);
    found.push({ name, method, start, size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

/* The import system caches folder listings: the new files must be seen. What
   importlib.invalidate_caches() does for them, without its last step, which imports
   importlib.metadata only to empty that module's own cache (0.25 s of a 1.6 s start on a desktop,
   0.6 s on a slow phone); that cache is emptied too when the module is in use already. */
const FORGET_LISTINGS = `
import os, sys
for name, finder in list(sys.path_importer_cache.items()):
    if finder is None or not os.path.isabs(name):
        del sys.path_importer_cache[name]
    elif hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
namespaces = getattr(sys.modules.get("_frozen_importlib_external"), "_NamespacePath", None)
if hasattr(namespaces, "_epoch"):
    namespaces._epoch += 1
if "importlib.metadata" in sys.modules:
    sys.modules["importlib.metadata"].MetadataPathFinder.invalidate_caches()
`;

async function inflated(data) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function folderOf(path) {
  return path.slice(0, path.lastIndexOf("/"));
}

async function wheelBytes(url, copy) {
  if (copy && copy.url === url) return copy.bytes;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/* Writes every member of the wheel at `url` below site-packages; returns how many. `copy`,
   {url, bytes}, is the same wheel with its members stored, kept on the device: used instead of
   the shipped one (deflated) when it is the copy of that wheel. */
export async function installWheel(pyodide, url, copy = null) {
  const bytes = await wheelBytes(url, copy);
  const target = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  const files = members(bytes).filter((member) => !member.name.endsWith("/"));
  const contents = await Promise.all(
    files.map((member) => {
      const data = bytes.subarray(member.start, member.start + member.size);
      return member.method === STORED ? data : inflated(data);
    }),
  );
  const { FS } = pyodide;
  // Each folder made once: making a path that exists walks and fails on every part of it, and
  // the runtime's path handling was most of the time spent here (148 files in 21 folders).
  const folders = new Set(files.map((member) => folderOf(`${target}/${member.name}`)));
  for (const folder of folders) FS.mkdirTree(folder);
  files.forEach((member, index) => FS.writeFile(`${target}/${member.name}`, contents[index]));
  pyodide.runPython(FORGET_LISTINGS);
  return files.length;
}
