"""Pasted error families and card-health checks, read from a question's text.

``error_family`` names the trouble a pasted error or symptom belongs to when the older
symptom cues in ``troubleshoot`` do not: a ROCm runtime that finds no GPU, code built with a
newer CUDA than the driver (the PTX toolchain error), an NCCL "unhandled system error" between
GeForce cards, more GPUs running slower than one (scaling), and a model whose layers all sit
on a full card yet runs slowly (the driver spilling VRAM to shared system memory).
``health_check`` names what a verify question checks on a card: ECC read as disabled, clocks
that drop under load, a temperature read off it, a memory test over the whole range, or the
memory bandwidth and NVLink to measure. Pure: no I/O.
"""

from __future__ import annotations

import re

from assistant.models import HealthCheck, Trouble
from assistant.question.check_asked import ASKS_CHECK_RE
from assistant.question.clock_set import clock_set_by_user
from assistant.question.fan_reading import fan_reading
from assistant.question.fault_asked import fault_asked
from assistant.question.health_readings import reading_check
from assistant.question.link_slots import link_reading
from assistant.question.memory_heat import MEMORY_HEAT
from assistant.question.partial_load import PARTIAL_LOAD_RE
from assistant.question.setup_faults import setup_fault
from assistant.question.slowdown_seen import slowdown_seen
from assistant.question.speed_asked import speed_asked_outright
from assistant.question.symptoms import bad_output
from assistant.question.text import fold
from assistant.question.usable_asked import usable_memory_asked

