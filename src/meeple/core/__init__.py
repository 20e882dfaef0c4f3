"""The engine core shared by every game: game, state, actions, rng, records, errors."""
