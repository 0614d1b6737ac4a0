"""Kartentisch: four card games on one table; the rules engine runs on CPython and Pyodide."""

__version__ = "0.1.0"