_LOW_VRAM_MODE_RE = re.compile(
    # seen, not feared: "will it drop into lowvram mode", "会不会进入低显存模式" ask a fit
    r"(?:(?<![a-z])(?<!will it )(?<!would it )(?<!will )(?<!would )(?<!might )(?<!could )(?<!to )"
    r"(?:load(?:s|ed|ing)?|switch(?:es|ed)? to|(?:falls?|fell"
    r"|falling) back (?:on|to)|goes into|went into|drops? (?:in)?to|dropped (?:in)?to|kicks? in"
    r"|says|shows?)\W{0,3}(?:in(?:to)? )?(?:the )?(?:low|no)[_ -]?vram mode"
    r"|(?<!会)(?<!怕)(?<!避免)(?<!不)(?:进入|切换到|切到|走了|跑在|降到|回退到|掉到|提示|显示"
    r"|日志)\s*(?:了)?\s*[\"'“]?"
    r"\s*(?:low|no)[_ -]?vram\s*(?:mode|模式)?"
    r"|(?<!会)(?<!怕)(?<!避免)(?<!不)(?:进入|切换到|切到|降到|回退到|掉到)(?:了)?低显存模式"
    # its meaning asked ("提示 lowvram mode 是什么意思"): the guide explains it, no trouble
    r")(?!.{0,30}(?:什么意思|啥意思|是什么|(?<![a-z])(?:mean|means|meaning)(?![a-z])))"
)
"""ComfyUI seen loading the model in its low-VRAM mode ("loading in lowvram mode"): the
weights did not fit, so part of them stays in system RAM and streams over PCIe every step."""
_FAMILIES: tuple[tuple[Trouble, re.Pattern[str]], ...] = (
    (
        "held_memory",
        re.compile(
            # memory read as taken with nothing running, or not given back after a job ended
            r"(?:used|in use|occupied|taken|full|占用|占着|被占|占了|满了?).{0,160}"
            r"(?:nothing(?:'s| is)? (?:running|open|loaded)|no (?:processes|programs?|jobs?)"
            r" (?:running|listed|shown)|no running processes"
            r"|process(?:es)?(?: list)? (?:is |are |shows? |shown )?(?:empty|blank)"
            r"|empty process(?:es)? list|没(?:有)?(?:跑|运行|开)(?:任何)?"
            r"(?:东西|程序|进程|任务|模型)|没有进程|进程(?:列表)?(?:里)?(?:是)?空)"
            r"|(?:nothing(?:'s| is)? running|no running processes|没(?:有)?(?:跑|运行)(?:任何)?"
            r"(?:东西|程序|进程|任务)).{0,80}(?:memory|vram|显存).{0,20}(?:used|in use|full|占)"
            r"|(?:memory|vram|显存).{0,20}(?:not (?:freed|released)|never (?:freed|released)"
            r"|不释放|没释放|释放不了|没有释放|还(?:被)?占着)"
        ),
    ),
    (
        "rocm",
        re.compile(
            r"no rocm[- ]capable device|failed to initiali[sz]e (?:rocm|hip)"
            r"|found (?:0|no|zero) (?:rocm|hip) (?:devices?|gpus?)"
            r"|hip(?:error)?\w*.{0,20}(?:no device|invalid device|not detected)"
            r"|no hip (?:gpus?|devices?)|hip.{0,20}(?:no (?:gpus?|devices?)|没有(?:卡|gpu|设备))"
            r"|rocm.{0,40}(?:not detected|no device|can'?t find|cannot find|doesn'?t see|not see"
            r"|检测不到|识别不到|找不到|没识别)"
            r"|(?:检测不到|识别不到|找不到|认不到).{0,10}(?:rocm|amd|a卡)"
            r"|rocminfo.{0,30}(?:nothing|empty|no agent|doesn'?t (?:list|show)|没有|不显示)"
            # the card's gfx target refused by the build or image: "`gfx1100` unsupported"
            r"|gfx\d{3,4}\w*\W{0,3}.{0,30}(?:unsupported|not supported|isn'?t supported|不支持)"
        ),
    ),
    (
        "toolchain",
        re.compile(
            r"ptx was compiled with an unsupported toolchain|unsupported ptx version"
            r"|unsupported toolchain|ptx.{0,30}(?:unsupported|不支持|not supported)"
            r"|cuda_error_unsupported_ptx_version"
        ),
    ),
    (
        "nccl",
        re.compile(
            r"(?<![a-z0-9])nccl(?![a-z0-9]).{0,40}"
            r"(?:error|fail|timeout|timed out|hang|报错|错误|失败)"
            r"|unhandled system error"
            # NCCL's own warnings ("NCCL WARN NET/IB : No device found"), and a process group
            # that never finishes its set-up ("hangs at init_process_group")
            r"|(?<![a-z0-9])nccl warn\b|net/ib\s*:?\s*no device"
            r"|init_process_group.{0,40}(?:hang|stuck|froze|freez|never|卡住|卡死|不动|没反应)"
            r"|(?:hang\w*|stuck|froze\w*|freez\w*|卡住|卡死|卡在|停在)\s*(?:at|on|in)?\s*"
            r"(?:dist\.|torch\.distributed\.)?init_process_group"
        ),
    ),
    (
        "scaling",
        re.compile(
            # more GPUs slower than one ("tp 2 … slower than one gpu", "两张卡还不如单卡快")
            r"slower than (?:a |one |1 |just one )?(?:single )?(?:gpu|card)\b"
            r"|(?:比|还不如|不如)\s*(?:一张卡|单卡|一张|1张|单张)(?:还)?(?:慢|快)"
        ),
    ),
    (
        "offload",
        re.compile(
            # every layer on the card, yet slow, and the card's memory read as full: the driver
            # spills to shared system memory ("all 48 layers on the GPU … vram 11.8/12gb")
            r"(?:all|every(?: one of)?|全部|所有)\s*(?:the\s+)?(?:\d+\s*)?(?:of (?:the )?)?"
            r"(?:layers?|层)"
            r".{0,80}(?:\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)|slow|慢)"
            r"|(?:vram|显存).{0,12}\d+(?:\.\d+)?\s*/\s*\d+\s*(?:gb|g)\b.{0,60}"
            r"(?:\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)|slow|慢)"
            r"|\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps).{0,60}(?:vram|显存).{0,12}"
            r"\d+(?:\.\d+)?\s*/\s*\d+\s*(?:gb|g)\b"
            r"|shared (?:gpu )?memory.{0,30}(?:slow|spill|fill|used|using)"
            # the shared memory seen in use ("共享GPU内存占了8G", "共享内存也一直涨"); a unified
            # machine's own "8g 共享内存" is its spec, no spill
            r"|共享(?:gpu)?内存[^，,。？?]{0,6}?(?:用了|占了|占用|涨|满|增加|上升|飙)"
            r"|sysmem fallback|system memory fallback"
            # MoE experts put in system RAM by a llama.cpp flag, and the speed seen with it
            r"|(?:--n-cpu-moe|--cpu-moe|--override-tensor|-ot)\s.{0,80}"
            r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)"
        ),
    ),
    ("slow", _LOW_VRAM_MODE_RE),  # ComfyUI's partial load: the speed given up for memory
    ("slow", PARTIAL_LOAD_RE),  # "loaded partially", the model reloaded for every image
)
"""Pasted errors and symptoms of the families the older cues miss, most specific first."""

