"""A browser's session description packed into a short text code, and back.

Two devices that play together introduce themselves by showing each other a code (as a QR
code or as text). A browser's offer or answer is 550-1,000 characters, far too much for a QR
code a phone camera reads easily or for a person to paste; almost all of it is the same for
every data-channel-only connection. Only the ICE user fragment and password, the DTLS
certificate's sha-256 fingerprint and the candidates' addresses and ports differ, so only
those travel. ``to_sdp`` writes the rest back, in the smallest form Chromium accepts.

The code is base64url (no padding) of bytes: a version byte, the kind, the ICE credentials
(6 bits a character: they are drawn from the base64 alphabet), the 32 fingerprint bytes, the
candidates (a header byte, the address as 4 or 16 bytes, or an mDNS name as the 16 bytes of
its UUID, the port), and a CRC-16 that catches a code mistyped or cut short. Anything
that is not such a code raises ``CodeError`` with a short reason, never another error; so
does a code naming an address outside the local network (``LOCAL_NETWORKS``).
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import uuid
from dataclasses import dataclass
from typing import Literal

VERSION = 1
"""The first byte of every code: a later format can be told apart and refused."""

Kind = Literal["offer", "answer"]
CandidateType = Literal["host", "srflx"]

KINDS: tuple[Kind, ...] = ("offer", "answer")
CANDIDATE_TYPES: tuple[CandidateType, ...] = ("host", "srflx")
ADDRESS_IPV4, ADDRESS_IPV6, ADDRESS_MDNS = 0, 1, 2
ADDRESS_SIZES = {ADDRESS_IPV4: 4, ADDRESS_IPV6: 16, ADDRESS_MDNS: 16}

ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
"""RFC 8839's ice-char: the only characters a user fragment or password may hold."""
ICE_VALUES = {char: value for value, char in enumerate(ICE_CHARS)}
MAX_CANDIDATES = 255
MAX_CODE_LENGTH = 4096
"""Longer pasted text is refused before it is decoded (255 IPv6 candidates would fit)."""

CODE_CHARS = re.compile(r"[A-Za-z0-9_-]*")
MDNS_NAME = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local")
FINGERPRINT = re.compile(r"sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})")

LOCAL_NETWORKS = tuple(
    ipaddress.ip_network(network)
    for network in (
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "169.254.0.0/16",
        "fc00::/7",
        "fe80::/10",
    )
)
"""Where devices on one home network reach each other: the private IPv4 ranges, link-local
addresses and IPv6's unique local addresses (and mDNS names, ``<uuid>.local``). A code names
nothing else: a crafted link cannot make a guest's browser check a way to the internet."""

MAX_MESSAGE_SIZE = 262144
"""What Chromium itself announces; the page refuses much smaller messages anyway."""


class CodeError(ValueError):
    """A code (or a description) that cannot be packed or unpacked; the message says why."""


@dataclass(frozen=True)
class Candidate:
    """Where the other device may reach this one: an IPv4 or IPv6 address, or an mDNS name
    ``<uuid>.local`` that a browser resolves on the local network."""

    address: str
    port: int
    type: CandidateType = "host"


@dataclass(frozen=True)
class Description:
    """What of a session description differs from one connection to the next."""

    kind: Kind
    ufrag: str
    pwd: str
    fingerprint: bytes
    candidates: tuple[Candidate, ...]


# ---------------------------------------------------------------- reading a browser's SDP


def parse(sdp: str) -> Description:
    """The parts of a data-channel-only offer or answer that a code carries.

    Candidates that cannot help two devices on one home network (TCP, relayed, unknown kinds
    of name, addresses outside ``LOCAL_NETWORKS``) are left out; duplicates too.
    """
    kind: Kind | None = None
    ufrag = pwd = fingerprint = None
    candidates: list[Candidate] = []
    for raw_line in sdp.splitlines():
        line = raw_line.strip()
        if line.startswith("a=setup:"):
            kind = "offer" if line == "a=setup:actpass" else "answer"
        elif line.startswith("a=ice-ufrag:"):
            ufrag = line.removeprefix("a=ice-ufrag:")
        elif line.startswith("a=ice-pwd:"):
            pwd = line.removeprefix("a=ice-pwd:")
        elif line.startswith("a=fingerprint:"):
            match = FINGERPRINT.fullmatch(line.removeprefix("a=fingerprint:"))
            if match is not None:
                fingerprint = bytes.fromhex(match[1].replace(":", ""))
        elif line.startswith("a=candidate:"):
            candidate = _candidate(line.removeprefix("a=candidate:"))
            if candidate is not None and candidate not in candidates:
                candidates.append(candidate)
    if kind is None:
        raise CodeError("no a=setup line: not an offer or an answer")
    if ufrag is None or pwd is None:
        raise CodeError("no ICE user fragment or password")
    if fingerprint is None:
        raise CodeError("no sha-256 fingerprint")
    description = Description(kind, ufrag, pwd, fingerprint, tuple(candidates))
    _check(description)
    return description


