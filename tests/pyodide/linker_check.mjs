// Boots the runtime as the site ships it (static/vendor/pyodide, its linker patched by the build)
// and prints what its linker did, as JSON: how many symbol-table entries the start made, how
// many wrapper modules it compiled, and whether a main-module symbol asked for afterwards, as a
// library loaded later would ask, resolves to that very function.
//
//   node tests/pyodide/linker_check.mjs RUNTIME_DIR SYMBOL
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, symbol] = process.argv.slice(2);
// Modules compiled with `new WebAssembly.Module`: the wrappers of JavaScript functions (the
// runtime itself is compiled by WebAssembly.instantiate).
let compiled = 0;
WebAssembly.Module = new Proxy(WebAssembly.Module, {
  construct(target, args) {
    compiled += 1;
    return Reflect.construct(target, args);
  },
});
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
    compiled,
    hadSymbol,
    slot: entry.value,
    sameFunction: resolved === module["_" + symbol],
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
  }) + "\n",
);
