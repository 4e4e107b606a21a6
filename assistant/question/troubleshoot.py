"""Which finer task a question is: troubleshooting, a host-RAM check, or one to clarify first.

``route_task(query, catalog)`` runs after parsing and conversation merging and sets ``Query.task``
when the question is one of these (a task parsing already set is kept; pure, no I/O):

* ``troubleshoot``: out of memory, low GPU utilisation, slow multi-GPU scaling, NCCL errors,
  "is my rented GPU real"; an out-of-memory job with a model and a card is a ``fit_check``
  (its remedies are computed); a card given only by its memory ("a 24GB card") is sized as
  the commonest card of that memory, and the answer says so;
* ``host``: system-RAM questions for a stated box ("64GB of RAM for 4x 4090?");
* ``clarify``: a purchase question with nothing to size it by (no model, method, budget,
  memory, GPU or feature): the answer asks what it is for, with a few choices.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import MemoryReading, Query, Trouble
from assistant.question import verify_cues as cues
from assistant.question.arch_need import NEEDS_NEWER_RE, needed_capability
from assistant.question.below_reference import below_reference
from assistant.question.card_good_asked import good_card_asked
from assistant.question.claimed_load import load_claim_doubted
from assistant.question.clarifying import needs_clarifying
from assistant.question.clock_drop import clock_trouble, heat_check, slowed_by_heat
from assistant.question.clock_set import host_blamed
from assistant.question.feared_oom import (
    FEARED_RE,
    OOM_GONE_RE,
    setting_cost_weighed,
    without_weighed_slowdown,
)
from assistant.question.health import (
    all_layers,
    error_family,
    fault_asked,
    health_check,
    other_trouble,
)
from assistant.question.health_readings import reading_slots
from assistant.question.hearsay_cards import without_hearsay
from assistant.question.host_memory import (
    in_ram_said,
    is_host_question,
    ram_asked,
    stated_card_gb,
    stated_ram_gb,
)
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.kv_shortfall import kv_shortfall
from assistant.question.offload_asked import offload_asked
from assistant.question.phase_gap import phase_gap_asked
from assistant.question.pooled_total import checked_as_reading, reading_to_check
from assistant.question.read_alone import read_alone
from assistant.question.readings import (
    cap_judged,
    memory_reading,
    memory_utilization,
    offload_split,
    power_reading,
    seen_tokens_per_s,
    stated_utilisation,
)
from assistant.question.run_slowdowns import COMM_SHARE, STEP_TIME_ROSE, TIME_MULTIPLIED
from assistant.question.run_symptoms import MULTI_GPU_HANG, RATE_SHORT, SPILL_SEEN, XID_SEEN
from assistant.question.seen_failure import failed_on_cards
from assistant.question.sized_by_memory import sized_by_memory, unknown_card_gb
from assistant.question.spec_readings import spec_reading
from assistant.question.symptoms import described_symptom, memory_savers, runs_on_the_cpu
from assistant.question.test_results import card_test_read, counters_read, read_during
from assistant.question.text import fold
from assistant.question.throttle_seen import SEEN_IN_TASK

_TROUBLE_RES: tuple[tuple[Trouble, re.Pattern[str]], ...] = (
    (
        "cuda_arch",
        re.compile(
            r"no kernel image|invalid device function|sm_\d{2,3}\b.{0,80}(?:not compatible|"
            r"unsupported|not supported)|not compatible with the current pytorch"
            r"|unsupported gpu arch|cuda capability sm_|(?:arch|架构|算力).{0,12}不支持"
            r"|不支持.{0,8}(?:架构|算力|sm_)|没有可用的内核|" + NEEDS_NEWER_RE.pattern
        ),
    ),
    (
        "cuda_unavailable",
        re.compile(
            r"is_available\(?\)?.{0,30}(?:false|返回|为假)|cuda setup failed|cuda.{0,20}(?:not"
            r" available|unavailable|不可用|用不了)|driver version is insufficient"
            r"|no cuda(?:-capable)? (?:gpus|device)|found no nvidia driver|not compiled with cuda"
            r"|(?:cuda|nvidia) driver.{0,24}"
            r"(?:too old|mismatch|insufficient|older)|(?:检测|识别|找)不到.{0,6}(?:gpu|显卡|cuda)"
            r"|(?:gpu|显卡|cuda).{0,6}(?:识别不到|检测不到|没被识别|不被识别)|驱动.{0,8}(?:不匹配|太旧|版本太低|版本不够)"
        ),
    ),
    (
        "gpu_fault",
        re.compile(
            XID_SEEN + r"|(?:fall(?:en|s|ing)?|fell|drop(?:s|ped|ping)?) off the bus"
            r"|(?<!correctable )\becc errors?\b|uncorrectable ecc"
            r"|double[- ]bit|gpu (?:is )?lost|gpu.{0,12}(?:disappear|drops? out|went missing)"
            # nvidia-smi's own words for a card it can no longer read
            r"|(?<![a-z])err!|gpu requires reset|unable to determine the device handle"
            r"|掉卡|卡掉了|掉了?[一两几1-9]张|显卡.{0,6}(?:掉了|消失|丢失|不见)"
            r"|ecc.{0,4}(?<!可纠正)(?:错误|报错)(?!计数)"
        ),
    ),
    (
        "oom",
        re.compile(
            r"out ?of ?memory|cuda error: out|memory error"
            r"|(?<![a-z0-9])oom(?:s|ed|ing)?(?![a-z0-9])"  # "报OOM": no \b beside Chinese
            r"|runs? out of (?:vram|memory)"
            # Metal's refusal on a Mac: "[metal::malloc] Attempting to allocate … greater than
            # the maximum allowed buffer size"
            r"|metal::malloc|greater than the maximum allowed buffer size"
            r"|爆显存|显存爆|显存不够|显存不足|显存溢出|内存溢出"
        ),
    ),
    (
        "nan_loss",
        re.compile(
            r"\bnan\b|\binf(?:inity)?\b.{0,10}loss|loss.{0,30}(?:\binf\b|explod|diverg|blows? up)"
            r"|(?:gradient|grad|fp16|half).{0,20}overflow|overflow.{0,20}(?:fp16|half|gradient)"
            r"|(?:loss|损失).{0,10}(?:爆炸|发散|溢出|变成无穷)|梯度(?:爆炸|溢出)"
        ),
    ),
    (
        "nccl",
        re.compile(
            r"nccl.{0,40}(?:timeout|timed out|error|hang|fail|stuck|froze|freez)"
            r"|nccl.{0,12}?(?:超时|报错|出错|失败|挂(?!载))|通信超时"
            # a launch that stops at NCCL's set-up ("stuck at Init NCCL", "停在Init NCCL不动")
            r"|(?:stuck|hangs?|hanging|froze|frozen|freez\w*|stops?|stopped|ends?)"
            r" (?:at|on|in|during) (?:the )?"
            r"(?:init(?:iali[sz]\w*)? )?nccl"
            r"|(?:卡住|卡死|不动|停在|hang住).{0,24}nccl|nccl.{0,24}(?:卡住|卡死|不动|没反应)|"
            + MULTI_GPU_HANG
        ),
    ),
    (
        "offload",
        re.compile(
            # part of a model seen running from system RAM or the CPU (Ollama, llama.cpp)
            # ("with some layers offloaded to cpu" is a set-up asked about, not a symptom)
            r"(?:is it|it'?s|it is|keeps?|started|still) offloading"
            # llama.cpp's load log: "offloaded 20/81 layers to GPU" (the rest run on the CPU)
            r"|offload(?:ed|ing)? \d+ ?/ ?\d+ (?:repeating )?layers?"
            r"|\d+ ?/ ?\d+ ?(?:layers?|层).{0,40}(?:gpu|显卡|显存)"
            r"|(?:gpu|显卡|显存).{0,10}\d+ ?/ ?\d+ ?(?:layers?|层)"
            r"|(?:layers?|rest|half|part of it) (?:is |are |goes |went |runs? |running )?"
            r"(?:on|in|to|into) (?:the )?(?:cpu|system ram|ram)\b"
            r"|(?:剩下|其余|一部分|一半).{0,8}(?:跑|放|在|到|进)(?:了)?(?:系统)?内存"
            r"|(?:跑|放)(?:到|进|在)?(?:系统)?内存里|显存只(?:用|占)了|(?:部分|一半).{0,4}(?:用|在)\s*cpu(?:上)?跑"
            # `ollama ps`'s PROCESSOR column: "18%/82% CPU/GPU"
            r"|\d{1,3}\s*%\s*/\s*\d{1,3}\s*%\s*cpu\s*/\s*gpu|" + SPILL_SEEN
        ),
    ),
    (
        "utilization",
        re.compile(
            r"(?<!y[-_])util(?:i[sz]ation)?\b.{0,30}(?:low|only|\d+\s*%)|low (?:gpu )?util"
            # the figure first, near idle: "0% GPU util while it trains", "sits at 3% util"
            # (not "at ~70% utilisation", a rent-or-buy plan's load)
            r"|(?<![\d.])\d(?:\.\d)?\s*%\s*(?:gpu[- ]?)?util"
            r"|(?:only|just|barely) using (?:like |about |~)?\d+\s*% (?:of (?:the |my )?)?gpu"
            r"|利用率.{0,10}(?:低|只有|不高|上不去|上下|跳|波动|(?<!\d)[1-7]?\d\s*%)"
            r"|gpu.{0,6}(?:跑不满|吃不满)"
            # a utilisation that swings: "一会 90% 一会 0%", "忽高忽低", "锯齿状", "jumps between"
            r"|(?:利用率|gpu|显卡|占用).{0,10}(?:一会儿?\s*\d|时高时低|忽高忽低|忽上忽下|锯齿)"
            r"|util\w*.{0,30}(?:jump\w*|swing\w*|bounc\w*|spik\w*|oscillat\w*|fluctuat\w*|跳|波动)"
            r"|\d+\s*%.{0,12}(?:then|and then|to|->|→)\s*0\s*%.{0,20}(?:saw|spiky|repeat|again)"
            r"|利用率.{0,8}(?:9\d|100)\s*%.{0,24}(?:是不是|说明|代表|意味|证明|算不算)"
            r"|\b(?:9\d|100)\s*% (?:gpu[- ]?)?util\w*.{0,40}\b(?:mean|proof|prove|fully|well)\b"
        ),
    ),
    (
        "scaling",
        re.compile(
            r"(?:barely|not much|no) faster|doesn'?t scale|slow(?:er)? (?:on|with) (?:\d+|multiple)"
            r"|scal\w+ (?:badly|poorly)|多卡.{0,10}(?:不快|没.{0,4}快|变慢|加速比)|加速比.{0,6}低"
            # NCCL's own words when GPUs cannot copy to each other directly
            r"|p2p (?:is )?(?:disabled|not (?:supported|available))|lacks (?:gpu )?p2p"
            r"|p2p.{0,6}(?:被禁用|不可用|不支持)"
            r"|\d+ gpus? (?:train|run)s? (?:\d+(?:\.\d+)?x )?slower than (?:1|one)\b|" + COMM_SHARE
        ),
    ),
    ("verify", cues.VERIFY_RE),
    (
        "slow",
        re.compile(
            r"slower than (?:expected|it should|others|other people|benchmarks?|(?:the |my )?cpu)"
            r"|(?:half|a fraction of) (?:the )?(?:speed|throughput) (?:of|that|others|people)"
            r"|not (?:even )?faster than (?:the |my )?cpu|unusually slow|got slower|slowed down"
            r"|(?:make|makes|made) it crawl|(?:slows?|slowed) to a crawl"
            r"|crawl(?:s|ing)? (?:along|now|at|\(?~?\d)"  # "crawls (~80 t/s)"
            r"|(?:速度|性能|吞吐).{0,8}(?:只有|才).{0,8}(?:一半|几分之一)"
            r"|比.{0,8}(?:别人|cpu|预期|以前).{0,4}慢|(?:还)?没.{0,6}cpu.{0,2}快"
            r"|(?:越来越|突然|变)慢|显卡.{0,4}(?:有问题|坏了)"
            # a speed that dropped since a change: "掉了一半", "went from 10 it/s to 5"
            r"|(?:速度|性能|吞吐|出图|生成|训练).{0,6}(?:掉|降|下降|少|慢)了?[快近]?(?:一半|很多|不少|\d)"
            # a drop with no size, put up for judgment: "吞吐也掉了，这算正常取舍吗"
            r"|(?:速度|性能|吞吐).{0,6}(?:掉了|降了|下降了?|变低了|慢了).{0,16}(?:正常|取舍|代价|划算)"
            r"|(?:speed|throughput|performance|tok(?:en)?s?/s) (?:also |then )?(?:dropped|went down"
            r"|fell|tanked).{0,30}(?:normal|expected|trade-?off|worth it)"
            r"|(?:之前|以前|原来|本来)\s*(?:是|有)?\s*\d+(?:\.\d+)?\s*(?:it/s|s/it|fps|张|秒)"
            r".{0,12}现在(?:只有|才)?\s*\d"
            r"|(?:speed|it/s|t/s|tok(?:en)?s?/s|throughput|performance)"
            r" (?:(?:roughly|nearly|almost|about|basically|more or less|pretty much|has|have|just)"
            r" )?(?:dropped|drops|halved|halves|fell|falls|tanked|tanks)"
            # a rate fallen to a share of what it was: "runs but at like 40% of the throughput"
            r"|\b(?:at|to|only|just|about|barely) (?:like |about |around |maybe |~)?\d{1,2}\s*%\s*"
            r"of (?:the |its |my |our )?(?:original |previous |old |former |usual |expected )?"
            r"(?:throughput|speed|performance|perf|tokens?/s|it/s|samples?/s)"
            r"|(?:速度|吞吐|性能|tokens?/s|it/s).{0,6}(?:只有|才|掉到|降到|剩).{0,8}\d{1,2}\s*%"
            # a rate that fell over a run, or heat blamed: "dropped from 45 to 12", "降频"
            r"|\b(?:drops?|dropped|fell|falls|slows?|slowed|(?:goes|went) down) from [\d.]+\s*"
            r"(?:\S+\s+)?to \d|(?:thermal(?:ly)?|overheat\w*|heat|keeps?|kept)\W{0,3}throttl\w*"
            r"|\bthrottl\w*\b.{0,30}\d{2,3}\s*°?c\b|\b\d{2,3}\s*°?c\b.{0,40}\b(?:throttl|down[\s-]?clock)"
            r"|(?:过热|高温|温度|结温).{0,20}(?:降频|掉速|变慢|慢了)"
            r"|\b(?:used to|was) (?:get(?:ting)? |do(?:ing)? |be |at )?\d+(?:\.\d+)?\s*"
            r"(?:it/s|s/it|fps).{0,30}\bnow\b"
            # a measured figure well under the rated one: "only hits 450 TFLOPS, spec says 989"
            r"|(?:only|just|barely) (?:hits?|gets?|reaches?|does|getting|reaching)\b.{0,60}"
            r"(?:spec(?:s| sheet)? (?:says|is|lists)|rated|advertised|should be|expected)"
            r"|(?:只有|才|只能跑到).{0,20}(?:标称|官方|规格|理论)|"
            + RATE_SHORT
            + "|"
            + STEP_TIME_ROSE
            + "|"
            + TIME_MULTIPLIED
        ),
    ),
)
"""Cues of each trouble, most specific first: a pasted error string beats a symptom."""
_CHECK_RE = re.compile(
    r"is (?:that|this|it) (?:right|normal|correct|expected|ok|real|legit|wrong)|should(?:n'?t)? it"
    r"|\bwhich (?:number|figure|value|reading|one) is (?:right|correct)\b"  # reading vs spec
    r"|(?:哪个|哪一个)(?:数字?|数值|读数)?(?:才)?(?:是)?(?:对|准|正确)"
    # "显示 47.4 GiB，算货真价实吗": the reading against what was sold
    r"|货真价实|货不对板|是不是正品|换过?芯|假卡"  # "是不是被换芯了": the chip doubted
    r"|[—–]\s*(?:normal|expected|right|legit)\s*\?"  # "… 24564MiB total — normal?"
    # "is that the real 141gb part?", "is this the genuine 80GB card?"
    r"|(?:is|are) (?:that|this|it|these|they) (?:the |a |an )?(?:real|genuine|actual|full)\b"
    # said as a conclusion and asked back: "so it's the real 32gb version?"
    r"|(?:it|that|this|they)(?:'s|'re| is| are) (?:the |a |an )?(?:real|genuine|actual|full)\b"
    r"[^.!?]{0,30}\?"
    r"|正常吗|正常不|对吗|对不对|不对吧|是不是不对|是不是错|是真的吗|是不是真的|缩水|少了|不够数"
    r"|被.{0,6}限|capped by|\bcounts? as (?:a |an |the )?(?:normal|real|full|proper)\b"
    r"|\b(?:fake|scam\w*|counterfeit|legit)\b|假的|假卡|被骗|阉割|cut[- ]down|nerfed|gimped"
    # the variant it reads as, or a price doubted for it: "is that the pcie one", "overcharged"
    r"|(?:is|are) (?:that|this|it|these|they) (?:just |only |simply )?(?:the |a |an )?[\w-]+"
    r" (?:one|version|variant"
    r"|model|edition)s?\b|\b(?:overcharg\w*|ripped off|short-?changed)\b"
    r"|是不是.{0,8}(?:版|款)|多收|被坑|货不对板|(?:是|算)(?:真|足|满|正常|标准)的?\s*[\w.]{0,8}\s*(?:吧|吗|么|嘛)"
    r"|is (?:that|this|it) (?:really|actually|truly|a real|the full) (?:a |an |the )?\d"
    # what it should read doubted: "isn't sxm supposed to be 700W?", "did i get a pcie card"
    r"|\b(?:supposed|meant) to (?:be|read|show)\b|did (?:i|we) (?:get|receive) (?:an? |the )?\w+"
    r"|不是应该|本来应该|应该(?:是|有)\s*\d|难道不是|给(?:我|了)?的?是不是"
)
"""A question whether a figure read off the machine is what was promised."""
_CPU_SATURATED_RE = re.compile(
    r"cpu (?:is |at |usage )?(?:pegged|maxed|pinned|saturated|at 100|100\s*%)"
    r"|cpu[^.,，。]{0,12}100\s*%|100\s*% cpu|cpu.{0,6}(?:占满|跑满|打满|拉满|满载|100)"
)
"""The CPU stated to be saturated: the data pipeline, not the GPU, is the bottleneck."""

_ENOUGH_RE = re.compile(r"\benough\b|够")
_CAN_RUN_RE = re.compile(
    r"\b(?:can|could|will|would|does|do)\b.{0,30}\b(?:run|handle|fit|load|hold)\b"
    r"|(?:能|可以)(?:不能)?(?:跑|装|带|放)得?(?:动|下)?"
)
"""Whether a stated card can run the model, asked ("can a 24gb card run…", "16G 能跑…")."""


_MULTI_GPU_RE = re.compile(
    r"\d\s*[x×]|(?:two|three|four|eight|\d+|多|双|两|几|[二三四五六七八])\s*(?:gpus|cards|张|块|卡)"
    r"|multi[\s-]?(?:gpu|node|card)|多卡|多机|单机多卡|ddp|fsdp|nccl|scal\w*|加速比|并行|parallel"
    r"|between (?:the |my |both )?(?:gpus|cards)|p2p|卡间|all[\s_-]?reduce|nodes|节点"
)
"""Several GPUs working together: what a scaling trouble is about."""


_ERROR_KINDS: frozenset[Trouble | None] = frozenset(
    {"cuda_arch", "cuda_unavailable", "toolchain", "rocm", "error", "gpu_fault", "nccl"}
)
"""Troubles read off an error printed: what is asked about, whatever the error's words name."""


