"""A card itself asked to be judged broken, or given back.

"是显存颗粒坏了吗", "is the vram bad?", "是卡本身的问题吧", "能拿这个证据找卖家吗". Not how to
find out ("怎么检测颗粒有没有坏"): that asks for the method. Patterns run on NFKC-folded,
lower-cased text. Pure.
"""

from __future__ import annotations

import re

from assistant.question.health_readings import return_asked
from assistant.question.text import fold

FAULT_ASKED = (
    r"坏了?(?:吗|么|嘛)|是不是.{0,8}坏|有没有.{0,6}坏|(?:卡|显卡|它)(?:是不是|有没有)(?:有)?(?:问题|毛病)"
    r"|\bis (?:the |my |it |this )?(?:\w+ ){0,2}(?:bad|broken|dead|faulty|defective|failing)\b"
    r"|\bis (?:that|this|it|the [\w.-]+) an? (?:problem|issue|fault)\b"
    r"|是(?:个)?(?:问题|故障)(?:吗|么|还是)|(?:卡|显存|颗粒|它)(?:本身)?有(?:问题|毛病)(?:吗|么|嘛|吧)"
    r"|是不是.{0,6}(?:卡|显卡|显存|颗粒)有(?:问题|毛病)"  # "是不是给我的卡有问题"
    # the card put as the cause and asked back: "是卡本身的问题吧", "it's the card itself, right?"
    r"|(?:卡|显卡|显存|颗粒|它)(?:本身)?的(?:问题|毛病|锅)(?:吧|吗|么|嘛)"
    r"|是不是(?:显存)?(?:颗粒|显存|芯片|核心)(?:本身)?有?(?:问题|毛病)"
    r"|\b(?:it'?s|is it|that'?s) (?:the )?(?:card|gpu|vram|memory) itself\b"
    # what was seen kept as proof for the seller: "能拿这个证据找卖家吗", "enough proof for an RMA"
    r"|(?:证据|凭据|凭证).{0,8}(?:卖家|商家|客服|售后|退货|退款)"
    r"|\b(?:evidence|proof)\b.{0,30}\b(?:seller|vendor|provider|refund|return|rma)\b"
    # the faulty part put as a choice: "bad riser or bad card?", "faulty slot or the gpu?"
    r"|\b(?:bad|faulty|broken|dead|defective) (?:riser|card|gpu|slot|cable|board|motherboard)s?"
    r" or (?:a |the |my )?(?:bad |faulty |broken |dead |defective )?"
    r"(?:riser|card|gpu|slot|cable|board|motherboard)s?\b"
    # the machine put up as faulty in a short question: "broken host?", "bad node?", "坏机器？"
    r"|\b(?:bad|broken|faulty|defective|dead) (?:host|node|machine|box|server|instance|vm|card"
    r"|gpu|slot)\s*[?？]"
)
"""Whether the part itself is asked to be judged broken ("是显存颗粒坏了吗", "is the vram bad?")."""


_METHOD_RE = re.compile(r"怎么|如何|怎样|咋|\bhow (?:do|can|to|would|should)\b|\bway to\b")
"""A way to check asked ("怎么检测颗粒有没有坏"): the method, not a judgment of what was seen."""


def fault_asked(text: str) -> bool:
    """Whether ``text`` asks if the card or a part of it is broken, or whether to return it.

    Not how to find out ("怎么检测颗粒有没有坏"): that asks for the method.
    """
    folded = fold(text)
    asked = re.search(FAULT_ASKED, folded) is not None or return_asked(folded)
    return asked and _METHOD_RE.search(folded) is None


__all__ = ["FAULT_ASKED", "fault_asked"]
