"""The parsed question: its vocabulary (intents, kinds, methods…) and the ``Query``."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from assistant.messages import Message
from assistant.models.query_markers import DeclinedSubject, QueryMarkers
from assistant.models.rows import Segment
from assistant.models.test_result import HealthCheck, LinkReading, TestResult

Intent = Literal[
    "fit_check", "recommend", "cost", "compare", "rent_vs_buy", "speed", "concept", "unsupported"
]
Language = Literal["en", "zh"]
KindName = Literal[
    "fit_check",
    "recommend",
    "clarify",
    "catalog",
    "price",
    "rent_vs_buy",
    "speed",
    "serve",
    "compare",
    "troubleshoot",
    "host",
    "concept",
    "smalltalk",
    "not_covered",
    "unsupported",
    "fits_hardware",
    "kv_cache",
    "job_duration",
    "power",
    "verify",
    "workload_fit",
    "workload_pick",
    "workload_speed",
    "instance",
    "workload_compare",
]
"""The kinds of question the registry (``assistant.kinds``) answers; ``intent`` derives from it."""
Method = Literal["inference", "full", "lora", "qlora", "pretrain"]
SpeechRuntime = Literal["faster-whisper", "openai-whisper", "transformers", "whisper.cpp"]
"""A Whisper runtime named ("faster-whisper vs whisper.cpp")."""
Recipe = Literal["sft", "dpo", "ipo", "orpo", "simpo", "kto", "ppo", "grpo", "rlhf"]
"""A training recipe named beside the method (DPO on preference pairs, GRPO…): the job is timed
as its closest sized method, and the answer says so."""
Precision = Literal[
    "fp32",
    "bf16",
    "fp16",
    "fp8",
    "mxfp4",
    "int8",
    "int4",
    "q8_0",
    "q6_k",
    "q5_k_m",
    "q4_k_m",
    "q4_0",
    "q3_k_m",
    "q2_k",
]


Trouble = Literal[
    "oom", "utilization", "scaling", "nccl", "verify",
    "cuda_arch", "cuda_unavailable", "nan_loss", "gpu_fault", "slow", "offload",
    "rocm", "toolchain", "error", "held_memory", "queueing", "container", "no_device",
    "load_hang", "driver_module", "device_assert", "power_trip", "idle_card", "tp_split",
]  # fmt: skip
"""Problems a troubleshooting question describes (``question.troubleshoot``)."""


MemorySaver = Literal["checkpointing", "block_swap", "cpu_offload", "eager"]
"""What a verify question checks on the card (``question.health``)."""


class MemoryReading(BaseModel):
    """A GPU memory figure the user read off a tool ("81920MiB total", "23GB 可用")."""

    value: float = Field(gt=0, le=10_000_000)
    unit: Literal["MiB", "GiB", "GB"]
    """``GB`` is what the user wrote: tools print GiB under that name, so both are tried."""
    usable: bool = False
    """The figure is what is free or usable, not the card's total."""
    promised_gb: float | None = Field(default=None, gt=0, le=10_000)
    """The memory the card was sold as, when stated apart from a GPU name ("说好的 24G")."""


class GPUAsk(BaseModel):
    """A GPU mention in a question: which card and how many."""

    gpu_id: str
    count: int = 1
    count_stated: bool = False
    """Whether the question gave the count ("two 4090s", "一张 A100"), or 1 was assumed."""


ProblemKind = Literal[
    "too_long",
    "empty",
    "gpu_count",
    "unknown_gpu",
    "unknown_gpu_sized",  # a card the catalog lacks, sized by the memory stated with it
    "owned_gpu",
    "other_accelerator",
    "unknown_model",
    "unlisted_model",
    "model_size",
    "generic_model",
    "generic_moe_model",
    "batch",
    "gguf",
    "low_bits",
    "budget",
    "out_of_range",
]
BLOCKING_PROBLEMS = frozenset({"gpu_count", "unknown_gpu", "other_accelerator"})
"""Problems that make a sizing meaningless: the GPUs asked about are not known (or not GPUs)."""


