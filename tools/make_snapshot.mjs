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

const [pyodideDir, wheelPath, pyscriptStdlib, outPath] = process.argv.slice(2);
if (!outPath) {
  process.stderr.write("usage: node tools/make_snapshot.mjs PYODIDE_DIR WHEEL PYSCRIPT_STDLIB_JS OUT.gz\n");
  process.exit(2);
}
const PAGE = 65536;
const BROWSER_PROGRAM = "./this.program";

/* The image without the memory above the allocator's break that is still zero: a module
   imported while the image is made may grow the memory past its initial 30 MiB, by a fifth at
   a time, for a peak that is freed again (compiling a large module). The restore gives the
   memory the image's size (runtime_patch.py), and memory it adds is zero, as the part left out
   was. Pyodide's image is a header, then the whole memory from the offset in its second word. */
function withoutUnusedEnd(image, brk) {
  const memoryAt = new Uint32Array(image.buffer, image.byteOffset, 2)[1];
  let end = image.length;
  while (end > memoryAt + brk && image[end - 1] === 0) end -= 1;
  const kept = memoryAt + Math.ceil((end - memoryAt) / PAGE) * PAGE;
  return kept < image.length ? image.subarray(0, kept) : image;
}

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

// PyScript's Python package, as PyScript writes it into the working folder at every start: its
// modules are compiled into the image (they are run from it only if the files are the same).
const { default: pyscriptFiles } = await import(pathToFileURL(path.resolve(pyscriptStdlib)).href);
const pyscriptModules = [];
function writeTree(folder, tree, module) {
  pyodide.FS.mkdirTree(folder);
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      pyodide.FS.writeFile(`${folder}/${name}`, value);
      if (name.endsWith(".py")) {
        const stem = name.slice(0, -3);
        pyscriptModules.push(stem === "__init__" ? module : `${module}.${stem}`);
      }
    } else {
      writeTree(`${folder}/${name}`, value, module ? `${module}.${name}` : name);
    }
  }
}
writeTree(pyodide.runPython("import os; os.getcwd()"), pyscriptFiles, "");
pyodide.globals.set("pyscript_modules", pyodide.toPy(pyscriptModules.sort()));

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
