"""LoRAs stacked on a model that is run ("stack two LoRAs on that fp8 model", "挂三个 lora 出图").

A count of LoRAs said as loaded, added or stacked, with no training said, is adapters loaded at
inference: their weights join the model's in memory and nothing is trained, so the method is not
LoRA training. Pure: regular expressions over the lower-cased question.
"""

from __future__ import annotations

import re

from assistant.question.numbers import number
from assistant.question.text import Scan

_COUNT = r"(?P<n>\d{1,2}|a couple(?: of)?|a few|several|two|three|four|five|six)"
_ZH_COUNT = r"(?P<zn>\d{1,2}|[两二三四五六七八九十]|几)"
_LOADED_RE = re.compile(
    r"(?<![a-z])(?:stack(?:ing|ed)?|load(?:ing|ed)?|add(?:ing)?|apply(?:ing)?|chain(?:ing)?"
    r"|with|plus|and)\s+(?:on\s+)?" + _COUNT + r"\s+(?:[\w.-]+\s+)?loras(?![a-z])"
    r"|" + _COUNT.replace("?P<n>", "?P<n2>") + r"\s+loras\s+(?:stacked|loaded|on top|at once)"
    r"|(?:叠|挂|加载|加|套|再上|上)\s*" + _ZH_COUNT + r"\s*(?:个|组)?\s*lora"
)
"""A count of LoRAs loaded on the model ("stack two LoRAs", "with 3 loras", "挂两个 lora")."""
_TRAINED_RE = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*)|训练|炼|微调|练")
"""Training said: the LoRAs are then made, not loaded."""
_WORDS = {"a couple": 2, "a couple of": 2, "a few": 3, "several": 3, "几": 3}


def read_adapters_loaded(scan: Scan) -> None:
    """``adapters_loaded`` when LoRAs are said loaded on the model; their method is inference."""
    text = scan.lower
    m = _LOADED_RE.search(text)
    if m is None or _TRAINED_RE.search(text):
        return
    said = m["n"] or m["n2"] or m["zn"]
    count = _WORDS.get(said) or number(said)
    if count is None or not 1 <= count <= 20:
        return
    scan.set("adapters_loaded", int(count))
    if scan.slots.get("method") == "lora":
        scan.slots["method"] = None  # "加两个 lora 还放得下吗": loaded to run, none trained


__all__ = ["read_adapters_loaded"]
