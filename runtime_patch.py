"""The build's changes to the vendored Pyodide: its linker, which runs at every start, how a
restore sizes the memory, and where its loader takes the compiled WebAssembly from.

Before Python runs, Emscripten's dynamic linker (in ``pyodide.asm.mjs``) enters every export of
the WebAssembly module in its global offset table, the table that libraries loaded later
(``.so`` files) resolve their symbols against: 8,560 exports, of which 5,182 functions each get
a new slot in the function table, one slot at a time. Then it walks that whole table again for
the 280 symbols the module itself imports. Linking took about 0.2 s of a restore in Node, the
largest part of the longest task of a start, for libraries this site never loads.

1. The start enters only the symbols the module itself imports, as before and in the same
   order, and keeps the rest aside: a library loaded later gets the main module's symbol the
   moment it asks for it (or exports a symbol of the same name, which the main module's still
   wins), as it would have found it in the table.
2. The JavaScript functions the module calls through its table each need a small WebAssembly
   wrapper module: 259 compiled at every start, for 52 signatures. One module per signature is
   compiled and instantiated once per function.

Together linking takes less than half as long (in Node, median of 7 restores: 240 -> 104 ms,
122 with the first change alone). Slots are numbered in
the order they are handed out, so the numbers differ from the unpatched runtime's; the memory
snapshot holds such numbers, which is why it is made with the patched runtime
(``tools/make_snapshot.mjs`` runs the vendored copy) and restored only by it.

3. A restore grows the memory to the image's size before it copies the image in. Published,
   it copies into the module's initial 30 MiB, so a larger image fails with "offset is out of
   bounds" (Pyodide issue 6254); the build may now put more into the image (the standard
   modules a first visit's package installer imports, ``kartentisch.ui.boot.snapshot``).
4. The loader (``pyodide.mjs``) accepts ``_compiledWasm``, a promise of the runtime's
   WebAssembly module compiled elsewhere (``static/js/snapshot-reader.js``, a worker, compiles it
   from the cache on a start after the first): compiling it is the longest single piece of
   work of a start, and in the page it held the main thread for about 0.2 s on a desktop and
   0.7 s with the CPU slowed four times. A promise that gives no module (``null``) means the
   loader fetches and compiles it itself, as without the option. Instantiating a compiled
   module and linking it would run in one task (0.46 s at 4x, median of 8 starts); the loader
   waits for a new task between them (0.29 s), with ``_nextTask`` when it is given (the page's
   own way to wait, which the browser does not delay as it may a timer), else a timer.

Each piece must match exactly once; the runtime's version is pinned, and a new version that
no longer matches stops the build rather than ship an unpatched linker with a patched snapshot.
"""

from __future__ import annotations

PATCHED_FILE = "pyodide.asm.mjs"

MARKER = "/* kartentisch: lazy main-module symbols */"
"""Put at the start of the patched file, so a copy is patched once."""

RECEIVE = "updateGOT(origExports);LDSO.init();"
"""The main module's exports entering the table, right after instantiation."""

RECEIVE_PATCHED = "enterMainSymbols(origExports);LDSO.init();"

LIBRARY = "moduleExports=relocateExports(instance.exports,memoryBase);updateGOT(moduleExports);"
"""A library's exports entering the table, once it is instantiated."""

LIBRARY_PATCHED = (
    "moduleExports=relocateExports(instance.exports,memoryBase);"
    "for(var libSym in moduleExports)enterMainSymbol(libSym);updateGOT(moduleExports);"
)

ASKED = "var GOTHandler={get(weakImports,symName){var rtn=GOT[symName];"
"""A library (or the main module at instantiation) asking the table for one symbol."""

ASKED_PATCHED = (
    "var GOTHandler={get(weakImports,symName){enterMainSymbol(symName);var rtn=GOT[symName];"
)

UPDATE = "var updateGOT=(exports,replace)=>{"
"""Where the two new functions go (they use updateGOT, defined here)."""

UPDATE_PATCHED = (
    "var mainSymbolsAside=null;"
    "var enterMainSymbols=exports=>{var now={};"
    "for(var symName in exports){if(Object.hasOwn(GOT,symName))now[symName]=exports[symName]}"
    "updateGOT(now);mainSymbolsAside=exports};"
    "var enterMainSymbol=symName=>{"
    "if(!mainSymbolsAside||Object.hasOwn(GOT,symName)||!Object.hasOwn(mainSymbolsAside,symName))return;"
    "var one={};one[symName]=mainSymbolsAside[symName];updateGOT(one)};" + UPDATE
)

