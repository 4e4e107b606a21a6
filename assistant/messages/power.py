"""What power answers and single-card spec answers state, en + zh.

Leads are whole first lines (bold where the answer is); assumptions are fragments. Both
languages state the same values with the same format specs. Money arrives formatted.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- power leads

CPU_NAMED = {
    "ppt": T(
        "power.cpu_ppt",
        "CPU: {cpu} at {watts:.0f} W, its stock package power limit (AMD: 1.35 × its"
        " {tdp:.0f} W TDP)",
        "CPU：{cpu} 按 {watts:.0f} W 计，即默认封装功耗上限（AMD：TDP {tdp:.0f} W × 1.35）",
    ),
    "mtp": T(
        "power.cpu_mtp",
        "CPU: {cpu} at {watts:.0f} W, its maximum turbo power (Intel)",
        "CPU：{cpu} 按 {watts:.0f} W 计，即最大睿频功耗（Intel）",
    ),
    "tdp": T(
        "power.cpu_tdp",
        "CPU: {cpu} at {watts:.0f} W, its rated TDP (AMD)",
        "CPU：{cpu} 按 {watts:.0f} W 计，即额定 TDP（AMD）",
    ),
}
"""The CPU a build names, by the rule its watts come from (``calc.cpu_power``)."""

ELECTRICITY_GPUS = T(
    "power.electricity_gpus",
    "**About {cost} a month** to run {setup}, the GPUs at {board:,.0f} W for {hours:,.0f} h"
    " ({kwh:,.1f} kWh at {tariff}/kWh); the whole PC at full load about {system} a month.",
    "**每月电费约 {cost}**：{setup}，显卡按 {board:,.0f} W 运行 {hours:,.0f} 小时"
    "（{kwh:,.1f} kWh，每 kWh {tariff}）；整机满载每月约 {system}。",
)
ELECTRICITY_PERIOD = T(
    "power.electricity_period",
    "**About {cost} over {months:g} months** ({monthly} a month) to run {setup} at {watts:,.0f} W.",
    "**{months:g} 个月电费约 {cost}**（每月 {monthly}）：{setup}，按 {watts:,.0f} W 计。",
)
ELECTRICITY_HOURS = T(
    "power.electricity_hours",
    "**About {cost} over {hours:,.0f} h** ({kwh:,.1f} kWh; {monthly} a month) to run {setup} at"
    " {watts:,.0f} W.",
    "**{hours:,.0f} 小时电费约 {cost}**（{kwh:,.1f} kWh；每月 {monthly}）：{setup}，"
    "按 {watts:,.0f} W 计。",
)
"""A span shorter than a month ("一天耗多少电", "a day of it"): its hours, energy and cost."""
ELECTRICITY_SERVER = T(
    "power.electricity_server",
    "**About {cost} a month** to run {setup} for {hours:,.0f} h: {kwh:,.0f} kWh at"
    " {tariff}/kWh, {wall:,.0f} W at the wall with PUE {pue:.2f}.",
    "**每月电费约 {cost}**：{setup}运行 {hours:,.0f} 小时，{kwh:,.0f} kWh，每 kWh {tariff}，"
    "墙插 {wall:,.0f} W，PUE {pue:.2f}。",
)
CIRCUIT_YES = T(
    "power.circuit_yes",
    "**Yes:** {setup} draws about {wall:,.0f} W at the wall at full load, within the"
    " {continuous:,.0f} W a {volts:,.0f} V {amps:g} A circuit carries continuously"
    " ({rated:,.0f} W rated).",
    "**能带得动：** {setup}满载时墙插功耗约 {wall:,.0f} W，"
    "在 {volts:,.0f} V {amps:g} A 线路可持续承载的 {continuous:,.0f} W 以内"
    "（额定 {rated:,.0f} W）。",
)
CIRCUIT_NO = T(
    "power.circuit_no",
    "**No:** {setup} draws about {wall:,.0f} W at the wall at full load, more than the"
    " {continuous:,.0f} W a {volts:,.0f} V {amps:g} A circuit carries continuously"
    " ({rated:,.0f} W rated); split it over two circuits or cap the GPUs.",
    "**带不动：** {setup}满载时墙插功耗约 {wall:,.0f} W，"
    "超过 {volts:,.0f} V {amps:g} A 线路可持续承载的 {continuous:,.0f} W（额定 {rated:,.0f} W）；"
    "请分到两路电，或给显卡限功耗。",
)
CIRCUIT_MOST = T(
    "power.circuit_most",
    "**At most {count} × {gpu}:** {count} draw about {wall:,.0f} W at the wall at full load,"
    " within the {continuous:,.0f} W a {volts:,.0f} V {amps:g} A circuit carries continuously.",
    "**最多带 {count} 张 {gpu}：** {count} 张满载时墙插功耗约 {wall:,.0f} W，"
    "在 {volts:,.0f} V {amps:g} A 线路可持续承载的 {continuous:,.0f} W 以内。",
)
CIRCUIT_NEXT = T(
    "power.circuit_next",
    " {count} would draw about {wall:,.0f} W, more than it carries.",
    "{count} 张约 {wall:,.0f} W，就超了。",
)
CIRCUIT_SPIKES = T(
    "power.circuit_spikes",
    "the GPUs' 100 us spikes (to {transient:,.0f} W DC) are absorbed by the PSU, too short to"
    " trip a breaker",
    "显卡 100 微秒级的尖峰（直流侧可到 {transient:,.0f} W）由电源吸收，时间太短，不会让空开跳闸",
)
CIRCUIT_CONTINUOUS = T(
    "power.circuit_continuous",
    "a circuit carries {share:.0%} of its rating continuously (US NEC 210.19/210.20, the usual"
    " derating for outlets)",
    "线路持续负载按额定值的 {share:.0%} 计（美国 NEC 210.19/210.20，插座常用的降额）",
)
CIRCUIT_DEFAULT = T(
    "power.circuit_default",
    "a {volts:,.0f} V {amps:g} A household circuit assumed for what the question did not state",
    "线路规格没有说全：按家用 {volts:,.0f} V {amps:g} A 线路计算",
)
DRAW_SERVER = T(
    "power.draw_server",
    "**About {wall:,.0f} W ({kw:.1f} kW) at the wall** for {setup} at full load; about"
    " {heat:,.0f} BTU/h of heat to remove.",
    "**满载时墙插功耗约 {wall:,.0f} W（{kw:.1f} kW）**：{setup}；"
    "需要散掉约 {heat:,.0f} BTU/h 的热量。",
)
DRAW_SMALL = T(
    "power.draw_small",
    "**About {wall:,.0f} W at the wall** for {setup} at full load; about"
    " {heat:,.0f} BTU/h of heat to remove.",
    "**满载时墙插功耗约 {wall:,.0f} W**：{setup}；需要散掉约 {heat:,.0f} BTU/h 的热量。",
)
"""Under a kilowatt (a module, a mini PC, a laptop): a watt figure, no "0.0 kW" beside it."""
DRAW_BUILD = T(
    "power.draw_build",
    "**About {wall:,.0f} W at the wall** for {setup} at full load: {gpus:,.0f} W of GPU board"
    " power, {sustained:,.0f} W inside the PC, through a 90%-efficient PSU.",
    "**满载时墙插功耗约 {wall:,.0f} W**：{setup}，显卡板卡功耗合计 {gpus:,.0f} W，"
    "整机直流负载 {sustained:,.0f} W，按 90% 效率的电源计。",
)
BUDGET_FITS = T(
    "power.budget_fits",
    "**Yes, it fits within {budget}**: {setup} draws about {wall:,.0f} W"
    " ({kw:,.1f} kW) at the wall at full load.",
    "**放得下：在 {budget} 之内**：{setup} 满载墙插功耗约 {wall:,.0f} W（{kw:,.1f} kW）。",
)
BUDGET_OVER = T(
    "power.budget_over",
    "**No, it does not fit within {budget}**: {setup} draws about {wall:,.0f} W"
    " ({kw:,.1f} kW) at the wall at full load, {over:,.0f} W over.",
    "**放不下：超出 {budget}**：{setup} 满载墙插功耗约 {wall:,.0f} W"
    "（{kw:,.1f} kW），超出 {over:,.0f} W。",
)
PSU_ENOUGH = T(
    "power.psu_enough",
    "**Yes, {stated:,.0f} W is enough** for {setup}: the build needs {needed:,.0f} W"
    " ({sustained:,.0f} W sustained); {psu:,} W is the size I would pick for headroom.",
    "**够用：{stated:,.0f} W 电源带得动** {setup}：整机需要 {needed:,.0f} W"
    "（持续 {sustained:,.0f} W）；想留余量可选 {psu:,} W。",
)
SERVER_LIMITED = T(
    "power.server_limited",
    "the server's maximum less the {saved:,.0f} W its capped cards no longer draw: {watts:,.0f} W",
    "整机最大功率减去限功耗后显卡少用的 {saved:,.0f} W：按 {watts:,.0f} W 计",
)
LIMITED_DRAW = T(
    "power.limited_draw",
    "each card power-limited to {limit:,.0f} W (board power {board:,.0f} W): the GPUs counted at"
    " {watts:,.0f} W, and their brief spikes scaled down with the limit",
    "每张卡限功耗 {limit:,.0f} W（板卡功耗 {board:,.0f} W）：显卡按 {watts:,.0f} W 计，"
    "瞬时尖峰按限功耗同比例缩小",
)
PSU_SHORT = T(
    "power.psu_short",
    "**No, {stated:,.0f} W is not enough** for {setup}: the build needs {needed:,.0f} W"
    " ({sustained:,.0f} W sustained, {transient:,.0f} W for 100 µs when the GPUs spike)"
    "; get a {psu:,} W ATX 3.x"
    " PSU, or power-limit the GPUs and use a lower-power CPU.",
    "**不够：{stated:,.0f} W 电源带不动** {setup}：整机需要 {needed:,.0f} W"
    "（持续 {sustained:,.0f} W，显卡瞬时尖峰时整机 {transient:,.0f} W）；"
    "请换 {psu:,} W 的 ATX 3.x 电源，或者给显卡限功耗、换功耗更低的 CPU。",
)
PSU_SHORT_LIMITED = T(
    "power.psu_short_limited",
    "**No, {stated:,.0f} W is not enough** for {setup}: the build needs {needed:,.0f} W"
    " ({sustained:,.0f} W sustained, {transient:,.0f} W for 100 µs when the GPUs spike)"
    "; get a {psu:,} W ATX 3.x"
    " PSU, limit the cards lower or use a lower-power CPU.",
    "**不够：{stated:,.0f} W 电源带不动** {setup}：整机需要 {needed:,.0f} W"
    "（持续 {sustained:,.0f} W，显卡瞬时尖峰时整机 {transient:,.0f} W）；"
    "请换 {psu:,} W 的 ATX 3.x 电源，或把功耗限得更低、换功耗更低的 CPU。",
)
SETUP_LIMITED = T(
    "power.setup_limited",
    "{setup} limited to {limit:,.0f} W each",
    "{setup}（每张限 {limit:,.0f} W）",
)
SLOT_YES = T(
    "power.slot_yes",
    "**Yes, no extra power cable:** the {gpu}'s {board:,.0f} W board power is within the"
    " {slot:,.0f} W a PCIe x16 slot supplies, so it runs from the slot alone.",
    "**是的，不用额外供电：** {gpu} 的板卡功耗 {board:,.0f} W，"
    "在 PCIe x16 插槽可提供的 {slot:,.0f} W 以内，只靠插槽供电就能工作。",
)
SLOT_NO = T(
    "power.slot_no",
    "**No, it needs its own power cable:** the {gpu}'s {board:,.0f} W board power is more than"
    " the {slot:,.0f} W a PCIe x16 slot supplies.",
    "**不行，需要单独接供电线：** {gpu} 的板卡功耗 {board:,.0f} W，超过 PCIe x16 插槽可提供的"
    " {slot:,.0f} W。",
)
SLOT_PSU = T(
    "power.slot_psu",
    "The PC still needs a {psu:,.0f} W PSU for the whole build ({sustained:,.0f} W sustained).",
    "整机仍需 {psu:,.0f} W 的电源（持续负载 {sustained:,.0f} W）。",
)
LIMIT_LEAD = T(
    "power.limit_lead",
    "**You lose about {decode_loss:.0%} of token-generation speed** limiting the {gpu} to"
    " {limit:,.0f} W ({share:.0%} of its {board:,.0f} W): decode is bound by memory bandwidth,"
    " which the limit barely touches; prompt processing (prefill) is compute-bound and keeps"
    " about {prefill:.0%}.",
    "**生成速度大约只损失 {decode_loss:.0%}**：把 {gpu} 限到 {limit:,.0f} W"
    "（板卡功耗 {board:,.0f} W 的 {share:.0%}），解码受显存带宽限制，限功耗几乎不影响；"
    "预填充（处理提示词）受算力限制，约保留 {prefill:.0%}。",
)
LIMIT_SAVES = T(
    "power.limit_saves",
    "The card then draws at most {saved:,.0f} W less: up to {kwh:,.1f} kWh ({cost}) a month at"
    " full load around the clock.",
    "显卡最多少用 {saved:,.0f} W：全天满载时每月最多省 {kwh:,.1f} kWh（{cost}）。",
)
LIMIT_MODEL = T(
    "power.limit_model",
    "speed kept under a power limit from a published sweep ({source}), at the same share of"
    " board power ({share:.0%})",
    "限功耗后保留的速度取自公开测试（{source}），按相同的板卡功耗比例（{share:.0%}）换算",
)
LIMIT_BELOW_MEASURED = T(
    "power.limit_below_measured",
    "below {share:.0%} of board power the sweep has no point: the lowest measured one is shown,"
    " and cards may refuse a limit that low",
    "低于板卡功耗的 {share:.0%} 时没有实测点：只能给出最低实测点，显卡也可能不接受这么低的限制",
)
CARD_DRAW = T(
    "power.card_draw",
    "**About {board:,.0f} W at full load** for one {gpu}: its board power, what the card itself"
    " draws flat out.",
    "**满载功耗约 {board:,.0f} W**：单张 {gpu} 的板卡功耗，即显卡本身满载时的功耗。",
)
CARD_SLOT = T(
    "power.card_slot",
    "That is within the {slot:,.0f} W a PCIe x16 slot supplies, so it needs no power cable.",
    "不超过 PCIe x16 插槽可提供的 {slot:,.0f} W，不用单独接供电。",
)
CARD_CABLE = T(
    "power.card_cable",
    "That is more than the {slot:,.0f} W a PCIe x16 slot supplies, so it needs its own power"
    " cable from the PSU; a PC with one needs a {psu:,.0f} W PSU ({sustained:,.0f} W sustained).",
    "超过 PCIe x16 插槽可提供的 {slot:,.0f} W，需要从电源单独接供电线；"
    "装一张的整机需要 {psu:,.0f} W 电源（持续负载 {sustained:,.0f} W）。",
)
CARD_MODULE = T(
    "power.card_module",
    "It is a {form} module, powered through the server's baseboard rather than by a cable; size"
    " the server's power supplies for all its GPUs.",
    "它是 {form} 模组，通过服务器主板（基板）供电，不接供电线；按整台服务器的 GPU 总数配电源。",
)
PSU_SECONDARY = T(
    "power.psu_secondary",
    "PSU: {psu:,.0f} W ATX 3.x ({sustained:,.0f} W sustained, spikes to {transient:,.0f} W).",
    "电源：{psu:,.0f} W ATX 3.x（持续 {sustained:,.0f} W，尖峰可到 {transient:,.0f} W）。",
)


# --------------------------------------------------------------------------- one card's specs

SPEC_LEAD = T(
    "power.spec_lead",
    "**{gpu}: {asked}** {marker}; also {rest}.",
    "**{gpu}：{asked}** {marker}；其他规格：{rest}。",
)
STAND_IN_MAC = T(
    "power.stand_in_mac",
    "**I have no published power figure for the {asked}**; the closest Apple measured is the"
    " {other}, so read the figures below as that tier's: ",
    "**我没有 {asked} 的公开功耗数据**；Apple 实测过的最接近的是 {other}，下面按同档芯片估算：",
)
SPEC_LEAD_ALL = T(
    "power.spec_lead_all",
    "**{gpu}: {asked}** {marker}; that is its whole sheet.",
    "**{gpu}：{asked}** {marker}；以上即全部规格。",
)
SPEC_DIFFER = T(
    "power.spec_differ",
    "**{first} and {second} differ in {fields}**",
    "**{first} 与 {second} 的区别在于{fields}**",
)
SPEC_DIFFER_NONE = T(
    "power.spec_differ_none",
    "**{first} and {second} match on every spec recorded for both**: {fields}",
    "**{first} 与 {second} 在两者都有记录的规格上完全相同**：{fields}",
)
SPEC_SAME = T("power.spec_same", "; the same {fields}", "；{fields}相同")
SPEC_UNRECORDED = T(
    "power.spec_unrecorded",
    " ({fields} not recorded for one of them)",
    "（{fields}有一张卡未记录）",
)
SPEC_FIELD_MEMORY = T("power.field_memory", "memory", "显存")
SPEC_FIELD_BANDWIDTH = T("power.field_bandwidth", "memory bandwidth", "显存带宽")
SPEC_FIELD_TFLOPS = T("power.field_tflops", "BF16 TFLOPS", "BF16 算力")
SPEC_FIELD_POWER = T("power.field_power", "board power", "板卡功耗")
SPEC_FIELD_LINK = T("power.field_link", "the link between cards", "卡间互联")
SPEC_AGAINST = T("power.spec_against", "{field} ({a} against {b})", "{field}（{a} 对 {b}）")
SPEC_MEMORY = T("power.spec_memory", "{memory:g} GB of {kind}", "显存 {memory:g} GB {kind}")
SPEC_BANDWIDTH = T(
    "power.spec_bandwidth",
    "{bandwidth:,.0f} GB/s memory bandwidth",
    "显存带宽 {bandwidth:,.0f} GB/s",
)
SPEC_TFLOPS = T(
    "power.spec_tflops", "{tflops:,g} dense BF16 TFLOPS", "BF16 稠密算力 {tflops:,g} TFLOPS"
)
SPEC_FP8 = T("power.spec_fp8", "{tflops:,g} dense FP8 TFLOPS", "FP8 稠密算力 {tflops:,g} TFLOPS")
SPEC_POWER = T("power.spec_power", "{watts:,.0f} W board power", "板卡功耗 {watts:,.0f} W")
SPEC_PRICE = T(
    "power.spec_price",
    "${price:,.0f} to buy ({basis})",
    "购买价约 ${price:,.0f}（{basis}）",
)
PRICE_SOURCES = T(
    "power.price_sources",
    "Price sources: {sources}.",
    "价格来源：{sources}。",
)
SPEC_PRICE_CONVERTED = T(
    "power.spec_price_converted",
    "{price} to buy, converted from ${usd:,.0f} at 1 USD = {rate} {currency}; no {currency}"
    " price is on record ({basis})",
    "购买价约 {price}（由 ${usd:,.0f} 按 1 美元 = {rate} {currency} 换算，"
    "目录里没有 {currency} 报价；{basis}）",
)
SPEC_PRICE_NEW_ONLY = T(
    "power.spec_price_new_only",
    "no used-market price is on record; new, ${price:,.0f} ({basis})",
    "目录里未收录二手价；新卡约 ${price:,.0f}（{basis}）",
)
SPEC_PRICE_USED_ROW = T(
    "power.spec_price_used_row",
    "used, ${used:,.0f} ({used_basis}){against}; new, ${price:,.0f} ({basis})",
    "二手约 ${used:,.0f}（{used_basis}）{against}；新卡约 ${price:,.0f}（{basis}）",
)
SPEC_PRICE_USED_GUIDE = T(
    "power.spec_price_used_guide",
    "no used-market price is on record in the catalog; {guide}; new, ${price:,.0f} ({basis})",
    "目录里未收录二手价；{guide}；新卡约 ${price:,.0f}（{basis}）",
)
SPEC_PRICE_USED_ROW_ONLY = T(
    "power.spec_price_used_row_only",
    "used, ${used:,.0f} ({used_basis}){against}; no dated new price on record",
    "二手约 ${used:,.0f}（{used_basis}）{against}；目录里没有注明日期的新卡价",
)
SPEC_PRICE_USED_GUIDE_ONLY = T(
    "power.spec_price_used_guide_only",
    "no used-market price is on record in the catalog; {guide}",
    "目录里未收录二手价；{guide}",
)
SPEC_PRICE_NONE_USED = T(
    "power.spec_price_none_used",
    "I don't have a used-market price on record, nor a dated price to buy it new",
    "目录里未收录二手价，也没有注明日期的新卡购买价",
)
SPEC_PRICE_UNKNOWN = T(
    "power.spec_price_unknown",
    "no dated price to buy recorded",
    "目录里没有注明日期的购买价",
)
SPEC_SYSTEM_POWER = T(
    "power.spec_system_power",
    "{watts:,.0f} W for the whole computer at most",
    "整机最大功耗 {watts:,.0f} W",
)
SPEC_LINK = T(
    "power.spec_link",
    "{link} at {gbs:,.0f} GB/s between GPUs",
    "卡间互联 {link}（{gbs:,.0f} GB/s）",
)
SPEC_NO_LINK = T("power.spec_no_link", "no NVLink (PCIe only)", "无 NVLink（仅 PCIe）")
SPEC_TFLOPS_UNKNOWN = T("power.spec_tflops_unknown", "BF16 TFLOPS not recorded", "BF16 算力未记录")
SPEC_POWER_UNKNOWN = T("power.spec_power_unknown", "board power not recorded", "板卡功耗未记录")
SPEC_FORM = T("power.spec_form", "form factor: {form}", "外形：{form}")
SPEC_FORM_UNKNOWN = T("power.spec_form_unknown", "form factor not recorded", "外形未记录")
SPEC_CC = T(
    "power.spec_cc",
    "compute capability {cc} (sm_{sm})",
    "计算能力（compute capability）{cc}（sm_{sm}）",
)
SPEC_CC_NONE = T(
    "power.spec_cc_none",
    "no CUDA compute capability ({vendor} chip: CUDA does not run on it)",
    "没有 CUDA 计算能力（{vendor} 的芯片，不跑 CUDA）",
)
SPEC_CORES_UNKNOWN = T(
    "power.spec_cores_unknown",
    "core counts, clocks and cache sizes not recorded in the spec table (the dense TFLOPS they add"
    " up to instead)",
    "规格表未记录核心数、频率和缓存（以下是它们合起来的稠密算力）",
)
SPEC_BUS_UNKNOWN = T(
    "power.spec_bus_unknown",
    "memory bus width not recorded in the spec table (its memory type and bandwidth instead)",
    "规格表未记录显存位宽（以下是显存类型和带宽）",
)

# --------------------------------------------------------------------------- China sale

CHINA_LEAD = T(
    "power.china_lead",
    "**{count} {segment}cards in the catalog can be bought legally in mainland China:** without a"
    " US licence {free}; with a US export licence, granted case by case, {licensed}.",
    "**目录中有 {count} 款{segment}卡可在国内合法购买：** 无需美国许可的有 {free}；需美国出口许可"
    "（逐案审批）的有 {licensed}。",
)
CHINA_BARRED = T(
    "power.china_barred",
    "Still barred: {barred}. Chinese import approval is a separate gate, and both change at short"
    " notice.",
    "仍被禁止：{barred}。中国的进口审批是另一道关，两边的规定都可能随时变化。",
)
CHINA_DATED = T(
    "power.china_dated",
    "export status as recorded in January 2026 (BIS rule in force 2026-01-15; the H20 licence"
    " requirement of 2025-04); confirm it with the seller on the day you buy",
    "出口管制状态按 2026 年 1 月的记录（美国 BIS 规则 2026-01-15 生效；H20 自 2025-04 起需许可）；"
    "购买当天请向卖方确认",
)
NONE_WORD = T("power.none_word", "none", "无")

__all__ = [
    "CPU_NAMED",
    "CARD_CABLE",
    "CARD_DRAW",
    "CARD_MODULE",
    "CARD_SLOT",
    "CHINA_BARRED",
    "CHINA_DATED",
    "CHINA_LEAD",
    "CIRCUIT_CONTINUOUS",
    "CIRCUIT_MOST",
    "CIRCUIT_NEXT",
    "CIRCUIT_DEFAULT",
    "CIRCUIT_NO",
    "CIRCUIT_SPIKES",
    "CIRCUIT_YES",
    "ELECTRICITY_GPUS",
    "ELECTRICITY_SERVER",
    "LIMIT_BELOW_MEASURED",
    "LIMITED_DRAW",
    "LIMIT_LEAD",
    "LIMIT_MODEL",
    "LIMIT_SAVES",
    "PSU_SECONDARY",
    "DRAW_BUILD",
    "ELECTRICITY_PERIOD",
    "DRAW_SERVER",
    "PSU_ENOUGH",
    "PSU_SHORT",
    "PSU_SHORT_LIMITED",
    "SETUP_LIMITED",
    "SLOT_NO",
    "SLOT_PSU",
    "SLOT_YES",
    "SPEC_BANDWIDTH",
    "SPEC_FP8",
    "SPEC_LEAD",
    "SPEC_LINK",
    "SPEC_MEMORY",
    "SPEC_NO_LINK",
    "SPEC_POWER",
    "SPEC_SYSTEM_POWER",
    "SPEC_TFLOPS",
    "SPEC_POWER_UNKNOWN",
    "SPEC_FORM",
    "SPEC_FORM_UNKNOWN",
    "SPEC_BUS_UNKNOWN",
    "SPEC_CORES_UNKNOWN",
    "SPEC_CC",
    "SPEC_CC_NONE",
    "SPEC_TFLOPS_UNKNOWN",
    "NONE_WORD",
]
CARD_OF_WATTS = T(
    "power.card_of_watts",
    "a card of {watts:g} W board power, sized as the {gpu} ({tdp:g} W)",
    "按所说的 {watts:g} W 显卡功耗，以 {gpu}（{tdp:g} W）计算",
)


POWER_CAUSE_CONFIRMED = T(
    "power.cause_confirmed",
    "**Most likely power delivery, yes:** GPU faults that stop once the cards are power-limited"
    " point at the supply, or its cables and risers, sagging under load spikes. {setup}:"
    " {sustained:,.0f} W sustained, brief spikes to {transient:,.0f} W; a {psu:,.0f} W ATX 3.x"
    " power supply carries that. Keep the limit, or move to a PSU that size before running the"
    " cards at full power again.",
    "**很可能就是供电问题：**限功耗后掉卡不再出现，说明电源（或其线缆、转接卡）扛不住负载尖峰。"
    "{setup}：持续 {sustained:,.0f} W，瞬时尖峰可到 {transient:,.0f} W；"
    "需要 {psu:,.0f} W 的 ATX 3.x 电源才撑得住。要恢复满功耗，先保留功耗限制或换到这个规格的电源。",
)
