// Makes the memory snapshot the page boots from: Pyodide with the engine already imported.
//
//   node tools/make_snapshot.mjs PYODIDE_DIR WHEEL PYSCRIPT_STDLIB_JS OUT.gz
//
// Boots the vendored Pyodide in Node with snapshots enabled, unpacks the engine wheel into
// site-packages (where micropip puts it in the page, so module paths and package data agree),
// imports every module that does not need the browser and compiles those that do, with
// PyScript's Python package written where PyScript writes it (kartentisch.ui.boot.snapshot.preload),
// and writes the memory image (up to the memory in use) gzip-compressed. Prints a JSON summary
// on stdout.
//
// Constraints of Pyodide's private snapshot API: the image restores only into the same Pyodide
// build; one larger than the initial 30 MiB memory restores only with the build's patch
// (runtime_patch.py); no package may be loaded with loadPackage before it (micropip comes after
// the restore, in the page); and what Node puts into the process (environment, program name)
// must be reset to what a browser boot has.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { withoutUnusedEnd, writePyScriptFiles } from "../static/js/snapshot-image.mjs";

const [pyodideDir, wheelPath, pyscriptStdlib, outPath] = process.argv.slice(2);
if (!outPath) {
  process.stderr.write("usage: node tools/make_snapshot.mjs PYODIDE_DIR WHEEL PYSCRIPT_STDLIB_JS OUT.gz\n");
  process.exit(2);
}
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
const done = JSON.parse(
  pyodide.runPython(`
import json
from kartentisch.ui.boot.snapshot import preload
done = preload()
json.dumps({"imported": done.imported, "precompiled": done.precompiled})
`),
);

// PyScript's Python package, as PyScript writes it into the working folder at every start
// (static/js/snapshot-image.mjs, which the page's maker uses as well).
const { default: pyscriptFiles } = await import(pathToFileURL(path.resolve(pyscriptStdlib)).href);
const pyscriptModules = writePyScriptFiles(pyodide, pyodide.runPython("import os; os.getcwd()"), pyscriptFiles);
pyodide.globals.set("pyscript_modules", pyodide.toPy(pyscriptModules));

const report = JSON.parse(
  pyodide.runPython(`
import gc, json, os, sys
from kartentisch.ui.boot.snapshot import precompile
compiled = precompile(pyscript_modules)
del pyscript_modules
json.dumps({"pyscript_precompiled": compiled, "modules": len(sys.modules)})
`),
);
// How far the allocator's break has come: the memory in use, all of which the image must hold.
report.heap_used = pyodide._module._sbrk(0);
Object.assign(report, done);
const image = withoutUnusedEnd(pyodide.makeMemorySnapshot(), report.heap_used);
const packed = zlib.gzipSync(image, { level: 9 });
fs.mkdirSync(path.dirname(path.resolve(outPath)), { recursive: true });
fs.writeFileSync(outPath, packed);
report.bytes = image.length;
report.compressed = packed.length;
report.boot_seconds = Math.round(booted - started) / 1000;
report.seconds = Math.round(performance.now() - started) / 1000;
process.stdout.write(JSON.stringify(report) + "\n");
