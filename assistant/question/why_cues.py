"""Cues of an explanation asked, read from the folded text; pure.

A why opening the message, a why about the gap between two cards, and fine-tuning methods
weighed against each other with no card named.

Patterns run on NFKC-folded, lower-cased text (``question.text.fold``).
"""

from __future__ import annotations

import re

from assistant.question.gap_cause import CAUSE_OF_GAP, gap_cause_asked, without_cause_asked

WHY_OPENING_RE = re.compile(
    r"^\W*(?:so |but |ok |okay )?(?:why|how come)(?![a-z])|^\W*(?:为什么|为啥)"
)
"""A message that opens with a why ("why is…", "为啥…")."""
_RATIO_RE = re.compile(
    r"(?<![a-z])(?:faster|slower|quicker)\s+(?:[\w.]+\s+){0,5}?than(?![a-z])"
    r"|(?<![a-z])(?:speeds?[\s-]?up|speedups?|no faster|not (?:much |any )?faster)(?![a-z])"
    r"|比.{0,24}(?:快|慢)|(?:快|慢)(?:那么|这么)多|提速|加速"
)
"""A speed set against another ("barely faster than my 1080 ti", "barely speeds it up", "比 P40
快那么多"): a ratio whose reason is asked."""


_MEMORY_SPENT_RE = re.compile(
    r"(?<![a-z])where (?:does|do|is|are) (?:all )?(?:the |that |this |my )?(?:\w+ ){0,2}?"
    r"(?:memory|vram|gbs?)\s+(?:actually )?(?:go|going|spent|used)(?![a-z])"
    r"|(?<![a-z])what (?:eats|uses|takes up) (?:all )?(?:the |that )?(?:vram|memory)(?![a-z])"
    r"|显存(?:都|全)?(?:去哪|花在哪|用在哪|被谁|被什么)"
)
"""What the memory goes to, asked ("where does all that extra memory go", "显存都去哪了")."""
_WAIT_SPENT = (
    r"(?<![a-z])what(?:'s| is| are) (?:the |my |it |that |this )?(?:[\w.]+ )?(?:doing|busy with)"
    r" (?=(?:in|during|for|before|while|all)(?![a-z]))|(?<![a-z])what happens (?:in|during)"
    r" (?=those|that|the|this)"
    r"|(?:这|那)\s*\d*\s*(?:秒|分钟|段时间)(?:里|内|钟)?\s*(?:都)?在(?:干|做)(?:什么|啥|嘛)"
)
_WAIT_SPENT_RE = re.compile(_WAIT_SPENT)
"""What a wait seen is spent on, asked ("what is the model doing in those 9 seconds", "这 9 秒在
干什么"): the work behind it explained (prefill for a slow first token)."""


def own_why_asked(folded: str, sized: bool) -> bool:
    """A why opening a message about the asker's own setup, asked rather than a size.

    With nothing to size ("why is prompt processing on my mac so slow") the why is asked; with
    a model or a training job named, only when it is asked of a speed set against another ("why
    is my 2070 barely faster than my 1080 ti at resnet training"): the calculators give the two
    speeds, not the reason one is not more than the other.
    """
    if WHY_OPENING_RE.search(folded) is None:  # "my 4060 ti has more tflops, yet his 3090 is
        # faster, what's going on": the gap's cause, asked; "…eats 11gb training, where does
        # all that memory go": what the memory is spent on, asked
        spent = _MEMORY_SPENT_RE.search(folded) or _WAIT_SPENT_RE.search(folded)
        return gap_cause_asked(folded) or spent is not None
    return not sized or _RATIO_RE.search(folded) is not None


_PICK_OR_VERSUS_RE = re.compile(
    r"(?<![a-z])(?:which|vs\.?|versus|or|should i|worth)(?![a-z])|哪|选|值不值|值得"
    # "还是" as "or", not as "still" ("跑 70b 还是没有两张 3090 快")
    r"|还是(?!没|不|比|这么|那么|很|太|一样|会|慢|快|差|赶不上|追不上)"
)


def why_of_a_gap(folded: str) -> bool:
    """A why opening the message about a gap between two cards, with no pick asked.

    "为啥 5090 带宽高 80%，decode 就能快这么多？" explains the gap; "why h100 or a100, which
    should I take" still weighs the cards.
    """
    # "4090 跑 llm 到底差在哪，带宽还是算力": the gap's cause asked anywhere, its causes weighed
    opened = WHY_OPENING_RE.search(folded) is not None or gap_cause_asked(folded)
    return opened and not _PICK_OR_VERSUS_RE.search(without_cause_asked(folded))


