"""Game packages. Each subpackage exports ``GAME``, its :class:`~meeple.core.game.Game` class."""
