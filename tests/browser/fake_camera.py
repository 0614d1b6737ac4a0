"""A still video of a QR code for Chromium's fake camera (``--use-file-for-fake-video-capture``),
so tests read codes through the page's camera view as a phone would."""

from __future__ import annotations

from pathlib import Path

import segno


def y4m_of_qr(text: str, path: Path, scale: int = 6, side: int = 360) -> None:
    """A still video (YUV 4:2:0) of the QR code of ``text``, black on white, for Chromium's
    fake camera."""
    rows = list(segno.make_qr(text, error="m", mode="byte").matrix_iter(scale=1, border=4))
    modules = len(rows)
    offset = (side - modules * scale) // 2
    luma = bytearray(b"\xeb" * side * side)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if not dark:
                continue
            for line in range(offset + y * scale, offset + (y + 1) * scale):
                start = line * side + offset + x * scale
                luma[start : start + scale] = b"\x10" * scale
    chroma = b"\x80" * (side // 2) * (side // 2) * 2
    frame = b"FRAME\n" + bytes(luma) + chroma
    header = f"YUV4MPEG2 W{side} H{side} F10:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + frame * 10)