_ERROR_RE = re.compile(
    r"[a-z]+(?:error|exception)\b|(?<![a-z])(?:error|exception)\s*[:：]|traceback"
    r"|failed to (?:load|initiali[sz]e|allocate|launch|start|open|find|create|import|build)"
    r"|(?:not|isn'?t|wasn'?t|never) (?:detected|recogni[sz]ed)|segmentation fault|segfault"
    r"|core dumped|illegal (?:memory access|address)|cuda_?error_?\w+|cublas_status_\w+"
    r"|cudnn_status_\w+|device-side assert"
    r"|报错|报了?个?错|出错了|错误[:：]|未检测到|崩溃了?"
)
"""A pasted error or failure whatever its family: an exception name, "error:", "failed to",
"not detected", "报错"."""
_FEARED_ERROR_RE = re.compile(
    r"(?:will|would|could|might) (?:it |i |that |this )?(?:get |hit |throw |give )?(?:an? )?"
    r"(?:\w+)?(?:error|exception)|会不会(?:报错|出错)|会报错|怕.{0,4}(?:报错|出错)"
)
"""An error feared, not reported ("will it throw an error?", "会不会报错")."""


def pasted_error(text: str) -> bool:
    """Whether ``text`` reports an error or failure seen (not one feared)."""
    folded = fold(text)
    return _ERROR_RE.search(folded) is not None and _FEARED_ERROR_RE.search(folded) is None


