// Installs the engine in a fresh Pyodide, alternately through micropip and as plain files,
// and prints the times as JSON. Run by `python3 -m bench micropip` (which passes the paths).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, filesJson, runs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const files = JSON.parse(fs.readFileSync(filesJson, "utf8"));
const wheel = fs.readFileSync(wheelPath);
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };
const IMPORT = "import kartentisch.games, kartentisch.engine.saves";

async function viaMicropip() {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, ...quiet });
  const start = performance.now();
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  await pyodide.runPythonAsync("import micropip");
  const loaded = performance.now();
  pyodide.FS.writeFile("/tmp/" + path.basename(wheelPath), wheel);
  await pyodide.runPythonAsync(
    `import micropip\nawait micropip.install("emfs:/tmp/${path.basename(wheelPath)}")`,
  );
  const installed = performance.now();
  pyodide.runPython(IMPORT);
  return {
    micropip: (loaded - start) / 1000,
    install: (installed - start) / 1000,
    import: (performance.now() - installed) / 1000,
  };
}

async function viaFiles() {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, ...quiet });
  const start = performance.now();
  const home = "/home/pyodide/";
  for (const [name, text] of Object.entries(files)) {
    pyodide.FS.mkdirTree(path.posix.dirname(home + name));
    pyodide.FS.writeFile(home + name, text);
  }
  const installed = performance.now();
  pyodide.runPython(IMPORT);
  return {
    micropip: 0,
    install: (installed - start) / 1000,
    import: (performance.now() - installed) / 1000,
  };
}

const out = { micropip: [], files: [] };
for (let i = 0; i < Number(runs); i++) {
  out.micropip.push(await viaMicropip());
  out.files.push(await viaFiles());
}
process.stdout.write(JSON.stringify(out) + "\n");
