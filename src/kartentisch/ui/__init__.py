"""Browser-only layer: lobby, table host, input, storage, i18n.

Only ``kartentisch.ui.shell.app`` (and what it alone imports) may touch PyScript; the renderers in
``ui.tables`` turn a view into an HTML string and clicks into actions, so they are tested on
CPython like the engine. The UI never decides a rule: it offers what ``legal_actions`` returns.
"""
