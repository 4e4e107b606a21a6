"""What a rent-or-buy answer says about the rent it weighs and the model it sizes, en + zh.

Same rules as ``table``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

COLOCATION_FEE = T(
    "tco.colocation_fee",
    "colocation at {fee:,.2f} {currency} per kW a month on the box's {kw:.2f} kW: {monthly:,.2f}"
    " {currency} a month, taken to include its power and cooling",
    "托管费每千瓦每月 {fee:,.2f} {currency}，按整机 {kw:.2f} kW 计每月 {monthly:,.2f} {currency}，"
    "视为已含电费和制冷",
)
COLOCATION_FLAT_FEE = T(
    "tco.colocation_flat_fee",
    "colocation at {monthly:,.2f} {currency} a month for the box, taken to include its power and"
    " space",
    "托管费每月 {monthly:,.2f} {currency}（整机），视为已含电费和机位",
)
MAINTENANCE_RESOLD = T(
    "tco.maintenance_resold",
    "maintenance {percent:g}% of the purchase price per year; the price less a {resale:,.0f}"
    " {currency} resale, spread over {years:g} years ({months:g} months)",
    "每年维护费为购置价的 {percent:g}%；购置价减去 {resale:,.0f} {currency} 的转卖回款，"
    "分摊到 {years:g} 年（{months:g} 个月）",
)
RESALE_PRICED = T(
    "rvb.resale_priced",
    "Sold at the end for about {resale:,.0f} {currency}: {count} × the {gpu} at the low end of"
    " its used-market range ({basis}), before selling fees and any further drop in price.",
    "结束后转卖约回款 {resale:,.0f} {currency}：{count} × {gpu}，按二手行情区间的低端计"
    "（{basis}），未计交易费用和期间跌价。",
)
RESALE_STATED = T(
    "rvb.resale_stated",
    "Sold at the end for {resale:,.0f} {currency}, your figure, before selling fees.",
    "结束后转卖回款 {resale:,.0f} {currency}（按你给的数字），未计交易费用。",
)
RESALE_CAPPED = T(
    "rvb.resale_capped",
    "Sold at the end for about {resale:,.0f} {currency}, what was paid: the {gpu}'s used-market"
    " price ({basis}) is no lower, before selling fees and any drop in price.",
    "结束后按买入价转卖，约回款 {resale:,.0f} {currency}：{gpu} 的二手行情价（{basis}）"
    "不低于此，未计交易费用和期间跌价。",
)
RESALE_UNKNOWN = T(
    "rvb.resale_unknown",
    "I have no used-market price for the {gpu}, so nothing is counted back from selling it:"
    " tell me what you expect to sell it for and I will weigh that.",
    "我没有 {gpu} 的二手行情价，所以没有计入转卖回款；告诉我你预计能卖多少，我按那个算。",
)
RENTED_INSTEAD = T(
    "rvb.rented_instead",
    "No provider in my price book rents the {gpu}, so renting is priced at the cheapest card"
    " with at least its {memory}: the {other} on {provider} at {rate} per GPU-hour.",
    "我的价格表里没有厂商出租 {gpu}，租用按显存不小于它（{memory}）的最便宜卡计算："
    "{provider} 的 {other}，每卡时 {rate}。",
)
ALWAYS_ON_STATED = T(
    "read.always_on",
    "'{surface}' read as busy the whole month (100% utilisation)",
    "“{surface}”按整月满负荷运行计算（利用率 100%）",
)
ALWAYS_ON_RENTED = T(
    "read.always_on_rented",
    "'{surface}' read as 24 hours a day, every day: 730 hours a month",
    "“{surface}”按每天 24 小时、每月 730 小时计算",
)
ALWAYS_ON_SPAN = T(
    "read.always_on_span",
    "'{surface}' read as 24 hours a day, every day: all {hours} h of the span are billed",
    "“{surface}”按每天 24 小时计算：整段 {hours} 小时全部计费",
)
MODEL_ON_OWNED = T(
    "rvb.model_on_owned",
    "{model} ({method}, {precision}) needs {need} per GPU on {setup}, {usable} usable: it fits.",
    "{model}（{method}，{precision}）在 {setup} 上每卡需 {need}，可用 {usable}：装得下。",
)
WORKLOAD_ON_OWNED = T(
    "rvb.workload_on_owned",
    "{workload} ({precision}) needs about {need} on the {gpu}, {usable} usable: it fits.",
    "{workload}（{precision}）在 {gpu} 上约需 {need}，可用 {usable}：装得下。",
)
WORKLOAD_NOT_ON_OWNED = T(
    "rvb.workload_not_on_owned",
    "{workload} ({precision}) needs about {need} on the {gpu}, {usable} usable: it does not fit,"
    " so owning that card does not run it.",
    "{workload}（{precision}）在 {gpu} 上约需 {need}，可用 {usable}：装不下，买这张卡跑不了它。",
)
WORKLOAD_ON_OWNED_WITH = T(
    "rvb.workload_on_owned_with",
    "{workload} ({precision}) needs about {need} on the {gpu}, {usable} usable: it fits with"
    " {how} (about {after}).",
    "{workload}（{precision}）在 {gpu} 上约需 {need}，可用 {usable}："
    "要{how}才装得下（约 {after}）。",
)
USED_AT_NEW_PRICE = T(
    "rvb.used_at_new_price",
    "The {gpu} is weighed at its new price: I have no used price for it. Tell me the price you"
    " were offered and I will weigh that instead.",
    "{gpu} 按新卡价计算：我没有它的二手价。告诉我你看到的二手价，就按它重新计算。",
)
USED_AT_NEW_PRICE_GUIDE = T(
    "rvb.used_at_new_price_guide",
    "The {gpu} is weighed at its new price; the used-GPU guide gives {used} {marker}. Tell me"
    " the price you were offered and I will weigh that instead.",
    "{gpu} 按新卡价计算；二手 GPU 指南给出的二手价为{used} {marker}。告诉我你看到的价格，"
    "就按它重新计算。",
)
MODEL_NOT_ON_OWNED = T(
    "rvb.model_not_on_owned",
    "{model} ({method}, {precision}) needs {need} per GPU on {setup}, {usable} usable: it does"
    " not fit, so owning these cards does not serve it.",
    "{model}（{method}，{precision}）在 {setup} 上每卡需 {need}，可用 {usable}：装不下，"
    "买这些卡跑不了它。",
)
SPEND_HOURS = T(
    "rvb.spend_hours",
    "Your {spend} a month at {rate} per GPU-hour is about {hours} GPU-hours a month, so owning"
    " is weighed at {util} utilisation.",
    "你每月花的 {spend} 按每卡时 {rate} 约合每月 {hours} 卡时，所以按 {util} 的利用率比较买卡。",
)
SPEND_RATE = T(
    "rvb.spend_rate",
    "Renting is priced at what you pay: {spend} a month for {count} GPUs busy {util} of the"
    " month is about {rate} per GPU-hour.",
    "租用按你实际付的计算：每月 {spend}，{count} 张卡 {util} 的时间在用，约合每卡时 {rate}。",
)
SPEND_CARDS = T(
    "rvb.spend_cards",
    "That is about {count} cards busy all month, so owning {count} is weighed.",
    "这相当于约 {count} 张卡整月满载，所以按自购 {count} 张比较。",
)
RENTED_SECOND = T(
    "rvb.rented_second",
    "Renting is priced at the {other} you named: {rate} per GPU-hour on {provider}.",
    "租用按你说的 {other} 计算：{provider}，每卡时 {rate}。",
)
NOTEBOOK_NOT_QUOTED = T(
    "rvb.notebook_not_quoted",
    "**I don't cover {provider}:** it sells notebook subscriptions, not GPU-hours, and is not in"
    " my price book, so renting is weighed at the cheapest GPU-hour it has.",
    "**我的价格表未收录{provider}：**它按订阅收费、不按卡时出租，所以租用按表里最便宜的卡时价计算。",
)
MAC_NOT_RENTED = T(
    "rvb.mac_not_rented",
    "**I don't cover a like-for-like rent-or-buy for the {mac}:** no cloud in my price book"
    " rents Macs by the hour, and a Mac runs models at its own speed, so this weighs owning it"
    " against renting a GPU for the same hours.",
    "**{mac} 没法做同类的租买对比：**我的价格表里没有按小时出租 Mac 的云，Mac 跑模型的速度"
    "也不同，所以这里按同样时长，拿自购它和租一张 GPU 相比。",
)
GPU_HOURS_STATED = T(
    "read.gpu_hours",
    "your stated {gpu_hours:,g} GPU-hours a month on {count} GPUs is {pct:.0%} of the month"
    " (the utilisation used)",
    "你说的每月 {gpu_hours:,g} 卡时，按 {count} 张卡折合每月 {pct:.0%} 的利用率（按此计算）",
)
GPU_HOURS_STATED_YEAR = T(
    "read.gpu_hours_year",
    "your stated {gpu_hours:,g} GPU-hours a year on {count} GPUs is {pct:.0%} of the time"
    " (the utilisation used)",
    "你说的每年 {gpu_hours:,g} 卡时，按 {count} 张卡折合 {pct:.0%} 的利用率（按此计算）",
)
SESSIONS_STATED = T(
    "read.sessions",
    "your stated {sessions:g} sessions {per} of {hours:g} h each is {weekly:g} hours a week,"
    " {pct:.0%} of the month (the utilisation used)",
    "你说的{per} {sessions:g} 次、每次 {hours:g} 小时，合每周 {weekly:g} 小时，折合每月 {pct:.0%}"
    " 的利用率（按此计算）",
)
FIG_COLOCATION = T(
    "rvb.fig_colocation",
    "colocation {fee} per kW a month ({monthly} a month on the box's draw, its power and cooling"
    " taken as included)",
    "托管费每千瓦每月 {fee}（按整机功耗每月 {monthly}，视为已含电费和制冷）",
)
FIG_RESALE = T("rvb.fig_resale", "resale at the end {resale}", "到期转卖回款 {resale}")
YOUR_FIGURES = T(
    "rvb.your_figures",
    "Your figures used: {figures}.",
    "按你给的数字计算：{figures}。",
)
KEPT_FIGURES = T(
    "rvb.kept_figures",
    "Your figures, kept for the comparison once a purchase price is given: {figures}.",
    "你给的数字（补上购置价后按它们比较）：{figures}。",
)
FIG_RENT_SPEND = T("rvb.fig_rent_spend", "renting now costs {spend} {per}", "现在租用{per} {spend}")
FIG_RENT_SPENT = T("rvb.fig_rent_spent", "{spend} spent renting so far", "此前租用已花 {spend}")
FIG_PRICE = T("rvb.fig_price", "purchase price {price}", "购置价 {price}")
FIG_PRICE_EACH = T("rvb.fig_price_each", "purchase price {price} ({count} × {each})",
                   "购置价 {price}（{count} 张 × {each}）")  # fmt: skip
FIG_HOURS = T("rvb.fig_hours", "{hours:g} h {per} ({util:.0%} utilisation)",
              "{per} {hours:g} 小时（利用率 {util:.0%}）")  # fmt: skip
FIG_GPU_HOURS = T(
    "rvb.fig_gpu_hours",
    "{gpu_hours:,g} GPU-hours {per}, {hours:g} h on each of {count} GPUs ({util:.0%} utilisation)",
    "{per} {gpu_hours:,g} 卡时，{count} 张卡每张 {hours:g} 小时（利用率 {util:.0%}）",
)
FIG_SESSIONS = T(
    "rvb.fig_sessions",
    "{sessions:g} sessions of {hours:g} h {per} ({util:.0%} utilisation)",
    "{per} {sessions:g} 次、每次 {hours:g} 小时（利用率 {util:.0%}）",
)
FIG_TARIFF = T("rvb.fig_tariff", "electricity {tariff} per kWh", "电价每度 {tariff}")
FIG_POWER_COVERED = T(
    "rvb.fig_power_covered",
    "electricity paid by others (no power cost)",
    "电费不用你出（不计电费）",
)
FIG_YEARS = T(
    "rvb.fig_years",
    "over {years:g} years ({months:g} months)",
    "按 {years:g} 年（{months:g} 个月）计",
)
FIG_MONTHS = T("rvb.fig_months", "over {months:g} months", "按 {months:g} 个月计")
FIG_RENT = T("rvb.fig_rent", "renting {gpu} on {provider}", "在 {provider} 租 {gpu}")
FIG_RENT_TYPE = T(
    "rvb.fig_rent_type",
    "renting {gpu} on {provider} ({instance})",
    "在 {provider} 租 {gpu}（{instance}）",
)
FIG_RENT_CARD = T("rvb.fig_rent_card", "renting {gpu}", "租 {gpu}")
FIG_USE = T("rvb.fig_use", "for {use}", "用途：{use}")
TARIFF_NO_FX = T(
    "rvb.tariff_no_fx",
    "electricity at {value} {currency}/kWh (your figure) is weighed as {value} {to}/kWh: my price"
    " book has no {currency} exchange rate",
    "你给的电价每度 {value} {currency} 按每度 {value} {to} 计算：价格表里没有 {currency} 汇率",
)
FIG_RENT_ELSEWHERE = T(
    "rvb.fig_rent_elsewhere",
    "renting {gpu} ({named} has no price for it in my price book, so {provider}'s is used)",
    "租 {gpu}（我的价格表里 {named} 没有它的报价，按 {provider} 的计算）",
)
PROVIDER_NOT_QUOTED = T(
    "rvb.provider_not_quoted",
    "**I don't cover {provider}:** it is not in my price book, so renting is weighed at the"
    " cheapest on-demand price it has for the {gpu}.",
    "**我的价格表未收录 {provider}：**租用按表里 {gpu} 最便宜的按量价格计算。",
)
PROVIDER_NOT_QUOTED_STATED = T(
    "rvb.provider_not_quoted_stated",
    "**I don't cover {provider}:** it is not in my price book, so renting is weighed at the"
    " {rate} per GPU-hour you gave.",
    "**我的价格表未收录 {provider}：**租用按你给的每卡时 {rate} 计算。",
)
POWER_STAND_IN = T(
    "rvb.power_stand_in",
    "power: Apple published no figure for the {asked}; the {other}'s measured {watts:g} W at the"
    " wall (the closest chip Apple measured) stands in for it",
    "功耗：Apple 没有公布 {asked} 的数据，按最接近的实测芯片 {other} 的整机实测 {watts:g} W 估算",
)
FIG_RENT_RATE = T("rvb.fig_rent_rate", "rent {rate} per GPU-hour", "租金每卡时 {rate}")
FIG_RENT_RATE_BOX = T(
    "rvb.fig_rent_rate_box",
    "rent {rate} per GPU-hour (the {box} an hour you gave, read as the {count} GPUs' together)",
    "租金每卡时 {rate}（你给的每小时 {box} 按 {count} 卡整机计）",
)
FIG_JOB = T(
    "rvb.fig_job",
    "{job} h of audio {per}, about {busy} h of work {per} for each card ({util:.0%} utilisation)",
    "{per} {job} 小时音频，每张卡{per}约忙 {busy} 小时（利用率 {util:.0%}）",
)
PER_YEAR = T("unit.per_year", "a year", "每年")
FIG_UTIL = T("rvb.fig_util", "{util:.0%} utilisation", "利用率 {util:.0%}")
FINANCING_NOT_COVERED = T(
    "rvb.financing_not_covered",
    "**I don't cover lease or loan terms:** my price book has no financing rates, so this weighs"
    " buying the hardware outright against renting it; a lease's payments and interest would"
    " take the place of the purchase price below.",
    "**我的价格表未收录融资租赁或分期的条款：**这里按一次性买断和租用比较；租赁的月供和利息会"
    "取代下面的购置价。",
)
RENT_NOT_QUOTED = T(
    "rvb.rent_not_quoted",
    "**I don't cover renting the {gpu}:** my price book has no on-demand price for it, so I"
    " cannot weigh owning against renting it; tell me the hourly rent you would pay (say"
    " '$2/hr') and I will.",
    "**我的价格表未收录 {gpu} 的按量租用价：**所以没法比较自购和租用；告诉我你要付的每小时"
    "租金（比如“每小时15块”），我就按它来算。",
)
JOB_GPU_HOURS = T(
    "read.job_gpu_hours",
    "{gpu_hours:,g} GPU-hours read as the job: {hours:,g} hours on {count} card(s)",
    "{gpu_hours:,g} 卡时按整个任务算：{count} 张卡跑 {hours:,g} 小时",
)
TOTAL_HOURS_STATED = T(
    "read.total_hours",
    "your stated {hours:,g} GPU-hours in all over {months:g} months is {monthly:,g} hours a"
    " month, {pct:.0%} of the month (the utilisation used)",
    "你说的 {months:g} 个月总共 {hours:,g} 卡时，折合每月 {monthly:,g} 小时、{pct:.0%} 的利用率"
    "（按此计算）",
)
PAYBACK_WITHIN = T(
    "rvb.payback_within",
    "Yes, within {horizon}: ",
    "能，{horizon}内回本：",
)
PAYBACK_NOT_WITHIN = T(
    "rvb.payback_not_within",
    "No, not within {horizon}: ",
    "不能，{horizon}内回不了本：",
)
PAYBACK_MONTHS = T(
    "rvb.payback_months",
    "buying would take about {months:,.1f} months to pay back",
    "自购约需 {months:,.1f} 个月才能回本",
)
PAYBACK_AFTER_LIFE = T(
    "rvb.payback_after_life",
    "buying would take about {months:,.1f} months to pay back, longer than the {years:g} years"
    " the card is written off over",
    "自购约需 {months:,.1f} 个月才能回本，超过 {years:g} 年折旧期",
)
PAYBACK_ABOVE_HOURS = T(
    "rvb.payback_above_hours",
    "buying pays back within the {years:g} years the card is written off over only above about"
    " {hours:,.0f} hours a week, a {share:.0%} utilisation",
    "自购要在 {years:g} 年折旧期内回本，每周需用满约 {hours:,.0f} 小时，即利用率 {share:.0%}",
)
PAYBACK_BEYOND_LIFE = T(
    "rvb.payback_beyond_life",
    "buying would not pay back within the {years:g} years the card is written off over",
    "按 {years:g} 年折旧期算，自购在折旧期内回不了本",
)
RENT_FOUND = T(
    "rvb.rent_found",
    "; meanwhile {provider} rents the {gpu} at {rate} per GPU-hour",
    "；租用可参考：{provider} 的 {gpu} 每卡时 {rate}",
)
RENT_FOUND_MONTHLY = T(
    "rvb.rent_found_monthly",
    "; meanwhile {provider} rents the {gpu} at {rate} per GPU-hour, {monthly} a month at your use",
    "；租用可参考：{provider} 的 {gpu} 每卡时 {rate}，按你的用量每月约 {monthly}",
)
