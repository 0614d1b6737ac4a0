"""The browser's side of the card table, in rooms named after what a player sees:

- ``shell``: the page wired to the browser (events, dispatch, focus, history, the bots' loop,
  the test hook). The only room that imports PyScript or Pyodide.
- ``table``: the table of any match (the host, the renderers' contract, seating, messages).
- ``tables/<game>``: one folder a game, drawing its view and turning clicks into actions.
- ``lobby``, ``records`` (saves, statistics, kept games), ``replays``.
- ``render``: escaped HTML, shared pieces, charts, the words (``texts/`` holds the shared ones).
- ``boot``: what the build prepares for a fast start (the memory image, the static lobby).

Everything outside the shell is tested on CPython like the engine. The UI never decides a
rule: it offers what ``legal_actions`` returns.
"""
