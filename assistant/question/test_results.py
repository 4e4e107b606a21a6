"""A card test's result read from a question: the test, how long it ran, a figure, any errors.

"memtest_vulkan ran 10 min with no errors. good enough?", "all_reduce 的 busbw 只有 90GB/s",
"nvidia-smi -q shows 'Remapped Rows Pending: Yes'", "gpu-burn 跑多久算过关": a typed
``TestResult`` the verify kind judges against the guides' thresholds. A test only named
("how do I run gpu-burn") is no result. Patterns run on NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

from assistant.models import CardTest, TestResult
from assistant.question.cards_listed import cards_listed, listed_on_bus
from assistant.question.fabric_test import (
    FABRIC_TEST_RE,
    line_rate,
    measured_gbit,
    one_node,
    port_down,
    port_rates,
)
from assistant.question.numbers import number
from assistant.question.nvlink_count import link_rate_shown, nvlinks_shown
from assistant.question.text import fold

_TESTS: tuple[tuple[CardTest, re.Pattern[str]], ...] = (
    (
        "remapped_rows",
        # "grep -i remap", "-d ROW_REMAPPER": the remapper's fields, whatever the row word
        re.compile(r"remapp?ed rows?|row[\s_-]?remap\w*|(?<![a-z])remap\w*|行重映射|重映射"),
    ),
    # ECC counters, and the pages retired for them before Ampere ("Retired Pages: Double Bit 2")
    (
        "ecc",
        re.compile(
            r"(?<![a-z])ecc(?![a-z])|retired pages?|page retire\w*|(?:single|double)[\s-]?bit"
            r"|(?<![a-z])(?:sbe|dbe)(?![a-z])|退役页|页面退役|(?:单|双)比特"
            r"|(?:不可纠正|uncorrectable)\s*(?:的)?\s*(?:错误|errors?)"  # the counter, unnamed
            r"|xid\s*(?:48|94|95)\b"  # a double-bit error, a contained or uncontained one
        ),
    ),
    ("fabric", FABRIC_TEST_RE),  # "ib_write_bw shows 190 Gb/s": two nodes, not two cards
    # the host-to-card copy over PCIe: "dcgmi diag: Fail - PCIe bandwidth: 11.2 GB/s", "h2d 只有 6"
    (
        "pcie",
        re.compile(
            r"pci-?e\s*(?:bandwidth|throughput|带宽|速度|速率|拷贝)|host[\s-]?to[\s-]?device"
            r"|device[\s-]?to[\s-]?host|(?<![a-z])(?:h2d|d2h)(?![a-z])"
        ),
    ),
    # (vLLM's own "custom allreduce" kernel, named in its log, is no all_reduce test run)
    (
        "nccl",
        re.compile(
            r"busbw|bus ?bandwidth|(?<!custom)(?<!custom[ _])all_?reduce(?:_perf)?|nccl-?tests?"
        ),
    ),
    # a copy between two cards measured: "p2pBandwidthLatencyTest 卡间只有 10GB/s"
    (
        "p2p",
        re.compile(
            # (nvbandwidth with the card's own memory named is the memory's copy: below)
            r"p2p ?bandwidth\w*|nvbandwidth(?!.{0,40}(?:显存|vram|hbm|memory))|simplep2p"
            r"|(?:gpu|card)[\s-]to[\s-](?:gpu|card)"
            r" (?:bandwidth|copy|transfer)"
            # the cards' link with a measured figure ("卡间只有 10GB/s"), not its spec asked
            r"|(?:卡间|卡与卡之间|卡和卡之间).{0,12}\d+(?:\.\d+)?\s*(?:gb/s|g/s|gbps)"
        ),
    ),
    # a looped stress test scored by its frame-rate stability: "3DMark 压力测试稳定性 97.8%"
    ("stability", re.compile(r"(?:frame[\s-]?rate )?stability|稳定性|稳定度")),
    ("burn", re.compile(r"gpu[-_ ]?burn|furmark|烤机|压力测试|stress[- ]?test\w*")),
    # a device-to-device copy: the card's own memory, after the copies between cards above
    (
        "memory_bandwidth",
        re.compile(
            r"bandwidth ?test|device[\s-]to[\s-]device|(?:vram|memory|hbm) bandwidth (?:test|bench)"
            r"|带宽测试|(?:测|跑)(?:出|得|了|出来)?[^。？?]{0,6}带宽|带宽[^。？?]{0,4}(?:测出|跑出|实测)"
            # nvbandwidth run on the card's own memory: "nvbandwidth 显存带宽 3.6TB/s"
            r"|nvbandwidth.{0,40}(?:显存|vram|hbm|memory)"
        ),
    ),
    ("memory_test", re.compile(r"memtest\w*|mats\b|(?:vram|memory) test|显存测试")),
    # the links listed: "nvidia-smi topo -m", or "nvidia-smi nvlink --status" (each link's state)
    (
        "topology",
        re.compile(
            r"(?<![a-z])topo\s*-m|nvidia-smi topo|topology matrix|拓扑"
            r"|nvidia-smi nvlink|(?<![a-z])nvlink\s+(?:--status|-s)(?![a-z])"
        ),
    ),
    ("matmul", re.compile(r"mat ?mul|gemm(?!a)|矩阵乘")),  # "gemma 3" is a model, no GEMM
)
"""The tests a result is reported for, most specific first."""

_MINUTES_RE = re.compile(
    r"(\d+(?:\.\d+)?|一|两|半|[一二两三四五六七八九十]+(?=分钟|小时|个小时|个钟))"
    r"\s*(min(?:ute)?s?(?![a-z])|分钟|分|h(?:ou)?r?s?(?![a-z])|小时|个小时|个钟)"
)
"""A test's length; a Chinese unit may run into the test's name ("半小时gpu-burn"). A Chinese
numeral counts with a full unit only ("十分钟", "二十分钟"): "十分稳定" is "very stable"."""
_CN_NUMBERS = {"一": 1.0, "两": 2.0, "半": 0.5}
_GB_S_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:多|出头)?\s*(?:gb/s|gbps|gb每秒|g/s)")
_TFLOPS_RE = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:多|出头)?\s*tflops"  # "只有 70 多 TFLOPS"
    # the unit first, the figure after: "tflops 只有 60 多", "TFLOPS came out at 58"
    r"|tflops\W{0,3}(?:(?:only|just|is|was|were|are|reads?|shows?|came out|at|about|around|of"
    r"|~|只有|只|才|仅|就|是|为|跑出|跑到|到|约|大约|大概|差不多)\s*){0,3}(\d+(?:\.\d+)?)(?!\d|\.\d|\s*%)"
)
_GFLOPS_RE = re.compile(r"(\d{3,7}(?:\.\d+)?)\s*gflop(?:s|/s)")
"""gpu-burn's own figure ("(61234 Gflop/s)"), in Gflop/s."""
_BURN_TC_RE = re.compile(r"(?<![a-z0-9-])-tc(?![a-z])|tensor ?cores?|张量核")
_BURN_DOUBLE_RE = re.compile(r"(?<![a-z0-9-])-d(?![a-z])|doubles?(?![a-z])|fp64|双精度")
_TB_S_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:多|出头)?\s*(?:tb/s|tbps|t/s|tb每秒)")
_NO_NVLINK_RE = re.compile(
    r"(?:no|not?\s+(?:a|any|one)|without|zero|没有|没|无|不是)\s*(?:single\s+|any\s+)?nv(?:\d+|link)"
    r"|(?<![a-z])(?:sys|phb|pix|pxb)(?![a-z])"
    # the link listing came back empty: "prints nothing", "no output", "什么都没输出"
    r"|(?<![a-z])(?:prints?|shows?|returns?|outputs?|gives?|lists?)\s+(?:absolutely\s+)?nothing"
    r"|(?<![a-z])(?:no|empty|blank) output"
    r"|(?:输出|显示|返回)(?:为)?空|什么(?:都|也)没(?:有|显示|输出)?"
    # links listed on one GPU only, the rest empty or down: "the others are blank", "其余的是空的"
    r"|(?<![a-z])(?:the )?(?:others?|rest|remaining(?: gpus?| cards?)?|other (?:gpus?|cards?))"
    r"(?: \w+){0,2}? (?:are|is|show|shows|were|stay|read|came back)\s+(?:all\s+)?"
    r"(?:blank|empty|inactive|missing|down|nothing)(?![a-z])"
    r"|<?inactive>?|(?:其他|其余|别的|剩下)的?(?:卡|gpu)?.{0,6}(?:空白|是空的|为空|都空|没有|inactive|不显示)"
)
"""The link matrix read as PCIe only: NVLink said absent, or PCIe/CPU hops named."""
_NVLINK_RE = re.compile(r"(?<![a-z])nv\d{1,2}(?![0-9])")
"""``NV#`` in the matrix: NVLink with # links between two GPUs."""


