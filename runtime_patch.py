"""The build's one change to the vendored Pyodide: its linker fills its symbol table lazily.

At every start, before Python runs, Emscripten's dynamic linker (in ``pyodide.asm.mjs``) enters
every export of the WebAssembly module in its global offset table, the table that libraries
loaded later (``.so`` files) resolve their symbols against: 8,560 exports, of which about 5,200
functions each get a new slot in the function table, one slot at a time. Then it walks that
whole table again for the few hundred symbols the module itself still needs. About 0.15 s of a
1.6 s start on a desktop, the largest share of the one long task a start from the snapshot has,
and near 0.5 s on a slow phone, for libraries this site never loads.

Patched, the start enters only the symbols the module itself imports, as before and in the
same order, and keeps the rest aside: a library loaded later gets the main module's symbol the
moment it asks for it (or exports a symbol of the same name, which the main module's still
wins), as it would have found it in the table. Slots are numbered in the order they are
handed out, so the numbers differ from the unpatched runtime's; the memory snapshot holds
such numbers, which is why it is made with the patched runtime (``tools/make_snapshot.mjs``
runs the vendored copy) and restored only by it.

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

PIECES = (
    (RECEIVE, RECEIVE_PATCHED),
    (LIBRARY, LIBRARY_PATCHED),
    (ASKED, ASKED_PATCHED),
    (UPDATE, UPDATE_PATCHED),
)


class RuntimeChanged(Exception):
    """The runtime no longer has the code this patch replaces."""


def is_patched(source: str) -> bool:
    return source.startswith(MARKER)


def patch_linker(source: str) -> str:
    """``pyodide.asm.mjs`` with the lazy symbol table; a patched text is returned as it is."""
    if is_patched(source):
        return source
    for old, new in PIECES:
        found = source.count(old)
        if found != 1:
            raise RuntimeChanged(f"expected once in pyodide.asm.mjs, found {found}: {old[:60]}")
        source = source.replace(old, new)
    return MARKER + "\n" + source
