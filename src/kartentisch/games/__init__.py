"""The games, a folder each with the same role files (see ``demo/``, the template).

This package lists nothing and imports nothing: ``kartentisch.catalogue`` is the one list of
games, so a game never depends on the list it is on.
"""