_METHOD_RES = (
    re.compile(r"(?<![a-z])q-?lora(?![a-z])"),
    re.compile(r"(?<![a-z-])lora(?![a-z])"),
    re.compile(
        r"(?<![a-z])full(?:[\s-]?(?:param\w*|fine[\s-]?tun\w*|finetun\w*|ft)|(?= fine))"
        r"|全参|全量微调|全量训练"
    ),
)
"""LoRA, QLoRA and full fine-tuning as people name them."""
_GAP_ASKED_RE = re.compile(
    r"(?<![a-z])(?:difference|differ\w*|vs\.?|versus|compare\w*|each|respectively)(?![a-z])"
    r"|差多少|差别|区别|差距|对比|分别|各(?:自|要|需)"
)
"""How the methods differ is asked ("差多少", "how much does each take")."""


def methods_weighed(folded: str) -> bool:
    """Two or more fine-tuning methods weighed ("lora、qlora、全参微调显存差多少"): explained."""
    named = sum(1 for pattern in _METHOD_RES if pattern.search(folded))
    return named >= 2 and _GAP_ASKED_RE.search(folded) is not None


_FABRIC_RE = re.compile(
    r"(?<![a-z])(?:infiniband|ib|roce(?:v2)?|rdma|gpudirect|ethernet|[1-8]00\s?g(?:b(?:e|/s|ps))?"
    r"|25\s?gbe|100\s?gbe)(?![a-z0-9])|以太网|网卡"
)
"""The network between GPU servers named ("is IB worth it", "RoCE 就够吗", "400G 网卡")."""
_FABRIC_ASKED_RE = re.compile(
    r"(?<![a-z])(?:worth|need(?:ed)?|matters?|necessary|required|enough|bottleneck\w*|vs\.?"
    r"|versus|or)(?![a-z])|要不要|需不需要|值不值|有没有必要|必要|还是|够不够|够吗|就够|瓶颈|区别"
)
"""What is asked of it: whether it is needed, worth it, enough, or one against another."""


_LINK_FIGURE_RE = re.compile(
    r"(?:nvlink|nvswitch|互联|卡间)[^，,。;；?？]{0,16}?~?\d[\d.]*\s*(?:gb/s|tb/s|gbps|g)(?![a-z])"
)
"""A figure said of the link between a box's cards ("NVLink 被砍到 400GB/s"): the card's own
link, not the network between servers that "400G" otherwise names."""


def fabric_weighed(folded: str) -> bool:
    """The network between servers weighed ("is IB worth it for 2 nodes", "上 IB 还是 RoCE").

    The guides explain it, whatever cards and model the question also names.
    """
    folded = _LINK_FIGURE_RE.sub(" ", folded)
    return _FABRIC_RE.search(folded) is not None and _FABRIC_ASKED_RE.search(folded) is not None


_PICK_ASKED_RE = re.compile(
    r"(?<![a-z])(?:which|what) (?:gpus?|cards?|hardware|server)|how many (?:gpus?|cards?|boxes)"
    r"|what to (?:buy|spec|get)|(?:买|选|配)(?:什么|啥|哪)|几张|多少张"
)
"""Hardware to pick asked beside it ("which gpus, how many, and do i need infiniband"): the
pick leads, the network is one of its questions."""


_STRATEGY_RES = (
    re.compile(r"(?<![a-z])fsdp2?(?![a-z])"),
    re.compile(r"(?<![a-z])(?:deepspeed|zero[\s-]?[123](?![0-9]))"),
    re.compile(r"(?<![a-z])ddp(?![a-z])"),
    re.compile(r"tensor[\s-]?parallel\w*|(?<![a-z])tp(?![a-z])|张量并行"),
    re.compile(r"pipeline[\s-]?parallel\w*|(?<![a-z])pp(?![a-z])|流水线并行"),
)
"""Multi-GPU training and serving strategies as people name them."""
_WHICH_ASKED_RE = re.compile(
    r"(?<![a-z])(?:which|or|instead|switch(?:ing)? to)(?![a-z])|选哪|哪个|还是"
    r"|要不要(?:改|换|切)|改成|换成|改用|换用|切到"  # "TP=2 会不会拖慢，要不要改成 PP=2"
)


def strategies_weighed(folded: str) -> bool:
    """Two or more multi-GPU strategies weighed ("FSDP 和 ZeRO-3 有什么区别，选哪个")."""
    named = sum(1 for pattern in _STRATEGY_RES if pattern.search(folded))
    asked = _GAP_ASKED_RE.search(folded) or _WHICH_ASKED_RE.search(folded)
    return named >= 2 and asked is not None


