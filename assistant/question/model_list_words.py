"""A list of models asked of some hardware: "what can a 3090 run", "能跑什么模型".

"what would a 2-week qlora run … cost" names a run that is priced, not what the cards run.
Read by ``markers``; a pure regular expression over the folded text.
"""

from __future__ import annotations

import re

_FORMAT = (
    r"(?:fp8|fp16|bf16|fp4|nvfp4|mxfp4|int[48]|[48][\s-]?bit|q[2-8](?:_k(?:_[ms])?)?|awq|gptq|gguf"
    r"|quanti[sz]ed)"
)
"""A weight format said before "models" ("which fp8 models fit", "what 4-bit models run")."""

MODEL_LIST_RE = re.compile(
    r"\b(?:which|what)\s+(?:other\s+|else\s+)?(?:(?:big|bigger|large|small|decent|capable)\s+)?"
    r"(?:open(?:[\s-]?(?:source|weights?))?\s+)?"
    # "which 70B-class models fit in 4-bit": a size class bounds the list, names no model
    r"(?:local\s+)?(?:\d{1,3}(?:\.\d)?\s?b(?:[\s-]?(?:class|ish|range|sized?|tier))?\s+)?"
    rf"(?:{_FORMAT}\s+)?(?:models?|llms?)\b"
    r"|\bwhat (?:else )?(?:can|could|will|would) (?:i|we|it|they|my \w+"
    r"|(?:a|an|the|my|our|this|that|one|two|\d+\s?x?)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+)"
    r" (?:(?:actually|realistically|even|still|really)"
    r" )?(?:run|deploy|host|serve|fine[\s-]?tune|train)"
    # "what would a 2-week qlora run … cost", "what would that run me": the run is priced
    r"(?![^.?!]{0,60}?\b(?:cost|set (?:me|us) back|come to)\b)(?!\s+(?:me|us|you)\b)"
    r"|\bwhat(?:'?s| is| are) (?:\w+ )?worth (?:running|hosting|serving|trying|putting)\b"
    r"|\b(?:anything|something|models?|llms?) (?:\w+ )?worth (?:running|hosting|trying)\b"
    r"|(?:废铁|电子垃圾)"
    r"|\bwhat (?:\w+ )?(?:models?|llms?) (?:can|could|will|would) (?:it|this|that|they|the \w+)"
    r" (?:(?:actually|realistically|even|still|really) )?(?:handle|manage|fit|take|do)\b"
    r"|\bwhat (?:else )?(?:can|could|will|would) (?:it|this|that|they) (?:handle|manage)\b"
    # "what else runs well on this card", "what other stuff fits on it": the rest of its list
    r"|\bwhat (?:else|other (?:\w+ )?(?:stuff|things|models?|llms?)) (?:\w+ )?(?:runs?|fits?|works?"
    r"|loads?)\b(?: \w+){0,2}? (?:on|in|with)\b"
    r"|还有(?:什么|啥|哪些)(?:模型)?[^，。？?]{0,12}?(?:跑|装|放|部署)得?(?:好|动|下|顺|快|流畅)"
    r"|\b(?:biggest|largest) (?:(?:open|local|open[\s-]?(?:source|weights?)) )?(?:models?|llms?)\b"
    r"|\b(?:smartest|best) (?:model|llm)s? (?:i|we) can\b"
    # "the biggest thing that does fit on it", "largest one i can run": the model said by a pronoun
    r"|\b(?:biggest|largest) (?:(?:thing|one|option)s? )?(?:that|which|i|we|it) (?:\w+ ){0,2}?"
    r"(?:fits?|runs?|loads?)\b"
    r"|(?:[放塞装]得?下|跑得动|能跑)的?最大的?(?:模型|是?(?:哪个|啥|什么))"
    r"|\bsweet[\s-]?spot (?:model|llm|size)s?\b|\b(?:model|llm) sweet[\s-]?spot\b"
    r"|\bwhich of the (?:\w+ ){0,3}(?:models?|llms?)\b"
    # "哪些 14b 以下的模型", "有哪些 7b-14b 的模型": a size, or a range of sizes, bounds the list
    r"|(?:哪些|什么|啥)(?:\s*(?:\d+(?:\.\d+)?\s*b?\s*(?:-|~|到|至)\s*)?\d+(?:\.\d+)?\s*b"
    r"\s*(?:以下|以内|左右|上下)?\s*)?(?:开源)?(?:的)?(?:大)?(?:模型|llm)"
    r"|(?:能|可以)(?:多|再|额外)?(?:在?本地)?(?:跑|部署|运行|带动?|玩|上|装)(?:得了|得动|得下)?(?:点|些)?(?:什么|哪些|啥)"
    r"|(?:值得|适合)(?:跑|部署|装|玩)(?:点|些)?(?:什么|哪些|啥)|(?:能|可以)(?:带得动|扛得住|hold住)(?:什么|哪些|啥)"
    r"|最大(?:能)?(?:跑|部署|运行)(?:多大|什么)|最大能?(?:到|跑到|支持)?多大(?:的)?(?:参数|模型)"
    r"|(?:能|可以)(?:全参|全量|lora|qlora)?(?:微调|训练|训|跑|部署)多大(?:的)?(?:模型|参数)"
    # "全参能训到几 b", "最多跑到多少b": the size reached, in billions, is the list's top
    r"|(?:微调|训练|训|跑|部署|装)(?:得)?(?:到|下)\s*(?:几|多少)\s*b(?![a-z])"
    # "qwen 系列里哪些 gguf 能全放显存", "哪些能完整放进去"
    r"|哪些[^，。？?]{0,12}?(?:能|可以)(?:全部?|完整(?:地)?|完全|整个|都)?(?:放|塞|装|跑|部署)"
    r"|\bwhich (?:[\w.-]+ ){0,3}?(?:ggufs?|quants?|sizes|variants) (?:\w+ )?(?:fit|run)"
    # the models it runs, then which of them: "这卡能跑的模型里，中文好的有哪些", "of the models
    # this p40 can run, which are best at chinese"
    r"|(?:能|可以)(?:跑|部署|运行|装|放)(?:得了|得动|得下|下)?的(?:开源)?(?:大)?(?:模型|llm)"
    r"[^。？?]{0,20}?(?:哪些|什么|啥|哪几个|推荐|列)"
    # "list what fits at fp8", "list of 2025-26 open models I can serve": the list asked outright
    r"|\blist (?:what|which) (?:\w+ ){0,2}?(?:fits?|runs?|loads?|(?:i|we) can)\b"
    r"|\blist of (?:[\w.-]+ ){0,3}?(?:models?|llms?)\b"
    r"|\b(?:models?|llms?) (?:that )?(?:it|i|we|this \w+|that \w+|the \w+|my \w+) (?:can|could)"
    r" (?:\w+ )?(?:run|fit|handle|host|serve)\b[^.?!]{0,40}?\b(?:which|what|name|list)\b"
)
"""The question asks which models some hardware runs (a list is the answer)."""

__all__ = ["MODEL_LIST_RE"]
