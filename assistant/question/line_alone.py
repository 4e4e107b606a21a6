"""A model line's own name said alone ("scout", "maverick"), no family before it, is that model.

"scout's context window is marketing-sized … how many GB of KV at 1M tokens": people call Llama 4
Scout and Maverick by their line word; the model reader knows them only after "llama 4", so the
question was answered as a concept with no model. Only line words no common word shares are read
alone (not "air", "mini", "small": "air cooling", "mini PC"), only when the catalog has exactly
one model with that word in its id, and only beside words of sizing a model (context, KV, VRAM,
a precision), so a scout said in passing names nothing. The reading is said in an assumption.
Pure: the scan's text and the catalog's ids.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import readings as say
from assistant.question import lexicon as lx
from assistant.question.text import Scan

LINE_NAMES_ALONE = frozenset({"scout", "maverick"})
"""Line words that name a model said alone: no common word is spelled the same."""
_LINE_WORD_RE = re.compile(
    rf"(?<![a-z0-9-])(?P<word>{'|'.join(sorted(LINE_NAMES_ALONE))})(?![a-z0-9])"
)
_SIZING_RE = re.compile(
    r"(?<![a-z])(?:context|ctx|kv|tokens?|vram|memory|weights|params|parameters|bf16|fp16|fp8"
    r"|int[48]|q[2-8](?:_k_[ms])?|gguf|awq|gptq|quant\w*|inference|serve|serving)(?![a-z])"
    r"|\d+(?:\.\d+)?\s*[km]\b|显存|上下文|推理|量化"
)
"""Words of sizing or running a model, beside which a line word is that model."""


def read_line_name_alone(scan: Scan, catalog: Catalog) -> None:
    """Set ``model_id`` from a line word said alone, when it names one catalog model."""
    if scan.slots.get("model_id") or lx.MODEL_RE.search(scan.work) is not None:
        return
    m = _LINE_WORD_RE.search(scan.work)
    if m is None or _SIZING_RE.search(scan.lower) is None:
        return
    word = m["word"]
    ids = [i for i in catalog.models if word in re.split(r"[-_.]", i.lower())]
    if len(ids) != 1:
        return
    scan.blank(m.start(), m.end())
    scan.set("model_id", ids[0])
    scan.set("model_ids", ids)
    scan.assumptions.append(say.LINE_NAME_ALONE(word=word, name=catalog.models[ids[0]].name))


__all__ = ["LINE_NAMES_ALONE", "read_line_name_alone"]