def _no_nvlink(folded: str) -> bool | None:
    """Whether the link matrix showed no NVLink (True), NVLink (False) or nothing said (None)."""
    if _NO_NVLINK_RE.search(folded):
        return True
    return False if _NVLINK_RE.search(folded) else None


_NO_ERRORS_RE = re.compile(
    r"no (?:errors?|fail\w*)|0 (?:errors?|fail\w*)|zero errors?|errors?\s*[:=]\s*0\b"
    r"|without (?:any )?errors?"
    r"|(?:错误|errors?)\s*(?:计数|数|counts?)?\s*(?:是|为|=|:|is|are)?\s*(?:0|零)(?![0-9.])"
    r"|error[- ]free|(?:没|没有|无|零|0)\s*(?:个)?(?:报错|错误|出错)|一切正常|全部通过|passed"
    # the error named before its negation: "一个错都没有", "错误一个也没报", "not a single error"
    r"|(?:一个|任何|半个)?(?:报错|错误|错)(?:一个)?(?:都|也)(?:没有?|无|不)"
    r"|not (?:a|one) single error"
    # gpu-burn's own verdict per card at the end of a run: "GPU 0: OK" (else "FAULTY")
    r"|(?<![a-z])gpu\s*\d+\s*[:：]\s*ok\b"
)
_ERRORS_RE = re.compile(
    r"(?<![0-9.])[1-9]\d* errors?|errors?\s*[:=]?\s*[1-9]|(?:found|shows?|got|reported) errors?"
    # rows said pending with no "No" after, or errors said shown: "显示 ECC 错误"
    r"|remapp?ed rows? pending(?!\W{0,4}(?:no\b|0))|(?:显示|出现|报了?|有)\s*(?:ecc\s*)?错误"
    r"|xid\s*\d+|报错了|有报错|出错了|有错误|[1-9]\d*\s*个?错误|pending\W{0,4}(?:是|为|显示为?|shows?|reads?)?\W{0,3}yes"
    r"|failure occurred\W{0,4}yes|(?<![a-z])gpu\s*\d+\s*[:：]\s*faulty"
    r"|(?:不为|不是|非)\s*(?:0|零)|(?:is |are )?not (?:0|zero)|non-?zero|(?:above|over) (?:0|zero)"
    # a test's failures said: "2 addresses fail", "one failed address", "有一个地址报错"
    r"|(?<![a-z])fail(?:s|ed|ures?|ing)?(?![a-z])(?!(?:\s+occurred)?\W{0,4}(?:no\b|0))"
    r"|(?<!没有)(?<!没)失败|(?:没|没有|未|不)(?:能)?通过"
    r"|(?:[1-9]\d*|一|两|二|三|四|五|几|多)\s*(?:个|处)?\s*(?:地址|address(?:es)?|错|坏块|坏点)"
    r"[^，,。？?]{0,6}(?:报错|出错|错误|fail|失败|error)"
    # errors from some size up: "到 20G 就报错", "errors past that", "throws errors above 20gb"
    r"|(?:就|开始|一直|都)\s*(?:报错|出错)|(?<![a-z])errors?\s+(?:past|above|beyond|over)\b"
    r"|(?:throws?|gives?|getting|hits?|starts?)\s+(?:\w+\s+)?errors?(?![a-z])"
)
_PENDING_NO_RE = re.compile(r"pending\W{0,4}(?:是|为|显示为?|shows?|reads?)?\W{0,3}no\b")
_GIVE_BACK_RE = re.compile(
    r"\b(?:should|do|shall|must) (?:i|we) (?:return|rma|send (?:it|them|this) back|walk away"
    r"|ask for (?:another|a new|a different|a refund))|walk away\b"
    r"|\breturn (?:it|the card|them)\s*[?？]"
    r"|退不退|要不要退|该不该退|该退吗|退吗|要不要换|该不该换|换不换|要不要退货"
    # the seller asked to swap it: "要不要让商家换机器", "该不该找平台换一台"
    r"|(?:要不要|该不该|用不用)(?:让|叫|找)(?:商家|卖家|平台|客服|服务商|房东|机房)换"
)
"""Whether to give the card back is asked: a "yes" to it means return the card."""
_ECC_COUNT_RE = re.compile(
    r"(?P<kind>single|double|(?<![a-z])(?:sbe|dbe)|(?<![a-z])(?:un)?correct(?:able|ed)|uncorr\.?"
    r"|单比特|双比特|可纠正|不可纠正)(?:[\s-]?bit)?(?:\s*ecc)?(?:\s*errors?)?(?:\s*(?:计数|错误))?"
    r"\s*(?:[:=]|is|at|reads?|shows?|of|有|是|为|共|显示)?\s*(?P<n>\d+)(?![\d%]|\.\d)"
)
"""An ECC counter read with its count: "Double Bit ECC: 2", "Single Bit 4", "不可纠正 3 个"."""
_ECC_COUNT_FIRST_RE = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s*(?:个|x\s*)?(?P<kind>single|double|dbe|sbe|(?:un)?correct(?:able|ed)"
    r"|单比特|双比特|可纠正|不可纠正)(?:[\s-]?bit)?\s*(?:ecc\s*)?(?:errors?|错误)"
)
"""The count said first: "3 uncorrectable ecc errors", "2 个不可纠正错误"."""
_RETIRED_COUNT_RE = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s*(?:retired|退役)\s*(?:pages?|页)"
    r"|(?:retired pages?|退役页)\s*[:=：]\s*(?P<n2>\d+)"
)
"""Pages retired for ECC errors, counted: "2 retired pages", "retired pages: 3"."""
_SEVERE_RE = re.compile(
    r"failure occurred\W{0,4}yes|remapping failure(?!\s+occurred\W{0,4}no)|重映射失败"
    r"|xid\s*(?:48|95)\b"  # a double-bit ECC error, an uncontained one (NVIDIA's Xid catalog)
)
"""The spare rows ran out ("Remapping Failure Occurred: Yes"): the memory is past repair."""
_COUNTED = ("ecc", "remapped_rows")
"""Tests reported as counters read off ``nvidia-smi -q``."""
_CLAUSE_RE = re.compile(r"\bbut\b|\bhowever\b|\bthough\b|但是?|不过|可是|然而|[;；]")
"""Where one test's report ends and another's begins ("gpu-burn passed but ECC shows 2")."""
_ASKS_LENGTH_RE = re.compile(
    r"how long|how many (?:minutes|hours)|多久|多长时间|几个?小时|几分钟(?!就|后|之后|以后)|跑多少"
)
_ASKS_FIGURE_RE = re.compile(
    r"多少|what (?:\w+ )?(?:busbw|bandwidth|figure|number|speed)|how (?:much|fast|high)"
    r"|what should|should (?:i|it|we) (?:get|see|reach)|expected"
)
"""The figure to expect asked ("跑多少算正常", "what busbw should I see")."""
_FILLED_RE = re.compile(
    r"(?:fill(?:ed|s|ing)?|cover(?:ed|s|ing)?|test(?:ed|s|ing)?|allocat\w*|us(?:ed|ing))"
    r"(?: (?:up|to|all|the|of|about|~|around|roughly|over))*"
    r"\s*(?P<a>\d+(?:\.\d+)?)\s*(?:gb|gib|g)\b"
    r"|(?:测满|写满|填满|占满|测了|跑满|分配了?|用了|(?:填|测|写|占|跑|分配)(?:到|至))"
    r"\s*(?:约|大约|了)?\s*(?P<b>\d+(?:\.\d+)?)\s*(?:gb|gib|g)"
)
"""How much memory a memory test covered ("filled 31.5gb", "测满了 23.5G")."""
_JUDGED_RE = re.compile(
    r"good enough|enough|normal|\bok(?:ay)?\b|fine|bad|broken|dying|pass|safe|expected|low"
    r"|\?|够|正常|过关|合格|坏|问题|靠谱|行吗|可以吗|没事|吗"
    # whether the reading means a part is missing, asked without a question mark: "是不是没
    # nvlink", "是否说明没桥接", "does that mean no nvlink" (a slow job's cause is the job's)
    r"|(?:是不是|是否)(?:没|说明|意味着|代表)|\bdoes (?:that|this|it) mean\b"
    # one part doubted as left unconnected: "是不是有一张没连上", "is one gpu not connected"
    r"|(?:是不是|是否)有(?:一|1|某)?(?:张|块|个|条)?(?:卡)?(?:没|掉)"
    r"|\b(?:is|are) (?:one|some|a|any) (?:of (?:the|them) )?(?:gpus?|cards?|links?)?\s*"
    r"(?:not|missing|disconnected|unplugged|down)\b"
    # the card itself doubted by the result: "只跑出 60 TFLOPS，是不是矿卡"
    r"|是不是(?:矿卡|坏|有问题|不正常|正常|假|翻新|被|缩水|阉割)"
    # another part passed off as the one sold: "是不是拿 PCIe 卡冒充的", "relabeled pcie cards?"
    r"|冒充|顶替|假冒|充数|\b(?:re|mis)-?label+ed\b|\bpassed off\b"
    # the machine itself doubted: "是不是给错机器了", "wrong box", "did they give me the wrong node"
    r"|(?:给|发|开|分配|配)错|\bwrong (?:box|machine|instance|node|server|type)\b"
    # keep or give back decided on it: "walk away?", "send it back", "要不要退", "该不该换"
    r"|walk away|return (?:it|the card|them)|send (?:it|them) back|\bkeep (?:it|the card)\b|refund"
    r"|要不要|该不该|退不退|换不换|能不能用|退货|退掉|退款|还能要"
)
"""A result put up for judgment ("good enough?", "正常吗", "bad card?")."""