_FAILS = r"(?:errors?|crash\w*|fails?|报错|出错|崩)"
_FINE_UP_TO = (
    r"(?:\d+\s*(?:gb|g)\s*(?:以内|以下|之内)(?:都|一切|完全)?\s*(?:正常|没问题|没事|能跑|,|，|$)"
    r"|(?:fine|ok|works?|stable) (?:under|below|up to|within) \d+\s*(?:gb|g)\b)"
)
"""A size a card runs fine up to ("24g 以内一切正常", "fine under 24gb"); the "fine" may be cut
off already as a cause ruled out beside an error (``_SAID_FINE_RE``)."""
_CHECKS: tuple[tuple[HealthCheck, re.Pattern[str]], ...] = (
    # a clocks event (throttle) reason pasted from `nvidia-smi -q`: "SW Power Cap : Active"
    ("power_cap", re.compile(r"sw\s*power\s*cap\s*:?\s*active")),
    (
        "slowdown",
        re.compile(
            r"(?:hw|sw)\s*(?:thermal\s*)?(?:slowdown|power\s*brake(?:\s*slowdown)?)\s*:?\s*active"
        ),
    ),
    (
        # errors the ECC counted: "ECC 可纠正错误计数 3", "2 correctable ECC errors"
        "ecc_errors",
        re.compile(
            r"(?:可纠正|不可纠正|纠正|单比特|双比特|volatile|aggregate|correctable|corrected"
            r"|uncorrectable|single[- ]bit|double[- ]bit|sbe|dbe).{0,16}(?:错误|errors?|计数|count)"
            r"|ecc\s*(?:错误|errors?)"
        ),
    ),
    (
        "ecc_off",
        re.compile(
            r"(?<![a-z0-9])ecc(?![a-z0-9]).{0,30}"
            r"(?:disabled|off\b|not enabled|n/a|not supported|关闭|关着|没开|未开启|未启用|不支持)"
            r"|(?:disabled|turned off).{0,12}(?<![a-z0-9])ecc(?![a-z0-9])"
        ),
    ),
    (
        "clocks",
        re.compile(
            r"(?:clocks?|frequency|mhz|ghz|频率|主频|核心频率).{0,40}"
            r"(?:drops?|dropp\w*|falls?|fell|down to|only|throttl\w*|降到|掉到|只有|降频|掉频"
            # held at one figure: "clocks look locked at 1755 MHz", "频率锁在 1410"
            r"|(?:locked|stuck|capped|pinned|limited) (?:at|to)\b|锁(?:在|定|死|频))"
            r"|(?:drops?|falls?|down) to ~?\s*\d+(?:\.\d+)?\s*(?:ghz|mhz)"
            r"|(?:一直|总是|老是|自己|自动|会|就)(?:降频|掉频)"
            # the performance state falling under load: "跑 gpu-burn 十分钟就掉到 P2"
            r"|(?:掉到|降到|掉回|(?:drops?|dropp(?:ed|ing)|falls?|falling|fell|stuck)"
            r" (?:back )?(?:to|in|at))\s*p(?:state\s*)?[2-8](?![0-9a-z])"
            # held at one figure under load: "SM clock stuck at 1095 MHz", "频率卡在 1095"
            r"|(?:clocks?|频率|主频).{0,12}(?:stuck|pinned|locked|held|sits?|stays?|capped"
            r"|卡在|锁在|停在|只有)\s*(?:at|around)?\s*~?\s*\d"
            r"|(?:clocks?|频率|主频).{0,16}\d{3,4}\s*mhz\s*(?:of|out of|/)\s*\d{3,4}"
        ),
    ),
    (
        "memory_temperature",
        # the memory's own sensor, apart from the core's ("显存温度100度", "显存结温 110")
        re.compile(MEMORY_HEAT),
    ),
    (
        "temperature",
        re.compile(
            # a temperature read off the card, put up for judgment ("显存结温 100 度正常吗")
            r"(?:temp\w*|温度|结温|hot ?spot|热点|junction)\D{0,16}\d{2,3}\s*(?:°\s*c?|度|℃|c\b)"
            r"|\d{2,3}\s*(?:°\s*c?|度|℃|c\b)\D{0,12}(?:temp\w*|温度|结温|hot ?spot|junction)"
            r"|(?<![\d.])\d{2,3}\s*(?:°\s*c|℃)"  # "sits at 88°C under load": degrees alone
        ),
    ),
    (
        "memory_test",
        re.compile(
            r"memtest|(?:test|check)\w*\s+(?:the\s+)?(?:whole|full|all|entire|upper|top|high)"
            r"\s+.{0,30}(?:vram|memory|gb)"
            r"|(?:vram|memory)\s+(?:test|stress)|(?:显存|颗粒).{0,12}(?:有没有问题|有问题|坏|测试|检测|体质)"
            r"|(?:测|检测|测试).{0,20}(?:高位|全部|整个).{0,10}(?:显存|颗粒)"
            # the memory chips themselves tested: "怎么测显存颗粒是不是都好的"
            r"|(?:测|检测|测试|验)(?:一下|下)?(?:显存)?颗粒|颗粒.{0,10}(?:好的|坏的|好不好|正常)"
            r"|(?:errors?|crash\w*|报错|出错).{0,20}(?:above|over|beyond|past|more than|以上|超过)"
            r"\s*\d+\s*(?:gb|g)\b"
            # an error beside a size it runs fine up to: "40g 就报错，24g 以内一切正常"
            rf"|{_FAILS}.{{0,60}}{_FINE_UP_TO}|{_FINE_UP_TO}.{{0,60}}{_FAILS}"
        ),
    ),
    (
        "bandwidth",
        re.compile(
            r"(?:measure|test|check|benchmark|测|测试|测一下|检查).{0,30}"
            r"(?:hbm|memory bandwidth|显存带宽|带宽|nvlink|p2p)"
            r"|(?:hbm|nvlink|带宽|bandwidth).{0,30}(?:是不是正常|正常吗|用什么命令|what command"
            r"|which command|how (?:do|can) i (?:measure|test|check))"
        ),
    ),
)
"""What a verify question checks on a card, most specific first."""

