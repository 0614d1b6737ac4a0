"""``python3 -m bench engines`` runs: one fresh Chromium profile's first visit, later start and
plain boot, each with the page's phase marks (``kartentisch:*``) the report prints. No time is
asserted, only that every figure is there and each visit booted the way it names."""

from __future__ import annotations

from pathlib import Path

from bench.engines import EXPECTED_BOOT, PHASES, VISITS, format_report, run


def test_one_run_in_chromium_has_every_visit_and_its_phases(site_dir: Path) -> None:
    report = run(["chromium"], 1, site_dir)
    (result,) = report["results"]["chromium"]
    for visit in VISITS:
        assert result[visit]["ready"] == "1", visit
        assert result[visit]["boot"] == EXPECTED_BOOT[visit], visit
        assert result[visit]["width"] == 390
    assert result["first"]["image"] == "stored"
    # A later start: the WebAssembly compiled by the reader, the image read, then each phase in
    # the order a start reaches it.
    later = result["later"]["marks"]
    assert result["later"]["wasm"] == "worker"
    assert list(later) and set(PHASES) <= set(later), later
    assert later["instantiated"] <= later["linked"] <= later["runtime"] <= later["ready"]
    # A plain boot has no image to read.
    assert "image" not in result["plain"]["marks"]
    assert {"boot", "runtime", "pyscript", "installed", "ready"} <= set(result["plain"]["marks"])
    text = format_report(report)
    assert all(f"{visit:<7}chromium" in text for visit in VISITS)
