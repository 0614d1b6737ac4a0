// Runs Python under the real Pyodide in Node, with the engine installed from its wheel.
//
//   node tests/pyodide/run_in_pyodide.mjs WHEEL CODE [EXTRA_WHEEL ...] [--mount HOST=GUEST ...]
//
// The folder of this script is mounted at /kartentisch-tests and put on sys.path; --mount
// mounts more host folders. CODE is run with runPythonAsync; its value (a string) is printed
// after the marker line "RESULT:".
// Only local files are loaded: a package that is not local would make Pyodide try a CDN.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const { loadPyodide } = await import(pathToFileURL(path.join(root, "node_modules/pyodide/pyodide.mjs")).href);

const args = process.argv.slice(2);
const mounts = { [here]: "/kartentisch-tests" };
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--mount") {
    const [host, guest] = args[++i].split("=");
    mounts[path.resolve(host)] = guest;
  } else positional.push(args[i]);
}
const [wheel, code, ...extra] = positional;
const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: path.join(root, "node_modules/pyodide") + path.sep,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const booted = performance.now();
const wheels = [wheel, ...extra].map((file) => pathToFileURL(path.resolve(file)).href);
await pyodide.loadPackage(wheels, { checkIntegrity: false, messageCallback: () => {} });
for (const [host, guest] of Object.entries(mounts)) {
  pyodide.FS.mkdirTree(guest);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, guest);
}
await pyodide.runPythonAsync(`
import sys
sys.path.insert(0, "/kartentisch-tests")
import kartentisch
assert kartentisch.__file__.startswith(sys.prefix) or "site-packages" in kartentisch.__file__, kartentisch.__file__
`);
const installed = performance.now();
const value = await pyodide.runPythonAsync(code);
const done = performance.now();
const timing = {
  boot: (booted - started) / 1000,
  install: (installed - booted) / 1000,
  run: (done - installed) / 1000,
  python: pyodide.runPython("import sys; sys.version.split()[0]"),
};
process.stdout.write("TIMING:" + JSON.stringify(timing) + "\n");
process.stdout.write("RESULT:" + String(value) + "\n");
