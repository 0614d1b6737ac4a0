"""The page's wiring to the browser: binding events, dispatch, focus, history, the bots' loop,
the test hook. The only room that imports PyScript or Pyodide; every other one gets what it needs
from here."""
