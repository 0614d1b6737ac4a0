/* Runs the page's wheel reader (static/js/wheel-files.mjs) on one archive and prints what it
   made of it as JSON: the members it lists and, through a stand-in for Pyodide's file system,
   the files it writes and the folders it makes for them. Called by test_wheel_reader.py. */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [readerPath, archivePath] = process.argv.slice(2);
const { members, installWheel } = await import(pathToFileURL(readerPath).href);
const bytes = new Uint8Array(readFileSync(archivePath));

const written = {};
const made = [];
const unmade = [];
const standIn = {
  runPython: (code) => (code.includes("purelib") ? "/site" : undefined),
  FS: {
    mkdirTree: (path) => made.push(path),
    writeFile: (path, data) => {
      if (!made.includes(path.slice(0, path.lastIndexOf("/")))) unmade.push(path);
      written[path] = new TextDecoder().decode(data);
    },
  },
};
globalThis.fetch = async () => new Response(bytes);

try {
  const listed = members(bytes).map(({ name, method, size }) => ({ name, method, size }));
  const count = await installWheel(standIn, "engine.whl");
  console.log(JSON.stringify({ listed, count, written, made, unmade }));
} catch (error) {
  console.log(JSON.stringify({ error: String(error.message) }));
}
