"""Slots of job-size, power and long-context questions, read once like every other slot.

Samples, epochs, system RAM, the electricity tariff, the KV-cache precision and a stated
utilisation.

Read from the lower-cased question (``Scan.lower``) once, like every other slot; a value out
of physical range is not taken (the question keeps its other readings). Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from assistant.question.text import Scan
from assistant.question.troubleshoot import stated_ram_gb

_SCALE = {"k": 1e3, "千": 1e3, "w": 1e4, "万": 1e4, "m": 1e6, "百万": 1e6, "亿": 1e8}
_SAMPLES_RE = re.compile(
    r"(?P<n>\d{1,7}(?:\.\d+)?)\s*(?P<scale>k|m|千|万|百万|亿)?\s*"
    r"(?:samples?|examples?|rows?|conversations?|instructions?|pairs?|条(?:数据|样本|对话|指令)?"
    r"|个样本|组数据)"
)
_EPOCHS_RE = re.compile(
    r"(?P<n>\d{1,3}(?:\.\d+)?)\s*(?:epochs?|个\s*epoch|轮(?:次)?|遍)"
    r"|(?:epochs?|轮数)\s*[=:：]?\s*(?P<m>\d{1,3})"
)
_TARIFF_RE = re.compile(
    r"(?P<cur>\$|¥|￥)?\s*(?P<v>\d{1,2}(?:\.\d{1,4})?)\s*(?:usd|dollars?|元|块|美元|rmb)?\s*"
    r"(?:/|per|a|每|一)\s*(?:kwh|kw·h|度)"
    r"|电费\s*(?P<z>\d(?:\.\d{1,4})?)\s*(?:元|块)?"
)
_KV_PRECISION_RES = (
    ("q4_0", re.compile(r"(?:kv|cache)[^.?!。？]{0,20}q4_0|q4_0[^.?!。？]{0,20}(?:kv|cache)")),
    ("q8_0", re.compile(r"(?:kv|cache)[^.?!。？]{0,20}q8_0|q8_0[^.?!。？]{0,20}(?:kv|cache)")),
    ("fp8", re.compile(r"(?:kv|cache)[^.?!。？]{0,20}fp8|fp8[^.?!。？]{0,20}(?:kv|cache)")),
)
_UTILISATION_RE = re.compile(
    r"(?P<pct>\d{1,3})\s*%\s*(?:utili[sz]ation|usage|util|of the time|利用率|的时间)"
    r"|(?:utili[sz]ation|usage|利用率|使用率)\s*(?:of|at|is|around|about|only|just|约|大概|在|只有"
    r"|仅|才|不到|大约|差不多)?\s*(?P<pct2>\d{1,3})\s*%"
    r"|(?:utili[sz]ation|usage|利用率|使用率)\s*(?:is|of|at|only|just|只有|仅|才|就)?\s*"
    r"(?P<half>half|一半|50\s*%)"
)


def _samples(scan: Scan) -> None:
    m = _SAMPLES_RE.search(scan.lower)
    if m is None:
        return
    value = float(m["n"]) * _SCALE.get(m["scale"] or "", 1.0)
    if 1 <= value <= 1e10:
        scan.set("samples", int(value))


def _epochs(scan: Scan) -> None:
    m = _EPOCHS_RE.search(scan.lower)
    if m is not None:
        value = float(m["n"] or m["m"])
        if 0 < value <= 1000:
            scan.set("epochs", value)


def _tariff(scan: Scan) -> None:
    m = _TARIFF_RE.search(scan.lower)
    if m is None:
        return
    try:
        value = Decimal(m["v"] or m["z"])
    except (InvalidOperation, TypeError):
        return
    if Decimal("0.001") <= value <= Decimal("10"):
        scan.set("tariff_per_kwh", value)
        cny = m["z"] is not None or (m["cur"] or "") in ("¥", "￥") or "元" in m.group()
        scan.set("tariff_currency", "CNY" if cny or "度" in m.group() else "USD")


_MFU_RE = re.compile(
    r"(?P<pct>\d{1,2}(?:\.\d)?)\s*%\s*(?:mfu|model flops utili[sz]ation|算力利用率)"
    r"|(?:mfu|算力利用率)\s*(?:of|at|is|=|:|约|为|按|在)?\s*(?P<pct2>\d{1,2}(?:\.\d)?)\s*%"
)


def _mfu(scan: Scan) -> None:
    """A stated MFU ("at 40% MFU", "MFU 按 35%") as a share; it is not a rental utilisation."""
    m = _MFU_RE.search(scan.lower)
    if m is None:
        return
    pct = float(m["pct"] or m["pct2"])
    if 0 < pct <= 100:
        scan.set("mfu", pct / 100)
        scan.blank(m.start(), m.end())


def _utilisation(scan: Scan) -> None:
    """A stated utilisation ("30% utilization", "利用率 30%") as busy hours a month."""
    m = _UTILISATION_RE.search(scan.lower)
    if m is None:
        return
    pct = 50 if m["half"] else int(m["pct"] or m["pct2"])
    if 0 < pct <= 100:
        scan.set("usage_hours_per_month", round(730.0 * pct / 100, 1))


def read_job_slots(scan: Scan) -> None:
    """Fill samples, epochs, system RAM, tariff, KV-cache precision and utilisation."""
    _samples(scan)
    _epochs(scan)
    _tariff(scan)
    _mfu(scan)
    _utilisation(scan)
    ram = stated_ram_gb(scan.orig)
    if ram is not None and 4 <= ram <= 16384:
        scan.set("ram_gb", ram)
    for precision, pattern in _KV_PRECISION_RES:
        if pattern.search(scan.lower):
            scan.set("kv_precision", precision)
            break


__all__ = ["read_job_slots"]
