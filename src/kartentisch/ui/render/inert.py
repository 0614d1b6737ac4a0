"""Markup the app writes can never run code.

PyScript watches the whole page: any ``<script type="py">``, ``<py-script>`` or
``<mpy-script>`` that appears, also through ``innerHTML``, is run as Python, and any
attribute named ``py-<event>`` or ``mpy-<event>`` becomes a Python event handler. The
page's CSP has to allow ``unsafe-eval`` for the runtime, so it would not stop either. Every
text a player or a guest sets is escaped (``render.html.esc``); this is the second wall,
for the day an escape is forgotten: the one place that writes HTML into the page
(``shell.dom.set_html``) passes it through ``inert`` first.

Why here and not by booting without PyScript or through Trusted Types: this wall stands in
every browser engine (Trusted Types is missing in some, and requiring it would bind the
runtime's own code too), costs nothing at the start, and keeps PyScript as the pinned
runtime. It works on the app's own markup, where raw ``<`` only ever opens a tag the app
built: text is escaped, so a ``<`` that opens a script-like element or an attribute that
PyScript would bind can only be a slip, and is made harmless text or a plain data
attribute."""

from __future__ import annotations

import re

_SCRIPT_LIKE = re.compile(r"<(/?)\s*((?:script|m?py-[\w-]*)\b)", re.IGNORECASE)
"""The start of a tag PyScript would run (or any script at all)."""
_TAG = re.compile(r"<[A-Za-z][^<>]*>")
_BOUND_ATTRIBUTE = re.compile(r"(?<=[\s\"'/])(m?py-[\w-]+)(?=\s*(?:=|[\s/>]))", re.IGNORECASE)
"""``py-click="…"`` and the like inside a tag: PyScript binds these as event handlers."""


def inert(html: str) -> str:
    """``html`` with every script-like element turned into text and every attribute PyScript
    would bind renamed to a ``data-inert-`` one. Markup without either comes back as it was."""
    html = _SCRIPT_LIKE.sub(lambda m: f"&lt;{m.group(1)}{m.group(2)}", html)
    if _BOUND_ATTRIBUTE.search(html) is None:  # the usual paint: one scan in C, no rewrite
        return html
    return _TAG.sub(lambda m: _BOUND_ATTRIBUTE.sub(r"data-inert-\1", m.group(0)), html)