class Problem(BaseModel):
    """Something in a question that could not be honoured, said in both languages."""

    kind: ProblemKind
    en: str
    zh: str
    suggestions: list[str] = Field(default_factory=list)
    """Catalog ids offered as "did you mean" for an unknown name."""
    surface: str | None = None
    """The unknown name as written ("1070"), for telling the user's own card from one asked."""

    def text(self, language: Language) -> str:
        """The message in ``language``."""
        return self.zh if language == "zh" else self.en


Task = Literal[
    "fit",
    "catalog",
    "recommend",
    "compare",
    "price",
    "serve",
    "troubleshoot",
    "host",
    "clarify",
    "tco",
    "speed",
    "explain",
    "power",
]
"""The finer question inside an intent (the JSON contract keeps the eight intents)."""
Feature = Literal[
    "fp8",
    "fp4",
    "bf16",
    "fp16",
    "nvlink",
    "ecc",
    "mig",
    "pcie",
    "sxm",
    "low_profile",
    "flash_attention",
    "quiet",
]
PowerAsk = Literal[
    "psu", "electricity", "circuit", "power_limit", "slot_power", "draw", "card", "psu_check",
    "budget", "hosting",
]  # fmt: skip
"""What a power question asks: a PSU size, the electricity bill, whether a wall circuit carries
the build, what a power limit costs in speed, whether the PCIe slot alone powers the card, the
power drawn at the wall, one card's own draw at full load ("单卡满载功耗多少"), whether a stated
PSU is enough, or the colocation fee at a stated rate per kW ("hosting")."""
SpecField = Literal[
    "memory", "bandwidth", "tflops", "power", "price", "link", "form", "bus", "cc", "cores",
    "launch"]  # fmt: skip
"""A spec of one named card asked ("H200 显存多大？带宽多少"; "link": NVLink speed; "form": slot
width; "bus", "cores": not in the catalog; "launch": the price asked is the launch one)."""
PriceUnit = Literal["per_hour", "per_month", "total"]
Objective = Literal["cheapest", "fastest", "most_memory", "best_value"]
WorkloadFamily = Literal["image", "video", "vision", "speech"]
Engine = Literal["transformers", "vllm", "sglang", "tensorrt-llm", "llama.cpp", "exllamav2", "mlx"]


class MediaBaseline(BaseModel):
    """The earlier turn's media job a follow-up is weighed against ("要多花几倍时间")."""

    workload_id: str
    media_width: int | None = None
    media_height: int | None = None
    media_steps: int | None = None


