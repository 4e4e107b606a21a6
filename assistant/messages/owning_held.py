"""What a rent-or-buy answer says when the cards are the user's already, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

HELD_KEEP = T(
    "owning.held_keep",
    "**Keeping your {setup} running is cheaper**: they are paid for, so only running them"
    " counts, about {run} a month ({energy} electricity, {upkeep} upkeep) at {util:.0%} use,"
    " against {rent} a month renting for the same hours.",
    "**继续用你已有的 {setup} 更便宜**：卡已经买了，只算运行成本，利用率 {util:.0%} 时每月约"
    " {run}（电费 {energy}，维护 {upkeep}），同样时长租用每月 {rent}。",
)
HELD_RENT = T(
    "owning.held_rent",
    "**Renting is cheaper even with your {setup} paid for**: running them costs about {run} a"
    " month ({energy} electricity, {upkeep} upkeep) at {util:.0%} use, renting the same hours"
    " {rent}.",
    "**即使 {setup} 已经买了，租用仍更便宜**：利用率 {util:.0%} 时自己跑每月约 {run}"
    "（电费 {energy}，维护 {upkeep}），同样时长租用每月 {rent}。",
)
