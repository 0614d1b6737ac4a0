"""Helpers every screen draws with: escaped HTML, shared pieces, charts, and the words."""
