"""Start the page: the lobby, the table and everything else are wired in kartentisch.ui.shell."""

from kartentisch.ui.shell.app import start

start()
