"""``meeple serve``: play in the browser (the server is in :mod:`meeple.web`). Registered as a
command by ``meeple.cli.app``."""

from __future__ import annotations

from pathlib import Path

import typer

from rich.console import Console

console = Console(highlight=False)


def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on; 0.0.0.0 serves your local network."),
    port: int = typer.Option(8000, "--port", min=1, max=65535, help="TCP port."),
    db: Path | None = typer.Option(None, "--db", help="Game database (default: $MEEPLE_DB or the user data dir)."),
    abandon_hours: float = typer.Option(
        24.0, "--abandon-hours", min=0.01,
        help="Close a game after this many hours with no action and no browser connected."),
) -> None:
    """Serve the lobby and the games at http://HOST:PORT/ (Ctrl-C stops; games resume on restart)."""
    import uvicorn

    from meeple.sim.store import GameStore
    from meeple.web.app import create_app

    with GameStore.open_writable(db) as store:  # an unusable database is reported before the server starts
        path = store.path
    shown = "localhost" if host in ("127.0.0.1", "localhost") else host
    console.print(f"meeple serving games from {path}")
    console.print(f"Open http://{shown}:{port}/ in a browser" +
                  (" (from another machine: this machine's address instead of 0.0.0.0)" if host == "0.0.0.0" else ""))
    uvicorn.run(create_app(path, abandon_hours * 3600), host=host, port=port, log_level="warning",
                ws_max_size=2 * 1024 * 1024)