_STRAGGLER_RE = re.compile(
    r"(?:有|其中|里)?(?:一|1|某一?)\s*(?:张|块|个)(?:卡)?.{0,12}?(?:拖后腿|掉队|明显(?:偏低|偏慢|低|慢)"
    r"|比(?:别的|其他|其它)(?:卡)?(?:低|慢)(?:很多|不少|一截)?)"
    r"|(?:one|a single|1) (?:of the )?(?:gpus?|cards?)\b.{0,24}?(?:lags?|lagging|drags?"
    r"|(?:much|way|far|noticeably) (?:slower|lower)|behind the (?:others|rest))"
    r"|(?:gpu|card) ?#?\d\b.{0,24}?(?:slower|lower) than (?:the )?(?:others|rest)"
)
"""One card measured well below the rest of the machine ("8卡里有一张带宽明显拖后腿")."""


_STABILITY_RE = re.compile(
    r"(?:stability|稳定性|稳定度)\D{0,16}?(?P<a>\d{1,3}(?:\.\d+)?)\s*%"
    r"|(?P<b>\d{1,3}(?:\.\d+)?)\s*%\s*(?:的\s*)?(?:frame[\s-]?rate\s*)?(?:stability|稳定性|稳定度)"
)
"""A stress test's frame-rate stability with its figure ("stability 97.8%", "98% stability")."""


