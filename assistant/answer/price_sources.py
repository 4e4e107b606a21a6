"""A catalog price's basis, short for the first line, with its sources kept for a line after; pure.

A row's basis reads like 'used-market, 2026: 500-800 USD (local-llm.net "RTX 3090 in 2026: …"),
the top of the range'. The first line keeps what the price is (used market, 2026, the range, the
end taken) in the answer's language; the parenthesised source (a site, a title, "via" someone)
moves to a "Price sources" line, so the figure is not buried under a citation.
"""

from __future__ import annotations

import re

from assistant.messages.catalog_phrases import catalog_phrase

_SOURCE_HINT = re.compile(
    r"[a-z0-9-]+\.(?:com|net|org|co|io|ai|cn|de|uk|info|dev|blog\w*)\b|\bvia\b|\"|“|\bnotebook\b",
    re.IGNORECASE,
)
"""What marks a bracketed part as a source: a site's name, a quoted title, "via" someone."""


def _bracketed(text: str) -> list[tuple[int, int]]:
    """Spans of the outermost (…) groups, nesting and quoted brackets included."""
    spans, depth, start, quoted = [], 0, 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == "(" and not quoted:
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")" and not quoted and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    return spans


def split_basis(raw: str | None) -> tuple[str, list[str]]:
    """``raw`` without its bracketed sources, and those sources (outer brackets dropped)."""
    if not raw:
        return "", []
    sources: list[str] = []
    kept, last = [], 0
    for start, end in _bracketed(raw):
        inner = raw[start + 1 : end - 1].strip()
        if _SOURCE_HINT.search(inner):
            sources.append(inner)
            kept.append(raw[last:start].rstrip())
            last = end
    kept.append(raw[last:])
    short = re.sub(r"\s+([,;:])", r"\1", "".join(kept)).strip(" ,;")
    return re.sub(r"\s{2,}", " ", short), sources


def brief_basis(raw: str | None, lang: str) -> tuple[str, list[str]]:
    """The basis as the first line shows it in ``lang``, and the sources it held."""
    short, sources = split_basis(raw)
    return catalog_phrase(short, lang), sources


__all__ = ["brief_basis", "split_basis"]