def trouble_kind(text: str) -> Trouble | None:
    """The kind of problem a troubleshooting question describes, or None."""
    said = without_weighed_slowdown(fold(text))  # a claim kept: "号称T4" is what a check tests
    folded = without_hearsay(said)  # "还是只是变慢", "评论说…利用率低": not seen
    if (family := error_family(folded)) is not None:  # a pasted error's family names it first
        return family
    if phase_gap_asked(folded):  # "pp 3000 t/s but tg crawls at 40, why such a gap": explained
        return None
    for kind, pattern in _TROUBLE_RES:
        if pattern.search(said if kind == "verify" else folded):
            if kind == "utilization" and (described := described_symptom(folded)):
                return described  # "利用率 100%，进度条卡在 0%": the hang, not the figure
            if kind == "oom" and (FEARED_RE.search(folded) or OOM_GONE_RE.search(folded)):
                continue  # "会爆显存吗": a fit asked; "不爆显存了，但…": fixed, the rest asked
            if kind == "scaling" and _MULTI_GPU_RE.search(folded) is None:
                continue  # "my 2070 is barely faster than my old 1080 ti": two cards, one each
            if kind == "slow" and setting_cost_weighed(folded):
                continue  # "cfg 打开以后每步翻倍，关掉就快一半": what the setting costs
            if kind == "offload" and offload_asked(folded):
                continue  # "能全放显存不，还是要分一部分到内存": whether it must spill is asked
            if kind == "verify" and cues.card_not_doubted(said):
                continue  # "有人跑了但不知道真假", "which number is real", "what knobs": not it
            return kind
    # a symptom in words ("uses cpu only", "卡在 0% 不动"), an unknown error, "只有 5 t/s，正常吗"
    # "吞吐比别人说的低一半": what others report is the yardstick here, so read before hearsay goes
    short = below_reference(said)
    return described_symptom(folded) or clock_trouble(folded) or short or other_trouble(folded)