def weighed_to_explain(folded: str, carded: bool) -> bool:
    """Methods weighed with no card named, strategies or the network between servers weighed.

    So is whether a memory-saving setting helps (``setting_helps``).
    """
    fabric = fabric_weighed(folded) and _PICK_ASKED_RE.search(folded) is None
    weighed = (methods_weighed(folded) and not carded) or fabric or strategies_weighed(folded)
    return weighed or setting_helps(folded)


_SETTING_RE = re.compile(r"(?<![a-z])(?:low|med|high|no)vram(?![a-z])")
"""ComfyUI's memory modes (--lowvram, --medvram, --novram): a setting the guides explain."""
_HELPS_RE = re.compile(
    r"(?<![a-z])(?:does|do|will|would|can|could|is)\s+(?:\S+\s+){0,6}?"
    r"(?:help|make (?:a|any) difference|worth (?:it|using)|do anything)(?![a-z])"
    r"|(?:有用|管用|有效果?|有帮助|有没有用|用处大)(?:吗|么|不)?"
)


def setting_helps(folded: str) -> bool:
    """Whether a memory-saving setting is asked to help: how it works and its cost are explained.

    "does --lowvram help flux on 8gb", "lowvram 参数对 8G 卡有用吗".
    """
    return _SETTING_RE.search(folded) is not None and _HELPS_RE.search(folded) is not None


_OF_IT_RE = re.compile(
    r"(?<![a-z])(?:would|will|does|do|can|could) (?:it|that|this|they) (?:even |actually |still )?"
    r"(?:work|help|apply|be supported|be worth it|make (?:it|a) difference)(?![a-z])"
    r"|(?<![a-z])(?:is|are) (?:it|that|this|they) (?:supported|available) (?:in|on|with)(?![a-z])"
    r"|(?:这个|它|这招|这种)?(?:能用吗|有用吗|管用吗|支持吗|适用吗|能开吗|用得上吗|有效果吗)"
    # worth switching on there, or what it adds: "4090上值得开吗", "worth enabling on a 3090?"
    r"|值得(?:开|用|上|打开|开启)吗|值不值得(?:开|用|上|打开|开启)"
    r"|(?<![a-z])worth (?:it|enabling|turning on|switching on|using)(?: on| with| for)?(?![a-z])"
    r"|额外(?:占|要|需要|吃)(?:多少|几)|how much extra (?:v?ram|memory)"
    # what was explained, applied to cards: "so would a 4060 ti be slower than a 3090 then?"
    r"|(?<![a-z])(?:would|will|is|are|does) (?:an? |the |my )?[\w .+-]{1,30}? (?:be |run |get )?"
    r"(?:any |much |a lot |way )?(?:slower|faster|quicker) than(?![a-z])"
    r"|(?:会|是不是|是否|也)比[^，,。？?]{1,20}?(?:慢|快)"
)
"""Whether "it", the technique explained before, works or helps ("so would it work with
llama.cpp on a single 3090?", "3090 上能用吗")."""


def asks_of_the_technique(folded: str) -> bool:
    """Whether the message asks if the technique talked of works or helps on a setup."""
    return _OF_IT_RE.search(folded) is not None


_WHICH_OF_THEM_RE = re.compile(
    r"(?<![a-z])which (?:one|of (?:the(?:m| two)?|those|these))(?![a-z])"
    r"|(?<![a-z])which (?:should|would|do) (?:i|we|you) (?:use|pick|choose|go with|take)(?![a-z])"
    r"|(?:选|用|挑|上)(?:哪个|哪种|哪一个|哪一种)|哪(?:个|种)(?:好|更好|更合适|合适|更适合|适合)"
)
"""Which of the things just weighed is asked ("那 8G 的卡选哪个", "which one on a 3060?")."""


def asks_which_of_them(folded: str) -> bool:
    """Whether the message asks which of several things (named before) to take."""
    return _WHICH_OF_THEM_RE.search(folded) is not None


