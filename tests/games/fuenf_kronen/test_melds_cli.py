"""``python -m kartentisch melds``: the meld solver on the command line."""

from __future__ import annotations

import json

import pytest

from kartentisch.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["melds", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--wild", "7", "10* QH JK 3C 10H 10S 7C", "--json")
    assert code == 0
    assert json.loads(out) == {
        "melds": [["10*", "10H", "10S"], ["QH", "JK", "7C"]],
        "leftover": ["3C"],
        "score": 3,
        "can_go_out": True,  # all but one card melded: discard the 3C and go out
    }


def test_cannot_go_out_when_two_cards_stay_loose(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "--wild", "7", "--json", "10* QH JK 3C 10H 10S 4D")
    data = json.loads(out)
    assert data["score"] == 19  # QH 3C 4D loose; the Joker is worth more in the book of 10s
    assert data["can_go_out"] is False


def test_discard_first(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--wild", "7", "--discard", "--json", "KH KH KS 9C")
    assert code == 0
    assert json.loads(out) == {
        "discard": "9C",
        "melds": [["KH", "KH", "KS"]],
        "leftover": [],
        "score": 0,
        "can_go_out": True,
    }


def test_text_output_and_cards_as_separate_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--wild", "K", "9h", "10h", "jh", "qh", "3c")
    assert code == 0
    assert out.splitlines() == [
        "meld: 9H 10H JH QH",
        "leftover: 3C",
        "score: 3",
        "can go out: yes",
    ]


def test_natural_required(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "--wild", "5", "--json", "JK 5C 5H")
    assert json.loads(out)["score"] == 0
    _, out, _ = run(capsys, "--wild", "5", "--json", "--natural-required", "JK 5C 5H")
    assert json.loads(out)["score"] == 90


def test_a_wrong_card_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--wild", "7", "10* QX")
    assert code == 2
    assert "'QX'" in err


def test_a_wrong_wild_rank_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["melds", "--wild", "2", "10*"])
    assert "wild rank" in capsys.readouterr().err
