/* Makes the memory snapshot on the device, in a worker, once the page is ready.

   Later starts restore Python from a memory image with the engine already imported (0.5 s
   instead of 3-5 s). Downloaded, that image cost a first visit 8.2 MB on top of the 8 MB of the
   runtime itself; made here from the files the page has just fetched, it costs nothing on the
   line and a few seconds of a background thread after the table is ready
   (docs/decisions/snapshot-made-on-the-device.md).

   Asked {manifest} (the URL of device.json, written by the build), it boots a second Pyodide
   with snapshots enabled, unpacks the engine wheel where micropip puts it in the page, imports
   what kartentisch.ui.boot.snapshot.preload imports (the build's Node maker, tools/make_snapshot.mjs,
   does the same), compiles PyScript's own package as PyScript writes it, and hands the image,
   unpacked and without its unused end, to the page: {kind: "image", cache, url, image, copyURL,
   copy, wheel}, its buffers transferred, not copied; or {kind: "failed", message}. The page
   stores it in the cache `cache` under `url`, where the snapshot reader (snapshot-reader.js)
   finds it at the next start. The worker does not store it itself: WebKit (2.50) drops what a
   worker put into the Cache API once the worker is terminated or closes itself, although the
   put had resolved. */
import { withoutUnusedEnd, writePyScriptFiles } from "./snapshot-image.mjs";

export const IMAGE_CACHE_PREFIX = "kartentisch-image ";

async function make(manifestURL) {
  const manifest = await (await fetch(manifestURL)).json();
  const at = (path) => new URL(path, manifestURL).href;
  const { loadPyodide, version } = await import(at(manifest.runtime));
  if (version !== manifest.pyodide) throw new Error("another runtime than the manifest's");
  const pyodide = await loadPyodide({
    indexURL: at(manifest.runtime.replace(/[^/]*$/, "")),
    _makeSnapshot: true,
    env: { HOME: "/home/pyodide" },
    stdout: () => {},
    stderr: () => {},
  });
  const wheel = await fetch(at(manifest.wheel));
  if (!wheel.ok) throw new Error("the engine wheel is missing");
  const wheelBytes = await wheel.arrayBuffer();
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(wheelBytes, "wheel", { extractDir: sitePackages });
  pyodide.runPython("from kartentisch.ui.boot.snapshot import preload; preload()");
  const { default: pyscriptFiles } = await import(at(manifest.pyscript));
  const modules = writePyScriptFiles(pyodide, pyodide.runPython("import os; os.getcwd()"), pyscriptFiles);
  pyodide.globals.set("pyscript_modules", pyodide.toPy(modules));
  pyodide.runPython(
    "from kartentisch.ui.boot.snapshot import precompile\nprecompile(pyscript_modules)\ndel pyscript_modules",
  );
  const image = withoutUnusedEnd(pyodide.makeMemorySnapshot(), pyodide._module._sbrk(0));
  const body = image.slice().buffer; // its own buffer: the runtime's memory goes with the worker
  const url = at(manifest.file);
  return {
    kind: "image",
    cache: IMAGE_CACHE_PREFIX + new URL("../../../", manifestURL).href,
    url,
    image: body,
    copyURL: url.replace(/\.snap$/, ".whl"),
    copy: storedCopy(pyodide, wheelBytes),
    wheel: at(manifest.wheel),
  };
}

/* The engine wheel with its members stored (kartentisch.ui.boot.stored_wheel), made after the
   image is taken so the image holds none of it: a start from the image writes the wheel's files
   by cutting them out of this copy (wheel-files.mjs), with no member to inflate. Null when it
   could not be made: those starts then inflate the shipped wheel's members. */
function storedCopy(pyodide, wheelBytes) {
  try {
    pyodide.FS.writeFile("/tmp/shipped.whl", new Uint8Array(wheelBytes));
    pyodide.runPython(
      "from pathlib import Path\n" +
        "from kartentisch.ui.boot.stored_wheel import stored_wheel\n" +
        "Path('/tmp/stored.whl').write_bytes(stored_wheel(Path('/tmp/shipped.whl').read_bytes()))",
    );
    return pyodide.FS.readFile("/tmp/stored.whl").slice().buffer;
  } catch (error) {
    return null;
  }
}

self.addEventListener("message", (event) => {
  make(event.data.manifest).then(
    (made) => self.postMessage(made, [made.image, ...(made.copy ? [made.copy] : [])]),
    (error) => self.postMessage({ kind: "failed", message: String((error && error.message) || error) }),
  );
});
