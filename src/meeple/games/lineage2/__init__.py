"""Lineage II: The Boardgame (Dagoy, 2005), 2-5 players.

Most content is reconstructed (see ``data/`` and docs/rulings/lineage2.md). GAME is not
exported until the package is complete.
"""
