"""Whether a card's reading is put up to be checked: a question, not a statement; pure.

"nvidia-smi says x8" states a reading; "… is that normal?", "bad riser or bad card?", "is the
listing lying?" ask it judged. Patterns run on NFKC-folded, lower-cased text.
"""

from __future__ import annotations

import re

from assistant.question.clock_set import HELD_BY_HOST
from assistant.question.fault_asked import FAULT_ASKED
from assistant.question.reading_doubts import HARM_ASKED

ASKS_CHECK_RE = re.compile(
    r"normal|expected|\bok\b|is (?:that|this|it) (?:right|correct)|tamper\w*|fake|legit"
    # a reading set against the spec, which is asked: "143771MiB … which number is right?"
    r"|\bwhich (?:number|figure|value|reading|one) is (?:right|correct)\b"
    r"|(?:哪个|哪一个)(?:数字?|数值|读数)?(?:才)?(?:是)?(?:对|准|正确)"
    r"|how (?:do|can|would|should) (?:i|we)"
    r"|how to|what (?:command|tool)|which (?:command|tool)|test|measure|check|verify"
    r"|正常|手脚|假|怎么|如何|用什么|命令|测|检查|验证|是不是|有没有|能用|能不能用|还能用|有问题|没问题"
    r"|\bhow hot\b|\bworr(?:y|ied)\b|多少度|危险"  # a limit asked: "how hot before I worry"
    r"|(?:ok|safe|fine) to use|usable|ripped off|\bscam\w*|cheated|short-?changed|被坑|坑人"
    # kept or given back on it: "should I ask for another node?", "要不要换机器"
    r"|another (?:node|machine|card|instance)|send (?:it|them) back|walk away"
    # a complaint weighed: "should I complain to the host?", "要不要投诉"
    r"|\bcomplain\w*|投诉|找(?:客服|商家|平台)"
    r"|要不要(?:退|换)|该不该"
    # what a reading costs asked: "is that fine?", "does x8 matter", "会影响推理吗"
    r"|(?:is|that'?s|it'?s) (?:that |this |it )?fine\b|\bmatters?\b|\bhurt|影响|要紧|有关系"
    # the harm put strongly: "does that kill tensor parallel?", "will x4 cripple training"
    r"|\b(?:does|will|would|could) (?:that|this|it|x\d+|gen\s?\d) (?:kill|cripple|tank|ruin)\b"
    r"|\b(?:a |an )?(?:problem|issue)\s*[?？]"
    # "… or just power saving?": the card's own saving weighed against a fault
    # "broken slot or just idle downclock?": the link's own idle drop weighed against a fault
    r"|(?:just|only) (?:an? )?(?:idle )?(?:power[\s-]?sav\w*|aspm|down[\s-]?clock\w*)"
    r"|(?:是|算)?省电(?:模式|机制)?(?:吗|吧|而已)"
    rf"|{FAULT_ASKED}"  # "is x8 gen4 a problem?"
    # the cause put as a question: "is this a power cap thing?", "thermal?", "是功耗墙吗"
    r"|\bis (?:this|that|it) (?:a |an |the )?(?:power|thermal|heat|cap|throttl)"
    r"|被(?:限|锁)了?(?:功耗|功率)|(?:是|撞)(?:了)?(?:功耗墙|温度墙)"
    r"|\b(?:thermal|heat|power[\s-]?(?:cap|limit)|throttl\w*)\s*\?"
    # where the fault lies asked: "是卡的问题还是主板", "the card or the motherboard?"
    r"|(?:卡|显卡|gpu)的?问题.{0,2}还是|还是(?:主板|插槽|转接|riser)"
    r"|\b(?:card|gpu) or (?:the |my )?(?:motherboard|mobo|slot|board|riser|platform|psu)\b"
    r"|插错|插(?:在)?(?:了)?错|\bwrong slot\b"  # "是插错槽了吗", "is it in the wrong slot"
    # the reading held against the card's limits, or the host suspected of holding it down:
    # "within spec?", "is Google capping them", "是不是平台限频了"
    r"|\b(?:within|in|out of|outside(?: of)?) (?:the )?spec\b|超出规格|超规格"
    # what was listed or sold doubted: "is the listing lying?", "是不是虚标"
    r"|\b(?:listing|listed|ad|advert|spec sheet|seller|host|provider)\w* (?:is |was )?"
    r"(?:lying|lied|wrong|false|misleading|accurate|honest)\b|虚标|标(?:的|得)不对|货不对板"
    # the reading put as a slow job's cause: "is that why inference is slow?", "是不是因为这个才慢"
    r"|\b(?:is|could) (?:that|this|it) (?:be )?(?:why|the reason|the cause)\b"
    r"|是不是因为这个|是因为这个|(?:这个|这)是(?:不是)?(?:慢的)?原因"
    r"|"
    + HELD_BY_HOST
    + HARM_ASKED  # "safe long term or am i cooking it": the reading's harm asked
)
"""A check asked for: a check named with no question is a statement, not a verify question."""


__all__ = ["ASKS_CHECK_RE"]
