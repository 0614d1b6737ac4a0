"""A small, safe markdown subset for the rules dialog.

The rule texts are ours, but safety must not depend on that: every line is HTML-escaped
before any markup is recognised, so no tag, attribute or entity from the source reaches the
page as markup. Supported: ``#`` headings, paragraphs (lines joined as soft wraps),
``-``/``*``/``1.`` lists (nested by indentation), ``**bold**``, ``*italic*``/``_italic_``,
`` `code` ``, ``---`` rules, ``>`` quotes and pipe tables with a ``|---|`` separator row.
"""

from __future__ import annotations

import re

from kartentisch.ui.html import esc

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
_NUMBER = re.compile(r"^(\s*)\d+[.)]\s+(.*)$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")

_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\*)|(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?!\w)")


def inline(text: str) -> str:
    """Escape, then turn code, bold and italic marks into tags."""
    out = esc(text)
    codes: list[str] = []

    def keep_code(match: re.Match[str]) -> str:
        codes.append(match.group(1))
        return f"\x00{len(codes) - 1}\x00"

    out = _CODE.sub(keep_code, out)
    out = _BOLD.sub(lambda m: f"<strong>{m.group(1) or m.group(2)}</strong>", out)
    out = _ITALIC.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", out)
    return re.sub(r"\x00(\d+)\x00", lambda m: f"<code>{codes[int(m.group(1))]}</code>", out)


def _cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def _table(lines: list[str]) -> str:
    head = "".join(f"<th>{inline(c)}</th>" for c in _cells(lines[0]))
    body = "".join(
        "<tr>" + "".join(f"<td>{inline(c)}</td>" for c in _cells(row)) + "</tr>"
        for row in lines[2:]
    )
    table = f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    return f'<div class="md-table">{table}</div>'


def _list_item(line: str) -> tuple[int, str, str] | None:
    """(indent, "ul"|"ol", text) for a list line."""
    for pattern, kind in ((_BULLET, "ul"), (_NUMBER, "ol")):
        match = pattern.match(line)
        if match:
            return len(match.group(1).expandtabs(4)), kind, match.group(2)
    return None


def _list(items: list[tuple[int, str, str]]) -> str:
    """Items at the smallest indent form the list; deeper ones nest under the item before."""
    base = min(indent for indent, _, _ in items)
    kind = items[0][1]
    parts: list[str] = []
    i = 0
    while i < len(items):
        _, _, text = items[i]
        j = i + 1
        while j < len(items) and items[j][0] > base:
            j += 1
        nested = _list(items[i + 1 : j]) if j > i + 1 else ""
        parts.append(f"<li>{inline(text)}{nested}</li>")
        i = j
    return f"<{kind}>{''.join(parts)}</{kind}>"


def render(source: str, heading_offset: int = 0) -> str:
    """HTML for ``source``; ``heading_offset`` shifts heading levels (inside a dialog title)."""
    lines = source.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out: list[str] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(f"<p>{inline(' '.join(para))}</p>")
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            flush()
            i += 1
            continue
        heading = _HEADING.match(stripped)
        if heading:
            flush()
            level = min(6, len(heading.group(1)) + heading_offset)
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
            i += 1
            continue
        if _RULE.match(stripped) and not _list_item(line):
            flush()
            out.append("<hr>")
            i += 1
            continue
        if "|" in stripped and i + 1 < len(lines) and _TABLE_SEP.match(lines[i + 1]):
            flush()
            block = [line, lines[i + 1]]
            i += 2
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                block.append(lines[i])
                i += 1
            out.append(_table(block))
            continue
        if _list_item(line):
            flush()
            items: list[tuple[int, str, str]] = []
            while i < len(lines):
                item = _list_item(lines[i])
                if item:
                    items.append(item)
                elif lines[i].strip() and items and lines[i][:1] in " \t":
                    indent, kind, text = items[-1]
                    items[-1] = (indent, kind, f"{text} {lines[i].strip()}")
                else:
                    break
                i += 1
            out.append(_list(items))
            continue
        if stripped.startswith(">"):
            flush()
            quote: list[str] = []
            while i < len(lines) and lines[i].strip().startswith(">"):
                quote.append(lines[i].strip()[1:].strip())
                i += 1
            out.append(f"<blockquote>{render(chr(10).join(quote), heading_offset)}</blockquote>")
            continue
        para.append(stripped)
        i += 1
    flush()
    return "".join(out)
