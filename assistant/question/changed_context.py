"""A context length changed in the message: the value it was changed to, or one wished back.

A length wished back ("cut it to 8k … any way to get 32k back") is the one asked about.

"我设了 num_ctx 32768 … 改回 8192 还是一样", "ran it with 16k context, dropped it back to 4096,
same thing": the context now set is the last one, so it is read before the general context
reader (``slots.read_context``), which keeps the first length it finds.
"""

from __future__ import annotations

import re

from assistant.question.numbers import tokens_value
from assistant.question.text import Scan

_CONTEXT_WORD_RE = re.compile(
    r"ctx|context|上下文|max[-_\s]?model[-_\s]?len|seq(?:uence)?[\s_-]?len"
    r"|(?<![\w-])-c(?=\s+\d)"
)
"""A context length named (a flag or the word)."""
_CHANGED_TO_RE = re.compile(
    r"(?:改回|改成|改为|改到|降到|降回|调到|调回|调成|设回|设成|换成|减到|减小到"
    r"|(?:set|changed|dropped|lowered|reduced|cut|put|turned)\s+(?:it\s+)?(?:back\s+)?(?:down\s+)?to"
    r"|back\s+(?:down\s+)?to|down\s+to)"
    r"\s*(?P<n>\d{1,6})\s*(?P<k>k)?(?![\d.a-z])"
)
"""A value the setting was changed to ("改回 8192", "dropped it back to 4k")."""
_WISHED_RE = re.compile(
    r"(?:得|要|需|还是|能不能|可以|可不可以|是否|如果|要是|假如|或者|should|need|have\s+to|or|would|if"
    r"|could|can\s+i|must)\s*(?:i\s+)?$"
)
"""A change asked about, not made ("还是得降到16k", "or should I drop it to 16k"): not in force."""
_WANTED_BACK_RE = re.compile(
    r"(?:get|bring|have|keep|restore|run)\s+(?:the\s+|my\s+|it\s+(?:at\s+)?)?(?P<n>\d{1,6})\s*(?P<k>k)?"
    r"(?![\d.a-z])\s*(?:context\s+|ctx\s+)?(?:back|again)"
    r"|(?:恢复|回到|找回|拉回|加回|用回|开回)(?:到)?\s*(?P<n2>\d{1,6})\s*(?P<k2>k)?(?![\d.a-z])"
)
"""The length wished back after the change ("any way to get 32k back", "能不能恢复到 32k"): the
length asked about, not the one now set."""
SMALLEST_CONTEXT = 256
"""A changed-to number below this is no context length ("cut it down to 2 cards")."""


def read_changed_context(scan: Scan) -> None:
    """Set ``context_tokens`` to the value a named context was changed to, when one was."""
    named = _CONTEXT_WORD_RE.search(scan.work)
    if named is None:
        return
    back = _WANTED_BACK_RE.search(scan.work)
    wanted = tokens_value(back["n"] or back["n2"], back["k"] or back["k2"]) if back else None
    if back is not None and wanted is not None and wanted >= SMALLEST_CONTEXT:
        # "had to cut max-model-len to 8k … any way to get 32k back": the 32k is asked
        scan.set("context_tokens", wanted)
        scan.blank(*back.span())
        change = _CHANGED_TO_RE.search(scan.work, named.end())
        if change is not None:
            scan.blank(*change.span())
        return
    change = _CHANGED_TO_RE.search(scan.work, named.end())
    if change is None or _WISHED_RE.search(scan.work[max(0, change.start() - 12) : change.start()]):
        return
    value = tokens_value(change["n"], change["k"])
    if value is not None and value >= SMALLEST_CONTEXT:
        scan.set("context_tokens", value)
        scan.blank(*change.span())


__all__ = ["read_changed_context"]