def _card_by_memory_only(query: Query) -> bool:
    """A fit check on a card given only by its memory ("Is 8G enough for Qwen3-30B?")."""
    subject = query.model_id or query.params_b
    folded = fold(query.text)
    asks_fit = query.intent == "fit_check" or _ENOUGH_RE.search(folded) is not None
    # "can a 24gb card run qwen 14b?": a purchase word only if no size is said; here, a fit
    asks_fit = asks_fit or query.intent == "recommend" and _CAN_RUN_RE.search(folded) is not None
    memory = stated_card_gb(query.text) or unknown_card_gb(query)
    return bool(subject) and not query.gpus and asks_fit and memory is not None


def _trouble_update(
    query: Query, kind: Trouble, reading: MemoryReading | None, watts: float | None
) -> dict[str, object]:
    """The troubleshooting task for ``kind`` and the readings it checks or keeps."""
    update: dict[str, object] = {"task": "troubleshoot", "trouble": kind}
    if kind == "verify" and reading is not None:
        update["memory_reading"] = reading
    if kind == "verify" and watts is not None:  # what the machine reads, not a limit to set
        update.update(power_reading_w=watts, power_limit_w=None, power_ask=None)
    if kind in ("utilization", "slow"):
        update["gpu_util_pct"] = stated_utilisation(query.text)
        update["observed_tokens_per_s"] = seen_tokens_per_s(query.text)
        saturated = _CPU_SATURATED_RE.search(fold(query.text)) is not None
        update.update(cpu_saturated=saturated, memory_savers=memory_savers(fold(query.text)))
    if kind == "cuda_arch":  # "only supported on … at least 8.0": the card too old for it
        update["needed_cc"] = needed_capability(fold(query.text))
    if kind == "cuda_unavailable":  # "device=cpu": the job on the CPU, said as seen
        update["cpu_fallback"] = runs_on_the_cpu(fold(query.text))
    if kind == "offload":
        every = all_layers(query.text)  # "all 48 layers on my 4070 ti": none on the CPU
        update["offload_layers"] = offload_split(query.text) or (every and (every, every))
        update["observed_tokens_per_s"] = seen_tokens_per_s(query.text)
    if kind == "oom":
        update["intent"] = "fit_check"
    elif query.intent not in ("concept",):
        update["intent"] = "concept"
    return update