READ_ALONE: frozenset[str] = frozenset({"usable_memory", "idle_power", "power_draw", "pcie_link"})
"""Checks of a reading that make a verify question whatever task the words first suggest
(a supply to size, a concept): the reading itself is judged."""


PASTED_CHECKS = frozenset({"power_cap", "slowdown"})
"""Checks read off a pasted ``nvidia-smi -q`` reason: a question mark is enough to ask them."""
_QUESTION_RE = re.compile(r"[?？]|吗|么|嘛")
"""A question mark or particle: a pasted reading put up as a question."""


_ALL_LAYERS_RE = re.compile(
    r"(?:all|every one of (?:the )?|全部|所有)\s*(?:the\s+)?(\d{1,3})\s*(?:of (?:the |its )?)?"
    r"(?:layers?|层)"
    r"(?:\s*(?:are|is|were|都)?\s*(?:on|in|offloaded to|loaded (?:on|to)|放在|在|上了?)\s*"
    r"(?:the |my )?(?:gpu|vram|card|显卡|显存|\d{4}))?"
)
"""Every layer said to be on the GPU ("all 48 layers are on my 4070 ti", "全部48层都在显卡上")."""


def all_layers(text: str) -> int | None:
    """The layer count when every layer is said to sit on the GPU, or None."""
    m = _ALL_LAYERS_RE.search(fold(text))
    return int(m[1]) if m is not None and int(m[1]) > 0 else None


def error_family(text: str) -> Trouble | None:
    """The trouble a pasted error or symptom in ``text`` belongs to, or None."""
    folded = fold(text)
    if reading_check(folded) == "power_draw":  # "100% util but 150W / 350W": a reading judged
        return "verify"
    if fan_reading(folded) is not None:  # "| 0%  87C  P2  445W / 450W |": a fan not turning
        return "gpu_fault"
    found = next((kind for kind, pattern in _FAMILIES if pattern.search(folded)), None)
    return found or setup_fault(folded) or slowdown_seen(folded)  # Docker, WSL2; a job slowed


