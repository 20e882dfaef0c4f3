"""Simulation: play one game (runner), many in parallel (tournament), and keep them (store)."""