_EFFECT_EN = r"(?:affects?|hurts?|harms?|impacts?|degrades?|changes?|effect on|impact on|worse)"
_QUALITY_EN = r"accuracy|quality|convergence|generali[sz]ation|results|map|loss curve"
_QUALITY_ZH = r"精度|准确率|效果|质量|收敛|泛化|map|最终结果"
"""What a model learns or outputs, as a setting's effect on it is asked about."""
QUALITY_AMOUNT_RE = re.compile(
    r"(?:准确率|准确度|精度|正确率|识别率|错误率|质量|画质|效果|wer|cer|map)\S{0,4}?(?:会)?(?:掉|降|下降|损失|差|变差)?"
    r"\S{0,2}?(?:多少|几个点)|变笨多少|(?:掉|降)(?:多少|几个)点"
    r"|(?<![a-z])how much (?:accuracy|quality|precision|wer)(?![a-z])"
    r"|(?<![a-z])how much (?:worse|dumber)(?![a-z])"
)
"""An amount of quality asked ("准确率会掉多少", "how much accuracy do I lose"): no calculator
sizes it, so it is part of the why beside it, not an amount that takes the question over."""
EXPLAIN_RE = re.compile(
    r"(?<![a-z])(?:eli5|(?<!ask )(?<!asks )(?<!asked )(?<!asking )(?<!wonders )(?<!wondering )why"
    r"|explain\w*|how (?:does|do) (?:\w+ ){1,4}work|what(?:'s| is) the"
    r" (?:difference|point|benefit|advantage)(?: of| in)?|difference between|trade[\s-]?offs?"
    # "in theory yes??", "in theory it fits": the asker's own estimate, not a how-it-works
    r"|in theory(?!\W{0,3}(?:yes|no|it|that|this|i|we|should|would|could)(?![a-z]))"
    # one cause put up to be weighed: "is that the whole reason flux eats vram, or the t5 too?"
    r"|(?:is|was) (?:that|this|it) (?:the |all the )?(?:whole|only|main|real|sole|full) reason"
    r"|where (?:does|do|is|are) (?:all )?(?:the |that |this |my )?(?:\w+ ){0,2}(?:actually )?"
    r"(?:go|going|spent|used)|what (?:eats|uses|takes up) (?:all )?(?:the |that )?(?:vram|memory))"
    r"(?![a-z])"
    # understanding said as the purpose, nothing after it to decide: "does 1280 really cost 4x?
    # trying to understand before I pick a card", "just want to understand the math first"
    r"|(?<![a-z])(?:trying|want(?:ed)?|need|just want) to understand(?:\s+(?:this|it|that"
    r"|the (?:math|maths|scaling|cost|reason)))?\s*(?:before\b|first\b|[.,;!?]|$)"
    r"|想(?:先)?(?:搞|弄)(?:懂|明白|清楚)(?:原理|道理)?(?:再|先|[，,。？?]|$)"
    # "到底是 288g 还是 270 多 g": figures set side by side, the row asked, not a why
    # a cause put forward for a figure seen: "显存比推理多好几倍，是梯度和优化器状态占的吗"
    r"|是(?:不是)?(?:因为)?[^,;，；。?？]{1,24}?(?:占|导致|造成|引起)的(?:吗|么|嘛)"
    r"|为什么|为啥|原理|到底是(?!\s*~?\d)|(?:是不是|就是|只是)?(?:全部|唯一|主要)(?:的)?原因(?:吗|么|嘛|？|\?)"
    r"|到底(?!(?:该|是|要)?(?:买|租|自购|自建|上云))(?!是?\s*~?\d)(?:\w|[^\x00-\x7f]){1,12}还是"
    rf"|区别在哪|{CAUSE_OF_GAP}|有什么区别|啥区别|什么是"
    rf"|{_WAIT_SPENT}|是什么意思|怎么理解|拿什么换什么|换来什么|(?:有|还有)什么意义|意义何在"
    # a setting's effect on what the model learns or outputs: "batch 开大对精度有影响吗"
    rf"|(?<![a-z])(?:{_EFFECT_EN}) (?:the |my |model |final )?(?:{_QUALITY_EN})(?![a-z])"
    rf"|对(?:模型|最终|最后)?的?(?:{_QUALITY_ZH})(?:有|会有|有没有)(?:什么|多大|啥)?(?:影响|坏处|损失)"
    rf"|(?:影响|损失|降低|掉)(?:模型)?的?(?:{_QUALITY_ZH})(?:吗|么|嘛)"
)
"""A why or how-it-works asked; a why someone else asks ("my cfo keeps asking why we don't buy")
is reported speech, not the user's question, and "到底买还是租" is a choice, not a why."""


__all__ = [
    "EXPLAIN_RE",
    "QUALITY_AMOUNT_RE",
    "WHY_OPENING_RE",
    "asks_of_the_technique",
    "asks_which_of_them",
    "fabric_weighed",
    "own_why_asked",
    "methods_weighed",
    "strategies_weighed",
    "weighed_to_explain",
    "why_of_a_gap",
]
