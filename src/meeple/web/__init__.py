"""Play in the browser: the server, its pages and each game's board drawing."""
