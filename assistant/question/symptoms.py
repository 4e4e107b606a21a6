"""Symptoms described in words, not pasted: the GPU left unused, a job that never moves.

"whisper uses cpu only, mps not used?", "日志显示 device=cpu" and "进度条卡在 0% 不动" name a
card, a model and a utilisation like any sizing question; the described symptom makes them a
question to troubleshoot. Read after the error families and the symptom cues of
``question.troubleshoot`` (a pasted error or a named trouble is more specific). Pure.
"""

from __future__ import annotations

import re

from assistant.models import MemorySaver, Trouble
from assistant.question.blame_weighed import BLAME_WEIGHED
from assistant.question.near_idle import back_on_the_gpu, left_on_the_cpu
from assistant.question.partial_load import partly_loaded
from assistant.question.phase_gap import phase_gap_asked
from assistant.question.rate_blamed import rate_blamed
from assistant.question.ttft_seen import ttft_seen

_CPU_FALLBACK_RE = re.compile(
    # a log or setting that says the job runs on the CPU
    r"device\s*[=:]\s*['\"]?cpu\b"
    # said as what it does, not asked ("can whisper run on the cpu only?" asks a set-up)
    r"|\b(?:uses|using|runs|running|ran|stays|stuck|goes|went)\s+(?:on\s+)?(?:the\s+)?cpu"
    r"[\s-]+(?:only|instead)\b"
    r"|\bonly (?:uses|using|runs on|running on|hits|touches) (?:the |my )?cpu\b"
    # a habit seen: "keeps loading the model on cpu", "still runs on the cpu"
    r"|\b(?:keeps|kept|still|always)\s+(?:[a-z']+\s+){0,4}?(?:on|onto|to|in)\s+(?:the\s+)?cpu\b"
    r"|\b(?:falls?|fell|falling) back (?:on|to) (?:the )?cpu\b"
    # the fallback suspected of a job running: "is it silently on cpu?", "是不是偷偷跑在 cpu 上"
    r"|\bis (?:it|this|that|the (?:job|model|run))\s+(?:(?:silently|secretly|actually|really"
    r"|still|quietly|somehow|just)\s+)?(?:on|running on|using|stuck on) (?:the )?cpu\b"
    r"|是不是(?:在|偷偷|悄悄|其实|实际)?(?:跑在|用的是|走的是|用了|在用)\s*cpu"
    # the accelerator seen unused: "mps not used?", "the gpu isn't being used"
    r"|\b(?:mps|cuda|gpu|metal)\s+(?:is\s+|are\s+)?(?:not|isn'?t|never)\s+(?:being\s+)?"
    r"(?:used|utili[sz]ed|touched|picked up)\b"
    r"|\b(?:not|never|isn'?t|doesn'?t|does not|won'?t)\s+(?:even\s+)?(?:using|use|touch\w*)\s+"
    r"(?:the\s+|my\s+)?(?:gpu|mps|cuda|card)\b"
    r"|只(?:用|跑|走)了?\s*cpu|(?:用|跑|走)的(?:是|都是|全是)\s*cpu"
    r"|(?:没|没有)(?:用|走|调用)(?:上|到)?\s*(?:gpu|显卡|cuda|mps)"  # "不用 gpu 能跑吗": asked
    r"|(?:gpu|显卡|cuda|mps)\s*(?:完全|根本)?(?:没|没有)(?:被)?(?:用|调用)(?:上|到)?"
    # the card seen idle (P8, its draw not rising) while the job runs: "stuck at `P8 25W` …
    # while llama.cpp is running", "跑模型的时候一直是 P8"
    r"|(?<![a-z0-9])p8(?![0-9])[^?!。？！]{0,120}\b(?:while|when|during)\b[^?!。？！]{0,40}"
    r"\b(?:running|runs|generat\w*|training|inferenc\w*|decoding|loaded)\b"
    r"|(?:跑|运行|推理|训练|生成)[^。？！?!]{0,16}(?:时候|时|的时候)[^。？！?!]{0,8}(?:一直|还是|都|始终)"
    r"(?:在|是|停在)?\s*p8(?![0-9])"
)
"""The job seen running on the CPU while a GPU sits there."""
_HANG_RE = re.compile(
    r"(?:progress(?: bar)?|进度条?)\s*(?:is\s+|bar\s+)?(?:stuck|frozen|hangs?|hanging|never moves"
    r"|doesn'?t move|卡在|卡住|不动|停在|一直是?\s*0)"
    r"|\b(?:stuck|hangs?|hanging|hung|frozen|freezes)\s+(?:at|on)\s+(?:step\s+)?0\s*%?"
    r"|卡在\s*0\s*%|停在\s*0\s*%|(?:卡住|卡着)不动"  # not "loss 一直不动", a plateau
)
"""A job that starts and never advances."""
_MEMORY_FULL_RE = re.compile(
    r"(?:显存|vram|gpu memory|memory)\s*(?:is\s+|was\s+)?(?:占满|满了|吃满|爆满|全满|full|maxed"
    r"|pegged)|(?:占满|吃满)了?\s*(?:显存|vram)|(?:vram|memory) (?:usage )?(?:at|hits?) 100\s*%"
)
"""The card's memory seen full beside the hang: memory pressure, not speed."""


