"""An InfiniBand port's bandwidth test read from a question: the rate measured, the port's rate.

"ib_write_bw shows ~190 Gb/s on a 200G HDR port, fine?", "ib_read_bw 只有 300Gb/s，NDR 网卡正常吗":
perftest's large-message bandwidth between two nodes, judged against the port's line rate (the
verify kind's ``fabric`` test). The port is read as a rate ("200G", "400Gb/s NIC") or by its
InfiniBand generation (EDR 100, HDR 200, NDR 400 Gb/s per 4x port); the figure in Gb/s, or in
GB/s or MB/s when said in bytes. Pure: patterns over the question's text.
"""

from __future__ import annotations

import re
import unicodedata

FABRIC_TEST_RE = re.compile(
    r"(?<![a-z])(?:ib_(?:write|read|send)_bw|perftest|ibstat|ibstatus|ibv_devinfo)(?![a-z])"
)
"""perftest's bandwidth tools, run between two nodes over the InfiniBand (or RoCE) port, and
the port listings (``ibstat``) that print each port's negotiated rate."""
_LISTING_RE = re.compile(r"(?<![a-z])(?:ibstat|ibstatus|ibv_devinfo)(?![a-z])")
_PORT_RATE_RE = re.compile(
    r"(?<![a-z])(?:active_)?(?:rate|速率)\s*[:=：]?\s*(?P<n>\d{2,3})(?!\d|\.\d)"
)
"""A port's negotiated rate as ``ibstat`` prints it ("Rate: 200"), Gb/s."""
_PEERS_RATE_RE = re.compile(
    r"(?:(?:every|all|each of the|the)\s+)?others?(?:\s+\w+)?(?:\s+ports?|\s+nics?|\s+hcas?)?"
    r"\s*(?:are|is|at|show|shows|read|reads|report|reports|run|runs|:)?\s*(?:at\s+)?"
    r"(?P<n>\d{2,3})(?!\d|\.\d)"
    r"|(?:其他|其余|别的)(?:的)?(?:端口|口|网卡|卡)?(?:都是|都|是)?\s*(?P<zh>\d{2,3})(?!\d|\.\d)"
)
"""The rate the node's other ports show ("every other port 400", "其他口都是 400"), Gb/s."""
_ALL_BUT_ONE_RE = re.compile(
    r"(?<![a-z])(?:all|every|each)(?![a-z]).{0,60}?(?:rate|速率)\s*[:=：]?\s*(?P<peers>\d{2,3})"
    r"(?!\d|\.\d).{0,40}?(?:except|but|apart from|other than|besides|save for|除了)"
    r"\s*(?P<port>[a-z][a-z0-9_/.-]*)?.{0,40}?(?:rate|速率)\s*[:=：]?\s*(?P<n>\d{2,3})(?!\d|\.\d)"
)
"""One port set apart from the rest of a listing ("all say Rate: 400 except mlx5_5 which says
Rate: 100"): the excepted port's rate is the measurement, the rest its line rate."""
_GENERATIONS = {"fdr": 56.0, "edr": 100.0, "hdr100": 100.0, "hdr": 200.0, "ndr200": 200.0}
_GENERATIONS |= {"ndr": 400.0, "xdr": 800.0}
"""Per-port (4x) data rates of the InfiniBand generations, Gb/s."""
_GENERATION_RE = re.compile(r"(?<![a-z])(hdr100|ndr200|fdr|edr|hdr|ndr|xdr)(?![a-z])")
_PORT = (
    r"(?:hdr\w*|ndr\w*|edr|xdr|fdr|ib|infiniband|port|link|nic|hca|cx-?\d|connectx\S*|网卡|端口|口)"
)
_RATE_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{2,3})\s*(?:g|gb|gbps|gb/s|gbit/s|gbe)?\s*(?:\w+\s+){0,1}?" + _PORT
)
"""The port's rate said as a figure before its name ("200G HDR port", "400Gb/s NIC")."""
_FIGURE_RE = re.compile(
    r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>gb/s|gbps|gbit/s|gb/sec|gbits?|gb每秒|g/s|mb/s|mb/sec)"
)
_BYTES_RE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:GB/s|GBps|GB/sec)")
"""A figure said in bytes ("23.5 GB/s"): a capital B, against Gb/s (bits), perftest's unit."""


