// Boots the runtime as the site ships it (static/vendor/pyodide) with `_compiledWasm` and
// `_nextTask`, the options the build adds to its loader (runtime_patch.py), and prints as JSON
// what the loader instantiated (the module it was given, or bytes it read itself) and how often
// it waited for a new task with the function it was given.
//
//   node tests/pyodide/compiled_wasm_check.mjs RUNTIME_DIR given|none
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, mode] = process.argv.slice(2);
const wasm = path.join(runtime, "pyodide.asm.wasm");
const compiled = mode === "given" ? await WebAssembly.compile(await readFile(wasm)) : null;
const instantiated = [];
let waited = 0;
const nextTask = () => new Promise((resolve) => setImmediate(() => resolve(++waited)));
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = (source, imports) => {
  instantiated.push(source === compiled ? "given" : source instanceof WebAssembly.Module ? "other" : "bytes");
  return instantiate.call(WebAssembly, source, imports);
};
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(runtime) + path.sep,
  _compiledWasm: Promise.resolve(compiled),
  _nextTask: nextTask,
});
process.stdout.write(
  JSON.stringify({
    runtime: instantiated[0],
    waited,
    same: pyodide._module.wasmModule === undefined || compiled === null || pyodide._module.wasmModule === compiled,
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
  }) + "\n",
);