def stability_said(folded: str) -> float | None:
    """The frame-rate stability a looped stress test reported, per cent, or None."""
    m = _STABILITY_RE.search(folded)
    value = float(m["a"] or m["b"]) if m is not None else 0.0
    return value if 0 < value <= 100 else None


def _minutes(folded: str) -> float | None:
    m = _MINUTES_RE.search(folded)
    if m is None:
        return None
    value = _CN_NUMBERS.get(m[1]) or number(m[1]) or 0.0
    return value * 60 if m[2].startswith(("h", "小", "个")) else value


def _filled_gb(folded: str) -> float | None:
    m = _FILLED_RE.search(folded)
    value = float(m["a"] or m["b"]) if m is not None else 0.0
    return value if value > 0 else None


def _errors_said(folded: str, counters: bool = True) -> bool | None:
    """Errors said (True), none said (False) or nothing said (None) in a test's report.

    ``counters``: ECC counters are read with their counts (an ECC or row-remapping report).
    """
    retired = [int(m["n"] or m["n2"]) for m in _RETIRED_COUNT_RE.finditer(folded)]
    counts = [n for _, n in _ecc_counts(folded)] + retired if counters else []
    if counts:  # counters read: any above zero is an error
        return any(n > 0 for n in counts)
    if _NO_ERRORS_RE.search(folded) or _PENDING_NO_RE.search(folded):
        return False
    return True if _ERRORS_RE.search(folded) else None


