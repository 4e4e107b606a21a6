"""The markers of a parsed question: what it asks for, read once by ``question.markers``.

``Query`` inherits these fields; they are apart only to keep each module small. Each is read
from the text by the parser and never re-read: a planner or composer reads the field.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from assistant.models.clock_reading import ClockReading
from assistant.models.fan_reading import FanReading
from assistant.models.job_asks import JobAsks
from assistant.models.loaded_models import LoadedModels
from assistant.models.media_seen import SeenMarkers
from assistant.models.quoted_figure import QuotedFigure
from assistant.models.term_asks import TermAsks
from assistant.models.weighed import WeighedOption

DeclinedSubject = Literal[
    "crypto_mining", "gaming", "model_quality", "writing", "generating", "repair", "remote_action"
]
"""An off-topic subject declined by name (mining, gaming, which model is smarter, a document to
write, a picture or video to make, a card to repair by hand, the asker's machine to log into)."""

UnmodelledWork = Literal["3d_reconstruction", "simulation"]
"""Compute work the calculators do not size: 3D reconstruction (Gaussian splatting, NeRF,
photogrammetry) and scientific simulation (molecular dynamics, CFD, finite elements)."""

AnswerAsked = Literal[
    "price",
    "duration",
    "speed",
    "power_cost",
    "capacity",
    "card_spec",
    "rent_or_buy",
    "pick",
    "comparison",
    "instance_contents",
    "kv_memory",
    "wattage",
]
"""What a question's own ask wants back, read from its interrogative forms alone
(``question.answer_asked``): a price, a job's duration, a speed, an electricity bill, a count
of users, a card's figures (memory, bandwidth), whether owning beats renting, a card (or setup)
picked, two named options set side by side, what a cloud machine type holds, the KV cache's
size, or a card's or box's power draw."""

NodePart = Literal["nic", "local_storage"]
"""Parts of a rented node the instance table does not hold (its network card, local disks)."""
LinkSplit = Literal["layers", "tensor", "data", "sharded"]
"""How a job is spread over the cards: by layers (llama.cpp, pipeline), tensor parallel, data
parallel (DDP), or sharded data parallel (FSDP, ZeRO-3)."""


class SpecReading(BaseModel):
    """What a tool such as GPU-Z reads off a card, quoted to be checked against what was sold.

    "gpu-z: GA102, 10496 shaders, 24gb gddr6x, 384-bit": the chip, the memory size and type and
    the memory bus width; fields not said are None.
    """

    chip: str | None = None
    """The GPU die's code, lower case ("ga102", "gb202")."""
    memory_gb: float | None = None
    memory_type: str | None = None
    """Lower case ("gddr6x", "hbm3e")."""
    bus_bits: int | None = None
    shaders: int | None = None
    memory_clock_mhz: float | None = None
    """The memory's top clock as ``nvidia-smi -q`` prints it ("Max Clocks Memory : 10501 MHz"):
    half the per-pin data rate."""
    rops: int | None = None
    """Render output units a tool reports ("gpu-z 显示 ROPs 168")."""


class QueryMarkers(LoadedModels, SeenMarkers, JobAsks, TermAsks):
    """Marker fields of ``Query`` (``question.markers``): read once by the parser."""

    usage_cap_read: tuple[float, float] | None = None
    """nvidia-smi's Pwr:Usage/Cap column read in a trouble ("80W / 320W"), whatever the load:
    said back beside a low utilisation as the card's own sign of waiting."""
    machines_count_asked: bool = False
    """Whole machines counted against a power budget, asked ("how many of those nodes in a
    40 kW row"): the budget over one machine's wall draw."""
    stream_rate_asked: bool = False
    """The frame rate each of several streams gets, asked ("每路还有多少 fps"): the card's frames
    shared among the streams lead the capacity answer."""
    options_weighed: list[WeighedOption] = Field(default_factory=list)
    cpu: str | None = None
    """The CPU a build names, by its ``calc.cpu_power.CPU_POWER`` key ("7950x"): its PSU share."""
    llm_runtime_named: bool = False
    """A runtime that serves only language models named ("ollama", "vLLM"; a GGUF format is not
    one): language models are a job of the question, beside any media tool named."""
    answer_asked: AnswerAsked | None = None
    """What the question asks for ("什么价": a price, "how long": a duration), None when nothing
    or two different things are asked; the router trades a kind that does not give it."""
    tp_split_said: tuple[int, int] | None = None
    """The attention heads and the tensor-parallel size vLLM printed refusing it ("attention
    heads (40) must be divisible by tensor parallel size (3)"): the sizes that divide are said."""
    budget_hours: Literal["bought", "fits"] | None = None
    """A rented sum set against hours: the hours it buys, or whether a job's hours fit it."""
    users_guessed: int | None = Field(default=None, ge=1, le=10_000)
    """A user count guessed after the count is asked ("how many can hit it at once? like 5?"):
    the answer says whether the count it finds reaches it."""
    driver_version: str | None = None
    """The NVIDIA driver stated, major[.minor] ("driver 470": "470")."""
    cuda_build: str | None = None
    """The CUDA release of a build or runtime stated ("cu124": "12.4")."""
    spec_reading: SpecReading | None = None
    max_slots: float | None = None
    """The widest card the build has room for, in expansion slots ("2-slot max", "最多两槽半")."""
    slots_from_case: bool = False
    """``max_slots`` was assumed from a small case said with no width ("SFF", "itx 机箱")."""
    max_length_mm: float | None = None
    """The longest card the case takes, mm ("max gpu length 300mm", "显卡限长 30cm")."""
    """A card's chip, memory and bus read off by a tool and put up to be checked, else None."""
    figures_asked: bool = False
    """A card's figures asked in a clause of their own ("h20 bf16 tflops? why is prefill slow"):
    with a why besides, the row answers first and the why after it."""
    figure_source_asked: bool = False
    """Whether a card's figures are official asked ("带宽有官方数字吗", "is that number
    official?"): the row answers, then says whether its figures were checked."""
    board_power_named: bool = False
    """The card's board power asked by its spec name ("整卡 tdp 多少 w", "the TDP of the L4"):
    the catalog's figure, even with a connector or slot asked after it ("单个 8pin 够吗")."""
    figures_quoted: list[QuotedFigure] = Field(default_factory=list)
    """A card's figures put up to be confirmed ("A30 的显存带宽能到 900 多 GB/s 吗"); none when the
    figure is doubted as enough for a use (then the row and what it decides answer, no yes)."""
    sizes_offered: bool = False
    """Two sizes offered for an instance's cards ("是 40G 的还是 80G 的"): the size, no yes/no."""
    figure_doubted: bool = False
    """A card's figure doubted as enough for a use ("带宽才448？跑大模型会不会太拉胯", "is 448
    GB/s too weak for llms?"): the row answers, then the guide says what the figure means."""
    format_judged: bool = False
    """A number format judged as such ("fp8 训练靠谱吗", "is bf16 training stable?"): beside a
    card's support for it, the explanation answers."""
    price_gap_asked: bool = False
    """How much more one card costs than another is asked ("差价多少", "how much more per
    hour"): with both rented, the gap leads."""
    price_gap_why: bool = False
    """Why one card costs far more or less than another is asked ("为啥一个便宜那么多"): with
    two cards named, their comparison answers it."""
    card_prices: dict[str, float] | None = None
    """What the user says each card compared costs ("3090 used is $700 and 4090 is $1800"), in
    the question's currency: speed is weighed per money at those prices."""
    card_offer: dict[str, float] | None = None
    """The one card named with the price it is offered at ("wants $650 for a used 3090", "4500
    出 3090"), in the question's currency: a pick weighs that card at that price."""
    purchase_quoted: Decimal | None = None
    """A purchase price said beside a monthly rent spend ("$6k/month on g6e … 4x l40s quoted
    $48k"), in the spend's currency: owning is weighed at it."""
    llm_tuned: bool = False
    """A fine-tune said of the LLM's size beside a media or vision job ("训 yolo 和跑 7b-14b 的
    微调"): the fine-tune is the LLM's, not the workload's training."""
    load_share: float | None = None
    """The average load or utilisation said ("average load maybe 50%", "平均负载 40%"), 0-1:
    the electricity is billed at that share of the draw."""
    hosting_per_month: Decimal | None = None
    """A flat colocation fee a month for the box, power and space included ("host 2x A6000 at a
    colo for $150/month power+space"), in ``currency``: owning is weighed with it."""
    lease_monthly: Decimal | None = None
    """A lease's monthly payment weighed against renting ("lease an 8x H100 box at ~$18k/month"),
    in the question's currency: the price book holds no lease terms, so it is said back."""
    purchase_each: bool = False
    """``purchase_quoted`` is one card's price ("一张一万四五", "$1,700 each"): the cards named
    cost it each."""
    usage_gpu_hours: float | None = None
    """GPU-hours stated over the use's period ("一年大概 6000 卡时", "2000 A100-hours a month"):
    said back as stated beside each card's busy hours."""
    card_premium: dict[str, float] | None = None
    """How much more one card compared costs, as said ("5090 is +$800 over the 4090")."""
    figure_picked: bool = False
    """Which of several figures for one amount to believe is asked ("which number is real"):
    the units explained, not the card doubted."""
    mig_profile: str | None = None
    """A MIG instance read off the machine ("MIG 2g.20gb"): a slice of the card, not all of it."""
    slicing_asked: bool = False
    """Whether the card is sliced is asked ("is it sliced?", "是不是被切了")."""
    held_memory_asked: bool = False
    """The memory an engine holds is asked to be judged, no trouble beside it ("vllm shows 21gb
    used on a 1.5b model, leak or on purpose?"): its up-front reserve is explained."""
    ttft_seen_s: float | None = Field(default=None, gt=0, le=3600)
    """A time to first token the asker sees and asks judged ("首 token 动不动 10 秒以上，正常吗"),
    in seconds: a slowdown, not a latency target."""
    technique_backfired: bool = False
    """A speed-up technique made things slower, and when it pays is asked ("开了投机解码反而变慢，
    什么情况下不划算"): the technique is explained, wherever it runs."""
    speed_gap_asked: bool = False
    """Why one card runs faster than another is asked ("more tflops, yet his 3090 is faster: what's
    going on", "差在哪，带宽还是算力"): what limits generation speed is explained."""
    pooling_asked: bool = False
    """Whether several cards' memory adds up is asked ("does vram stack", "显存能叠加吗")."""
    expert_offload_asked: bool = False
    """What llama.cpp's experts-in-RAM flag does is asked ("--n-cpu-moe 是干嘛的")."""
    fault_asked: bool = False
    host_blamed: bool = False  # "are they throttling the card?": the provider is asked about
    """Whether a card checked is asked to be judged broken ("是显存颗粒坏了吗")."""
    shown_doubted: bool = False
    """Readings sent as a screenshot or photo, asked to be believed ("截图能信吗")."""
    run_draw_w: float | None = Field(default=None, gt=0, le=10_000)
    """The watts a card is said to draw while it works ("running at 450W"), not a limit."""
    fan_still: FanReading | None = None
    """A card's fan read standing still while it is hot or busy (``question.fan_reading``)."""
    fraud_asked: bool = False
    """Whether the user asks if they were cheated by a reading ("am I being scammed?", "是不是
    被骗了"): yes or no answers the fraud, so a reading that matches is a "no"."""
    quote_doubted: bool = False
    """Whether a price quoted or asked for one card is doubted as too much ("got quoted ¥68,000
    for an H20, in line or am I being ripped off?", "报价 6.8 万是不是被坑"): the amount is set
    against the card's recorded price, first."""
    mac_offered: bool = False
    """Whether a Mac is one of the options weighed beside cards ("2x 3090 or a mac?")."""
    power_cap_asked: bool = False
    """Whether the card is asked to be power-capped ("is the provider capping it?"): a limit
    at its default answers "no", a low one "yes"."""
    needed_cc: float | None = None
    """The compute capability a pasted error says a feature needs ("at least 8.0", "Ampere or
    newer": 8.0), else None."""
    link_need: bool = False
    """Whether NVLink is needed or worth it for a job is asked ("do I need nvlink for 2x 3090
    inference?", "两张3090做推理需要nvlink吗")."""
    link_loss_asked: bool = False
    """Whether the speed lost without the cards' NVLink is asked ("if i pull the bridge out, how
    much do i lose?", "去掉nvlink桥会慢多少"): timed with the link and over PCIe."""
    link_split: LinkSplit | None = None
    """The one split named beside that ask ("tensor parallel", "FSDP"), else None."""
    prefill_asked: bool = False
    """The prompt-processing speed is asked ("prefill speed for a 32k prompt", "预填充多快",
    "pp512"): the answer leads with it, and the time the stated prompt takes."""
    first_token_asked: bool = False
    """The time to first token is asked with no target given ("what's the ttft for an 8k prompt",
    "首字延迟大概多久"): the answer leads with that time, the prompt read at the prefill rate."""
    api_weighed: bool = False
    """A hosted API's per-token price is weighed against running the model on rented GPUs
    ("cheaper to use an api than rent an h100 for llama 70b?", "调用API和自己租卡哪个便宜")."""
    api_price_per_m: Decimal | None = None
    """The API price per 1M tokens the message states ("$0.60/M"), in ``api_price_currency``."""
    api_price_currency: Literal["USD", "CNY"] | None = None
    token_cost_asked: bool = False
    """What a million tokens of a named model cost on (rented) GPUs is asked, no API weighed
    ("cost per 1M tokens for llama 8b on an h100", "每百万token成本多少"): priced by the batch
    timer at full load, not a month of rental."""
    training_said: bool = False
    """The job is training or fine-tuning, whether or not a method is named."""
    """Two or more engines or formats weighed on one setup ("AWQ vs GPTQ", "vLLM 还是 SGLang")."""
    asked_in_general: bool = False
    """A why asked of how things behave in general, no setup of the asker's ("why does TP over
    PCIe sometimes run slower than one GPU"): explained, not troubleshot."""
    smalltalk: bool = False
    """A greeting, thanks or "who are you" with nothing else asked."""
    thanks: bool = False
    """The small talk thanks or signs off ("thanks, that helped", "好的我再研究研究")."""
    about_me: bool = False
    """The small talk asks what the assistant is or is built on ("are you deepseek?")."""
    about_cost: bool = False
    """The small talk asks what using the assistant costs ("这个助手是免费的吗", "is this free")."""
    about_data: bool = False
    """The small talk asks how old or sound the assistant's figures are ("你的数据是哪年的")."""
    remark: bool = False
    """The small talk laughs and remarks, asking nothing ("lol my wife will see the power bill")."""
    new_topic: bool = False
    """The message says it starts a new topic ("btw", "另外问一下")."""
    follow_up: bool = False
    """The message leans on the previous turn ("and on two?", "换成QLoRA呢")."""
    fix_failed: bool = False
    """A fix tried without effect, or what else to check asked ("还是一样，还能查啥"): a trouble
    before it goes on (``conversation.merge``)."""
    fix_worked: bool = False
    """A fix reported as working with its cause asked ("stable since the power limit, so it was
    the psu?"): the trouble before goes on, to confirm the cause (``conversation.merge``)."""
    fix_why: bool = False
    """A change reported as fixing it, and why it did asked ("改成 8k 就好了，为什么差这么多"):
    after a trouble, what the change did is explained (``own_ask.own_or``)."""
    cause_guessed: bool = False
    """A cause put forward for what was seen ("could the x4 slot be it?", "是不是这个原因"): after
    a trouble, that trouble goes on (``follow_slots.trouble_goes_on``)."""
    bare_change: bool = False
    """A follow-up with no ask or job of its own ("再塞一张3090呢", "what if it's $550"): set
    by ``conversation.merge``; the earlier turn's kind answers it with the slots it changes."""
    bare_count: int | None = None
    """A GPU count said without a GPU name ("and on two?", "换成8卡")."""
    off_topic: bool = False
    """An off-topic subject is named (weather, stocks, recipes)."""
    declined: DeclinedSubject | None = None
    """The subject an off-topic question is about, named by its refusal (``intent_cues``)."""
    closed_model: str | None = None
    """A model only its maker serves, as named ("claude 3.5 sonnet"), with no GPU or open model
    beside it: no weights to size, no API price in the book."""
    definition: bool = False
    """The question opens as a definition ("what is …", "…是什么")."""
    versus: bool = False
    """Things are weighed against each other ("FP8 vs INT8", "还是", "区别")."""
    owning_words: bool = False
    """Buying or owning hardware is named ("buy", "own", "自建", "自购", "买下来")."""
    cards_held: bool = False
    """The cards weighed are the user's already ("already paid for", "家里有…已经买了"), no
    purchase asked: only running them is set against renting (``question.held_cards``)."""
    users_at_once: bool = False
    """The users or jobs are said to run together ("20 people generating at the same time",
    "10个人同时出图"): a card each keeps each at one card's pace."""
    used_asked: bool = False
    """A used or second-hand card is asked about ("used 3090", "二手4090", "矿卡")."""
    resale_said: bool = False
    """The hardware is to be sold again at the end ("buy and resell", "用完再卖掉", "回血"); read
    with the rent-or-buy figures (``question.owning_slots``)."""
    resale_value_said: Decimal | None = None
    """What the user says the cards sell for at the end ("resale about $500", "两年后还能卖8000"),
    in ``resale_currency`` (``question.resale_value``)."""
    resale_currency: str | None = None
    resale_share: float | None = None
    """The share of the price paid the cards sell for at the end ("两年后还能卖 4 成价": 0.4,
    "resell at 40% of what I paid"): the resale value is that share of the purchase price."""
    explain_asked: bool = False
    """A why or how-it-works is asked, with no amount, pick or own setup ("eli5 prefill vs
    decode", "为什么flux出图比sdxl慢"): the guides answer it, not a calculator."""
    asks_gpu_pick: bool = False
    """A card is asked for ("which GPU should I buy")."""
    item_seconds_said: float | None = None
    """The time per image or video the user has now on the card named ("35 min a clip")."""
    item_seconds_target: float | None = None
    """The time per item wanted of a faster card ("what card gets that under 10")."""
    platforms_weighed: bool = False
    """A Mac weighed against a PC ("macbook or pc for local llms"): the pick covers both."""
    named_candidates: Literal["only", "open"] | None = None
    """The cards named are the options of a purchase or rental decision (``question.choosing``):
    ``only`` among them ("预算8000，4070tis还是二手3090"), ``open`` with others welcome ("used 3090s
    or something else?"); None when they are compared or sized, not chosen between."""
    aggregate_tokens_per_s: float | None = None
    """Throughput of the whole deployment asked ("2000 tokens/s aggregate"), tokens/s."""
    excluded_gpus: list[str] = Field(default_factory=list)
    """Cards named to rule them out ("国内买不到H100", "other than the 4090"), by catalog id."""
    instance_named: str | None = None
    """An instance type of the instance table the question names (set by the advisor, which
    holds the table): "GN7", "NC24ads A100 v4"."""
    budget_each: bool = False
    """The purchase price said is one card's ("五千五一张", "（一张七千八）", "$700 each"): owning
    the cards named costs it times their count."""
    confirms_shape: bool = False
    """Cards are named and asked back ("p2s.8xlarge.8 是4张V100吗", "is it dual A10?"): with a
    type named, its shape is checked against them before any fit."""
    type_count_asked: bool = False
    """The count of a named type's cards is asked ("是几张 t4", "how many a100s does a p4d have"):
    its shape is said, not confirmed with a yes."""
    price_words: bool = False
    """A price is asked ("per hour", "多少钱", "包月")."""
    asks_gpu_count: bool = False
    """How many GPUs, cards or machines are asked ("how many H100s", "至少要几台")."""
    kv_asked: bool = False
    """The KV cache itself is named ("kv cache", "KV缓存")."""
    kv_each_asked: bool = False
    """One request's or user's cache is asked ("per-request KV", "每个会话的 kv 多大")."""
    room_asked: bool = False
    """The fit asked is of memory ("fits?", "塞得下吗", "显存够不够"), not of serving a load."""
    asks_instance_pick: bool = False
    """An instance type is asked for by what it carries ("which aws instance has an A10G")."""
    instance_order: Literal["ram", "vcpus", "price", "gpus"] | None = None
    """What ranks the instance types asked for ("the most CPU RAM", "最便宜")."""
    asks_max_context: bool = False
    """The longest context that fits is asked ("how many tokens of context can I fit",
    "上下文最多能开多长")."""
    power_words: bool = False
    """Power is talked of (PSU, watts, electricity, 电源, 功耗)."""
    kv_words: bool = False
    """The KV cache or a long context is talked of."""
    asks_feasibility: bool = False
    """A yes/no question of whether something can be done ("can I…", "能…吗", "feasible?")."""
    gpus_together: bool = False
    """The cards named are used in one box ("add my 3060 as a second card", "same box"): a fit
    on them together, not a choice between them."""
    bare_machines: int | None = None
    """Machines a follow-up counts with no card named ("两台呢"): each holds the earlier box's
    cards, so the cards multiply."""
    asks_difference: bool = False
    """Two cards' difference asked with no use named ("4090和4090D有什么区别"): the comparison
    leads with what differs on their sheets."""
    node_parts: list[NodePart] = Field(default_factory=list)
    """Parts of a node the instance table lacks, asked of it ("what nic", "本地盘多大")."""
    node_held_asked: bool = False
    """Beside those parts, something the table holds is asked ("how much ram and local nvme")."""
    host_share_asked: bool = False
    """Whether a machine's CPUs and RAM suffice is asked ("cpu和内存够不够分"): each GPU's share."""
    type_spec_asked: bool = False
    """A machine's own figures asked: its vCPUs, RAM or GPU link ("how many vcpus", "any
    nvlink at all?", "几核多少内存"); of a named instance type, the type answers them."""
    type_word_said: bool = False
    """A word shaped like a cloud type's name that is no card ("gn7e", "nc96ads"): with a
    provider named, the question may ask about a type the instance table lacks."""
    fallback_card: bool = False
    """A later card is named only as the fallback of a fit ("fits on one L40S or do I need the
    H100", "还是得上A100"): the first card's fit is asked, not a choice between them."""
    notebook: Literal["colab", "kaggle", "paperspace"] | None = None
    """A free notebook platform the user runs on ("a T4 on Colab", "Kaggle"): kept and shown,
    never a cloud to price."""
    asks_duration: bool = False
    """A duration is asked ("how long", "多久", "how many GPU-hours")."""
    kv_concurrency: float | None = None
    """vLLM's "Maximum concurrency … : 3.2x" reading pasted: the KV cache holds that many
    sequences of the stated context."""
    asks_estimate: bool = False
    """A bare estimate is asked ("estimate?", "ballpark?", "帮我估算一下"): of a stated job, its
    duration."""
    job_runs_per_year: float | None = None
    """How many times a year a whole job recurs ("一年大概跑 20 次", "12 runs a year")."""
    personal: bool = False
    """One person asks for their own use ("hobbyist", "个人开发者"), not a company."""
    models_named: int = 0
    """How many model names the question holds ("deepseek? kimi? glm 4.5?": three)."""
    model_ids: list[str] = Field(default_factory=list)
    """Every catalog model the question names, in order (``model_id`` is the first)."""
    moe_named: bool = False
    """A mixture-of-experts model is among those named (its total and active sizes differ)."""
    asks_which_of: bool = False
    """Which of several things named is asked ("which of these run", "哪些能跑", "哪个能跑")."""
    models_as_examples: bool = False
    """The models named are examples of a kind ("qwen3 235b, glm 4.5 etc", "之类的"): the list
    asked covers the kind, not only them."""
    asks_model_list: bool = False
    """Which models some hardware runs is asked ("能部署哪些模型", "what can I run on…")."""
    asks_capacity: bool = False
    """How many users some hardware serves is asked ("能撑多少并发", "how many users can…")."""
    asks_request_rate: bool = False
    """Requests per second asked of some hardware ("how many requests per second", "QPS 多少"):
    the capacity in users is said back as a request rate (``question.request_rate``)."""
    people_using: int | None = None
    """People said to use a service ("公司300人用", "1000 users/day"), not all at once: ``users``
    holds the peak share of them (``question.people_load``)."""
    requests_per_s: float | None = None
    """A load said as a request rate ("20 req/s", "每秒20个请求"); ``users`` holds the
    conversations in flight it makes."""
    llm_said: bool = False
    """Language models asked for by that name ("llm 和出图都说说"): beside a workload's model
    list, the card's LLM list is asked too."""
    media_aside: str | None = None
    """A media job said on the side of a purchase for language models ("偶尔画图"), as written:
    the pick is for the language models and a note says the media job was not weighed."""
    size_floor: bool = False
    """The model size said is the floor of a range asked ("anything 200b+", "70b以上的"), so it
    bounds a list of models rather than naming one."""
    asks_load_count: bool = False
    """The count asked is of a serving load (users, requests, conversations, 并发), not of the
    sequences a KV cache holds ("how many 16k sequences fit in the cache")."""
    instance_words: list[str] = Field(default_factory=list)
    """Words that may name a cloud instance type ("p5", "g6e.12xlarge"); the price book decides."""
    head_count: int | None = None
    """The people who will use it, said as staff ("12 engineers"), when no load is said: a
    pick is still sized for one stream, and the answer says how to size for them all."""
    unmodelled_work: UnmodelledWork | None = None
    """Compute work named that no calculator sizes ("gaussian splatting", "gromacs"): said first
    as not covered (``question.unmodelled_work``)."""
    licence_priced: bool = False
    """A software licence's price asked ("nvidia ai enterprise license cost per gpu"), no card
    named: no price book holds it, said first as not covered (``question.licence_slots``)."""
    job_gpu_hours: float | None = None
    """A job's GPU-hours with a provider whose machine sizes are left to its price book
    ("晨涧云 A800 跑 100 卡时要多少钱"): priced as that many hours on its smallest machine."""
    split_across: bool = False
    """A model asked to be split across the cards named ("split gemma across both"): the cards
    are one box (``gpus_together``) and its fit is asked, not a choice between them."""
    card_size_gb: float | None = None
    """A memory size said on its own, no card named ("and the 128gb one?", "128G 的呢"): the
    card before at that size (``question.card_size_swap``)."""
    window_said: bool = False
    """A sliding window named ("mistral 7b has sliding window", "滑动窗口"): the KV-cache answer
    says whether the model sized windows any layer (``question.window_said``)."""
    realtime_wanted: bool = False
    """Speech wanted as it is said ("要求实时出字幕", "live captions"): the sizes listed on a card
    are timed against real time (``question.stream_slots``)."""
    unknown_card_weighed: bool = False
    """A card the catalog lacks weighed against one it holds ("rx 7800 xt or 4060 ti 16gb"): the
    choice has one side only, said first as not covered (``question.unknown_weighed``)."""
    precision_also: str | None = None
    """A second weight precision weighed right after the first ("q6 or q8": ``q8_0``): the fit
    check sizes it too (``question.precision_also``)."""
    hosting_per_kw_month: Decimal | None = None
    """A colocation fee stated per kW a month ("每千瓦每月 800 块托管费", "$150/kW/month"): the
    box's monthly fee at its full-load wall draw (``question.colo_fee``)."""
    variant_suspected: str | None = None
    """The sibling card (same maker, same memory) suspected handed over in place of the one got
    ("是不是给了 4090D", "did they give me the 4090 D"): the readings are judged against both
    (``question.variant_doubt``)."""
    core_temp_c: float | None = Field(default=None, ge=0, le=200)
    """A hot core read beside a draw held under its limit on a slow card ("Temp 89C … 400W /
    575W"): the card is throttling, judged yes first (``question.held_hot``)."""
    memory_temp_c: float | None = Field(default=None, ge=0, le=200)
    """The memory's junction temperature read off the card ("显存结温 110"), judged against the
    GDDR6X throttle point (``question.memory_heat``)."""
    name_shown: str | None = None
    """The sold card's own product name as a tool printed it ("NVIDIA H100 80GB HBM3" for an H100
    SXM sold): the name answers which card it is (``question.name_shown``)."""
    clock_reading: ClockReading | None = None
    """The SM clock read under load below its maximum, and the heat beside it ("SM clock stuck
    at 1095 MHz, max is 1755, 62C"): which limit holds it is judged (``question.clock_reading``)."""


__all__ = ["DeclinedSubject", "QueryMarkers", "UnmodelledWork"]