WRAP = "var convertJsFunctionToWasm=(func,sig)=>{"
"""Where the cache of wrapper modules goes."""

WRAP_PATCHED = "var wrapperModules=new Map;" + WRAP

COMPILE = "var module=new WebAssembly.Module(bytes);"
"""A JavaScript function the module calls through its table needs a WebAssembly wrapper: one
small module compiled per function, 259 at every start, though they have only 52 signatures."""

COMPILE_PATCHED = (
    "var module=wrapperModules.get(sig);"
    "if(!module){module=new WebAssembly.Module(bytes);wrapperModules.set(sig,module)}"
)

RESTORE = "return Module.HEAP8.set(t),l}"
"""A restore copying the image into memory, which has the module's initial size (30 MiB)."""

RESTORE_PATCHED = (
    "return t.length>Module.HEAP8.length&&Module.growMemory(t.length),Module.HEAP8.set(t),l}"
)

PIECES = (
    (RECEIVE, RECEIVE_PATCHED),
    (LIBRARY, LIBRARY_PATCHED),
    (ASKED, ASKED_PATCHED),
    (UPDATE, UPDATE_PATCHED),
    (WRAP, WRAP_PATCHED),
    (COMPILE, COMPILE_PATCHED),
    (RESTORE, RESTORE_PATCHED),
)


LOADER_FILE = "pyodide.mjs"

LOADER_MARKER = "/* kartentisch: WebAssembly compiled elsewhere */"

SETTINGS = "instantiateWasm:Ie(e.indexURL)}"
"""The loader's settings for Emscripten: how the module is instantiated."""

SETTINGS_PATCHED = "instantiateWasm:Ie(e.indexURL,e._compiledWasm,e._nextTask)}"

FETCH = (
    'function Ie(e){if(typeof WasmOffsetConverter<"u")return;'
    'let{binary:t,response:n}=_(e+"pyodide.asm.wasm"),i=K();'
)
"""The loader fetching the WebAssembly as soon as the settings are made."""

FETCH_PATCHED = (
    'function Ie(e,compiledWasm,nextTask){if(typeof WasmOffsetConverter<"u")return;'
    'let{binary:t,response:n}=compiledWasm?{}:_(e+"pyodide.asm.wasm"),i=K();'
)

INSTANTIATE = (
    "try{let l;n?l=await WebAssembly.instantiateStreaming(n,s)"
    ":l=await WebAssembly.instantiate(await t,s);"
)
"""Compiling and instantiating it, once the module's imports are ready."""

INSTANTIATE_PATCHED = (
    "try{let l,compiled=compiledWasm&&await compiledWasm;"
    'if(compiledWasm&&!compiled)({binary:t,response:n}=_(e+"pyodide.asm.wasm"));'
    "compiled?(l={instance:await WebAssembly.instantiate(compiled,s),module:compiled},"
    "await(nextTask?nextTask():new Promise(next=>setTimeout(next))))"
    ":n?l=await WebAssembly.instantiateStreaming(n,s)"
    ":l=await WebAssembly.instantiate(await t,s);"
)

LOADER_PIECES = (
    (SETTINGS, SETTINGS_PATCHED),
    (FETCH, FETCH_PATCHED),
    (INSTANTIATE, INSTANTIATE_PATCHED),
)


class RuntimeChanged(Exception):
    """The runtime no longer has the code this patch replaces."""


def is_patched(source: str) -> bool:
    return source.startswith(MARKER)


def patch_linker(source: str) -> str:
    """``pyodide.asm.mjs`` with the lazy symbol table; a patched text is returned as it is."""
    return _replaced(source, PATCHED_FILE, MARKER, PIECES)


def patch_loader(source: str) -> str:
    """``pyodide.mjs`` taking a compiled module; a patched text is returned as it is."""
    return _replaced(source, LOADER_FILE, LOADER_MARKER, LOADER_PIECES)


PATCHERS = {PATCHED_FILE: patch_linker, LOADER_FILE: patch_loader}
"""The runtime's files the build changes, with what changes each."""


def _replaced(source: str, name: str, marker: str, pieces: tuple[tuple[str, str], ...]) -> str:
    if source.startswith(marker):
        return source
    for old, new in pieces:
        found = source.count(old)
        if found != 1:
            raise RuntimeChanged(f"expected once in {name}, found {found}: {old[:60]}")
        source = source.replace(old, new)
    return marker + "\n" + source
