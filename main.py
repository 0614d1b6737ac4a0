"""Boot: hand over to the lobby once the engine package is installed."""

try:
    from kartentisch.ui.app import start
except ModuleNotFoundError:
    from pyscript import document

    def start() -> None:
        document.getElementById("status").textContent = "bereit"
        document.documentElement.dataset.ready = "1"


start()
