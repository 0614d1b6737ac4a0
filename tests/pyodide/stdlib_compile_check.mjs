// Boots the runtime as the site ships it (static/vendor/pyodide, its standard library trimmed
// and without comments: stdlib_trim.py) and compiles every module of that zip twice under the
// runtime's own Python: as shipped, and as published in the untrimmed zip. Prints, as JSON, how
// many it compared and the names of those whose code differs (marshalled: byte code, constants,
// names, line and column tables) or that compile only one way.
//
//   node tests/pyodide/stdlib_compile_check.mjs RUNTIME_DIR UNTRIMMED_ZIP
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, untrimmed] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(runtime) + path.sep });
pyodide.FS.writeFile("/tmp/untrimmed.zip", fs.readFileSync(untrimmed));
const report = pyodide.runPython(`
import json, marshal, sys, zipfile

def code_of(source, name):
    try:
        return marshal.dumps(compile(source, name, "exec", dont_inherit=True))
    except SyntaxError as error:
        return repr(error).encode()

shipped = zipfile.ZipFile(sys.path[[p.endswith(".zip") for p in sys.path].index(True)])
published = zipfile.ZipFile("/tmp/untrimmed.zip")
compared, different, other_files = 0, [], []
for name in shipped.namelist():
    if not name.endswith(".py"):
        if shipped.read(name) != published.read(name):
            other_files.append(name)
        continue
    compared += 1
    if code_of(shipped.read(name), name) != code_of(published.read(name), name):
        different.append(name)
json.dumps({"zip": shipped.filename, "compared": compared, "different": different,
            "other_files": other_files, "published": len(published.namelist())})
`);
process.stdout.write(report + "\n");
