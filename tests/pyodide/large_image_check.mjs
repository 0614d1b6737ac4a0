// Makes a memory image larger than Pyodide's initial 30 MiB with the runtime in RUNTIME_DIR and
// restores it there, then prints as JSON whether the restore worked and what Python found.
//
//   node tests/pyodide/large_image_check.mjs RUNTIME_DIR
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime] = process.argv.slice(2);
const indexURL = path.resolve(runtime) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const maker = await loadPyodide({ indexURL, _makeSnapshot: true });
// 8 MiB held by Python, with a pattern to find again after the restore.
maker.runPython("kept = bytes(range(251)) * (8 * 2**20 // 251)");
const image = maker.makeMemorySnapshot();
const out = { imageMiB: Math.round(image.length / 2 ** 20) };
try {
  const restored = await loadPyodide({ indexURL, _loadSnapshot: image });
  out.restored = true;
  out.python = restored.runPython("import hashlib; hashlib.sha256(kept).hexdigest()");
  out.expected = maker.runPython("import hashlib; hashlib.sha256(kept).hexdigest()");
  out.memoryMiB = Math.round(restored._module.HEAP8.length / 2 ** 20);
} catch (error) {
  out.restored = false;
  out.error = String((error && error.message) || error);
}
process.stdout.write(JSON.stringify(out) + "\n");
