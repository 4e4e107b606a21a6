"""What a recommendation among the cards the user named says, in English and Chinese.

Sentences for ``answer.compose_candidates``: the named cards that do not fit, a card not named
that does better, and the best of every card being one of those named.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NONE_NAMED_FITS = T(
    "choice.none_named_fits",
    "None of the cards you named ({named}) could be ranked for {task}{budget} (too little memory,"
    " over the budget or no price); of every card I rank: ",
    "你列出的卡（{named}）都无法用于{task}{budget}（显存不够、超出预算或没有价格）；在我比较的所有显卡中：",
)
NAMED_WITH_LIGHTER = T(
    "choice.named_lighter",
    "Among the cards you named, with {method} instead: {setup} at {price}.",
    "在你列出的卡里，改用 {method}：{setup}，价格 {price}。",
)
UNNAMED_BEATS = T(
    "choice.unnamed_beats",
    "A card you did not name does better: {setup} at {price}; {buys}.",
    "有一张你没列出的卡更合适：{setup}，价格 {price}；{buys}。",
)
NAMED_IS_BEST = T(
    "choice.named_is_best",
    "No card you did not name does better on the same ranking.",
    "按同样的排序规则，没有你未列出的卡比它更合适。",
)
UNNAMED_MEDIA_BEATS = T(
    "choice.unnamed_media_beats",
    "A card you did not name does better on the same ranking: {setup} at {price}.",
    "按同样的排序规则，有一张你没列出的卡更合适：{setup}，价格 {price}。",
)
JOB_ON_PICK_HOURS = T(
    "choice.job_hours",
    "On {setup}, the job ({volume}) takes about {hours:,.1f} hours ({gpu_hours:,.0f} GPU-hours)",
    "在{setup}上，这个任务（{volume}）约需 {hours:,.1f} 小时（{gpu_hours:,.0f} 卡时）",
)
JOB_ON_PICK_DAYS = T(
    "choice.job_days",
    "On {setup}, the job ({volume}) takes about {days:,.1f} days ({gpu_hours:,.0f} GPU-hours)",
    "在{setup}上，这个任务（{volume}）约需 {days:,.1f} 天（{gpu_hours:,.0f} 卡时）",
)
JOB_TOKENS = T("choice.job_tokens", "{tokens:,.0f} tokens", "共 {tokens:,.0f} 个 token")
JOB_SAMPLES = T(
    "choice.job_samples",
    "{samples:,} samples × {epochs:g} epoch(s)",
    "{samples:,} 条样本 × {epochs:g} 轮",
)
WORKLOAD_ON_PICK = T(
    "choice.workload_on_pick",
    "{workload} ({method}) on the pick: {peak:.1f} GB of {usable:.1f} GB usable, {verdict}",
    "首选卡上跑 {workload}（{method}）：需 {peak:.1f} GB，可用 {usable:.1f} GB，{verdict}",
)
FITS_TOO = T("choice.fits_too", "it fits too", "也装得下")
FITS_NOT = T("choice.fits_not", "it does not fit", "装不下")
POWER_CAP = T(
    "choice.power_cap",
    "only cards with a board power of at most {watts:,.0f} W",
    "只考虑板卡功耗不超过 {watts:,.0f} W 的显卡",
)
RUNNING_COST = T(
    "choice.running_cost",
    "Run {hours:g} h a day, {setup} draws about {kwh:,.0f} kWh a month at full load (the cards"
    " alone), about {cost} a month at {tariff}/kWh; the whole PC about {whole} a month.",
    "按每天运行 {hours:g} 小时算，{setup} 满载每月约耗电 {kwh:,.0f} kWh（仅显卡），电费约"
    " {cost}（每 kWh {tariff}）；整机每月约 {whole}。",
)
"""The electricity of a bought pick run the hours a day stated ("a 24/7 rag bot")."""
QUIET_ONLY = T(
    "choice.quiet_only",
    "quiet asked: only cards with their own fans, at most two (a passively cooled server card"
    " needs a server's loud airflow, and each card adds heat and fan noise)",
    "要求安静：只考虑自带风扇的卡，最多两张（被动散热的服务器卡要靠服务器风扇猛吹，"
    "每多一张卡就多一份热量和噪音）",
)
SLOT_LIMIT = T(
    "choice.slot_limit",
    "only cards at most {slots:g} slots wide, by the reference card's width (Founders Edition"
    " or the maker's own board); partner cards of the same GPU are often wider, so check the"
    " model's size; cards with no width recorded are left out",
    "只考虑不超过 {slots:g} 槽厚的显卡，按公版（Founders Edition 或厂商自家版）的厚度算；"
    "同一芯片的非公版往往更厚，买前请核对具体型号的尺寸；没有记录厚度的卡不在考虑之列",
)
SLOT_LIMIT_SFF = T(
    "choice.slot_limit_sff",
    "a small case with no width stated: read as room for {slots:g} slots, NVIDIA's SFF-Ready"
    " limit (304 mm long, 50 mm thick); measure your case",
    "小机箱没说能放多厚的卡：按 NVIDIA SFF-Ready 的上限 {slots:g} 槽（长 304 mm、厚 50 mm）算；"
    "请以机箱实际尺寸为准",
)
LENGTH_LIMIT = T(
    "choice.length_limit",
    "only cards at most {length:,.0f} mm long, by the reference card's length; partner cards"
    " are often longer, and cards with no length recorded are left out",
    "只考虑长度不超过 {length:,.0f} mm 的显卡，按公版长度算；非公版往往更长，"
    "没有记录长度的卡不在考虑之列",
)
LOW_PROFILE_ONLY = T(
    "choice.low_profile_only",
    "only low-profile (half-height) cards",
    "只考虑半高（刀卡）显卡",
)
MEMORY_SIZE_ONLY = T(
    "choice.memory_size_only",
    "only cards with {memory:g} GB of memory, the size stated",
    "只考虑 {memory:g} GB 显存的卡（按所说的大小）",
)
BUDGET_BARE_CEILING = T(
    "choice.budget_bare_ceiling",
    "'{surface}' read as a budget of {amount:,.0f} {currency}",
    "“{surface}”按预算 {amount:,.0f} {currency} 理解",
)
EACH_OPTION_PRICE = T(
    "choice.each_option_price",
    "'{surface}' read as what each card weighed costs (about {amount:,.0f} {currency}), not as"
    " a budget to pick within",
    "“{surface}”按每张候选卡的价格（约 {amount:,.0f} {currency}）理解，不当作挑卡的预算",
)
BUDGET_NO_FX = T(
    "choice.budget_no_fx",
    "budget of {amount:,.0f} {currency} read as {amount:,.0f} USD: my price book has no {currency}"
    " exchange rate",
    "预算 {amount:,.0f} {currency} 按 {amount:,.0f} 美元计算：价格表里没有 {currency} 汇率",
)
OWN_OR_RENT = T(
    "choice.own_or_rent",
    "Rent or buy, for {setup} over {years:g} years at {use:.0%} use: {verdict} ({own} a month to"
    " own, {rent} a month to rent)",
    "租还是买（{setup}，{years:g} 年、利用率 {use:.0%}）：{verdict}"
    "（自购每月 {own}，租用每月 {rent}）",
)
BUYING_CHEAPER = T("choice.buying_cheaper", "buying is cheaper", "自购更划算")
RENTING_CHEAPER = T("choice.renting_cheaper", "renting is cheaper", "租用更划算")
UNPRICED = T(
    "choice.unpriced",
    "I don't have a purchase price for {count} of the cards considered ({names}); among those"
    " priced: ",
    "目录里没有其中 {count} 款的购买价格（{names}），只在有价格的卡里挑选：",
)
UNPRICED_AFTER = T(
    "choice.unpriced_after",
    "Picked among the priced cards only: {count} of the cards considered ({names}) have no"
    " purchase price in my catalog.",
    "只在有价格的卡里挑选：其中 {count} 款（{names}）目录里没有购买价格。",
)
UNPRICED_NAMED = T(
    "choice.unpriced_named",
    "Not weighed: I have no purchase price for {names}.",
    "未参与比较：目录里没有 {names} 的购买价格。",
)
FOR_THE_JOB = T("choice.for_the_job", "{cost} for the whole job", "整个任务 {cost}")
WITHIN_LIMIT = T(
    "choice.within_limit",
    "Within the {limit:,.0f} hours you allow: {setup} takes about {hours:,.1f} hours",
    "要在你给的 {limit:,.0f} 小时内完成：{setup}约需 {hours:,.1f} 小时",
)
OVER_LIMIT = T(
    "choice.over_limit",
    "Even {setup} takes about {hours:,.1f} hours, over the {limit:,.0f} hours you allow",
    "即使用{setup}也要约 {hours:,.1f} 小时，超过你给的 {limit:,.0f} 小时",
)
FOREIGN_BUDGET = T(
    "choice.foreign_budget",
    "{said} ({code}) read as about {target_said} at 1 {code} = {rate} {target}"
    " ({source}, as of {as_of})",
    "{said}（{code}）按约 {target_said} 计算：1 {code} = {rate} {target}（{source}，{as_of}）",
)
FOREIGN_TARIFF = T(
    "choice.foreign_tariff",
    "electricity at {said}/kWh ({code}) read as about {target_said}/kWh at 1 {code} = {rate}"
    " {target} ({source}, as of {as_of})",
    "电价 {said}/kWh（{code}）按约 {target_said}/kWh 计算："
    "1 {code} = {rate} {target}（{source}，{as_of}）",
)
OWNED_CARD_ASIDE = T(
    "choice.owned_card_aside",
    "{gpus} read as the card you have now, not as one of the cards to get",
    "{gpus} 按你现在用的卡理解，不作为要买的候选",
)
OTHERS_CARD_ASIDE = T(
    "choice.others_card_aside",
    "{gpus} read as someone else's card, a reference beside yours, not the card asked about",
    "{gpus} 按别人的卡理解，只作参照，问的是你自己的卡",
)
PSU_SHARE = T(
    "choice.psu_share",
    "cards of at most {watts:,.0f} W board power, what a {psu:,.0f} W PSU carries beside a 253 W"
    " CPU and 150 W for the rest of the build (ATX 3.x, the cards' brief spikes included)",
    "只考虑板卡功耗不超过 {watts:,.0f} W 的卡：{psu:,.0f} W 电源除去 253 W 的 CPU 和 150 W"
    " 的其余部件后能带的量（ATX 3.x，含显卡的瞬时尖峰）",
)
CIRCUIT_AS_PSU = T(
    "choice.circuit_as_psu",
    "the {volts:,.0f} V {amps:,.0f} A circuit carries {wall:,.0f} W continuously (80% of its"
    " rating); a PSU drawing that gives the parts about {psu:,.0f} W (90% efficient), taken as"
    " the PSU",
    "{volts:,.0f} V {amps:,.0f} A 的线路可持续承载 {wall:,.0f} W（额定的 80%）；"
    "电源从墙插取这么多时能给配件约 {psu:,.0f} W（效率 90%），按这个电源功率选",
)

PSU_BOUND_NOTHING = T(
    "choice.psu_bound_nothing",
    "**No setup your {psu:,.0f} W PSU carries (at most {watts:,.0f} W of cards){budget} is enough"
    " for {task}; without that limit the pick is {setup}** at {price}, {board:,.0f} W board power"
    " in all: a larger PSU, or each card power-limited to {limit:,.0f} W.",
    "**{psu:,.0f} W 电源带得动的配置（显卡合计不超过 {watts:,.0f} W）{budget}都不够{task}；"
    "不考虑电源时推荐{setup}**，价格 {price}，板卡功耗合计 {board:,.0f} W：换更大的电源，"
    "或把每张卡的功耗限制到 {limit:,.0f} W。",
)
"""A PSU owned rules out every card; the pick without it, and what it takes to run it."""
