"""A hosted API's token price weighed against renting GPUs, in English and Chinese.

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SELF_HOST_COST = T(
    "api.self_host_cost",
    "**Self-hosting costs about {per_m} per 1M output tokens at full load:** {setup} rented at"
    " {rate} an hour generates about {tps:,.0f} tokens/s of {model} batched ({engine},"
    " {precision}); an API priced below that per 1M tokens is cheaper, and so is any API when"
    " the GPUs sit idle (at {busy:.0%} busy a million tokens cost {per_m_busy})",
    "**自己租卡部署，满负荷时每百万输出 token 约 {per_m}：**{setup} 按每小时 {rate} 租用，"
    "批量生成 {model} 约 {tps:,.0f} tokens/s（{engine}，{precision}）；"
    "API 每百万 token 比这个便宜就用 API，卡闲着时 API 也更划算"
    "（只有 {busy:.0%} 的时间在忙时，每百万 token 要 {per_m_busy}）",
)
API_CHEAPER = T(
    "api.cheaper",
    "**The API is cheaper:** at {api} per 1M tokens it beats {setup} even at full load, where"
    " self-hosting {model} costs about {per_m} per 1M output tokens ({rate} an hour, about"
    " {tps:,.0f} tokens/s batched)",
    "**API 更便宜：**每百万 token {api}，比 {setup} 满负荷自建还便宜；"
    "自己跑 {model} 满负荷时每百万输出 token 约 {per_m}"
    "（每小时 {rate}，批量约 {tps:,.0f} tokens/s）",
)
SELF_HOST_WINS = T(
    "api.self_host_wins",
    "**Self-hosting wins above about {volume:,.0f}M tokens a month** ({share:.0%} of what the"
    " cards can generate): {setup} rented all month"
    " costs {monthly}, the same as {volume:,.0f}M tokens at {api} per 1M; at full load it"
    " generates up to {capacity:,.0f}M tokens a month of {model} ({per_m} per 1M)",
    "**每月超过约 {volume:,.0f}M（百万）token 时自建更划算**"
    "（需用到这些卡满负荷产出的 {share:.0%}）："
    "{setup} 整月租用 {monthly}，"
    "等于按每百万 {api} 买 {volume:,.0f}M token；"
    "满负荷每月最多生成约 {capacity:,.0f}M token 的 {model}"
    "（每百万 {per_m}）",
)
NO_API_PRICES = T(
    "api.no_prices",
    "I have no API price list{named}; say the price per 1M tokens you pay and I will give the"
    " monthly volume where renting wins. Input tokens are billed by APIs too, and the GPUs spend"
    " time reading them, so the figure above includes a {prompt:,}-token prompt per"
    " {output:,}-token answer.",
    "我没有 API 价格表{named}；告诉我你付的每百万 token 价格，我来算每月多少量时租卡更划算。"
    "API 输入 token 也收费，显卡读提示词也要时间，上面的数字按每条 {prompt:,} token 提示词、"
    "{output:,} token 回答计算。",
)
NAMED_PROVIDER = T("api.named_provider", " ({provider}'s included)", "（{provider} 的也没有）")
NO_MODEL = T(
    "api.no_model",
    "**It depends on your volume:** renting wins only when the GPUs stay busy; name the model"
    " (and the API price per 1M tokens) and I will work out the cost of a million tokens on"
    " rented GPUs",
    "**取决于用量：**只有显卡一直忙，租卡才划算；告诉我模型（和 API 每百万 token 的价格），"
    "我来算租卡跑一百万 token 的成本",
)
OFFER = T(
    "api.offer",
    "Rental price: {offer} at {rate} per GPU-hour, as of {as_of}.",
    "租用价：{offer}，每卡时 {rate}，{as_of} 的价格。",
)
TOO_FEW_CARDS = T(
    "api.too_few_cards",
    "{model} ({precision}) does not fit on {named} with room for its KV cache; on the fewest"
    " cards that hold it: ",
    "{model}（{precision}）在 {named} 上放不下（KV 缓存没有空间）；换成装得下的最少卡数：",
)
STATED_RATE = T(
    "api.stated_rate",
    "Rental price: your {rate} per GPU-hour.",
    "租用价：按你给的每卡时 {rate}。",
)
API_BILL = T(
    "api.bill",
    "Against your {bill} a month on the API: {setup} rented around the clock costs {monthly} a"
    " month and makes up to about {capacity:,.0f}M output tokens in it; self-hosting is cheaper"
    " unless your bill buys more than about {volume:,.0f}M output tokens a month (under {per_m}"
    " per 1M).",
    "对照你每月 {bill} 的 API 账单：{setup} 全天候租用每月 {monthly}，一个月最多约生成"
    " {capacity:,.0f} 百万输出 token；除非你的账单每月买到超过约 {volume:,.0f} 百万输出 token"
    "（每百万低于 {per_m}），否则自己部署更便宜。",
)
BOX_AGAINST_API = T(
    "api.box_against_api",
    "**My catalog holds no API prices, so here is the break-even instead: {setup} at {capex}"
    " costs about {own} a month to own** ({years:g} years' depreciation, maintenance and power,"
    " running all month), the same as buying your {tokens:,.1f}M tokens a month ({daily}) from"
    " an API at about {per_m} per 1M tokens; an API that charges more per 1M tokens costs more"
    " than the box, one that charges less costs less",
    "**我的目录里没有 API 价格，所以这里给出盈亏平衡点：{setup}（{capex}）自购每月约 {own}**"
    "（按 {years:g} 年折旧、维护和全月运行的电费），相当于按每百万 token 约 {per_m} 的 API"
    "买你每月 {tokens:,.1f}M（百万）token（{daily}）；API 每百万 token 比这个贵，买盒子更省，"
    "比这个便宜，用 API 更省",
)
BOX_KEEPS_UP = T(
    "api.box_keeps_up",
    "The box must also keep up: {tokens_per_s:,.0f} tokens/s on average, round the clock; name"
    " the model and I will check its speed on {setup}. Tell me your API's price per 1M tokens"
    " and I will weigh the two directly.",
    "盒子还得跑得动：平均每秒约 {tokens_per_s:,.0f} 个 token，全天不停；告诉我模型，我来算它在"
    " {setup} 上的速度。告诉我你 API 每百万 token 的价格，我直接比较两者。",
)
