"""What is asked of a media workload, said outright: a fit (yes or no), or which models fit.

Read by ``workload_slots`` into ``workload_ask``: "will it even load", "能加载吗", "带得动吗"
ask whether the job fits; "which yolo / sam models", "哪些模型" ask for the family's list.
Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re

FIT_ASK_RE = re.compile(
    r"(?<![a-z])(?:fits?\s*(?:\?|,?\s*or\b)"
    # "will it even load", "does it load at all": whether the weights go in at all
    r"|(?:will|would|does) (?:it|this|that)(?: (?:even|actually|still))? (?:fit|work|run|load)"
    r"|fits? (?:in|on|into)|even load|load at all|(?:sits?|stays?) in (?:v?ram|memory)"
    r"|(?:will|would) (?:it )?just oom|too much,?\s+or\s+(?:is it\s+)?(?:fine|ok(?:ay)?)"
    r"|(?:or|will it|would it) (?:oom|run out of (?:v?ram|memory))|enough (?:v?ram|memory)"
    r"|(?:v?ram|memory)\s+(?:ok(?:ay)?|fine|good|enough)\s*\?"  # "batch 16. vram ok?"
    # "will 24GB do it", "would 16 gb cut it", "does my card suffice": the memory judged
    r"|(?:will|would|does|do|can|could)\s+(?:\d{1,3}\s*gb?|it|this|that|my\s+card|the\s+card)"
    r"\s+(?:(?:still|even|really|actually)\s+)?(?:do it|do the job|cut it|suffice|be enough)"
    r"|is \d+\s*gb? enough|(?:handle|hold)s?\s+(?:it|this|that|the|a|an)?\s*[a-z0-9]"
    r"|(?:can|could|will|would)\s+(?:it|a|an|my|the|this|one)\s+[\w\s.-]{0,20}(?:handle|hold)"
    # "on a 3090? or do I need the fp8 one", "fits, or do I halve it"
    r"|or (?:do|would|will|should) (?:i|we) (?:need|have to|halve|cut|lower|drop)"
    r"|do (?:i|we) need (?:the |an? )?(?:fp8|int8|nf4|gguf|quanti[sz]ed|smaller|lighter))(?![a-z])"
    r"|带得动|带不动|扛得住|扛不住|吃得消|hold得住|hold住|撑得住|撑不住|能撑住|撑住吗"
    r"|会不会\s*(?:oom|爆)|(?<![a-z])oom\s*吗|(?:会|能)\s*oom\s*(?:吗|不)"
    r"|装得下|装不下|能装下|放得下|放不下|能放下|会不会爆|爆不爆|会爆吗|爆显存吗|能行吗|能行不|行不行|行吗"
    r"|(?:能不能|能|可以)\s*(?:加载|载入)|(?:加载|载入)得(?:进去|进|了|起来)|(?:加载|载入)不(?:进去|了|起来)"
    r"|跑得动|跑不动|跑得起来|够不够|够吗|能不能跑|还是(?:要|得)?(?:减半|砍半|调小|降到)"
    # the models weighed on a card's memory: "哪个对 12g 显存更友好", "friendlier to 12gb"
    r"|对\s*\d{1,3}\s*g\w*\s*(?:显存)?\s*(?:的卡)?\s*更?友好"
    r"|(?<![a-z])(?:friendlier|kinder|easier)\s+(?:to|on)\s+(?:an?\s+)?\d{1,3}\s*gb?(?![a-z0-9])"
    # the run said to die early: "dead on epoch 1?", "crash at step one", "die at load"
    r"|(?<![a-z])(?:dead|die|dies|crash(?:es)?|blow up|oom)\s+(?:on|at|in|during|before)\s+"
    r"(?:the\s+)?(?:epoch|step|first|start|startup|load|launch)"
    # "能跑起来吗", "能跑吗", "跑起来吗", "起得来吗": whether it runs at all
    r"|能(?:够)?(?:跑|用|部署)(?:起来|得了|得起来)?(?:\s*[a-z0-9][\w.\-]*){0,3}?\s*(?:吗|么)"
    r"|能(?:够)?(?:跑|用|部署)(?:起来|得了|得起来)?不|跑(?:得)?起来(?:吗|不|么)|起得来吗"
    r"|(?<![a-z])(?:can|could|will|would)\s+(?:it|this|that|my|a|an|the)\s*[\w\s.-]{0,20}?"
    r"\s+(?:even\s+)?(?:run|boot|start)\s+(?:it|this|that|at all)\b"
)
"""A fit asked outright ("will it fit in 24GB", "does it work", "能行吗", "会不会爆", "can a 3060
handle it", "带得动吗", "on a 3090, or do I need the fp8 checkpoint"): yes or no."""
LIST_ASK_RE = re.compile(
    r"(?<![a-z])(?:which|what)\s+(?:(?:image|video|vision|speech|diffusion|sd|detection"
    r"|object detection|segmentation|classification|transcription|asr|upscal(?:ing|er))\s+"
    r"(?:gen\s+)?)?models?"
    r"|which of (?:these|them|those)(?![a-z])|(?:哪些|什么|哪几个|哪个)[\u4e00-\u9fff]{0,4}模型"
    # the sizes or versions of one family asked ("what whisper sizes can I run", "哪些版本")
    r"|(?<![a-z])(?:which|what)\s+(?!llms?\s)(?:[a-z][\w.-]*\s+)?(?:sizes|versions|variants"
    r"|checkpoints|models)\b"
    # two families joined: "which yolo / sam models", "what whisper or wav2vec sizes"
    r"|(?<![a-z])(?:which|what)\s+[a-z][\w.-]*\s*(?:/|,|or|and|&)\s*[a-z][\w.-]*\s+"
    r"(?:sizes|versions|variants|checkpoints|models)\b"
    r"|(?:哪些|哪几个|哪几种)(?:尺寸|版本|型号|规格)|(?:哪些|哪几个|哪几种)\s*[a-z]"
    # one size of the family asked: "能跑哪个档位的 whisper", "which size of whisper can it run"
    r"|(?:哪个|哪一?种|哪一?档|多大)\s*(?:的)?\s*(?:档位|档次|尺寸|规格|大小)"
    r"|(?<![a-z])(?:which|what)\s+size\s+(?:of\s+)?(?:the\s+)?[a-z]"
    r"|(?<![a-z])(?:biggest|largest)\s+[a-z][\w.-]*\s+(?:model\s+)?(?:i|we|it)\s+can\b"
    # models beyond the one named, asked open: "is anything newer usable", "what else runs"
    r"|(?<![a-z])anything\s+(?:newer|else|bigger|more recent|recent)(?![a-z])"
    r"|(?<![a-z])what\s+else\s+(?:can|could|will|would|runs?|fits?|works?)(?![a-z])"
    r"|还(?:能|可以)(?:跑|用)(?:什么|啥|哪些)|(?:更新|新一点|别)的(?:模型)?(?:能|可以)(?:跑|用)(?:吗|不|么|哪些|什么)"
)

_STATED_RATE_RE = re.compile(
    r"\d\s*(?:(?:s|secs?|seconds?|mins?|minutes?)\s+)?(?:per|an?|/)\s*(?:image|img|picture)"
)
"""A time per image with its figure ("5 min per image", "10s/img"): a bound stated, no ask."""


def without_stated(text: str) -> str:
    """``text`` less the times per image it states, so a rate asked is read on what is left."""
    return _STATED_RATE_RE.sub(" ", text)


__all__ = ["FIT_ASK_RE", "LIST_ASK_RE", "without_stated"]