_BAD_OUTPUT_RE = re.compile(
    r"(?<![a-z])(?:outputs?|images?|frames?|videos?|clips?|results?|generations?|renders?)\s+"
    r"(?:is|are|comes? out|came out|looks?|turns?(?: out)?|just)?\s*(?:as\s+)?"
    r"(?:all\s+|just\s+|only\s+|completely\s+|totally\s+)?(?:pure\s+)?"
    r"(?:noise|black|gr[ae]y|static)(?![a-z])"
    r"|(?<![a-z])(?:pure noise|black (?:images?|frames?|outputs?|videos?)"
    r"|(?:images?|frames?) of noise)"
    r"|(?:出图|输出|生成的?(?:图|视频)?|画面|结果|视频)\s*(?:全是|都是|一片|只有|是|成了|变成)?\s*"
    r"(?:噪点|噪声|黑图|全黑|黑的|黑屏|灰图|花屏|雪花)|出黑图|全是噪点"
)
"""A model's output seen as noise or black: numbers overflowing in fp16 (NaN), not a slow job."""
_SLOWER_THAN_RE = re.compile(
    r"(?:throughput|speed|tok(?:en)?s?/s|t/s|it/s|吞吐|速度|性能).{0,24}(?:(?:way|much|far|a lot"
    r"|significantly|noticeably) )?(?:lower|slower|worse|behind) than"
    r"|(?:吞吐|速度|性能).{0,12}比.{0,16}(?:低|慢|差)(?:很多|不少|一大截|一截|好多)?"
    # a job slower than a published figure: "way slower than the tutorial claims", "比教程慢很多"
    r"|slower than (?:the |what |a |an )?(?:tutorial|blog|guide|docs?|paper|article|video|readme"
    r"|post|claim|advertis|publish|report|benchmark|spec)\w*"
    r"|比(?:教程|宣传|文档|评测|测评|网上|官方|论文|博客|视频)\S{0,8}?(?:慢|低|差)"
    # more cards slower than fewer: "3 张比 2 张还慢", "slower on 3 3090s than on 2"
    r"|比\s*[\d一两二三四五六七八九十]{1,2}\s*(?:张|块|个)\s*(?:卡|显卡)?\s*(?:还|更)?(?:要)?慢"
    r"|slower (?:on|with|across|using) [^.?!]{0,30}?than (?:on |with |across |using )?"
    r"(?:\d{1,2}|one|two|three|four|a single|single)\b"
)
"""A speed seen below another set-up's ("throughput is way lower than vllm on the same box")."""
_RATE_NOW_RE = re.compile(
    r"\b(?:now|but)\b[^.?!]{0,24}?\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tokens? (?:per|a) sec"
    r"|it/s)|(?:现在|但是?|结果|可是)[^。？?]{0,12}?\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|it/s)"
)
"""A rate seen after a change ("fixed the alloc, but now it's like 4 tok/s"): with its cause
asked, the job is slow."""
_CAUSE_ASKED_RE = re.compile(
    r"is (?:that|this|it) (?:the (?:issue|problem|reason|cause|bottleneck)|why)|\bwhy\b"
    r"|what gives|what(?:'s| is) (?:wrong|going on)|(?:is|could) (?:that|it) be"
    r"|为什么|为啥|怎么回事|咋回事|原因|是不是因为|是因为|问题出在"
    # a cause guessed and asked: "something throttling?", "是不是降频了"
    r"|\b(?:something|anything|it|card|gpu)\s+(?:\w+\s+)?(?:throttl\w*|misconfigured|wrong|off)\b"
    r"|是不是.{0,6}(?:降频|被限|限制|配置)"
)
"""A cause asked for what was seen ("no nvlink — is that the issue?", "是不是因为没有 nvlink")."""


