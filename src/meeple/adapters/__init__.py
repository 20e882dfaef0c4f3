"""Adapters to outside frameworks (PettingZoo, OpenSpiel) and the integer encoding they share."""