_EXPECTED_RE = re.compile(
    r"(?:expect(?:ed|ing)?|should (?:be|get|see|hit|reach)|supposed to (?:be|get|hit|reach)"
    r"|rated(?: at| for)?|line rate(?: of| is)?|应该(?:是|有|跑到|到)?|标称"
    r"|理论(?:值|上)?(?:是|有)?|预期(?:是)?)"
    r"\s*(?:~|about |around |=|:|是)?\s*(?P<n>\d{2,4})(?!\d|\.\d)"
)
"""The port's rate said as what was expected ("expected 400", "应该是 400G"): the figure read off
the test beside it ("~190 Gb/s per port") is then the measurement, not the port's rate."""


def _rate_said(folded: str) -> re.Match[str] | None:
    """Where the port's rate is said: as the rate expected, else a figure before its name."""
    expected = _EXPECTED_RE.search(folded)
    if expected is not None and 10 <= float(expected["n"]) <= 1600:
        return expected
    m = _RATE_RE.search(folded)
    return m if m is not None and 10 <= float(m["n"]) <= 1600 else None


def line_rate(folded: str) -> float | None:
    """The port's rate in Gb/s: a figure said before its name, else the generation named."""
    m = _rate_said(folded)
    if m is not None:
        return float(m["n"])
    g = _GENERATION_RE.search(folded)
    return _GENERATIONS[g[1]] if g is not None else None


def measured_gbit(text: str, folded: str) -> float | None:
    """The bandwidth measured, in Gb/s (not the port's own rate said beside it)."""
    rate = _rate_said(folded)
    spans = [rate.span()] if rate is not None else []
    raw = unicodedata.normalize("NFKC", text)
    in_bytes = {float(m[1]) for m in _BYTES_RE.finditer(raw)}
    for m in _FIGURE_RE.finditer(folded):
        if any(a <= m.start() < b for a, b in spans):
            continue
        value = float(m["n"])
        if m["u"].startswith("mb"):
            return value * 8 / 1000
        return value * 8 if value in in_bytes else value
    return None


_PORT_DOWN_RE = re.compile(
    r"(?<![a-z])state\s*[:=：]?\s*`?\s*(?:down|polling|disabled)(?![a-z])"
    r"|(?<![a-z])(?:port|link|nic|hca)s?\s+(?:is\s+|are\s+|shows?\s+)?(?:down|polling)(?![a-z])"
    r"|(?:端口|网卡|链路).{0,6}(?:down|断开|掉了|没起来)"
)
"""A port that is not up, as ``ibstat`` prints its state ("State: Down", "Polling")."""
_ONE_NODE_RE = re.compile(
    r"single[\s-]?node|(?<![a-z])one node|within (?:the|one|a) node|intra[\s-]?node"
    r"|单机|单节点|一台机器(?:内|里|上)"
)
"""A job said to run on one node: its GPUs talk over NVLink, not the InfiniBand ports."""


def port_down(folded: str) -> bool:
    """Whether a port listing shows a port that is down ("ibstat … one shows State: Down")."""
    return _LISTING_RE.search(folded) is not None and _PORT_DOWN_RE.search(folded) is not None


def one_node(folded: str) -> bool:
    """Whether the job asked about runs on one node ("single-node training", "单机训练")."""
    return _ONE_NODE_RE.search(folded) is not None


def port_rates(folded: str) -> tuple[float, float] | None:
    """A port listing's one rate and the rate of its peers ("Rate: 200 … every other port 400").

    The port that came up lower is the measurement, the others' rate its line rate; None when
    no listing tool is named or either rate is missing.
    """
    if _LISTING_RE.search(folded) is None:
        return None
    excepted = _ALL_BUT_ONE_RE.search(folded)
    if excepted is not None:
        return float(excepted["n"]), float(excepted["peers"])
    port, peers = _PORT_RATE_RE.search(folded), _PEERS_RATE_RE.search(folded)
    if port is None or peers is None:
        return None
    return float(port["n"]), float(peers["n"] or peers["zh"])


__all__ = ["FABRIC_TEST_RE", "line_rate", "measured_gbit", "one_node", "port_down", "port_rates"]