def _candidate(text: str) -> Candidate | None:
    """One ``a=candidate`` value, or None for one a code does not carry."""
    fields = text.split()
    if len(fields) < 8 or fields[6] != "typ" or fields[2].lower() != "udp":
        return None
    address, port, kind = fields[4], fields[5], fields[7]
    if kind not in CANDIDATE_TYPES or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    try:
        _address_bytes(address)
    except CodeError:
        return None
    if not is_local(address):
        return None
    return Candidate(
        _normal_address(address), int(port), CANDIDATE_TYPES[CANDIDATE_TYPES.index(kind)]
    )


def is_local(address: str) -> bool:
    """Whether ``address`` is on the local network (``LOCAL_NETWORKS``, or an mDNS name)."""
    if MDNS_NAME.fullmatch(address.lower()):
        return True
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(parsed in network for network in LOCAL_NETWORKS)


def _normal_address(address: str) -> str:
    if address.lower().endswith(".local"):
        return address.lower()
    return str(ipaddress.ip_address(address))


# ---------------------------------------------------------------- writing an SDP


def to_sdp(description: Description) -> str:
    """A minimal SDP of ``description`` that Chromium accepts as the remote description."""
    setup = "actpass" if description.kind == "offer" else "active"
    fingerprint = ":".join(f"{byte:02X}" for byte in description.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        f"a=ice-ufrag:{description.ufrag}",
        f"a=ice-pwd:{description.pwd}",
        f"a=fingerprint:sha-256 {fingerprint}",
        f"a=setup:{setup}",
        "a=mid:0",
        "a=sctp-port:5000",
        f"a=max-message-size:{MAX_MESSAGE_SIZE}",
    ]
    for number, candidate in enumerate(description.candidates):
        lines.append(_candidate_line(number, candidate))
    lines.append("a=end-of-candidates")
    return "\r\n".join(lines) + "\r\n"


def _candidate_line(number: int, candidate: Candidate) -> str:
    """RFC 8445's priority: host before srflx, then the order the code lists them in."""
    type_preference = 126 if candidate.type == "host" else 100
    local_preference = 65535 - number
    priority = (type_preference << 24) + (local_preference << 8) + 255
    line = (
        f"a=candidate:{number + 1} 1 udp {priority} {candidate.address} {candidate.port}"
        f" typ {candidate.type}"
    )
    if candidate.type == "srflx":
        line += " raddr 0.0.0.0 rport 0"
    return line


# ---------------------------------------------------------------- the code


def pack(sdp: str) -> str:
    """The short code of a browser's offer or answer (see the module's docstring)."""
    return pack_description(parse(sdp))


def pack_description(description: Description) -> str:
    """The code of a ``Description`` (``pack`` without reading an SDP first)."""
    _check(description)
    data = bytearray((VERSION, KINDS.index(description.kind)))
    data += _ice_bytes(description.ufrag) + _ice_bytes(description.pwd)
    data += description.fingerprint
    data.append(len(description.candidates))
    for candidate in description.candidates:
        family, address = _address_bytes(candidate.address)
        data.append(family | CANDIDATE_TYPES.index(candidate.type) << 2)
        data += address + candidate.port.to_bytes(2, "big")
    data += _check_bytes(bytes(data))
    return _encode(bytes(data))


def unpack(code: str) -> Description:
    """The description a code holds. White space a person pasted with it is ignored."""
    if not isinstance(code, str):
        raise CodeError("a code is text")
    text = "".join(code.split())
    if not text:
        raise CodeError("the code is empty")
    if len(text) > MAX_CODE_LENGTH:
        raise CodeError("the code is too long")
    if not CODE_CHARS.fullmatch(text) or len(text) % 4 == 1:
        raise CodeError("not a code: wrong characters")
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if _encode(data) != text:  # the last character's spare bits are not zero
        raise CodeError("the code is damaged")
    if len(data) < 3:
        raise CodeError("the code is cut short")
    if data[0] != VERSION:
        raise CodeError(f"a code of another version ({data[0]})")
    body, check = data[:-2], data[-2:]
    if _check_bytes(body) != check:
        raise CodeError("the code is damaged or cut short")
    return _read(_Reader(body[1:]))


