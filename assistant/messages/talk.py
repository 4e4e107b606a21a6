"""Refusals that name their subject and the card notes of explanations, in English and Chinese.

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

DECLINED_CRYPTO_MINING = T(
    "talk.declined.crypto_mining",
    "I don't cover crypto mining (hash rates, coin prices, mining profits): I only help with"
    " choosing GPUs, servers and cloud instances for AI work.",
    "挖矿不在我的范围内（没有算力、币价和挖矿收益的数据）：我只能回答与 AI 算力选型相关的问题。",
)
DECLINED_GAMING = T(
    "talk.declined.gaming",
    "I don't cover games (frame rates, game settings): I only help with choosing GPUs, servers"
    " and cloud instances for AI work.",
    "游戏不在我的范围内（没有帧率和画质设置的数据）：我只能回答与 AI 算力选型相关的问题。",
)
DECLINED_MODEL_QUALITY = T(
    "talk.declined.model_quality",
    "I don't cover how good models or chatbots are at answering (quality, coding, reasoning):"
    " I only help with the hardware side, that is which GPUs run a model, how fast and at what"
    " cost.",
    "我不评判模型或聊天产品哪个更好用（回答质量、写代码、推理能力）：我只能回答硬件这一侧的问题，"
    "也就是跑某个模型要用什么显卡、速度多快、花多少钱。",
)
DECLINED_GENERATING = T(
    "talk.declined.generating",
    "I don't cover making images, videos or music: I'm not an image model. I help with choosing"
    " GPUs, servers and cloud instances for AI work, for example which card runs SDXL or Flux"
    " and how many seconds an image takes on it.",
    "我不支持生成图片、视频或音乐：我不是绘图模型。我帮你为 AI 工作选 GPU、服务器和云实例，"
    "比如跑 SDXL 或 Flux 该用哪张卡、一张图要几秒。",
)
DECLINED_WRITING = T(
    "talk.declined.writing",
    "I don't cover writing documents (reports, purchase requests, emails): I only help with"
    " choosing GPUs, servers and cloud instances for AI work.",
    "代写报告、请示、邮件这类文书不在我的范围内：我只能回答与 AI 算力选型相关的问题。",
)
DECLINED_WRITING_CLOSE = T(
    "talk.declined.writing_close",
    "What I can give you for it: the figures, that is which cards your workload needs and how"
    " many, what they cost to buy or rent, and whether to rent or buy. Tell me the model or"
    " workload and a budget.",
    "我能给你写材料用的数字：你的任务需要哪种卡、几张，买或租各要多少钱，以及租还是买更划算。"
    "告诉我要跑的模型或任务和预算即可。",
)
DECLINED_REPAIR = T(
    "talk.declined.repair",
    "I don't cover repairing cards (fan noise, taking a card apart, broken parts): I only help"
    " with choosing GPUs, servers and cloud instances for AI work; for a repair, the card's"
    " maker or seller is the place to ask.",
    "显卡维修（风扇异响、拆卡、更换零件）不在我的范围内：我只能回答与 AI 算力选型相关的问题；"
    "维修请找显卡厂商或卖家。",
)
DECLINED_REMOTE_ACTION = T(
    "talk.declined.remote_action",
    "I don't cover actions on your machine: I can't log into it or run anything on it (no SSH,"
    " no remote access), I only answer questions about choosing and running GPUs, servers and"
    " cloud instances for AI work."
    " I can tell you what to run yourself, for example which NVIDIA driver branch a PyTorch build"
    " needs and how to check it with `nvidia-smi`.",
    "我不支持在你的机器上操作：无法登录，也不能在上面执行任何命令（不能 SSH、不能远程），"
    "只回答 AI 算力选型和使用相关的问题。可以告诉你自己该怎么做，"
    "比如某个 PyTorch 版本需要哪一版 NVIDIA 驱动，以及怎样用 `nvidia-smi` 核对。",
)
DECLINED_CLOSE = T(
    "talk.declined.close",
    "What is close: whether a model fits your GPUs, how fast it runs, what a cloud job costs,"
    " and whether to rent or buy.",
    "相近的问题我可以回答：模型能否装进你的显卡、运行速度、云上任务成本，以及租还是买。",
)
BLOCKED_LEAD = T("talk.blocked.lead", "**I can't size this:** ", "**无法估算：**")
BLOCKED_ASKED = T(
    "talk.blocked.asked",
    "You asked about {request}: tell me how many cards (one or more) and I'll size it.",
    "你问的是 {request}：告诉我用几张卡（至少 1 张），我再来估算。",
)
CARDS_HEAD = T("talk.cards.head", "**The cards you named:**", "**你提到的显卡：**")
CARD_FACTS = T(
    "talk.cards.facts",
    "{card} {marker}: {memory} GB {memory_type} at {bandwidth}, {architecture}",
    "{card} {marker}：{memory} GB {memory_type} 显存，带宽 {bandwidth}，{architecture} 架构",
)
CARDS_NO_GUIDE = T(
    "talk.cards.no_guide",
    "No guide of mine covers this question as such; it turns on the named cards' own figures:",
    "知识库里没有讲这个问题的内容；它取决于你提到的显卡本身的参数：",
)
CARD_COUNT = T("talk.cards.count", "{count} × {card}", "{count} 张 {card}")
CARD_NVLINK = T(
    "talk.cards.nvlink", "; {link} between cards at {speed} GB/s", "；卡间 {link} 互联 {speed} GB/s"
)
CARD_PCIE_ONLY = T(
    "talk.cards.pcie_only",
    "; no NVLink: the cards talk over PCIe {pcie} only",
    "；没有 NVLink：卡之间只能走 PCIe {pcie}",
)
CARD_MIG = T("talk.cards.mig", "; MIG partitioning supported", "；支持 MIG 切分")
CARD_NO_MIG = T("talk.cards.no_mig", "; no MIG partitioning", "；不支持 MIG 切分")
CARD_FP8 = T("talk.cards.fp8", "; BF16 and FP8 tensor cores", "；有 BF16 和 FP8 张量核心")
CARD_BF16_ONLY = T(
    "talk.cards.bf16", "; BF16, but no FP8 tensor cores", "；支持 BF16，但没有 FP8 张量核心"
)
CARD_FP16_ONLY = T(
    "talk.cards.fp16",
    "; no BF16 or FP8 tensor cores (FP16 only)",
    "；没有 BF16 和 FP8 张量核心（只有 FP16）",
)
OTHER_ACCELERATOR = T(
    "talk.other_accelerator",
    "{name!r} is not in my catalog: it is not a GPU, and I have no figures for NPUs or other AI"
    " chips (Groq, Cerebras, Tenstorrent), only for GPUs and Apple silicon",
    "{name!r} 不在我的目录里：它不是 GPU，我没有 NPU 或其他 AI 芯片（Groq、Cerebras、Tenstorrent）"
    "的数据，只有 GPU 和 Apple 芯片的",
)
UNLISTED_GPU_MAKER = T(
    "talk.unlisted_gpu_maker",
    "{name!r} is not in my catalog: I have no figures for that maker's GPUs, so I won't guess"
    " them; the China-market cards I hold are the Huawei Ascend 910B and NVIDIA's H20, L20 and"
    " RTX 4090D",
    "{name!r} 不在我的目录里：我没有这家厂商 GPU 的数据，所以不做猜测；我有数据的国内市场卡是"
    "华为昇腾 910B 和英伟达的 H20、L20、RTX 4090D",
)
OTHER_CHIP_SET_ASIDE = T(
    "talk.other_chip_set_aside",
    "{name} set aside, as you said it falls short; the cards below are GPUs",
    "{name} 已按你说的不够用而放在一边；下面的是 GPU",
)
OTHER_CHIP_CLOSE = T(
    "talk.other_chip_close",
    "What is close: the same model on a GPU or a Mac (for example *how fast is Llama 3 8B on an"
    " RTX 4060?* or *on an M3 Max?*), or the cloud GPUs that serve it and what they cost.",
    "相近的问题我可以回答：同一个模型在 GPU 或 Mac 上的情况（比如 *RTX 4060 跑 Llama 3 8B 多快？*"
    "或 *M3 Max 上呢？*），以及能部署它的云 GPU 和价格。",
)
UNMODELLED_WORK = T(
    "talk.unmodelled_work",
    "I don't size {work} yet: my memory, speed and cost calculators cover language models,"
    " image and video generation, vision and speech, so any figure for it would be a guess.",
    "我目前还不能估算{work}：我的显存、速度和成本计算器只覆盖大语言模型、图像和视频生成、"
    "视觉和语音，给它算出的数字都只能是猜测。",
)
UNMODELLED_WORK_CLOSE = T(
    "talk.unmodelled_work_close",
    "What is close: such work is usually bound by GPU memory (the scene or system size) and"
    " FP32 throughput, so I can list the cards with the memory you need (for example *which"
    " GPUs have 24GB?*), their specifications side by side, and what they cost to buy or rent.",
    "相近的问题我可以回答：这类计算通常受显存（场景或体系的大小）和 FP32 算力限制，"
    "我可以列出有你所需显存的卡（比如*哪些卡有24G显存？*）、并排对比它们的规格，以及买或租的价格。",
)
LICENCE_NOT_PRICED = T(
    "talk.licence_not_priced",
    "I don't cover software licence prices (NVIDIA AI Enterprise, vGPU and the like): my price"
    " book holds GPU hardware and cloud rental prices only, so any figure would be a guess.",
    "我的价格表未收录软件授权的价格（NVIDIA AI Enterprise、vGPU 等）：只有 GPU 硬件和云上租用的"
    "价格，给出的任何数字都只能是猜测。",
)
LICENCE_CLOSE = T(
    "talk.licence_close",
    "What is close: ask the vendor to list the licence as its own line (per GPU, its term and"
    " support level), and I can price the hardware in the quote or what renting it costs.",
    "相近的问题我可以回答：请供应商把授权单独列一行（按卡、期限和支持级别），"
    "报价里的硬件价格或者租用同样硬件的费用我可以算。",
)
WORK_NAMES = {
    "3d_reconstruction": (
        "3D reconstruction (Gaussian splatting, NeRF, photogrammetry)",
        "3D 重建（高斯泼溅、NeRF、摄影测量）",
    ),
    "simulation": (
        "scientific simulation (molecular dynamics, CFD, finite elements)",
        "科学计算仿真（分子动力学、流体、有限元）",
    ),
}
"""How each kind of unmodelled work (``Query.unmodelled_work``) is named, in English and Chinese."""
CLOSED_MODEL = T(
    "talk.closed_model",
    "I can't size {model}: its weights are not released, so it runs only on its maker's servers"
    " (there is no GPU to choose for it), and API prices per token are not in my price book.",
    "无法估算 {model}：它的权重没有公开，只能在厂商自己的服务器上调用（没有显卡可选），"
    "按 token 计的 API 价格也不在我的价格表里。",
)
CLOSED_MODEL_CLOSE = T(
    "talk.closed_model.close",
    "What is close: open-weight models of that class, such as {models}; ask me which GPUs run"
    " one (for example *which GPUs run {first}?*) or what it costs per hour to rent them.",
    "相近的内容：同档次的开源权重模型，比如 {models}；可以问我跑它们要什么显卡"
    "（比如*跑 {first} 要什么显卡？*），或者租卡每小时要多少钱。",
)
ABOUT_DATA = T(
    "talk.about_data",
    "My figures are a stored snapshot, not live quotes: every price I give shows the date it was"
    " captured and how far to trust it (a provider's own list price high, a marketplace listing"
    " low), and one older than {days} days is flagged for you to check. Cloud rates and used-card"
    " prices move within weeks, and the Chinese clouds publish no list prices at all, so confirm a"
    " price on the provider's page before you pay; the cards' specs (memory, bandwidth, power)"
    " come from the makers' data sheets and do not go stale.",
    "我的数字是存下来的一份快照，不是实时报价：我给出的每个价格都标了采集日期和可信度（云厂商自己的"
    "价目表可信度高，租卡平台的挂牌价低），超过 {days} 天的会特别提醒你核对。云上租价和二手卡价格"
    "几周就会变，国内云厂商也不公开价目表，所以付钱前请在厂商页面上核对；显卡规格（显存、带宽、"
    "功耗）来自厂商的数据手册，不会过时。",
)
