"""The name the page's loader (``static/js/pyodide-boot.mjs``) imports ``after_restore`` by, just
after a start from the memory image; what the image holds is ``ui.boot.snapshot``'s business."""

from kartentisch.ui.boot.snapshot import after_restore

__all__ = ["after_restore"]
