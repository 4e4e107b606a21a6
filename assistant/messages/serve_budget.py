"""What a serving answer says of a sum stated to buy the cards ("30 个医生用，预算十万").

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SERVE_WITHIN_BUDGET = T(
    "serve_budget.within",
    "**Within your {budget}: {count} × {gpu}, {cost} to buy**, serves {users} concurrent users"
    " of {model} ({precision} weights).",
    "**预算 {budget} 以内：{count} × {gpu}，购卡约 {cost}**，可为 {model} 服务 {users} 个"
    "并发用户（权重 {precision}）。",
)
SERVE_OVER_BUDGET = T(
    "serve_budget.over",
    "**Not within your {budget}:** the cheapest setup I size for {users} concurrent users of"
    " {model} is {count} × {gpu} ({precision} weights), {cost} to buy.",
    "**预算 {budget} 不够：**为 {model} 服务 {users} 个并发用户，我算出最便宜的配置是"
    " {count} × {gpu}（权重 {precision}），购卡约 {cost}。",
)
SERVE_BUDGET_PRICES = T(
    "serve_budget.prices",
    "Cards priced at the catalog's purchase prices (launch or street price, each dated in its"
    " row); the server, CPU, memory and power around them are not counted.",
    "显卡按目录中的购买价计（首发价或市场价，各行注明日期）；服务器、CPU、内存和电源不在其内。",
)