_OWN_RATE = r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s|s/it)"
_ANOTHERS_RATE_RE = re.compile(
    r"(?<![a-z])(?:friend|buddy|mate|colleague|coworker|roommate|brother|someone|somebody|guy"
    r"|youtuber|reviewer|others?|people)(?:'s|s'|’s|s)?\b[^.?!;]{0,40}?(?:does|do|gets?|got|hits?"
    r"|runs?|is at|at|reach\w*)\s*(?:like |about |around |~)?\d+(?:\.\d+)?"
    r"|(?:朋友|同事|同学|室友|别人|人家|网友|群友|博主|up\s*主)[^。？?！!；;]{0,30}?"
    r"(?:跑到?|能到|有|是|到)\s*(?:大概|约|差不多)?\d+(?:\.\d+)?"
)
"""Someone else's card said at a speed ("a friend's 4070 ti super does 2.6", "朋友的跑到 3.2")."""
_CARD_DOUBTED_RE = re.compile(
    r"(?<![a-z])(?:an? (?:dud|lemon)|defective|faulty|broken|bad (?:card|unit|one)"
    r"|(?:is|'s) (?:that|this|it|mine) (?:normal|expected|right)|normal\?)(?![a-z])"
    r"|正常吗|正常不|正常么|是不是坏|坏了吗|有问题吗|是不是有问题|翻车|残次|矿卡吗|雷了"
)
"""The asker's card doubted against that speed ("is my card a dud or is that normal?")."""


def below_anothers_rate(folded: str) -> bool:
    """Whether the asker's speed, set beside someone else's card's, is doubted: a slow job.

    "my 5070 ti does 2.1 it/s, a friend's 4070 ti super does 2.6. is my card a dud?": the
    friend's figure is the reference the asker's card falls short of, not a card to compare.
    """
    seen = re.search(_OWN_RATE, folded) is not None and _ANOTHERS_RATE_RE.search(folded)
    return bool(seen and _CARD_DOUBTED_RE.search(folded))


def slower_than_another(folded: str) -> bool:
    """Whether a speed is reported below another set-up's and its cause asked: a slow job."""
    seen = _SLOWER_THAN_RE.search(folded) or _RATE_NOW_RE.search(folded)
    return bool(seen and _CAUSE_ASKED_RE.search(folded)) or below_anothers_rate(folded)


_SAVERS: tuple[tuple[MemorySaver, re.Pattern[str]], ...] = (
    (
        "checkpointing",
        re.compile(r"gradient[_ -]?checkpointing|梯度检查点|activation checkpointing"),
    ),
    ("block_swap", re.compile(r"blocks?[_ -]?(?:to[_ -]?)?swap|swap(?:ping)? blocks|块交换")),
    (
        "cpu_offload",
        re.compile(
            r"cpu[_ -]?offload|offload\w* (?:to|onto) (?:the )?(?:cpu|ram)|--(?:low|med)vram"
            # the optimizer or weights put in host RAM: "offload optimizer to cpu", "zero-offload"
            r"|offload\w* (?:the )?(?:optim\w*|params?|parameters|weights)(?: states?)?"
            r" (?:to|onto|in(?:to)?) (?:the )?(?:cpu|ram|host)|offload_(?:optimizer|param)"
            r"|zero[_ -]?(?:offload|infinity)"
            r"|(?:优化器|optimizer|参数)\s*(?:卸载|放|挪|offload)到?\s*(?:cpu|内存)"
            r"|(?:low|med|no)[_ -]?vram mode|低显存模式"
            r"|(?:卸载|放|挪)到(?:cpu|内存)"
            # ZeRO-3 or FSDP with an offload: "deepspeed zero3 + offload 到内存", "fsdp offload"
            r"|(?<![a-z])(?:zero[_ -]?3|deepspeed|fsdp)(?![a-z])[^，,。？?]{0,24}(?:offload|卸载)"
            r"|offload\w*\s*(?:到|进)\s*(?:cpu|内存|主机内存)"
        ),
    ),
    # vLLM without its CUDA graphs: "--enforce-eager", "eager mode", "关掉 cuda graph"
    (
        "eager",
        re.compile(
            r"enforce[_ -]?eager|eager mode|cuda ?graphs? (?:off|disabled)"
            r"|(?:disabl\w*|turn\w* off|without) (?:the )?cuda ?graphs?"
            r"|(?:关掉|关闭|禁用|不用)\s*cuda ?graph"
        ),
    ),
)
"""Memory savers turned on, each trading speed for memory ("开了 blocks_to_swap")."""


def memory_savers(folded: str) -> list[MemorySaver]:
    """The memory savers the message says are on: gradient checkpointing, block swap, offload."""
    found = [saver for saver, pattern in _SAVERS if pattern.search(folded)]
    if partly_loaded(folded) and "cpu_offload" not in found:  # "loaded partially": offloaded
        found.append("cpu_offload")
    return found


def runs_on_the_cpu(folded: str) -> bool:
    """Whether ``folded`` says the job runs on the CPU while a GPU is there."""
    return _CPU_FALLBACK_RE.search(folded) is not None


