"""A context length said as a bare power-of-two token count ("crank it to the full 131072").

Context windows are set in powers of two (4096, 32768, 131072), and a number of that form said
alone is a context length whatever word stands beside it: "and at 32768?" after a fit, "push it
to 65536". A number with a unit, a size ("4096x4096"), money, or a count word after it is
something else and is left alone.
"""

from __future__ import annotations

import re

BARE_CONTEXT_RE = re.compile(
    r"(?<![\d.,$¥￥x×*])(?P<n>2048|4096|8192|16384|32768|65536|131072|262144|524288|1048576)"
    r"(?P<k>)(?![\d.,]|\s*(?:[x×*]|mi?b|gi?b|g(?![a-z])|m(?![a-z])|kb|cores?|cuda|steps?|images?"
    r"|samples?|rows?|examples?|px|pixels?|files?|hz|mhz|元|块|美元|usd|cny|rmb|dollars?|w(?![a-z])"
    r"|个|张|条|步|核|gpus?|cards?|requests?|users?|files?|documents?|bytes?|dim"
    # a rate: "4096 tokens per second", "2048 tok/s"
    r"|(?:tokens?|toks?|t)\s*(?:/\s*s|per\s+s(?:ec(?:ond)?)?|a\s+second)))",
    re.IGNORECASE,
)
"""A power-of-two count of 2048 tokens or more, said with no unit."""

__all__ = ["BARE_CONTEXT_RE"]