def _ecc_counts(folded: str) -> list[tuple[str, int]]:
    """Each ECC counter read with its count, the counter's kind first: ("double", 2)."""
    found = [*_ECC_COUNT_RE.finditer(folded), *_ECC_COUNT_FIRST_RE.finditer(folded)]
    return [(m["kind"], int(m["n"])) for m in found]


def _uncorrectable(folded: str) -> bool:
    """An uncorrectable (double-bit) ECC error counted, or the spare rows said run out."""
    counts = _ecc_counts(folded)
    worst = any(
        k.startswith(("double", "dbe", "uncorr", "双", "不可")) and n > 0 for k, n in counts
    )
    return worst or _SEVERE_RE.search(folded) is not None


def _reported(folded: str) -> tuple[CardTest | None, str]:
    """The test judged and the words that report it.

    With two tests said ("gpu-burn passed but ECC shows 2"), the one whose own clause reports
    errors is judged (a failure decides a keep-or-return question); else the first named.
    """
    named = [t for t, pattern in _TESTS if pattern.search(folded)]
    if "stability" in named and stability_said(folded) is None:
        named.remove("stability")  # "is it stable?": no stability figure reported
    if not named and cards_listed(folded) is not None:
        return "listing", folded  # "nvidia-smi 里只列出 7 张": the cards the driver sees
    if len(named) < 2:
        return (named[0] if named else None), folded
    clauses = _CLAUSE_RE.split(folded)
    own = {
        t: " ".join(c for c in clauses if pattern.search(c)) for t, pattern in _TESTS if t in named
    }
    failing = [t for t in named if own[t] and _errors_said(own[t], t in _COUNTED)]
    test = failing[0] if failing else named[0]
    # one clause names both ("memtest and gpu-burn, 0 errors"): the whole report is theirs
    return test, own[test] if failing and own[test] != folded else folded