_CEILING = (
    r"(?:just|simply) (?:how|the way) it is|as good as it gets|只能这样|就这样了?[吗么嘛]"
    r"|就(?:只)?(?:是|能)这个速度"
)
"""A speed put up as maybe the ceiling ("is that just how it is", "只能这样了吗")."""
_MORE_ASKED = (
    r"can (?:i|we|it) (?:get|go|squeeze|push)(?: it)? (?:any )?(?:more|faster|higher|better)"
    r"|any way to (?:speed|make it faster|get (?:more|faster))|how (?:can|do) (?:i|we) speed"
    r"|能不能(?:再)?(?:更快|提速|快点|快一点)|(?:怎么|如何)(?:提速|加速|再快)|还能(?:更快|提速|再快)"
)
"""More speed asked of a rate seen ("at 4 t/s, can I get more?"): the rate judged first."""
_REPORTED_SLOW_RE = re.compile(
    r"(?:only|just|barely|只有|才|仅)\s*(?:(?:does|gets?|getting|doing|hits?|at|跑到?|能跑)\s*)?"
    r"(?:like |about |around |~|约)?\s*\d+(?:\.\d+)?\s*"
    r"(?:t/s|tok(?:en)?s?/s|tps|it/s|s/it|fps)"
    r".{0,80}(?:正常吗|正常不|normal|expected|what gives|why|咋回事|怎么回事|为什么|is that right"
    # a cause put forward for it: "才 12 token/s，是因为跨 CPU 了吗", "is it because of the pcie"
    r"|是不是因为|是因为|因为.{0,20}(?:吗|么)|is (?:it|that|this) because|because of .{0,30}\?"
    # a cause guessed for it: "只有 3 t/s，是不是内存不够用到 swap 了"
    r"|是不是|难道是|会不是|" + _MORE_ASKED + "|"
    r"|something(?:'s| is)? (?:wrong|off)|can'?t be right|不对劲?|" + _CEILING + ")"
    # a speed seen and disbelieved, with no "only": "gen is ~3 tok/s. that can't be right"
    r"|(?:gives?|gets?|getting|seeing|is|it'?s|at|doing|does|hits?|running at|now|跑出?来?了?)"
    r"\s*(?:me |us )?"
    r"(?:like |about |around |~|约)?\s*\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)"
    r".{0,60}(?:can'?t be right|something(?:'s| is)? (?:wrong|off)"
    r"|what(?:'s| is) wrong|(?:am i|i'?m|are we) doing (?:it |something )?wrong|哪里(?:不对|有问题)"
    r"|(?:seems?|looks?|feels?|way|much|far|that'?s|it'?s) (?:too )?slow"
    r"|what gives|不对|太慢|不正常|正常吗|正常不|正常么"
    r"|is (?:that|this|it) (?:normal|expected|right)|normal\?|expected\?|reasonable\?"
    r"|(?:fine|ok|okay|good) or (?:not|still)|still a problem|a problem\?"
    r"|is (?:it|that|this) because|是不是因为|是因为|" + _MORE_ASKED + "|" + _CEILING + ")"
    # a speed stated, then put up for judgment: "大概 120 tok/s，正常吗", "40 t/s, normal?"
    r"|\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)\W{0,4}.{0,12}(?:正常吗|正常不|正常么"
    r"|is (?:that|this|it) (?:normal|expected|right)|normal\?|expected\?)"
    # asked why, then the low speed: "为啥只有 5 t/s", "why do i only get 6 tok/s on…"
    r"|(?:为什么|为啥|怎么|咋|why\b.{0,24}?)\s*(?:只有|才|仅|only|just|barely)\s*"
    r"(?:(?:get(?:ting)?|do(?:ing)?|hit(?:ting)?|like|about|around|~|约)\s*)*\d+(?:\.\d+)?\s*"
    r"(?:t/s|tok(?:en)?s?/s|tps|it/s)"
    # called slow, then the speed seen: "llama.cpp is slow, 5 t/s on 8b q4, why?", "很慢，才3t/s"
    r"|(?:slow|慢)\W{1,4}(?:(?:like|only|just|about|around|才|只有)\s*|~)?\d+(?:\.\d+)?\s*"
    r"(?:t/s|tok(?:en)?s?/s|tps|it/s).{0,60}(?:why|normal|what gives|正常|为什么|咋回事|怎么回事)"
    # an item's time seen and judged: "~2s per image. misconfigured or just the t4"
    r"|(?:~|about |around |like |约)?\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|秒|ms)\s*"
    r"(?:per|a|an|/|每)\s*(?:image|img|frame|pic|picture|张|帧|图)"
    r".{0,60}(?:misconfigur\w*|something(?:'s| is)? (?:wrong|off)|just the|正常|normal|expected"
    r"|why|为什么|配置)"
    r"|(?:一张图?|每张图?|一帧|每帧)\s*(?:要|需要|得|花)?\s*\d+(?:\.\d+)?\s*(?:多)?\s*(?:秒|s\b|ms)"
    r".{0,40}(?:正常|慢|为什么|配置|不对)"
    # a step's time seen and judged: "一步要20多秒，正常吗", "each step takes 25 s, is that normal"
    r"|(?:一步|每步|每个step|一个step|每一步|per step|each step|a step|every step)"
    r"\s*(?:要|需要|得|花|"
    r"takes?|is|of)?\s*(?:like |about |around |~|约)?\s*\d+(?:\.\d+)?\s*(?:多)?\s*"
    r"(?:秒|s\b|sec|seconds?).{0,40}(?:正常|normal|expected|慢|slow|why|为什么)"
)
"""A speed seen, called low and put up for judgment ("只有 5 t/s，正常吗", "only 12 tok/s, why")."""
_ITEM = (
    r"(?:(?:一|每)(?:条|段|部|张|帧|轮)\s*(?:视频|图片?|epoch)?|(?:一|每)个\s*(?:视频|epoch|step)"
    # the clip's own length and size between ("per 5s clip", "一个 5 秒 720p 视频")
    r"|(?:一|每)(?:个|条|段)\s*\d{1,3}\s*秒\s*(?:的\s*)?(?:\d{3,4}\s*p\s*(?:的\s*)?)?视频"
    r"|(?:per|a|an|each|every|one)\s+(?:\d{1,3}[\s-]*(?:s|secs?|seconds?)[\s-]*)?"
    r"(?:\d{3,4}p\s+)?(?:clip|video|image|frame|epoch|render|generation))"
)
_DURATION = (
    r"(?:like |about |around |over |~|约|大概|差不多)?\s*\d+(?:\.\d+)?\s*(?:多|几)?\s*"
    r"(?:分钟|小时|秒|mins?\b|minutes?|hrs?\b|hours?|secs?\b|seconds?)"
)
_JUDGED = (
    r"(?:正常|normal|expected|太慢|好慢|很慢|慢了|too slow|so slow|slow\?|why|为什么|为啥|不对"
    r"|doing (?:it |something )?wrong|something(?:'s| is)? (?:wrong|off)|(?:做|弄|搞)错)"
)
_TIMED = r"\s*(?:要|需要|得|花了?|用了?|跑了?|takes?|took|is|of)?\s*"
_ITEM_TIME_JUDGED_RE = re.compile(
    rf"(?:{_ITEM}{_TIMED}{_DURATION}|{_DURATION}\s*(?:for\s+|per\s+|/\s*)?{_ITEM}).{{0,40}}{_JUDGED}"
)
"""One item's time seen and put up for judgment, in any unit ("一条要 40 多分钟，正常吗",
"about 25 min per clip, is that normal"): a slowness to diagnose, not a duration to estimate."""


