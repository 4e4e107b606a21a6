"""The word cheapest naming a type, not asking a price ("最便宜那个 T4 规格 ecs.gn6i-c4g1.xlarge").

"阿里云最便宜那个 T4 规格 ecs.gn6i-c4g1.xlarge，具体配置多少", "aws's cheapest t4 instance,
g4dn.xlarge: how many vcpus?": the superlative says which type the user means, and the type is
named right after it; what is asked is the type's shape, not a price. The phrase is blanked
before price words are looked for. Pure: one regular expression over the folded question.
"""

from __future__ import annotations

import re

_TYPE_NAME = r"(?=[a-z][a-z0-9-]*[._][a-z0-9])(?=[a-z0-9._-]*\d)"
"""A type name's shape right after the phrase ("ecs.gn6i-c4g1.xlarge", "g4dn.xlarge")."""
_CHEAPEST_NAMING_RE = re.compile(
    r"最便宜(?:的)?(?:那|这)?(?:个|款|台|种)?(?:的)?\s*(?:[a-z0-9]{1,8}\s*)?(?:的)?\s*"
    r"(?:规格|实例|机型|型号|配置)\s*(?:叫)?\s*"
    + _TYPE_NAME
    + r"|(?<![a-z])(?:the )?cheapest (?:[a-z0-9]{1,8} )?(?:instance|type|sku|vm|shape|box|one)"
    r"(?: type)?(?: (?:on|at|in|from) [a-z]+)?\s*(?:[,:(-]|called)?\s*" + _TYPE_NAME
)


_LOOKS_CHEAP_RE = re.compile(
    r"(?:看着|看起来|看上去|感觉|好像|似乎)\s*(?:挺|很|蛮|还挺|比较|有点|怪)?\s*便宜"
    r"|(?<![a-z])(?:looks?|looked|looking|seems?|seemed|sounds?)\s+(?:pretty\s+|really\s+"
    r"|quite\s+|so\s+|fairly\s+|kinda\s+|suspiciously\s+)?cheap(?![a-z])"
)
"""A price remarked on, not asked ("这个规格看着挺便宜", "that box looks cheap"): the user says
what drew them to the type; what they ask follows."""


_QUOTE_SHEET_RE = re.compile(
    r"(?:报价单|报价表|报价|询价单)\s*(?:上|里|中)?\s*的?\s*(?:写着|写的|写了|列着|列的|给的|显示|"
    r"(?:那|这)(?:台|个|款))?\s*(?:是|叫)?\s*"
    + _TYPE_NAME
    + r"|(?<![a-z])(?:the |our |a |my )?(?:quote|quotation)(?: sheet)?\s*(?:says|lists|shows|has)?"
    r"\s*[:,]?\s*" + _TYPE_NAME
)
"""A quote sheet named as where the type was read ("阿里云报价单写着 ecs.gn7i-…", "腾讯云报价里那台
GT4.41XLARGE948"): what the type holds is asked, not its price."""


_OUTPUT_RATE_RE = re.compile(
    r"(?<![\d,.])\d[\d,.]*\s*k?\s*(?:[a-z][\w.-]*\s+){0,2}?(?:images?|imgs?|pictures?|pics?|renders?"
    r"|generations?|clips?|videos?|photos?|frames?)\s*(?:/\s*|per\s+|an?\s+|every\s+|each\s+)"
    r"(?:hour|hr|h)(?![a-z])|(?:每|一)小时\s*(?:要|能|需要|得)?\s*(?:出|生成|跑|画)?\s*\d[\d,.]*\s*张"
)
"""Outputs made in an hour ("600 images an hour", "每小时 600 张"): a rate to serve, no price."""


def without_price_descriptor(folded: str) -> str:
    """``folded`` with a type-naming "cheapest", a "looks cheap", a quote sheet or a rate blanked.

    A quote sheet the type was read from ("报价单写着 …") names where it was seen, no price;
    "600 images an hour" is the rate a service must keep up, not an hourly price.
    """
    named = _QUOTE_SHEET_RE.sub(" ", _CHEAPEST_NAMING_RE.sub(" ", folded))
    return _OUTPUT_RATE_RE.sub(" ", _LOOKS_CHEAP_RE.sub(" ", named))


__all__ = ["without_price_descriptor"]