def _read(reader: _Reader) -> Description:
    kind_byte = reader.byte()
    if kind_byte >= len(KINDS):
        raise CodeError("neither an offer nor an answer")
    ufrag = reader.ice_text()
    pwd = reader.ice_text()
    fingerprint = reader.take(32)
    candidates = []
    for _ in range(reader.byte()):
        header = reader.byte()
        family, type_index = header & 3, header >> 2
        if family not in ADDRESS_SIZES or type_index >= len(CANDIDATE_TYPES):
            raise CodeError("a candidate of an unknown kind")
        address = _address_text(family, reader.take(ADDRESS_SIZES[family]))
        port = int.from_bytes(reader.take(2), "big")
        candidates.append(Candidate(address, port, CANDIDATE_TYPES[type_index]))
    if not reader.done():
        raise CodeError("the code is too long")
    description = Description(KINDS[kind_byte], ufrag, pwd, fingerprint, tuple(candidates))
    _check(description)
    return description


class _Reader:
    """Bytes read front to back; running out is a ``CodeError``, not an ``IndexError``."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._at = 0

    def take(self, count: int) -> bytes:
        if self._at + count > len(self._data):
            raise CodeError("the code is cut short")
        part = self._data[self._at : self._at + count]
        self._at += count
        return part

    def byte(self) -> int:
        return self.take(1)[0]

    def ice_text(self) -> str:
        length = self.byte()
        bits = int.from_bytes(self.take((length * 6 + 7) // 8), "big")
        spare = (-length * 6) % 8
        if bits & ((1 << spare) - 1):
            raise CodeError("the code is damaged")
        bits >>= spare
        return "".join(ICE_CHARS[(bits >> (6 * (length - 1 - i))) & 63] for i in range(length))

    def done(self) -> bool:
        return self._at == len(self._data)


# ---------------------------------------------------------------- the parts


def _check(description: Description) -> None:
    """What both directions require: anything else could not be written or would not work."""
    if description.kind not in KINDS:
        raise CodeError("neither an offer nor an answer")
    credentials = (("user fragment", description.ufrag, 4), ("password", description.pwd, 22))
    for name, text, shortest in credentials:
        if not shortest <= len(text) <= 255 or any(char not in ICE_VALUES for char in text):
            raise CodeError(f"not an ICE {name}: {text[:40]!r}")
    if len(description.fingerprint) != 32:
        raise CodeError("a sha-256 fingerprint has 32 bytes")
    if len(description.candidates) > MAX_CANDIDATES:
        raise CodeError("too many candidates")
    for candidate in description.candidates:
        if candidate.type not in CANDIDATE_TYPES or not 0 < candidate.port < 65536:
            raise CodeError(f"a candidate that cannot be used: {candidate}")
        _address_bytes(candidate.address)
        if _normal_address(candidate.address) != candidate.address:
            raise CodeError(f"an address not in its usual form: {candidate.address[:60]!r}")
        if not is_local(candidate.address):
            raise CodeError(f"an address outside the local network: {candidate.address!r}")


def _ice_bytes(text: str) -> bytes:
    """``text`` of ice-chars at 6 bits each, after its length."""
    bits = 0
    for char in text:
        bits = bits << 6 | ICE_VALUES[char]
    spare = (-len(text) * 6) % 8
    size = (len(text) * 6 + 7) // 8
    return bytes((len(text),)) + (bits << spare).to_bytes(size, "big")


def _address_bytes(address: str) -> tuple[int, bytes]:
    match = MDNS_NAME.fullmatch(address.lower())
    if match is not None:
        return ADDRESS_MDNS, uuid.UUID(match[1]).bytes
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        raise CodeError(f"not an address: {address[:60]!r}") from None
    if isinstance(parsed, ipaddress.IPv4Address):
        return ADDRESS_IPV4, parsed.packed
    return ADDRESS_IPV6, parsed.packed


def _address_text(family: int, data: bytes) -> str:
    if family == ADDRESS_MDNS:
        return f"{uuid.UUID(bytes=data)}.local"
    if family == ADDRESS_IPV4:
        return str(ipaddress.IPv4Address(data))
    return str(ipaddress.IPv6Address(data))


def _encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _check_bytes(data: bytes) -> bytes:
    """CRC-16/CCITT: it notices every change within 16 bits in a row, so every mistyped
    character (6 bits), and every odd number of changed bits."""
    return binascii.crc_hqx(data, 0).to_bytes(2, "big")