_ZH_RATE_RE = re.compile(
    r"每秒\s*(才|只有|只|仅|大概|大约|约|差不多)?\s*(\d+(?:\.\d+)?)\s*个?\s*(?:tokens?|toks?|字)"
    r"|(\d+(?:\.\d+)?)\s*个?\s*(?:tokens?|toks?|字)\s*(?:每秒|一秒|/秒|/s\b)"
)
"""A rate written the Chinese way ("每秒大概10个token", "10个token每秒"), read as "10 t/s"."""


_RATE_JUDGED_RE = re.compile(
    r"\b(?:is|are|isn'?t) (?:~|about |around |like )?\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)\s*"
    r"(?:good|ok|okay|fine|decent|reasonable|normal|bad|slow|fast|expected)\b"
    r"|\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)\W{0,4}.{0,60}?(?:is (?:that|this|it) (?:good|ok"
    r"|okay|fine|decent|reasonable)\b|(?:good|decent|ok|fine) (?:enough|or not)\b"
    r"|算(?:快|慢|正常)吗|(?:快|慢)(?:吗|不)|合理吗|够快吗|正常水平吗|什么水平)"
)
"""A speed seen put up to be judged good or bad ("is 20 tok/s good for 70b on 2x3090?",
"每秒 20 个 token 算快吗"): set against the speed expected, whichever side it falls."""


