"""What a comparison says when the user states the cards' prices, in English and Chinese.

Sentences for ``answer.price_weighed``: speed per money at the prices said, or the premium
one card carries weighed against how much faster it is.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

BOTH_BETTER = T(
    "priced.both_better",
    "**The {best} is the better buy at your prices** for {task}: faster ({fast} against {slow}"
    " on the {other}) and more work per money ({best_price} against {other_price}).",
    "**按你给的价格，{best} 更值**（{task}）：更快（{fast}，{other} 为 {slow}），"
    "单位价格的产出也更高（{best_price} 对 {other_price}）。",
)
VALUE_OVER_SPEED = T(
    "priced.value_over_speed",
    "**At your prices the {cheap} is the better value** for {task}: {slow} for {cheap_price}"
    " against {fast} on the {dear} for {dear_price}; the {dear} is {faster} faster for {dearer}"
    " more money, so buy it only if the speed is worth the difference.",
    "**按你给的价格，{cheap} 性价比更高**（{task}）：{cheap_price} 得到 {slow}，{dear} "
    "{dear_price} 得到 {fast}；{dear} 快 {faster}，贵 {dearer}，只有速度值这个差价时才选它。",
)
SPEED_OVER_VALUE = T(
    "priced.speed_over_value",
    "**At your prices the {dear} is the better value** for {task}: {fast} for {dear_price}"
    " against {slow} on the {cheap} for {cheap_price}; it is {faster} faster for {dearer} more"
    " money.",
    "**按你给的价格，{dear} 性价比更高**（{task}）：{dear_price} 得到 {fast}，{cheap} "
    "{cheap_price} 得到 {slow}；快 {faster}，只贵 {dearer}。",
)
PREMIUM_WORTH = T(
    "priced.premium_worth",
    "**Yes, on speed per money the {dear} is worth the {premium} more** for {task}: {faster}"
    " faster ({fast} against {slow}) for {dearer} more than the {cheap}'s {base}.",
    "**按单位价格的速度算，{dear} 多花 {premium} 值得**（{task}）：快 {faster}（{fast} 对 "
    "{slow}），价格只比 {cheap} 的 {base} 高 {dearer}。",
)
PREMIUM_NOT_WORTH = T(
    "priced.premium_not_worth",
    "**Not on speed per money: the {dear} is {faster} faster** for {task} ({fast} against"
    " {slow}) **for {premium} more**, {dearer} over the {cheap}'s {base}; buy it only if that"
    " speed (or its memory) is worth the difference.",
    "**按单位价格的速度算不值：{dear} 快 {faster}**（{task}，{fast} 对 {slow}），**却贵 "
    "{premium}**，比 {cheap} 的 {base} 高 {dearer}；只有速度（或显存）值这个差价时才选它。",
)
PREMIUM_ONLY = T(
    "priced.premium_only",
    "**The {dear} is {faster} faster** for {task} ({fast} against {slow} on the {cheap}) **for"
    " {premium} more**.",
    "**{dear} 快 {faster}**（{task}，{fast} 对 {cheap} 的 {slow}），**贵 {premium}**。",
)
