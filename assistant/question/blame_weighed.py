"""The blame for a run put between the card and the asker's own job: a trouble, not a check.

"crashes at epoch 3 with `illegal memory access` … bad card or my batch?", "并发到 20 路延迟堆积，
卡的问题还是得 batch": the asker's own run misbehaves and they weigh the hardware against a
setting of theirs (batch, code, config, precision). That is a job to troubleshoot, whatever
check words ("bad card") it shares with judging a card bought against what was sold; the card
set against another part of the machine ("card or the riser?") stays a check of the hardware.
Patterns run on NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

_OWN_SIDE = (
    r"(?:batch(?:ing|es)?(?:[\s_-]?size)?|bs|code|script|settings?|config\w*|setup|params?|parameters?"
    r"|hyper-?param\w*|data(?:set|loader)?|software|amp|precision|fp16|bf16|lr|learning rate"
    r"|model|training|pipeline|workload|install\w*|drivers?|versions?|docker|container|env\w*)"
)
"""The asker's own side of a run: its settings, code, data or software."""
BLAME_WEIGHED = (
    r"(?<![a-z])(?:(?:bad|faulty|broken|dying|defective|dead)\s+)?(?:card|gpu|hardware)"
    r"\s+(?:issue\s+|problem\s+|fault\s+)?or\s+(?:(?:is it|it'?s|just)\s+)?(?:(?:my|the)\s+)?"
    r"(?:own\s+)?(?:bad\s+)?" + _OWN_SIDE + r"(?![a-z])"
    r"|(?<![a-z])hardware or software(?![a-z])"
    r"|(?:卡|显卡|硬件|gpu)(?:本身)?的?(?:问题|毛病|锅|坏了)\s*(?:呢)?\s*还是\s*"
    r"(?:我的?|得|要|需要|该|应该)?\s*(?:代码|程序|脚本|设置|参数|配置|数据|软件|驱动|环境|镜像|版本"
    r"|batch|bs|精度|模型|调|开|加|改|用|做)"
)
"""The card put against the asker's own side as the cause ("bad card or my batch?", "卡的问题还是
得 batch", "hardware or software?")."""
_BLAME_WEIGHED_RE = re.compile(BLAME_WEIGHED)


def own_setup_blamed(folded: str) -> bool:
    """Whether the card is weighed against the asker's own job as the cause of a run's fault."""
    return _BLAME_WEIGHED_RE.search(folded) is not None


__all__ = ["BLAME_WEIGHED", "own_setup_blamed"]