class Query(QueryMarkers):
    """What ``parse`` understood from a question; every slot is optional."""

    text: str
    """The question as asked (after the length cap)."""
    language: Language = "en"
    intent: Intent = "concept"
    intent_margin: int = 0
    """How far the parser's intent scored above the runner-up (cue weights): a wide margin
    is a reading that similarity to other kinds' examples does not overturn."""
    kind: KindName | None = None
    """The kind of question chosen by ``assistant.kinds.choose`` (None until routed)."""
    model_id: str | None = None
    """Catalog id of the model named, or None."""
    params_b: float | None = None
    """Model size in billions when given as a bare size ("13B", "130亿")."""
    method: Method | None = None
    finetune_unspecified: bool = False
    """True for "fine-tune" with no method named: evaluate full, LoRA and QLoRA."""
    recipe: Recipe | None = None
    """The training recipe named ("DPO", "ORPO", "GRPO"), kept beside the method it is sized as."""
    precision: Precision | None = None
    gpus: list[GPUAsk] = Field(default_factory=list)
    """GPUs named, in order; the first is the subject of fit and speed questions."""
    context_tokens: int | None = None
    batch_size: int | None = None
    budget: Decimal | None = None
    budget_currency: str | None = None
    duration_hours: float | None = None
    deadline_hours: float | None = None  # a job's deadline ("overnight", "3天内"): ``deadline``
    deadline_weekday: int | None = None  # "by Friday" (0 Monday): hours from today in the plan
    provider: str | None = None
    provider2: str | None = None  # "h100 on lambda vs runpod": the second cloud, priced beside
    currency: str | None = None
    tokens: float | None = None
    """Training or generation volume in tokens, when the question states one; for pre-training
    whose time or cost is asked with none, the compute-optimal count (``pretrain_tokens``), said
    in the assumptions."""
    spot: bool | None = None
    # ---- the typed request beyond the intent (filled by parsing; read by planner/composers)
    task: Task | None = None
    """What is asked within the intent (a ``catalog`` lookup, ``serve`` capacity…)."""
    usage_hours_per_month: float | None = None
    """Hours a month the GPUs are busy, as stated ("20h/week" = 86.9): the rent-vs-buy
    utilisation."""
    budget_kind: Literal["buy", "rent"] | None = None
    budget_period: Literal["hour", "month", "total"] | None = None
    """What ``budget`` covers: per hour, per month, or in all."""
    budget_scale: float | None = None
    """A factor a follow-up applies to the earlier budget ("half that budget" = 0.5, "预算翻倍"
    = 2), when it states no amount of its own."""
    min_memory_gb: float | None = None
    """Least memory per GPU the user asked for (GB = 1e9 bytes)."""
    memory_to_reach_gb: float | None = None
    """GPU memory to get together, on one card or several ("get 48GB of VRAM", "凑够48G显存"):
    stated and echoed, never a per-card filter."""
    memory_over_gb: float | None = None
    """A memory size the cards must exceed, as stated ("over 100GB": 100; ``min_memory_gb`` is
    then the next whole GB)."""
    features: list[Feature] = Field(default_factory=list)
    """Capabilities the user requires of the GPU (``fp8``, ``nvlink``…)."""
    excluded_features: list[Feature] = Field(default_factory=list)
    """Capabilities the user asks to be absent ("which cards don't have NVLink")."""
    vendor: str | None = None
    """GPU maker asked about, no card named ("which NVIDIA cards…"); spelled as in the catalog."""
    segment: Segment | None = None
    """Market segment asked about ("consumer cards", "消费级显卡")."""
    memory_gb: float | None = None
    """Exact memory per GPU asked about ("24G显存的卡有哪些"), GB = 1e9 bytes."""
    long_context_wish: bool = False
    """A long context wished for with no length ("最好能撑长上下文"): an inference list of what
    fits is sized at ``context_wish.LONG_CONTEXT_TOKENS``; a fine-tuning list keeps its own."""
    fits_family: str | None = None
    """A model family whose members that fit the named card are asked ("qwen 系列里哪些 gguf 能全放
    显存"): the card's list of what fits, kept to that family (a key as ``models_listed``)."""
    models_listed: str | None = None
    """The catalog's models asked for as a list ("what glm models do you know", "支持哪些模型"):
    a family key as ``model_family_key`` folds it ("glm", "qwen3"), or ``all``."""
    users: int | None = None
    """Concurrent users or sequences to serve."""
    tokens_per_s_target: float | None = None
    """Per-user decode speed asked for, in tokens/s."""
    ttft_target_s: float | None = None
    """Time to first token asked for ("TTFT under 500 ms", "首token延迟 < 1秒"), seconds."""
    itl_target_ms: float | None = None
    """Inter-token latency (TPOT) asked for ("ITL 50ms", "每个token间隔不超过50ms"), ms."""
    prompt_tokens: int | None = None
    """Prompt length of a request, as stated ("2000-token prompts", "提示词 2000 token")."""
    where: Literal["own", "cloud"] | None = None
    region: str | None = None
    unit: PriceUnit | None = None
    """Unit the user asked a price in."""
    objective: Objective | None = None
    """How to rank candidates; None means cheapest that fits with headroom, then speed."""
    engine: Engine | None = None
    """Runtime the user named (or implied by a GGUF name, "Ollama", "serve")."""
    trouble: Trouble | None = None
    """The trouble a troubleshooting question describes (``question.troubleshoot``)."""
    memory_reading: MemoryReading | None = None
    """A memory figure read off the machine, to check against the card sold (verify)."""
    health_check: HealthCheck | None = None
    """A card's health asked (verify): "ECC shows Disabled", clocks dropping, a memory test."""
    slowed_by_it: bool = False
    """The check's reading came with a slowdown ("结温 104 度然后降频"): it is throttling now."""
    link_reading: LinkReading | None = None
    """A PCIe link generation or width read off the card and put up for judgment (verify)."""
    power_draw: tuple[float, float] | None = None
    """An ``nvidia-smi`` Usage/Cap draw far under its cap at full load ("150W / 350W at 100%")."""
    shown_card: str | None = None
    """A card the catalog lacks, named by a tool in place of the card sold (verify)."""
    idle_draw: tuple[float | None, bool] | None = None
    """A draw read at idle (W, when said) and whether an awake performance state (P0, P2) was
    read with it ("idles at 70W in P2", "空载功耗 60W"): judged against the board power."""
    test_result: TestResult | None = None
    """A card test's result reported, or its length asked (verify: ``question.test_results``)."""
    kv_short: bool = False
    """An engine's KV-cache shortfall error is pasted (vLLM: "max seq len … is larger than the
    maximum number of tokens that can be stored in KV cache", "KV cache 不够")."""
    offload_layers: tuple[int, int] | None = None
    """Layers on the GPU and in all, as a partial-offload log states them ("offloaded 20/81
    layers to GPU": (20, 81))."""
    cpu_moe_layers: int | None = Field(default=None, ge=1, le=1000)
    """MoE layers whose experts a llama.cpp flag keeps in system RAM (``--n-cpu-moe 28``)."""
    observed_tokens_per_s: float | None = None
    """A decode speed seen, as a troubleshooting question states it ("crawling at 1.5 t/s")."""
    memory_utilization: float | None = None
    """The share of each GPU a server is said to take (vLLM ``gpu_memory_utilization``)."""
    gpu_util_pct: float | None = None
    """The GPU utilisation a troubleshooting question states ("util stuck around 30%"), %."""
    cpu_saturated: bool = False
    memory_savers: list[MemorySaver] = Field(default_factory=list)
    """Memory savers said to be on in a slow job ("开了 blocks_to_swap"): speed traded away."""
    """The CPU is said to be saturated ("CPU pegged at 100%", "CPU 占满"): the input pipeline."""
    cpu_fallback: bool = False
    """The job is seen running on the CPU ("device=cpu", "uses cpu only"): the GPU goes unused."""
    power_reading_w: float | None = None
    """A power limit read off the machine ("nvidia-smi shows a 350 W cap"), to check against
    the card sold (verify), W."""
    # ---- job size, power and long context (``question.job_slots``)
    samples: int | None = None
    """Training samples per epoch, as stated ("50k samples", "5万条数据")."""
    batch_requests: int | None = None
    """Prompts an offline batch-inference job runs through ("2M prompts", "100万条评论")."""
    output_tokens: int | None = None
    """Tokens generated per prompt, as stated ("~500 tokens out each", "每条输出 300 token")."""
    epochs: float | None = None
    mfu: float | None = None
    """A model FLOPs utilisation the user states for a training job ("at 40% MFU"), 0-1."""
    ram_gb: float | None = None
    """System RAM stated (GB), for host checks and MoE offload."""
    ram_offload: bool = False
    """A speed asked with part of the model in system RAM ("部分放内存", "split across a 3060 +
    system ram"): llama.cpp expert or layer offload, timed at the RAM's bandwidth."""
    no_nvlink: bool = False
    """The cards are said to have no NVLink bridge ("都没桥", "without NVLink"): over PCIe."""
    owning_ask: Literal["payback", "utilisation"] | None = None
    """What a rent-or-buy question asks first: how long owning takes to pay back ("多久回本"),
    or the utilisation at which it wins ("at what utilization does buying beat renting")."""
    tariff_per_kwh: Decimal | None = None
    tariff_currency: Literal["USD", "CNY", "EUR"] | None = None
    power_covered: bool = False
    """Someone else pays the electricity ("power is covered by the university", "电费不用管")."""
    usage_per: Literal["day", "week", "month", "year"] | None = None
    """The period the use was stated over ("12 h a day": day), so the answer says it back so."""
    job_per: Literal["day", "week", "month"] | None = None
    """The job stated recurs each such period ("每天要转写200小时录音": 200 h of audio a day)."""
    usage_sessions: tuple[float, float] | None = None
    """Sessions a week and hours each, as stated ("两三次，每次五六个小时": (2.5, 5.5))."""
    cloud_ruled_out: bool = False
    """Renting is ruled out ("不想上云", "data can't leave the building"): no rent-or-buy."""
    financing: bool = False
    """Owning through a lease or a loan is weighed ("lease a DGX through a financing company",
    "分期买"): its terms are not modelled, and the answer says so first."""
    rent_rate_stated: Decimal | None = None
    """The rent the user states per GPU-hour ("runpod has it for ~1.6/hr"), in ``currency``."""
    rented_gpu: str | None = None
    """The card named as the one rented when another is bought ("rent an H100 … buy a PRO
    6000"), by catalog id."""
    kv_precision: Literal["fp8", "q8_0", "q4_0"] | None = None
    # ---- power and catalog lookups (``question.power_slots``)
    power_ask: PowerAsk | None = None
    power_limit_w: float | None = None
    psu_stated_w: float | None = None
    power_budget_w: float | None = None
    """A power budget the box must stay within ("机柜 10kW", "a 10 kW rack"), W."""
    """A PSU the user has or means to buy ("is 850W enough"), W."""
    """A power limit the user sets on the card ("power limit my 4090 to 300W"), W."""
    circuit_volts: float | None = None
    circuit_amps: float | None = None
    """The wall circuit stated ("220V 10A"), for whether it carries the build."""
    max_board_power_w: float | None = None
    """Catalog filter: board power at most this ("datacenter GPUs under 100W"), W."""
    spec_fields: list[SpecField] = Field(default_factory=list)
    """Specs of one named card asked for (memory, bandwidth, TFLOPS, board power)."""
    china_sale: bool = False
    """Catalog filter: cards that can be bought legally in mainland China."""
    domestic: bool = False
    """Catalog filter: cards made in China ("国产卡", "domestic accelerators")."""
    architecture: str | None = None
    """Catalog filter: a GPU architecture or generation named ("Blackwell", "Hopper", "CDNA3")."""
    min_bandwidth_gb_s: float | None = None
    """Catalog filter: memory bandwidth at least this ("带宽超过 3TB/s"), GB/s."""
    min_tflops: float | None = None
    """Catalog filter: dense BF16 TFLOPS at least this ("over 500 TFLOPS")."""
    asks_has: bool = False
    """Whether one card has something is asked ("does the 4090 have it?", "V100 支持吗")."""
    topic_terms: list[str] = Field(default_factory=list)
    """The question's content words (``question.topic``): what a quoted passage must be about."""
    explained_topic: list[str] = Field(default_factory=list)
    """The content words of the technique explained the turn before, when a follow-up asks
    whether "it" works on a setup ("so would it work with llama.cpp on a single 3090?")."""
    # ---- markers: ``QueryMarkers`` (models/query_markers.py), read once by the parser
    workload_family: WorkloadFamily | None = None
    """A non-LLM workload named: image generation, video, vision or speech."""
    workload_name: str | None = None
    """That workload as written ("SDXL", "YOLOv8", "Whisper large-v3")."""
    workload_id: str | None = None
    """The catalog workload it resolves to (``knowledge/specs/workloads.yaml``)."""
    workload_ids: list[str] = Field(default_factory=list)
    """Every catalog workload the question names, in order ("SD1.5, SDXL, Flux?")."""
    workload_size: str | None = None
    """A model size said with no workload named ("换成medium呢", "what about small?"): after a
    turn about a media family, that family's model of this size."""
    workload_unknown: list[str] = Field(default_factory=list)
    """Image, video, vision or speech models named that the catalog lacks ("Mochi 1")."""
    workload_unknown_joined: bool = False
    """One of them is run with a catalog model ("grounding dino + sam"): the figures undercount."""
    workload_hours_per_day: float | None = None
    """Hours a day a media service runs ("whisper transcription 24/7": 24)."""
    speech_runtimes: list[SpeechRuntime] = Field(default_factory=list)
    """Whisper runtimes named, in order ("faster-whisper vs whisper.cpp on a 4060")."""
    workload_method: Literal["lora", "dreambooth", "full"] | None = None
    """How an image model is trained when the question says so ("DreamBooth")."""
    workload_ask: Literal["rate", "memory", "list", "count", "fit"] | None = None
    """What a workload question asks: a speed (s/image, it/s, images/s), whether it fits (a yes
    or no asked outright: "will it fit", "能行吗"), the memory it needs,
    which of the family's models fit the card, or how many cards (or streams) a serving
    target takes."""
    media_optimizer: Literal["adamw", "adamw-8bit"] | None = None
    """The training optimizer named ("8bit adam": bitsandbytes AdamW8bit), else None (AdamW)."""
    media_width: int | None = None
    media_height: int | None = None
    """Image or frame size stated ("1024x1024", "720p"), px."""
    media_steps: int | None = None
    """Sampling steps per image, or training steps for a training job ("20步", "1500 steps")."""
    images_per_minute_target: float | None = None
    """Images (or clips) a minute the user must serve at peak ("30 images/minute")."""
    streams_target: int | None = None
    """Concurrent real-time streams to serve: audio for speech, cameras for vision ("20 路实时流",
    "100 simultaneous live streams")."""
    stream_fps: float | None = None
    """Frames a second of one camera stream ("30fps")."""
    time_multiple_asked: bool = False
    """How many times longer (or faster) a job takes is asked ("要多花几倍时间")."""
    baseline_job: MediaBaseline | None = None
    """The earlier turn's job that multiple is of (set when a follow-up asks it)."""
    unread: list[str] = Field(default_factory=list)
    """Parts of the question that look like a slot but could not be read (never guessed)."""
    problems: list[Problem] = Field(default_factory=list)
    """Things in the question that cannot be honoured (negative counts, absurd sizes)."""

    @property
    def blocked(self) -> bool:
        """Whether a problem (bad GPU count, unknown GPU) makes sizing the question meaningless."""
        return any(p.kind in BLOCKING_PROBLEMS for p in self.problems)

    @property
    def miscounted(self) -> bool:
        """Whether the GPU count stated cannot be used (negative, zero, absurd): it blocks."""
        return any(p.kind == "gpu_count" for p in self.problems) and self.blocked

    assumptions: list[Message] = Field(default_factory=list)
    """Readings ``parse`` chose where the wording was loose ("量化" read as int4, "8k" as 8192)."""


__all__ = [
    "BLOCKING_PROBLEMS",
    "DeclinedSubject",
    "Engine",
    "Feature",
    "GPUAsk",
    "Intent",
    "KindName",
    "Language",
    "MediaBaseline",
    "MemoryReading",
    "Method",
    "Objective",
    "PowerAsk",
    "Precision",
    "PriceUnit",
    "Problem",
    "ProblemKind",
    "Query",
    "SpecField",
    "Task",
    "Trouble",
    "WorkloadFamily",
]
