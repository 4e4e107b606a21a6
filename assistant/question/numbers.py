"""Numbers as people write them: Arabic, Chinese, mixed ("1.5万"), English words, token sizes."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from assistant.question import lexicon as lx

_POW2_K = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 12, 24, 48, 96, 192, 384, 768}
"""Counts of k that mean binary thousands: the powers of two and the octave midpoints context
windows also come in (96k = 98,304 tokens, three times 32,768)."""


_NEXT_LOWER_UNIT = {"万": 1e3, "千": 1e2, "百": 10.0}
"""What a lone digit after a unit counts in speech: "1万5" = 15,000, "一千五" = 1,500."""


def cn_value(text: str) -> float | None:
    """Value of a Chinese or mixed numeral ("一百二十八", "1.5万", "3千", "130亿", "1万5")."""
    text = text.strip()
    if len(text) >= 3 and text[-2] in _NEXT_LOWER_UNIT:
        digit = lx.CN_DIGITS.get(text[-1]) if not text[-1].isdigit() else int(text[-1])
        head = cn_value(text[:-1]) if digit else None
        if digit and head is not None:
            return head + digit * _NEXT_LOWER_UNIT[text[-2]]
    total = section = number = 0.0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isdigit() or ch == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            try:
                number = float(text[i:j])
            except ValueError:
                return None
            i = j
            continue
        if ch in lx.CN_DIGITS:
            number = float(lx.CN_DIGITS[ch])
        elif ch in lx.CN_SMALL_UNITS:
            section += (number or 1.0) * lx.CN_SMALL_UNITS[ch]
            number = 0.0
        elif ch == "万":
            section = ((section + number) or 1.0) * 1e4
            number = 0.0
        elif ch == "亿":
            total = ((total + section + number) or 1.0) * 1e8
            section = number = 0.0
        elif not ch.isspace():
            return None
        i += 1
    return total + section + number


def number(text: str) -> float | None:
    """Value of an Arabic, Chinese, mixed or English-word number; None when unreadable."""
    raw = text.strip().replace(",", "").replace("−", "-")
    neg = raw.startswith("-")
    raw = raw.lstrip("-").strip()
    if raw in lx.EN_NUMBER_WORDS:
        value: float | None = float(lx.EN_NUMBER_WORDS[raw])
    elif raw in ("单", "双", "俩"):  # "俩" is colloquial for two ("收了俩2080ti")
        value = 1.0 if raw == "单" else 2.0
    else:
        try:
            value = float(raw)
        except ValueError:
            value = cn_value(raw)
    if value is None:
        return None
    return -value if neg else value


def decimal(value: float) -> Decimal:
    """Money as Decimal without float noise (50000.0 -> 50000, 1.5 -> 1.5)."""
    try:
        if value == int(value):
            return Decimal(int(value))
        return Decimal(repr(round(value, 6)))
    except (OverflowError, ValueError, InvalidOperation):
        return Decimal(0)


def tokens_value(n: str, k: str | None) -> int | None:
    """Tokens in "8k" or "32768" (a power-of-two count of k is binary: 8k = 8192)."""
    value = number(n)
    if value is None or value <= 0:
        return None
    if k:
        # "8k" context means 8192 by the usual power-of-two convention; "100k" means 100,000
        binary, metric = (1024, 1000) if k == "k" else (1024 * 1024, 1_000_000)
        if value in _POW2_K:
            return int(value * binary)
        return _near_power_of_two(int(value * metric))
    return int(value)


POW2_CLOSE = 0.005
"""How near a metric reading ("131k" = 131,000) must be to a power of two (131,072) to be that
window: people round 131,072 and 262,144 down to 131k and 262k. "130k" (0.8% off) stays 130,000;
so does "65k" (65,536 is 0.8% off; "64k" is read as binary already)."""
POW2_LEAST = 2**15
"""Powers of two below this are said exactly ("8k", "16k": the k counts above)."""


def _near_power_of_two(count: int) -> int:
    """``count``, or the power of two (at least 32,768) it is within 0.5% of."""
    power = 1 << max(count.bit_length() - 1, 0)
    for near in (power, power * 2):
        if near >= POW2_LEAST and abs(count - near) <= POW2_CLOSE * near:
            return near
    return count


MONEY_SCALE = {"k": 1e3, "千": 1e3, "w": 1e4, "万": 1e4}
"""The scale words written after an amount of money ("3k", "1.2w", "两万"): thousands, 10,000s."""

__all__ = ["MONEY_SCALE", "cn_value", "decimal", "number", "tokens_value"]