def card_test_read(text: str, card_named: bool) -> TestResult | None:
    """A test's result for a named card; a counter read off ``nvidia-smi -q`` needs no name.

    "Double Bit ECC 5 on the used card, ok?": the count judges any card the same way.
    """
    result = test_result(text)
    unnamed = (*_COUNTED, "fabric")  # a counter, or a network port: judged without a card
    return result if result is not None and (card_named or result.test in unnamed) else None


def test_result(text: str) -> TestResult | None:
    """The card test reported or asked about in ``text``, or None when no result is read."""
    folded = fold(text)
    test, own = _reported(folded)
    linked = test in ("nccl", "p2p", "fabric", "pcie")  # a bandwidth judged against the link
    length_asked = not linked and _ASKS_LENGTH_RE.search(folded) is not None
    if test is None or (_JUDGED_RE.search(folded) is None and not length_asked):
        return None
    figure = _GB_S_RE.search(folded)
    tb: float | None = None
    if test == "memory_bandwidth":  # "只有 1.5TB/s": a copy's figure, often said in TB/s
        linked = True
        terabytes = _TB_S_RE.search(folded)
        figure = None if terabytes is not None else figure
        tb = float(terabytes[1]) * 1000 if terabytes is not None else None
    if test == "pcie" and figure is None:
        return None  # "h100 pcie 带宽差多少": a card's name and its spec asked, no copy measured
    fabric = test == "fabric"
    ports = port_rates(folded) if fabric else None  # "ibstat: Rate: 200, the others 400"
    tflops = _TFLOPS_RE.search(folded) if test in ("matmul", "burn") else None
    gflops = _GFLOPS_RE.search(folded) if test == "burn" and tflops is None else None
    errors = (
        _no_nvlink(folded)
        if test == "topology"
        else None
        if test in ("matmul", "stability", "listing")
        else _errors_said(own, test in _COUNTED)
    )
    result = TestResult(
        test=test,
        minutes=_minutes(own) if test in ("memory_test", "burn") else None,
        figure_gb_s=tb
        or (float(figure[1]) if figure and linked and float(figure[1]) > 0 else None),
        figure_gbit=(ports[0] if ports else measured_gbit(text, folded)) if fabric else None,
        line_rate_gbit=(ports[1] if ports else line_rate(folded)) if fabric else None,
        port_listed=ports is not None,
        port_down=fabric and port_down(folded),
        one_node=fabric and one_node(folded),
        figure_tflops=_tflops(tflops, gflops),
        burn_math=_burn_math(folded) if test == "burn" else None,
        filled_gb=_filled_gb(own) if test == "memory_test" else None,
        stability_pct=stability_said(folded) if test == "stability" else None,
        nvlinks=nvlinks_shown(folded) if test == "topology" else None,
        link_rate_gb_s=link_rate_shown(folded) if test == "topology" else None,
        errors=errors,
        straggler=_STRAGGLER_RE.search(folded) is not None,
        beyond_repair=test in _COUNTED and _uncorrectable(own),
        asks_duration=length_asked,
        give_back_asked=_GIVE_BACK_RE.search(folded) is not None,
        listed=cards_listed(folded) if test == "listing" else None,
        on_bus=test == "listing" and listed_on_bus(folded),
    )
    if test == "fabric":  # judged in Gb/s against the port, never as a card's GB/s
        result = result.model_copy(update={"figure_gb_s": None, "errors": None})
    figures = (result.minutes, result.figure_gb_s, result.figure_tflops, result.stability_pct)
    links = (result.nvlinks, result.link_rate_gb_s)  # "NV12", "26.562 GB/s per link"
    said = (*figures, result.figure_gbit, result.errors, result.listed, *links)
    flagged = result.asks_duration or result.straggler or result.port_down
    if any(v is not None for v in said) or flagged:
        return result
    expected = linked and _ASKS_FIGURE_RE.search(folded) is not None
    return result.model_copy(update={"asks_expected": True}) if expected else None


