"""Start the page: the lobby, the table host and everything else live in kartentisch.ui.app."""

from kartentisch.ui.app import start

start()
