"""Catalog phrases (price bases, market and export-control notes) in the reader's language.

The spec tables hold these as short English phrases ("launch MSRP, Sep 2020", "restricted for
China since Oct 2022 US rule (China variant: A800)"). An answer or a page in Chinese shows them
in Chinese: dates become "2020 年 9 月", the recurring phrases are translated whole, and product
names stay as they are. Pure string work, no catalog access.
"""

from __future__ import annotations

import re

MONTHS = {
    "Jan": 1, "Feb": 2, "Mar": 3, "Apr": 4, "May": 5, "Jun": 6,
    "Jul": 7, "Aug": 8, "Sep": 9, "Oct": 10, "Nov": 11, "Dec": 12,
}  # fmt: skip
_DATE = re.compile(
    r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\.?(?: (\d{1,2}))? (\d{4})\b"
)
PHRASES: tuple[tuple[str, str], ...] = (
    ("restricted for China since", "对华出口受限，始于"),
    ("restricted for China under", "对华出口受限，依据"),
    ("restricted for China", "对华出口受限"),
    ("sale to China restricted by", "对华销售受限于"),
    ("sale to China barred by", "对华销售被禁止，依据"),
    ("barred by", "被禁止，依据"),
    ("China-market variant", "中国特供版"),
    ("China-market", "中国特供"),
    ("China variants", "中国特供版"),
    ("China variant", "中国特供版"),
    ("US export rule", "美国出口规则"),
    ("US rule", "美国出口规则"),
    ("rule", "规则"),
    ("launch MSRP as reported", "首发建议零售价（据报道）"),
    ("launch MSRP", "首发建议零售价"),
    ("launch price in China was", "国内首发价为"),
    ("no USD MSRP", "无美元建议零售价"),
    ("street price per GPU", "单卡市场价"),
    ("analyst estimate", "分析师估计"),
    ("(reported)", "（据报道）"),
    ("reported", "据报道"),
    ("announced", "发布于"),
    ("used-market", "二手市场"),
    ("the price you stated", "你说的价格"),
    ("used market", "二手市场"),
    ("unverified", "未经核实"),
    ("user-generated", "用户发布"),
    ("no warranty", "无保修"),
    (" then ", " 之后为 "),
    ("variant", "版本"),
    ("the top of the range", "取区间上限"),
    ("the single figure given", "仅此一个数"),
    ("single figure given", "仅此一个数"),
    ("one purchase, not a range", "一笔成交价，不是区间"),
    ("the median of the listings", "取挂牌价中位数"),
    ("the average of the three cheapest eBay listings", "取 eBay 最便宜三个挂牌的均价"),
    ("the average of the three cheapest listings", "取最便宜三个挂牌的均价"),
    ("asking prices at the cheap end of the market", "市场低端的挂牌价"),
    ("asking prices", "挂牌价"),
    ("the eBay average", "eBay 均价"),
    ("in Korea", "（韩国）"),
    ("low end of the quoted", "取报价区间低端："),
    ("launch list price of", "首发标价："),
    ("launch list price", "首发标价"),
    ("launch price of the whole", "整机首发价："),
    ("NVIDIA publishes no list price", "NVIDIA 未公布标价"),
    ("rough public estimate", "公开的粗略估计"),
    ("street price estimate", "市场价估计"),
    ("used-only", "仅二手"),
    ("the 8 GB model", "8 GB 版"),
    (" on eBay", "（eBay）"),
    ("around ", "约 "),
    ("about ", "约 "),
    ("the ", ""),
    ("early ", ""),
    ("low end recorded", "记录的是低端价格"),
    ("to meet", "以符合"),
    ("cut", "降至"),
)
_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_GAP = re.compile(rf"(?<=[{_CJK}]) +| +(?=[{_CJK}])")
"""A space beside a Chinese character or full-width mark (numbers keep theirs: "2020 年")."""


def _date_zh(m: re.Match[str]) -> str:
    month, day, year = MONTHS[m.group(1)], m.group(2), m.group(3)
    return f"{year} 年 {month} 月" + (f" {day} 日" if day else "")


def catalog_phrase(raw: str | None, lang: str) -> str:
    """``raw`` as written (English) or in Chinese; None reads as an empty string."""
    if not raw:
        return ""
    if lang != "zh":
        return raw
    text = _DATE.sub(_date_zh, raw)
    for en, zh in PHRASES:
        text = text.replace(en, zh)
    text = text.replace("(", "（").replace(")", "）").replace(": ", "：").replace("; ", "；")
    text = text.replace(", ", "，")
    return _GAP.sub(lambda m: "" if _squeeze(text, m) else m.group(0), text)


def _squeeze(text: str, m: re.Match[str]) -> bool:
    """Drop a gap between two Chinese characters or marks; keep one beside a digit or letter."""
    before = text[m.start() - 1] if m.start() else ""
    after = text[m.end()] if m.end() < len(text) else ""
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


REGIONS: dict[str, tuple[str, str]] = {
    "China": ("China", "中国"),
    "any": ("any region", "任意地域"),
    "all regions (same price)": ("all regions (same price)", "所有地域（同价）"),
    "global": ("global", "全球"),
}
"""Region words of the price rows; cloud region codes (us-east-1) stay as they are."""
CONFIDENCE: dict[str, tuple[str, str]] = {
    "high": ("high", "高"),
    "medium": ("medium", "中"),
    "low": ("low", "低"),
    "user": ("your own", "自填"),
}


def region_phrase(raw: str | None, lang: str) -> str:
    """A price row's region in ``lang``."""
    pair = REGIONS.get(raw or "")
    return (pair[0] if lang != "zh" else pair[1]) if pair else raw or ""


def confidence_phrase(raw: str | None, lang: str) -> str:
    """A price's confidence level in ``lang``."""
    pair = CONFIDENCE.get(raw or "")
    return (pair[0] if lang != "zh" else pair[1]) if pair else raw or ""


def instance_phrase(instance_type: str | None, lang: str) -> str:
    """An instance type, or "per GPU rental" for a card rented on its own ("(per GPU)")."""
    if not instance_type or instance_type.startswith("("):
        return "per GPU rental" if lang != "zh" else "按卡租用"
    return instance_type


__all__ = ["catalog_phrase", "confidence_phrase", "instance_phrase", "region_phrase"]
