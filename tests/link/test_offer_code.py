"""The codes two devices exchange: real offers and answers of Chromium packed and unpacked,
any description round trip, and every kind of broken code refused with ``CodeError``.

The SDP texts below were captured from Chromium's peer connections (a negotiated data
channel, no ICE server) in a network namespace with a veth pair at 10.99.0.1, plain
(``--disable-features=WebRtcHideLocalIpsWithMdns``), with Chromium's mDNS names, and with
an IPv6 address added to the interface.
"""

# ruff: noqa: E501  (the captured SDP lines are as long as Chromium wrote them)

from __future__ import annotations

import base64
import binascii
import contextlib
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch.link.offer_code import (
    ICE_CHARS,
    LOCAL_NETWORKS,
    Candidate,
    CodeError,
    Description,
    pack,
    pack_description,
    parse,
    to_sdp,
    unpack,
)


def sdp(text: str) -> str:
    """A fixture as the browser hands it over: CRLF line ends."""
    return text.strip().replace("\n", "\r\n") + "\r\n"


PLAIN_OFFER = sdp("""
v=0
o=- 6754246333304108686 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 53741 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 10.99.0.1
a=candidate:727911048 1 udp 2113937151 10.99.0.1 53741 typ host generation 0 network-cost 999
a=ice-ufrag:1MfA
a=ice-pwd:Gf/IgOGWhYoymviazhROuFT2
a=ice-options:trickle
a=fingerprint:sha-256 88:A4:9B:B8:24:C8:1E:B5:7D:73:73:D8:B9:27:92:5A:32:4D:99:FA:E4:21:63:B1:AF:A1:BA:E3:38:75:8F:18
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")
PLAIN_ANSWER = sdp("""
v=0
o=- 7234093896216291546 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 52390 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 10.99.0.1
a=candidate:902337671 1 udp 2113937151 10.99.0.1 52390 typ host generation 0 network-cost 999
a=ice-ufrag:5BS4
a=ice-pwd:k5BVrSdN2kzShERFH3brQmfB
a=ice-options:trickle
a=fingerprint:sha-256 3C:15:15:4A:38:91:F2:AE:FF:41:7E:AD:04:E8:59:B5:05:74:F9:F6:42:8B:92:C0:3B:9A:DD:99:56:63:23:79
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")
MDNS_OFFER = sdp("""
v=0
o=- 5531555630500623034 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:675716873 1 udp 2113937151 c88e4ed6-4eeb-4268-a5b8-f5084537734e.local 59672 typ host generation 0 network-cost 999
a=ice-ufrag:cRZk
a=ice-pwd:tkGVex2fwAF7NyIcgSUyFtOG
a=ice-options:trickle
a=fingerprint:sha-256 B1:BD:51:6D:C4:A1:81:D1:64:DA:2F:D3:52:67:AE:AC:2F:D8:89:21:DE:7C:2B:63:22:64:C6:EC:19:58:E2:ED
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")
MDNS_ANSWER = sdp("""
v=0
o=- 1191747665709647439 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:1412464594 1 udp 2113937151 c88e4ed6-4eeb-4268-a5b8-f5084537734e.local 49989 typ host generation 0 network-cost 999
a=ice-ufrag:sOcM
a=ice-pwd:HhLlezaRLmaE/5Eqx67KgFoR
a=ice-options:trickle
a=fingerprint:sha-256 93:52:1B:B1:E4:74:76:EA:48:4A:BE:1E:06:79:47:48:46:1F:ED:C6:C1:97:E6:4A:CD:CE:90:6B:BA:59:1C:77
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")
TWO_ADDRESSES_OFFER = sdp("""
v=0
o=- 7598324818631535839 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 59786 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 10.99.0.1
a=candidate:4025226841 1 udp 2113937151 10.99.0.1 59786 typ host generation 0 network-cost 999
a=candidate:322278413 1 udp 2113942271 fd00:99::1 52102 typ host generation 0 network-cost 999
a=ice-ufrag:gnB3
a=ice-pwd:Cpk4rMmAbs5txcjpt5TKRcnD
a=ice-options:trickle
a=fingerprint:sha-256 3B:37:98:BA:D1:AC:D7:E3:64:A0:12:7B:E5:C4:EB:36:F8:33:FC:14:14:28:DC:99:99:AA:D7:C7:0B:8C:DC:70
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")
TWO_ADDRESSES_ANSWER = sdp("""
v=0
o=- 1691037318793480553 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 47468 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 10.99.0.1
a=candidate:2801761952 1 udp 2113937151 10.99.0.1 47468 typ host generation 0 network-cost 999
a=candidate:3337967355 1 udp 2113942271 fd00:99::1 39988 typ host generation 0 network-cost 999
a=ice-ufrag:PkIz
a=ice-pwd:BV69J1ICV1uvleA7V9o87Gxo
a=ice-options:trickle
a=fingerprint:sha-256 4B:87:9B:F6:F1:E1:C5:E2:58:BC:8C:F4:34:AA:BC:8D:C1:BC:D1:B5:31:6B:38:55:4F:62:41:10:41:21:BE:AE
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""")

CAPTURED = {
    "plain offer": PLAIN_OFFER,
    "plain answer": PLAIN_ANSWER,
    "mdns offer": MDNS_OFFER,
    "mdns answer": MDNS_ANSWER,
    "two addresses offer": TWO_ADDRESSES_OFFER,
    "two addresses answer": TWO_ADDRESSES_ANSWER,
}
CODE_ALPHABET = re.compile(r"[A-Za-z0-9_-]+")


def fingerprint_of(text: str) -> bytes:
    line = next(line for line in text.splitlines() if line.startswith("a=fingerprint:"))
    return bytes.fromhex(line.split()[1].replace(":", ""))


# ---------------------------------------------------------------- Chromium's descriptions


@pytest.mark.parametrize("name", CAPTURED)
def test_a_captured_description_survives_packing(name: str) -> None:
    text = CAPTURED[name]
    code = pack(text)
    assert unpack(code) == parse(text)
    assert parse(to_sdp(unpack(code))) == parse(text)
    assert CODE_ALPHABET.fullmatch(code), code


def test_what_a_plain_offer_holds() -> None:
    description = parse(PLAIN_OFFER)
    assert description.kind == "offer"
    assert description.ufrag == "1MfA"
    assert description.pwd == "Gf/IgOGWhYoymviazhROuFT2"
    assert description.fingerprint == fingerprint_of(PLAIN_OFFER)
    assert len(description.fingerprint) == 32
    assert description.candidates == (Candidate("10.99.0.1", 53741, "host"),)
    assert parse(PLAIN_ANSWER).kind == "answer"


def test_an_mdns_name_travels_as_its_uuid() -> None:
    description = unpack(pack(MDNS_OFFER))
    assert description.candidates == (
        Candidate("c88e4ed6-4eeb-4268-a5b8-f5084537734e.local", 59672, "host"),
    )
    # the name costs 16 bytes, not its 42 characters
    assert len(pack(MDNS_OFFER)) - len(pack(PLAIN_OFFER)) == 16


def test_ipv4_and_ipv6_candidates_keep_their_order() -> None:
    addresses = [c.address for c in unpack(pack(TWO_ADDRESSES_ANSWER)).candidates]
    assert addresses == ["10.99.0.1", "fd00:99::1"]


@pytest.mark.parametrize("name", CAPTURED)
def test_codes_are_short(name: str) -> None:
    """The issue's aim: 80-140 characters for one or two candidates."""
    text = CAPTURED[name]
    code = pack(text)
    assert 80 <= len(code) <= 140, (len(code), code)
    assert len(code) < len(text) / 4


def test_the_written_sdp_is_what_chromium_needs() -> None:
    offer = to_sdp(unpack(pack(TWO_ADDRESSES_OFFER)))
    answer = to_sdp(unpack(pack(TWO_ADDRESSES_ANSWER)))
    assert "a=setup:actpass\r\n" in offer
    assert "a=setup:active\r\n" in answer
    for text in (offer, answer):
        assert text.endswith("a=end-of-candidates\r\n")
        assert "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n" in text
        assert "a=sctp-port:5000\r\n" in text
        assert "a=max-message-size:" in text
        assert "a=mid:0\r\n" in text and "a=group:BUNDLE 0\r\n" in text
    assert "fd00:99::1" in answer
    assert fingerprint_of(answer) == fingerprint_of(TWO_ADDRESSES_ANSWER)
    # host candidates first, each with a distinct, falling priority
    priorities = [int(line.split()[3]) for line in offer.splitlines() if "candidate:" in line]
    assert priorities == sorted(priorities, reverse=True) and len(set(priorities)) == 2


def test_candidates_that_cannot_help_at_home_are_left_out() -> None:
    lines = [
        "a=candidate:1 1 tcp 1518280447 10.99.0.1 9 typ host tcptype active generation 0",
        "a=candidate:2 1 udp 41885439 10.99.0.7 3478 typ relay raddr 0.0.0.0 rport 0",
        "a=candidate:3 1 udp 2113937151 printer.example 5000 typ host",
        "a=candidate:4 1 udp 2113937151 10.99.0.1 53741 typ host generation 0",
        "a=candidate:5 1 udp 1677729535 203.0.113.5 40000 typ srflx raddr 10.99.0.1 rport 53741",
        "a=candidate:6 1 udp 2113937151 10.99.0.1 53741 typ host generation 0",
        "a=candidate:7 1 udp 1677729535 192.168.7.5 40000 typ srflx raddr 10.99.0.1 rport 53741",
        "a=candidate:8 1 udp 2113937151 8.8.8.8 53741 typ host generation 0",
        "a=candidate:9 1 udp 2113937151 2001:4860::8888 53741 typ host generation 0",
    ]
    text = PLAIN_OFFER.replace(
        "a=candidate:727911048 1 udp 2113937151 10.99.0.1 53741 typ host generation 0 network-cost 999\r\n",
        "".join(line + "\r\n" for line in lines),
    )
    description = unpack(pack(text))
    # a public address (a reflexive one, 8.8.8.8, a global IPv6 one) is no way at home
    assert description.candidates == (
        Candidate("10.99.0.1", 53741, "host"),
        Candidate("192.168.7.5", 40000, "srflx"),
    )
    assert "192.168.7.5 40000 typ srflx raddr 0.0.0.0 rport 0" in to_sdp(description)


LOCAL = ("10.1.2.3", "172.31.255.1", "192.168.0.10", "169.254.3.4", "fd00:99::1", "fe80::1")
PUBLIC = ("8.8.8.8", "203.0.113.5", "172.32.0.1", "100.64.0.1", "127.0.0.1", "2001:db8::1")


def test_a_code_names_only_local_addresses() -> None:
    good = parse(PLAIN_OFFER)
    for address in LOCAL:
        local = Description(
            good.kind, good.ufrag, good.pwd, good.fingerprint, (Candidate(address, 5),)
        )
        assert unpack(pack_description(local)) == local
    for address in PUBLIC:
        public = Description(
            good.kind, good.ufrag, good.pwd, good.fingerprint, (Candidate(address, 5),)
        )
        with pytest.raises(CodeError, match="local network"):
            pack_description(public)
        # a crafted code (its bytes made by hand, its check right) is refused as well
        crafted = bytearray(code_bytes(pack(PLAIN_OFFER))[:-2])
        at = crafted.index(bytes((10, 99, 0, 1)))
        if ":" not in address:
            crafted[at : at + 4] = bytes(int(part) for part in address.split("."))
            with pytest.raises(CodeError, match="local network"):
                unpack(encode(with_check(bytes(crafted))))


@pytest.mark.parametrize(
    ("broken", "reason"),
    [
        ("", "no a=setup"),
        ("hello", "no a=setup"),
        (PLAIN_OFFER.replace("a=ice-pwd:", "a=ice-pass:"), "password"),
        (PLAIN_OFFER.replace("a=ice-ufrag:1MfA", "a=ice-ufrag:1M"), "user fragment"),
        (PLAIN_OFFER.replace("a=ice-ufrag:1MfA", "a=ice-ufrag:1M-A"), "user fragment"),
        (PLAIN_OFFER.replace("sha-256", "sha-1"), "fingerprint"),
    ],
)
def test_a_broken_description_is_refused(broken: str, reason: str) -> None:
    with pytest.raises(CodeError, match=reason):
        pack(broken)


# ---------------------------------------------------------------- any description


addresses = st.one_of(
    st.sampled_from(LOCAL_NETWORKS).flatmap(lambda net: st.ip_addresses(network=net)).map(str),
    st.uuids().map(lambda value: f"{value}.local"),
)
candidates = st.builds(
    Candidate,
    address=addresses,
    port=st.integers(min_value=1, max_value=65535),
    type=st.sampled_from(("host", "srflx")),
)
descriptions = st.builds(
    Description,
    kind=st.sampled_from(("offer", "answer")),
    ufrag=st.text(alphabet=ICE_CHARS, min_size=4, max_size=255),
    pwd=st.text(alphabet=ICE_CHARS, min_size=22, max_size=255),
    fingerprint=st.binary(min_size=32, max_size=32),
    candidates=st.lists(candidates, max_size=12).map(tuple),
)


@settings(max_examples=examples(300))
@given(descriptions)
def test_any_description_survives_its_code_and_its_sdp(description: Description) -> None:
    code = pack_description(description)
    assert CODE_ALPHABET.fullmatch(code)
    assert unpack(code) == description
    assert parse(to_sdp(description)) == Description(
        description.kind,
        description.ufrag,
        description.pwd,
        description.fingerprint,
        tuple(dict.fromkeys(description.candidates)),  # the SDP reader drops repeats
    )


def test_descriptions_a_code_cannot_hold_are_refused() -> None:
    good = parse(PLAIN_OFFER)
    for wrong in (
        Description(good.kind, "abc", good.pwd, good.fingerprint, good.candidates),
        Description(good.kind, good.ufrag, "x" * 21, good.fingerprint, good.candidates),
        Description(good.kind, good.ufrag + "#", good.pwd, good.fingerprint, good.candidates),
        Description(good.kind, good.ufrag, good.pwd, good.fingerprint[:31], good.candidates),
        Description(good.kind, good.ufrag, good.pwd, good.fingerprint, (Candidate("x", 1),)),
        Description(good.kind, good.ufrag, good.pwd, good.fingerprint, (Candidate("::1", 0),)),
        Description(good.kind, "u" * 256, good.pwd, good.fingerprint, good.candidates),
        Description("pranswer", good.ufrag, good.pwd, good.fingerprint, good.candidates),  # type: ignore[arg-type]
        Description(
            good.kind, good.ufrag, good.pwd, good.fingerprint, (Candidate("010.1.1.1", 5),)
        ),
    ):
        with pytest.raises(CodeError):
            pack_description(wrong)


# ---------------------------------------------------------------- broken codes


GOOD_CODE = pack(TWO_ADDRESSES_OFFER)


def encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def with_check(data: bytes) -> bytes:
    """``data`` with a correct check at its end: the broken part is then behind the check."""
    return data + binascii.crc_hqx(data, 0).to_bytes(2, "big")


def code_bytes(code: str) -> bytes:
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("", "empty"),
        ("   \n ", "empty"),
        ("A", "characters"),
        (GOOD_CODE[:-1] + "#", "characters"),
        (GOOD_CODE + "=", "characters"),
        ("https://example.github.io/kartentisch/#join=2." + GOOD_CODE, "characters"),
        (GOOD_CODE.replace("A", "+", 1), "characters"),
        ("AQ", "cut short"),
        ("A" * 5000, "too long"),
        (encode(with_check(bytes((2,)) + code_bytes(GOOD_CODE)[1:-2])), "another version"),
        (encode(with_check(code_bytes(GOOD_CODE)[:-2] + b"\0")), "too long"),
        (
            encode(with_check(code_bytes(GOOD_CODE)[:1] + b"\x07" + code_bytes(GOOD_CODE)[2:-2])),
            "neither",
        ),
        (encode(with_check(code_bytes(GOOD_CODE)[:-4])), "cut short"),
    ],
)
def test_a_broken_code_is_refused_with_a_reason(code: str, reason: str) -> None:
    with pytest.raises(CodeError, match=reason):
        unpack(code)


def test_text_that_is_not_a_string_is_refused() -> None:
    with pytest.raises(CodeError):
        unpack(None)  # type: ignore[arg-type]
    with pytest.raises(CodeError):
        unpack(b"AQAE")  # type: ignore[arg-type]


def test_white_space_around_and_inside_a_pasted_code_is_ignored() -> None:
    broken_up = f"  {GOOD_CODE[:40]}\n{GOOD_CODE[40:]} \t"
    assert unpack(broken_up) == unpack(GOOD_CODE)


@pytest.mark.parametrize("name", CAPTURED)
def test_every_cut_of_a_code_is_refused(name: str) -> None:
    code = pack(CAPTURED[name])
    for length in range(len(code)):
        with pytest.raises(CodeError):
            unpack(code[:length])


@pytest.mark.parametrize("name", CAPTURED)
def test_every_mistyped_character_is_noticed(name: str) -> None:
    code = pack(CAPTURED[name])
    for at in range(len(code)):
        for other in "AZaz09_-":
            if other == code[at]:
                continue
            with pytest.raises(CodeError):
                unpack(code[:at] + other + code[at + 1 :])


@settings(max_examples=examples(300))
@given(st.text(max_size=300))
def test_any_text_gives_a_description_or_a_code_error(text: str) -> None:
    with contextlib.suppress(CodeError):
        unpack(text)


@settings(max_examples=examples(300))
@given(st.binary(max_size=200))
def test_any_bytes_behind_a_good_check_give_a_description_or_a_code_error(data: bytes) -> None:
    for body in (data, bytes((1,)) + data, bytes((1, 0)) + data):
        with contextlib.suppress(CodeError):
            unpack(encode(with_check(body)))
