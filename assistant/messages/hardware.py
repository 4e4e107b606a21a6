"""What a GPU stack cannot run, in English and Chinese (MLX off a Mac, CUDA servers on one).

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

APPLE_ONLY = T(
    "error.apple_only",
    "{engine} runs on Apple silicon only, not {gpu}",
    "{engine} 只能在 Apple 芯片上运行，不支持 {gpu}",
)
ENGINE_SET_ASIDE = T(
    "hardware.engine_set_aside",
    "{engine}, carried from the earlier question, does not run on the {gpu}, so it is estimated"
    " with the engine that runs there",
    "之前说的 {engine} 不能在 {gpu} 上运行，所以这里按它能用的推理引擎估算",
)
NOT_ON_METAL = T(
    "error.not_on_metal",
    "{engine} needs CUDA or ROCm and does not run on {gpu}; on a Mac use llama.cpp/Ollama or MLX",
    "{engine} 需要 CUDA 或 ROCm，不能在 {gpu} 上运行；Mac 上请用 llama.cpp/Ollama 或 MLX",
)
NO_INSTANCE_WITH_GPU = T(
    "error.no_instance_with_gpu",
    "no instance type I know carries {gpu} (provider: {where})",
    "我知道的实例规格里没有配 {gpu} 的（云厂商：{where}）",
)
UNKNOWN_INSTANCE = T(
    "error.unknown_instance",
    "unknown instance type {name!r}{hint}",
    "没有这个实例规格：{name!r}{hint}",
)
INSTANCE_FAMILY = T(
    "instance.family",
    "The **{family}** family ({provider}) has {gpu} GPUs{marker}: {low} to {high} per instance;"
    " the largest, {largest}, has {high} ({total} of GPU memory in all)",
    "**{family}**（{provider}）系列配 {gpu} GPU{marker}：每台 {low} 到 {high} 张卡；"
    "最大的 {largest} 配 {high} 张（共 {total} 显存）",
)
INSTANCE_LINKED = T(
    "instance.linked",
    "**Yes:** the {count} × {gpu} in {name} are linked by {link}",
    "**有：**{name} 的 {count} 张 {gpu} 之间走 {link}",
)
INSTANCE_NOT_LINKED = T(
    "instance.not_linked",
    "**No:** the {count} × {gpu} in {name} have no NVLink; they talk over PCIe, and a model"
    " split across them pays for the slower link",
    "**没有：**{name} 的 {count} 张 {gpu} 之间没有 NVLink，只走 PCIe；"
    "切分到多卡的模型要承受更慢的互联",
)
INSTANCE_SINGLE_GPU = T(
    "instance.single_gpu",
    "**No:** {name} has a single {gpu}, so there is no GPU-to-GPU link to have",
    "**没有：**{name} 只有 1 张 {gpu}，不存在卡间互联",
)
INSTANCE_PRICED_AS_GPUS = T(
    "instance.priced_as_gpus",
    "**{name}** has no usable price of its own in my price book; its GPUs as listed: ",
    "**{name}** 在我的价格表里没有可用的单独报价，按其 GPU 的报价计：",
)
RENTED_INSTEAD_PRICE = T(
    "price.rented_instead",
    "**No provider in my price book rents the {setup}**; the cheapest with at least its {memory}"
    " per GPU: {lead}",
    "**我的价格表里没有 {setup} 的租用报价**；每卡显存不小于它（{memory}）的最便宜选择：{lead}",
)
NO_BUY_PRICE_RENT = T(
    "price.no_buy_price_rent",
    "**I have no dated price to buy the {gpu}, new or used**; what is close, renting it: {lead}",
    "**目录里没有 {gpu} 注明日期的购买价（新卡、二手都没有）**；最接近的是租用价：{lead}",
)
CHEAPEST_WITH_MEMORY = T(
    "price.cheapest_with_memory",
    "The cheapest on-demand offer in my price book with at least {memory} per GPU: {lead}",
    "我的价格表里每卡显存不小于 {memory} 的最便宜按量报价：{lead}",
)
RENTED_INSTEAD_AT = T(
    "price.rented_instead_at",
    "**{provider} has no {setup} price in my price book, and no other provider lists it**;"
    " what is close, the cheapest with at least its {memory} per GPU: {lead}",
    "**我的价格表里没有{provider}的 {setup} 报价，其他厂商也没有**；"
    "相近的选择（每卡显存不小于 {memory} 的最便宜的卡）：{lead}",
)
RENTED_INSTEAD_UNCOVERED = T(
    "price.rented_instead_uncovered",
    "**I don't cover {provider}: it is not in my price book, and no other provider lists the"
    " {setup}**; what is close, the cheapest with at least its {memory} per GPU: {lead}",
    "**我的价格表未收录{provider}的报价，其他厂商也没有 {setup}**；"
    "相近的选择（每卡显存不小于 {memory} 的最便宜的卡）：{lead}",
)
INSTANCE_CONFIRM_YES = T(
    "instance.confirm_yes",
    "**Yes, {count} × {gpu} GPUs:** ",
    "**是的，{count} 张 {gpu} GPU：** ",  # the space keeps it apart from a bold name after
)
INSTANCE_COUNT = T(
    "instance.count",
    "**{count} × {gpu} GPUs:** ",
    "**{count} 张 {gpu} GPU：** ",
)
INSTANCE_MODEL_FITS = T(
    "instance.model_fits",
    "**Yes, it runs {model} ({method}, {precision}):** about {need} per GPU on its"
    " {count} × {gpu}, against {usable} usable.",
    "**能跑 {model}（{method}，{precision}）：**在它的 {count} × {gpu} 上每卡约需 {need}，"
    "可用 {usable}。",
)
INSTANCE_MODEL_NO_FIT = T(
    "instance.model_no_fit",
    "**Not {model} at {precision} ({method}):** about {need} per GPU on its {count} × {gpu},"
    " more than the {usable} usable.",
    "**{model} 用 {precision}（{method}）装不下：**在它的 {count} × {gpu} 上每卡约需 {need}，"
    "超过可用的 {usable}。",
)
"""A model asked of a named type, sized on the type's own cards after its shape is confirmed."""
INSTANCE_CONFIRM_NO = T(
    "instance.confirm_no",
    "**No, not {asked}:** ",
    "**不是 {asked}：**",
)
INSTANCE_SLICE_NOTE = T(
    "instance.slice_note",
    "Some cloud sizes get a fraction of one {gpu} (a vGPU or MIG slice with part of its memory)"
    " rather than the whole card; the provider's size table says which a size gets.",
    "有些云实例规格拿到的是一张 {gpu} 的一部分（vGPU 或 MIG 切片，只有部分显存），而不是整张卡；"
    "具体哪种规格拿到多少，以云厂商的规格表为准。",
)
NO_NVLINK = T(
    "read.no_nvlink",
    "no NVLink bridge, as stated: the {count} cards talk over PCIe, which suits a layer split "
    "(each card holds whole layers); a tensor split across them is slower",
    "按所说没有 NVLink 桥：{count} 张卡之间走 PCIe，适合按层切分（每张卡放整层）；"
    "张量并行切分会更慢",
)
LAPTOP_AS_DESKTOP = T(
    "hardware.laptop_as_desktop",
    "the {surface} laptop GPU is not in my catalog; it has the same {gb:g} GB as the desktop"
    " {gpu}, so it is sized on that card: memory figures hold, while speeds are optimistic"
    " (a laptop GPU runs at lower clocks and power)",
    "目录里没有 {surface} 笔记本显卡；它和台式机 {gpu} 一样是 {gb:g} GB，所以按那张卡估算："
    "显存数字成立，速度偏乐观（笔记本显卡频率和功耗更低）",
)
SFF_AS_FULL_SIZE = T(
    "hardware.sff_as_full_size",
    "the {surface} (a small-form-factor board) is not in my catalog; it carries the same chip"
    " and {gb:g} GB as the full-size {gpu}, so it is sized on that card: memory figures hold,"
    " while speeds are optimistic (the SFF board runs at a lower power limit)",
    "目录里没有 {surface}（小尺寸版）；它与全尺寸 {gpu} 同芯片、同为 {gb:g} GB，所以按那张卡估算："
    "显存数字成立，速度偏乐观（SFF 版功耗上限更低）",
)
NOT_PLACED_IN_REGION = T(
    "price.not_placed_in_region",
    "**No offer in my price book is placed in {region}**; this one is priced the same in every"
    " region its provider rents in: ",
    "**我的价格表里没有标明在{region}的报价**；下面这家各地域同价：",
)
REGION_NAMES = {
    "europe": ("Europe", "欧洲"),
    "us": ("the US", "美国"),
    "china": ("China", "中国"),
    "asia": ("Asia", "亚洲"),
}
"""The regions a price question may be narrowed to, as the answer names them."""
CHEAPER_FORM = T(
    "price.cheaper_form",
    "The same chip in its other form factor rents for much less: {lead}",
    "同一颗芯片的另一种形态便宜得多：{lead}",
)
NODE_PARTS_UNHELD = T(
    "instance.node_parts_unheld",
    "**I don't have {parts} of these nodes:** my instance table holds a type's GPUs, vCPUs, RAM,"
    " GPU link and price, not {parts}; the provider's instance page lists them. What I hold:",
    "**我的实例表未收录这些节点的{parts}：**只记录实例的 GPU、vCPU、内存、卡间互联和价格，"
    "不含{parts}；请查厂商的实例规格页。已有的信息：",
)
NODE_PART_NIC = T("instance.node_part_nic", "the NIC", "网卡")
NODE_PART_LOCAL_STORAGE = T("instance.node_part_local_storage", "the local NVMe storage", "本地盘")
NODE_PARTS_JOIN = T("instance.node_parts_join", " or ", "和")
NODE_PARTS_NOTE = T(
    "instance.node_parts_note",
    "I don't have {parts} of these nodes: that is not in my instance table; the provider's"
    " instance page lists it.",
    "我的实例表未收录这些节点的{parts}，请查厂商的实例规格页。",
)
CARD_BESIDE_TYPE = T(
    "instance.card_beside_type",
    "'{card}' is not in my catalog; {name}'s own row says which cards it holds",
    "“{card}”不在我的目录里；{name} 配什么卡以它自己的规格为准",
)
CARD_SHOWN_UNKNOWN = T(
    "hardware.card_shown_unknown",
    "'{card}' is not the {sold} and not in my catalog; the figures read are checked against the"
    " {sold}'s own",
    "“{card}”不是 {sold}，也不在我的目录里；读到的数字按 {sold} 自己的规格核对",
)
NOT_ON_PROVIDER = T(
    "hardware.not_on_provider",
    "My price book has no price for it on {provider}.",
    "我的价格表里没有{provider}这张卡的报价。",
)
HOST_PER_GPU = T(
    "hardware.host_per_gpu",
    "{vcpus:g} vCPUs and {ram:g} GiB of RAM for each of its {count} GPUs, one process per GPU",
    "按每张卡一个进程分，{count} 张卡每张分得 {vcpus:g} 个 vCPU、{ram:g} GiB 内存",
)
