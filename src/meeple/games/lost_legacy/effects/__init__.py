"""Card effects, one module per set; each lists its effect starters in ``EFFECTS`` and its
decision points in ``DECISIONS`` (joined in :mod:`meeple.games.lost_legacy.rules`)."""
