// Makes the memory snapshot the page boots from: Pyodide with the engine already imported.
//
//   node tools/make_snapshot.mjs PYODIDE_DIR WHEEL OUT.gz
//
// Boots the vendored Pyodide in Node with snapshots enabled, unpacks the engine wheel into
// site-packages (where micropip puts it in the page, so module paths and package data agree),
// imports every module that does not need the browser (kartentisch.ui.snapshot.preload), and
// writes the whole memory image gzip-compressed. Prints a JSON summary on stdout.
//
// Constraints of Pyodide's private snapshot API: the image restores only into the same Pyodide
// build; it must fit the initial 30 MiB memory; no package may be loaded with loadPackage before
// it (micropip comes after the restore, in the page); and what Node puts into the process
// (environment, program name) must be reset to what a browser boot has.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const [pyodideDir, wheelPath, outPath] = process.argv.slice(2);
if (!outPath) {
  process.stderr.write("usage: node tools/make_snapshot.mjs PYODIDE_DIR WHEEL OUT.gz\n");
  process.exit(2);
}
const MEMORY_LIMIT = 30 * 1024 * 1024;
const BROWSER_PROGRAM = "./this.program";

// An uncaught error would print Pyodide's whole minified source line: print the message only.
process.on("uncaughtException", (error) => {
  process.stderr.write(`make_snapshot: ${error && error.message ? error.message : error}\n`);
  process.exit(1);
});

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  _makeSnapshot: true,
  // The environment a browser boot has (Node would otherwise leave its own marks in it).
  env: { HOME: "/home/pyodide" },
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const booted = performance.now();

const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "wheel", {
  extractDir: sitePackages,
});
const report = JSON.parse(
  pyodide.runPython(`
import gc, json, os, sys
from kartentisch.ui.snapshot import preload
imported, left_out = preload()
# Node's program name was baked into these; a browser boot has "${BROWSER_PROGRAM}".
os.environ["_"] = sys.executable = "${BROWSER_PROGRAM}"
sys.argv[:] = ["${BROWSER_PROGRAM}"]
gc.collect()
json.dumps({"imported": imported, "left_out": left_out, "modules": len(sys.modules)})
`),
);
const heap = pyodide._module.HEAP8.length;
if (heap > MEMORY_LIMIT) {
  // Pyodide cannot restore an image larger than its initial memory (Pyodide issue 6254).
  throw new Error(`the heap grew to ${heap} bytes: more than Pyodide's initial memory`);
}
const image = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(image, { level: 9 });
fs.mkdirSync(path.dirname(path.resolve(outPath)), { recursive: true });
fs.writeFileSync(outPath, packed);
report.bytes = image.length;
report.compressed = packed.length;
report.boot_seconds = Math.round(booted - started) / 1000;
report.seconds = Math.round(performance.now() - started) / 1000;
process.stdout.write(JSON.stringify(report) + "\n");