def _rates_in_units(folded: str) -> str:
    """``folded`` with its Chinese-worded rates written as "N t/s", as the rate readers expect."""
    return _ZH_RATE_RE.sub(lambda m: f"{m[1] or ''}{m[2] or m[3]} t/s", folded)


def other_trouble(text: str) -> Trouble | None:
    """The trouble when no family or symptom cue matched, or None.

    ``error`` for an error seen, ``slow`` for a low speed reported and judged, ``nan_loss`` for
    output seen as noise or black frames (fp16 overflowing).
    """
    if pasted_error(text):
        return "error"
    rated = _rates_in_units(fold(text))  # "每秒才 12 个 token 正常吗": 12 t/s judged
    slow = _REPORTED_SLOW_RE.search(rated) or _ITEM_TIME_JUDGED_RE.search(fold(text))
    slow = slow or _RATE_JUDGED_RE.search(rated)
    if slow and speed_asked_outright(text):
        return None  # "what's a normal speed? seeing ~45 t/s": the speed asked, the rate compared
    return "slow" if slow else bad_output(fold(text))


def memory_heat_reported(text: str) -> bool:
    """Whether the memory's own temperature is read off in ``text`` ("vram junction at 106c")."""
    return dict(_CHECKS)["memory_temperature"].search(fold(text)) is not None


_CLAUSE_END = r"(?=[^?？吗么.;,!。，；！]*(?:[.;,!。，；！]|$))"
_SAID_FINE_RE = re.compile(
    r"(?<![a-z])(?:looks?|looked|seems?|seemed|are|is|were|was|stays?|stayed|all)\s+"
    r"(?:ok(?:ay)?|fine|normal|good)(?![a-z])"
    + _CLAUSE_END
    + r"|(?:看着|看起来|都|也|一直)?(?:正常|没问题)"
    + _CLAUSE_END
)
"""A reading said fine in a clause that asks nothing ("temps look ok (~75c).", "温度正常，"):
a cause already ruled out beside an error, not a check asked."""


def health_check(text: str) -> HealthCheck | None:
    """What a verify question checks on the card ("ECC shows Disabled", clocks drop), or None.

    Beside an error seen, a reading said fine ("temps look ok") is ruled out, not asked.
    """
    folded = fold(text)
    folded = _SAID_FINE_RE.sub(" ", folded) if pasted_error(text) else folded
    if usable_memory_asked(folded):  # "how much of the 24gb can I use": the card's own figure
        return "usable_memory"
    reading = reading_check(folded)  # idle power, a draw far below its cap, retired pages
    if reading is not None:
        return reading
    # a throttle reason pasted from `nvidia-smi -q` and put up as a question ("throttled?")
    pasted = next(
        (c for c, pattern in _CHECKS if c in PASTED_CHECKS and pattern.search(folded)), None
    )
    if pasted is not None and _QUESTION_RE.search(folded):
        return pasted
    if ASKS_CHECK_RE.search(folded) is None:
        return None
    if link_reading(folded) is not None:  # "当前 Gen1，最大 Gen4": the link's generation read
        return "pcie_link"
    check = next((check for check, pattern in _CHECKS if pattern.search(folded)), None)
    chosen = clock_set_by_user(folded)
    return None if check == "clocks" and chosen else check


__all__ = [
    "PASTED_CHECKS",
    "READ_ALONE",
    "all_layers",
    "error_family",
    "fault_asked",
    "health_check",
    "memory_heat_reported",
    "other_trouble",
    "pasted_error",
]
