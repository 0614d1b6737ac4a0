// Boots the runtime as the site ships it (static/vendor/pyodide, its linker patched by the build)
// and prints what its symbol table holds, as JSON: how many entries the start made, and whether
// a main-module symbol asked for afterwards, as a library loaded later would ask, resolves to
// that very function.
//
//   node tests/pyodide/linker_check.mjs RUNTIME_DIR SYMBOL
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, symbol] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + path.sep });
const module = pyodide._module;
const entriesAtStart = Object.keys(module.GOT).length;
const hadSymbol = Object.hasOwn(module.GOT, symbol);
const entry = module.GOTHandler.get(new Set(), symbol);
const resolved = module.wasmTable.get(entry.value);
process.stdout.write(
  JSON.stringify({
    entriesAtStart,
    hadSymbol,
    slot: entry.value,
    sameFunction: resolved === module["_" + symbol],
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
  }) + "\n",
);