def _shares_memory(catalog: Catalog, gpu_id: str) -> bool:
    """Whether a row's GPU memory is the machine's memory (a Mac, a DGX Spark, a superchip)."""
    row = catalog.gpus[gpu_id]
    return row.unified_memory_gb is not None or row.form_factor.startswith("Superchip")


_REASON_CLAUSE_RE = re.compile(
    r"(?<![a-z])(?:because(?:\s+of)?|due\s+to|since|(?:so\s+as\s+)?to\s+avoid)\s[^.?!;]*"
    r"(?=[.!;]|$)|(?<!是)(?:因为|由于|为了避免|为了防止|避免)[^。？?!！；;]*(?=[。!！；;]|$)",
    re.IGNORECASE,
)
"""A clause giving a reason ("because of the black image thing", "因为会黑图"): a trouble named
there explains a setting chosen, it is not the question. A cause asked ("is that because of the
numa split?", "是不是因为跨 CPU") is no reason given."""


def _without_reasons(text: str) -> str:
    """``text`` less its clauses of reason."""
    return _REASON_CLAUSE_RE.sub(" ", text)


def route_task(query: Query, catalog: Catalog) -> Query:
    """Set the finer task (troubleshoot, host, clarify) and what it needs; else unchanged."""
    # "屏幕闪烁是显卡坏了吗": a display's trouble; "ZeRO-3 和 FSDP 是一回事吗": the terms explained
    if query.intent in ("unsupported", "concept") and (query.off_topic or query.terms_related):
        return query
    text = query.text
    kind = trouble_kind(text)
    if (
        kind is not None
        and query.intent == "speed"
        and trouble_kind(_without_reasons(text)) is None
    ):
        kind = None  # "it/s? need fp32 because of the black image thing": the rate is asked
    # two cards: sold vs shown; or an error pasted from cards used together ("device 1 OOMs")
    sold_and_shown = query.task == "compare" and (kind == "verify" or failed_on_cards(text))
    # "only hits 450 TFLOPS, the spec sheet says 989": a shortfall, not a spec lookup
    short_of_spec = query.task == "catalog" and kind in ("slow", "verify")
    # "P40 上 vllm 报 Bfloat16 is only supported on …": the feature is named by the error seen
    short_of_spec = short_of_spec or query.task == "catalog" and kind in _ERROR_KINDS
    # "nvidia-smi shows a 350 W power limit, is that normal?": a reading to check, not a setting
    watts = power_reading(text) if query.gpus else None
    asks_check = _CHECK_RE.search(fold(text)) is not None or cap_judged(text)
    # "smi shows 16160MiB. what gives"; "is 23028MiB right?"; "是满血的 48G 吗"
    asks_check = asks_check or cues.reading_questioned(fold(text))  # (not "200 并发，真的假的")
    asks_check = asks_check or good_card_asked(fold(text))  # "32607MiB，575W，满血吧"
    asks_check = asks_check and not load_claim_doubted(fold(text))
    power_checked = watts is not None and asks_check and kind in (None, "verify", "slow")
    watts = watts if power_checked else None
    result = card_test_read(text, bool(query.gpus))
    if result is not None and read_during(result, health_check(text)):
        result = None  # "gpu-burn: 92C, clocks dropping. normal?": the heat is judged
    if result is not None and result.test == "matmul" and kind == "slow":
        result = None  # "my H100 only hits 450 TFLOPS": a slow card troubleshot, not a check
    seen = result or (kind == "slow" and query.task == "host")  # "只有5 t/s" after RAM added
    # a card checked, then a reading off it judged ("显存温度100度正常吗"): a health check;
    # a job fixed, then its speed judged ("能跑了，但一步要20多秒"): now a slow one
    again = kind == "slow" or bool(query.gpus) and bool(health_check(text))
    seen = seen or query.task == "troubleshoot" and again
    seen = seen or (query.task, kind) in SEEN_IN_TASK  # "Xid 79 … psu?", "ttft 20s past 60"
    # "ran gpu-z: GA102, 384-bit, 24gb gddr6x. we good?": the card's readings checked; an OOM's
    # figure ("OutOfMemoryError at 94GB") is where the job ran out, not the card's size read
    spec = spec_reading(text) if query.gpus and kind != "oom" else None
    seen = seen or spec is not None or read_alone(text)  # "24G能用多少", "1200 of 2520 MHz"
    # "clinfo 显示 Global memory size 15.5 GiB，这算正常吗": a total a tool printed (in MiB or
    # GiB; "4000 Ada 20G" is the card's name), asked judged
    shown = memory_reading(text) if query.task == "catalog" and asks_check else None
    seen = seen or shown is not None and shown.unit != "GB"
    if query.task not in (None, "fit", "recommend", "explain") and not (
        sold_and_shown or short_of_spec or power_checked or seen
    ):
        return query
    if kv_shortfall(text) and query.gpus:  # sized by the KV-cache kind on the stated cards
        share = memory_utilization(text)
        kv = {"kv_short": True, "intent": "fit_check", "memory_utilization": share}
        return query.model_copy(update=kv)
    reading = None if result is not None and result.test == "fabric" else memory_reading(text)
    checks = asks_check and reading_to_check(query, reading, text, catalog)  # not RAM, no total
    promised = reading.promised_gb if reading is not None else None
    if power_checked or checks and checked_as_reading(query, kind) and (query.gpus or promised):
        kind = "verify"
    # "shows nonzero ECC errors, still usable?": the count read off is judged, not a fault hunted
    judged = kind == "gpu_fault" and counters_read(result, health_check(text))
    kind = "verify" if judged and cues.judged_for_use(fold(text)) else kind
    checkable = kind in (None, "verify", "slow", "error")
    health = health_check(text) if query.gpus and checkable and result is None else None
    # "结温 104 度，然后降频", "clocks drop to 1.9ghz, hotspot 105c": the heat slowed it
    slowed = kind == "slow" and bool(query.gpus) and slowed_by_heat(text)
    health = heat_check(text) if slowed else health
    # a fix asked for the slowdown stays a trouble; a reading only judged is a check; one put
    # as a speed's cause ("才 12 token/s，topo 里全是 SYS，是因为跨 CPU 吗") is the slow job's clue
    clue = kind == "slow" and seen_tokens_per_s(text) is not None
    checked = (health is not None or result is not None) and checkable and not (slowed or clue)
    kind = "verify" if checked or spec is not None else kind
    update: dict[str, object] = {}
    # a unified-memory machine's 内存/RAM is the GPU's memory; a superchip's CPU memory its own
    unified = bool(query.gpus) and all(_shares_memory(catalog, g.gpu_id) for g in query.gpus)
    # "what's in a g6e.48xlarge, and how much host RAM": the instance table answers it
    typed = query.instance_named is not None or any(
        shaped_like_a_type_name(w) for w in query.instance_words
    )
    # an instance pick ranks types; a model list asked beside RAM keeps it as offload room
    listed = query.asks_model_list and not ram_asked(text) or query.asks_instance_pick
    # "M3 Ultra 512G, or 4x 3090 plus 512G RAM?": two setups weighed, the RAM one of them
    listed = listed or query.intent == "compare" and len({g.gpu_id for g in query.gpus}) >= 2
    # "qwen3-235b at q3, experts in ram, rest on the card?": the placement said, its fit asked
    placed = in_ram_said(text) and query.model_id is not None and not query.host_share_asked
    placed = placed and not ram_asked(text)  # "how much system ram to offload 70b": the RAM
    # "zero3 + offload 到内存，能全参微调吗": the offloaded job's fit; the RAM is where it goes
    trained = query.method not in (None, "inference") and "cpu_offload" in query.memory_savers
    off = trained and not ram_asked(text)
    host = is_host_question(text, bool(query.gpus)) and not (
        unified or typed or listed or placed or off
    )
    # "tok/s with part of it in RAM", "4090 vs 5090, part of it on the cpu": the offload timed
    in_ram = (host or in_ram_said(text)) and not unified
    timed = query.intent == "speed" and kind is None or query.intent == "compare" and listed
    timed = timed or placed and kind is None  # the placement's fit, asked: the RAM is its room
    if in_ram and timed and not ram_asked(text) and (query.gpus or stated_card_gb(text)):
        return query.model_copy(update={"ram_offload": True})
    if host and kind not in ("oom", "offload", "slow") and (query.gpus or stated_ram_gb(text)):
        update = {"task": "host", "intent": "fit_check"}
    elif kind is not None and not (kind == "utilization" and query.intent == "rent_vs_buy"):
        # "利用率只有30%，自建还值得吗": a utilisation in a rent-or-buy question is an input
        update = _trouble_update(query, kind, reading if checks else None, watts)
        update.update(health_check=health, test_result=result, **reading_slots(text, health))
        update["fault_asked"] = (health or kind in ("gpu_fault", "slow")) and fault_asked(text)
        update["host_blamed"] = host_blamed(text)  # an unheld provider is then said first
        update["spec_reading"] = spec
        update["slowed_by_it"] = slowed
    elif _card_by_memory_only(query):
        update = {"task": "fit", "intent": "fit_check"}
    elif needs_clarifying(query):
        return query.model_copy(update={"task": "clarify"})
    else:
        return query
    update = sized_by_memory(query, update, catalog)
    return query.model_copy(update=update)


__all__ = ["kv_shortfall", "route_task", "stated_utilisation", "trouble_kind"]
