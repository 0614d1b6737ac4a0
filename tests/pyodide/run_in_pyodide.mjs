// Runs Python under the real Pyodide in Node, with the engine installed from its wheel.
//
//   node tests/pyodide/run_in_pyodide.mjs WHEEL CODE [EXTRA_WHEEL ...] [--mount HOST=GUEST ...]
//                                        [--snapshot IMAGE.gz] [--stdlib-for-tests ZIP]
//
// The folder of this script is mounted at /kartentisch-tests and put on sys.path; --mount
// mounts more host folders. --snapshot restores the site's memory snapshot (made by
// tools/make_snapshot.mjs from the same wheel) instead of booting plainly, as the page does; the
// wheel is then installed over it, as PyScript does after the restore. CODE is run with runPythonAsync; its value (a string) is printed
// after the marker line "RESULT:".
// --stdlib-for-tests puts the runtime's untrimmed standard library zip last on the import path,
// after the site's trimmed one (serve.py leaves out what the site never imports, stdlib_trim.py): only a
// module missing from the site's zip comes from it, for the tests' own tools (pytest needs bdb
// and unittest). It is added after the boot, so the runtime and the snapshot start without it;
// the modules taken from it are listed in the timing line ("from_test_stdlib").
// Only local files are loaded: a package that is not local would make Pyodide try a CDN.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
// The runtime as the site ships it (static/vendor: the build patches its linker, and the snapshot
// restores only into the runtime it was made with).
const runtime = path.join(root, "static/vendor/pyodide");
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);

const args = process.argv.slice(2);
const mounts = { [here]: "/kartentisch-tests" };
const positional = [];
let snapshot = null;
let testStdlib = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--snapshot") {
    snapshot = new Uint8Array(zlib.gunzipSync(fs.readFileSync(args[++i])));
  } else if (args[i] === "--stdlib-for-tests") {
    testStdlib = fs.readFileSync(args[++i]);
  } else if (args[i] === "--mount") {
    const [host, guest] = args[++i].split("=");
    mounts[path.resolve(host)] = guest;
  } else positional.push(args[i]);
}
const [wheel, code, ...extra] = positional;
const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: runtime + path.sep,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
  ...(snapshot ? { _loadSnapshot: snapshot } : {}),
});
const booted = performance.now();
const restored = pyodide.runPython("import sys; sorted(m for m in sys.modules if m.startswith('kartentisch'))").toJs();
if (snapshot) {
  // The engine must come from the image, not from the wheel installed below.
  if (!restored.includes("kartentisch.engine.match")) throw new Error("the snapshot holds no engine");
  pyodide.runPython("from kartentisch.ui.boot.snapshot import after_restore; after_restore()");
}
if (testStdlib) {
  pyodide.FS.writeFile("/lib/stdlib-for-tests.zip", testStdlib);
  pyodide.runPython(`
import sys, zipimport

class StdlibForTests:
    """Last on sys.meta_path: a module no other finder found, looked up in the untrimmed zip
    (a subpackage too, such as xml.etree, whose package came from the site's zip)."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        folder = name.rpartition(".")[0].replace(".", "/")
        importer = zipimport.zipimporter("/lib/stdlib-for-tests.zip/" + (folder + "/" if folder else ""))
        return importer.find_spec(name)

sys.meta_path.append(StdlibForTests)
del StdlibForTests
`);
}
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
// Modules the snapshot holds compiled whose installed files match: they run from the image.
const precompiled = pyodide.runPython(`
import sys
from kartentisch.ui.boot.precompiled import PrecompiledFinder, PrecompiledLoader
finders = [f for f in sys.meta_path if isinstance(f, PrecompiledFinder)]
names = sorted(finders[0].entries) if finders else []
[n for n in names if isinstance(getattr(finders[0].find_spec(n, finders[0].search_path(n)), "loader", None), PrecompiledLoader)]
`).toJs();
const value = await pyodide.runPythonAsync(code);
const done = performance.now();
const timing = {
  boot: (booted - started) / 1000,
  install: (installed - booted) / 1000,
  run: (done - installed) / 1000,
  python: pyodide.runPython("import sys; sys.version.split()[0]"),
  restored_modules: restored.length,
  precompiled,
  from_test_stdlib: pyodide.runPython(`
import sys
sorted(n for n, m in list(sys.modules.items()) if (getattr(m, "__file__", None) or "").startswith("/lib/stdlib-for-tests.zip"))
`).toJs(),
};
process.stdout.write("TIMING:" + JSON.stringify(timing) + "\n");
process.stdout.write("RESULT:" + String(value) + "\n");