def _tflops(tflops: re.Match[str] | None, gflops: re.Match[str] | None) -> float | None:
    """A matmul figure said in TFLOPS, or gpu-burn's Gflop/s as TFLOPS."""
    said = (tflops[1] or tflops[2]) if tflops else None
    value = float(said) if said else float(gflops[1]) / 1000 if gflops else 0.0
    return value if value > 0 else None


def _burn_math(folded: str) -> str:
    """What gpu-burn multiplied: doubles (``-d``), TF32 on tensor cores (``-tc``), else FP32."""
    if _BURN_DOUBLE_RE.search(folded):
        return "fp64"
    return "tf32" if _BURN_TC_RE.search(folded) else "fp32"


_DURING_READINGS = ("temperature", "memory_temperature", "clocks", "slowdown", "power_cap")
"""Health readings taken while a stress test runs (heat, clocks, the power cap)."""


def read_during(result: TestResult, health: str | None) -> bool:
    """Whether a stress or memory test only frames a reading taken during it.

    "gpu-burn: 92C and clocks dropping to 1200 MHz, normal?": no errors are said, so the heat
    and the clocks are what is judged (``question.health``), not the test's length.
    """
    timed = result.test in ("burn", "memory_test") and result.errors is None
    # "Retired Pages Pending: Yes": the ECC counters only frame the page waiting to retire
    pending = result.test == "ecc" and health == "retired_pages"
    return timed and health in _DURING_READINGS or pending


def counters_read(result: TestResult | None, health: str | None) -> bool:
    """Whether a card's error counters were read off it.

    ECC counts, remapped rows, or a page waiting to retire ("Volatile Uncorrectable: 2, Retired
    Pages Pending: Yes").
    """
    counted = result is not None and result.test in ("ecc", "remapped_rows")
    return counted or health == "retired_pages"


__all__ = ["counters_read", "read_during", "stability_said", "test_result"]
