/* What the memory snapshot holds besides the engine, and how much of the memory it keeps: one
   definition for the two makers of the image, the page's (snapshot-maker.mjs, in a worker on
   the device) and the build's (tools/make_snapshot.mjs, in Node), so that both images hold the
   same modules and end at the same place.

   PyScript writes its own Python package into the working folder at every start; the image
   holds its modules compiled (kartentisch.ui.boot.snapshot.precompile), which are run from it
   only if the files are the same. */

const PAGE = 65536;

/* Writes `tree` (PyScript's package as its `pyscript.js` exports it: names to texts or to
   subtrees) below `folder` in the runtime's file system, as PyScript does; returns the dotted
   names of the Python modules written, sorted. */
export function writePyScriptFiles(pyodide, folder, tree) {
  const modules = [];
  const write = (at, subtree, module) => {
    pyodide.FS.mkdirTree(at);
    for (const [name, value] of Object.entries(subtree)) {
      if (typeof value === "string") {
        pyodide.FS.writeFile(`${at}/${name}`, value);
        if (name.endsWith(".py")) {
          const stem = name.slice(0, -3);
          modules.push(stem === "__init__" ? module : `${module}.${stem}`);
        }
      } else {
        write(`${at}/${name}`, value, module ? `${module}.${name}` : name);
      }
    }
  };
  write(folder, tree, "");
  return modules.sort();
}

/* The image without the memory above the allocator's break (`brk`) that is still zero: a
   module imported while the image is made may grow the memory past its initial 30 MiB, by a
   fifth at a time, for a peak that is freed again (compiling a large module). The restore
   gives the memory the image's size (runtime_patch.py), and memory it adds is zero, as the part
   left out was. Pyodide's image is a header, then the whole memory from the offset in its
   second word. */
export function withoutUnusedEnd(image, brk) {
  const memoryAt = new Uint32Array(image.buffer, image.byteOffset, 2)[1];
  let end = image.length;
  while (end > memoryAt + brk && image[end - 1] === 0) end -= 1;
  const kept = memoryAt + Math.ceil((end - memoryAt) / PAGE) * PAGE;
  return kept < image.length ? image.subarray(0, kept) : image;
}