_LATENCY_ROSE_RE = re.compile(
    r"(?:ttft|time[\s-]to[\s-]first[\s-]token|first[\s-]token|latency|p9[59]|首\s*token|首字|延迟"
    r"|响应时间)[^.?!。？]{0,24}?(?:jump|climb|go(?:es)? up|went up|spike|shoot|balloon|explode"
    r"|rise|rose|blow|hit|get(?:s)? to|increase|grow|grew|pil(?:es|ing) up|backs? up|涨|飙|升"
    r"|到了?\s*\d|变成|暴增|堆积|积压|越积越多|越来越(?:高|大|长))"
)
"""A latency seen rising ("ttft jumps to ~20s", "首 token 延迟到 15 秒")."""
_UNDER_LOAD_RE = re.compile(
    r"\d+\s*(?:concurrent|simultaneous|parallel|users|requests|reqs|in[\s-]flight|个?并发|个?用户"
    r"|路(?!由|线|径)(?:流|音频|视频|摄像头)?)"
    r"|(?:并发|concurrency)\s*(?:数)?\s*(?:超过|过了?|到|上了?|达到|above|past|over|of)?\s*~?\d+"
)
"""The load it rises at ("once we pass ~60 concurrent", "并发超过 100 后")."""
_JUDGED_RE = re.compile(
    r"expected|normal|misconfig\w*|is (?:that|this) (?:ok|fine|right)|正常|配置(?:错|有问题|不对)"
    r"|(?:设置|配置|参数)(?:的)?问题|" + BLAME_WEIGHED  # "卡的问题还是得 batch"
)
"""Whether it is normal, or a setting at fault, asked."""


def queue_seen(folded: str) -> bool:
    """A latency seen rising past a load, its normality asked: requests queued, to explain."""
    rose = _LATENCY_ROSE_RE.search(folded) and _UNDER_LOAD_RE.search(folded)
    return bool(rose and _JUDGED_RE.search(folded))


_PART_BUSY_RE = re.compile(r"(?<![\d.])[1-9]\d?\s*%\s*(?:of (?:the |my )?)?(?:gpu|util)")
"""A GPU's utilisation seen above zero: the card is used, however little."""


def described_symptom(folded: str) -> Trouble | None:
    """The trouble a worded symptom describes in ``folded`` text, or None.

    The job on the CPU is a GPU that is not available to it (``cuda_unavailable``: the
    wrong build, device or driver); a job that never advances with the card's memory full is
    out of memory in all but name (the driver spills to system RAM and crawls), so the job is
    sized; one that never advances otherwise is troubleshot like a slow one.
    """
    # a GPU seen partly busy ("only using like 15% gpu … is it on cpu?") is used, if poorly
    on_cpu = _CPU_FALLBACK_RE.search(folded) and not back_on_the_gpu(
        folded
    )  # "now it's on the gpu"
    if on_cpu and not _PART_BUSY_RE.search(folded):
        return "cuda_unavailable"
    if left_on_the_cpu(folded):  # "3% util. device="cuda" is set": the job on the CPU
        return "cuda_unavailable"
    if queue_seen(folded):  # "ttft jumps to 20s past 60 concurrent, expected?"
        return "queueing"
    if phase_gap_asked(folded):  # "pp 3000 t/s but tg 40 t/s, why such a gap": explained
        return None
    if slower_than_another(folded) or ttft_seen(folded) is not None:  # "ttft 10s+，正常吗"
        return "slow"
    if rate_blamed(folded):  # "gives 4 tok/s on a 70b, is it the risers?"; "从 30 掉到 8"
        return "slow"
    if _HANG_RE.search(folded) is None:
        return None
    return "oom" if _MEMORY_FULL_RE.search(folded) else "slow"


_IF_NOT_RE = re.compile(
    r"(?:不然|否则|要不然|不这样|会不会|会|怕|担心|otherwise|or else|else|would|will|could|might"
    r"|to avoid|avoid|prevent)\W{0,3}\w{0,12}\W?$"
)
"""What comes before a bad output only feared or explained ("不然会出黑图", "to avoid black")."""


def bad_output(folded: str) -> Trouble | None:
    """Output seen as noise or black frames: numbers overflowing in fp16 (NaN), or None.

    Read last, after any pasted error or named trouble; a bad output only feared ("不然会出
    黑图", "otherwise you get black images") is no symptom seen.
    """
    for m in _BAD_OUTPUT_RE.finditer(folded):
        if not _IF_NOT_RE.search(folded[max(0, m.start() - 16) : m.start()]):
            return "nan_loss"
    return None


__all__ = [
    "bad_output",
    "described_symptom",
    "memory_savers",
    "runs_on_the_cpu",
    "slower_than_another",
]
