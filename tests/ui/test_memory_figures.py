"""The Python-side memory figures the long-evening test and benchmark compare."""

from __future__ import annotations

from kartentisch.ui.boot.memory import grown_types, python_objects


class Kept:
    """A type no other module has, so its count is known exactly."""


def test_objects_kept_alive_are_counted_by_type() -> None:
    before = python_objects()
    kept = [Kept() for _ in range(50)]
    after = python_objects()
    assert after["types"].get("Kept", 0) == before["types"].get("Kept", 0) + 50
    assert grown_types(before["types"], after["types"])["Kept"] == 50
    del kept


def test_a_cycle_nobody_holds_is_collected_before_counting() -> None:
    before = python_objects()
    for _ in range(20):
        node: dict[str, object] = {"kept": Kept()}
        node["self"] = node
    del node
    assert python_objects()["types"].get("Kept", 0) == before["types"].get("Kept", 0)


def test_only_types_that_grew_are_named() -> None:
    assert grown_types({"list": 5, "dict": 3}, {"list": 7, "dict": 3, "set": 1}) == {
        "list": 2,
        "set": 1,
    }
