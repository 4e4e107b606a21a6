"""Parts of a node the instance table does not hold, asked of it: its NIC, its local disks.

"what nic and how much local nvme on those 8x b200 nodes?", "这台机器的网卡是什么，本地盘多大":
the instance table holds a type's GPUs, vCPUs, RAM and price, not its network cards or local
storage. Read here, the answer says first that it does not hold them, then what it does.
Pure: one pass of two patterns over the folded text.
"""

from __future__ import annotations

import re

from assistant.models.query_markers import NodePart

_PART_RES: tuple[tuple[NodePart, re.Pattern[str]], ...] = (
    (
        "nic",
        re.compile(
            r"(?<![a-z])(?:nics?|network (?:cards?|adapters?|interfaces?)"
            r"|ethernet (?:cards?|ports?))(?![a-z])|网卡"
        ),
    ),
    (
        "local_storage",
        re.compile(
            r"(?<![a-z])(?:local|instance|ephemeral|scratch)\s+(?:nvme|ssds?|disks?|storage|drives?)"
            r"(?![a-z])|(?<![a-z])nvme\s+(?:storage|disks?|drives?|capacity)(?![a-z])"
            r"|本地(?:盘|硬盘|磁盘|存储|nvme|ssd)|(?:数据|系统|临时)盘"
        ),
    ),
)
_ASKED_RE = re.compile(
    r"(?<![a-z])(?:what|which|how (?:much|many|big|fast)|does|do|is|are|any)(?![a-z])|\?|？"
    r"|多大|多少|什么|哪|几|吗|有没有"
)
"""A question asked: a part merely mentioned ("cluster two sparks over the connectx link") is
asked only when a question word stands in its sentence; a product named as the link ("over
the connectx link") is not a part asked."""
_CLAUSE_RE = re.compile(r"[^.!;。！；\n]+")
_HELD_ASKED_RE = re.compile(
    r"(?<![a-z])(?:ram|memory|v?cpus?|cores?|gpus?|cards?|price|cost|hourly|per hour|nvlink)"
    r"(?![a-z])|内存|显存|几张|多少张|几个核|多少钱|价格|卡间"
)
"""What the instance table holds, asked beside the parts it lacks ("how much ram and local
nvme"): the held answer leads, the gap follows it."""


_TYPE_SPEC_RE = re.compile(
    r"(?<![a-z])(?:how many|how much|what|which)\s+(?:\w+\s+)?(?:v?cpus?|cores?|ram|system memory"
    r"|host memory|interconnect)(?![a-z])"
    r"|(?<![a-z])any\s+nvlink|nvlink\s*(?:at all|between|or (?:just )?pcie)?\s*\?"
    # the cards' link guessed as PCIe alone: "4x L40S, PCIe only between them?", "只走 pcie 吗"
    r"|(?<![a-z])(?:pcie\s+only|only\s+pcie|just\s+pcie)(?:\s+(?:between|among|across)\s+"
    r"(?:them|the\s+(?:gpus|cards)))?\s*\?|(?:只有|只走|仅|只是|只能走?)\s*pcie\s*(?:互联|连接)?\s*(?:吗|么|\?|？)"
    r"|(?<![a-z])(?:do|does|is|are|have|has)\s+(?:they|it|the \w+|these|those)\s+(?:\w+\s+)?"
    r"(?:nvlink|nvlinked|nvswitch)"
    r"|几核|多少核|多少个?\s*v?cpu|多少(?:系统)?内存|内存(?:多大|多少)|有没有\s*nvlink"
    r"|nvlink\s*(?:吗|么|没有)|卡间(?:互联|带宽)"
    r"|(?:v?cpu|核数|内存)\s*(?:(?:和|跟|与|、|及)\s*(?:v?cpu|核数|内存)\s*)?"
    r"(?:(?:配|给)[了的]?|配置?了?|有|是)?\s*(?:多少|多大|几)"
    r"|(?<![a-z])total\s+(?:hbm|vram|gpu memory)|(?<![a-z])(?:hbm|vram|gpu memory)\s+"
    r"(?:in total|combined|across (?:the|all|its|each) (?:node|box|vm|instance|gpus|cards))"
    # the cards' memory together in Chinese: "一台总共多少显存", "显存一共多大"
    r"|(?:总共|一共|合计|加起来|总)(?:有)?(?:多少|多大)\s*(?:g|gb)?\s*(?:的)?\s*(?:显存|hbm)"
    r"|(?:显存|hbm)\s*(?:总共|一共|合计|加起来|总量|总计)(?:有|是)?\s*(?:多少|多大)"
    # its cards counted: "里面几张 L40S", "how many gpus are in it", "does it have 8 cards"
    r"|(?:里面|里头|内部|一台)(?:有|是|装了?|带|配了?)?\s*(?:几|多少)\s*(?:张|块|片)"
    r"|(?<![a-z])how many (?:\w+\s+)?(?:gpus?|cards?)\s+(?:are |come )?(?:in|inside|on|with)"
    r"\s+(?:it|that|this|one|each|a|the)(?![a-z])"
    r"|(?<![a-z])how many (?:\w+\s+)?(?:gpus?|cards?)\s+(?:does|do)\s+"
    r"(?:it|that|this|one|each|the \w+)\s+(?:have|carry|come with|ship with|hold)(?![a-z])"
    # its network weighed against a sibling's: "or does the networking change too?"
    r"|(?<![a-z])(?:does|do|did|is|are|would)\s+(?:the\s+|its\s+)?(?:networking|network|interconnect"
    r"|fabric|efa|nvlink|nvswitch)\s+(?:\w+\s+)?(?:change|differ|stay the same)"
    r"|(?:网络|互联|网卡)\s*(?:也)?\s*(?:一样|不同|有区别|有差别|变了|有变化)"
    # the card inside asked: "ecs.gni2 对应哪张 nvidia 卡", "用的什么卡"
    r"|(?:对应|用的?|配的?|装的?|是)\s*(?:哪|什么)\s*(?:张|款|种|个|一款)?\s*(?:nvidia|英伟达|n)?\s*"
    r"(?:卡|显卡|gpu)"
)
"""A machine's own figures asked: vCPUs, RAM, the GPUs' link ("how many vcpus", "any nvlink"),
its cards' memory together ("total hbm across the node", "vCPU 和内存配的多少")."""
_HOST_ENOUGH_RE = re.compile(
    r"(?<![a-z])(?:v?cpus?|cores?|ram|system memory|host memory)(?:\s+(?:and|&)\s+"
    r"(?:v?cpus?|cores?|ram|memory))?\s+(?:(?:be|is|are)\s+)?(?:enough|sufficient|adequate)(?![a-z])"
    r"|(?<![a-z])enough\s+(?:v?cpus?|cores?|ram|system memory|host memory)(?![a-z])"
    r"|(?:cpu|核数|内存)[^，,。？?；;]{0,6}?(?:够不够|够吗|够用|不够|够分|够跑|够给)"
)
"""Whether the machine's CPUs and RAM suffice, asked ("are the vcpus and ram enough for four
workers", "CPU和内存够不够分"): its figures, and each GPU's share of them."""


def node_parts_asked(folded: str) -> list[NodePart]:
    """The node parts the question asks of (in the order of ``_PART_RES``)."""
    found: list[NodePart] = []
    for clause in _CLAUSE_RE.findall(folded):
        if _ASKED_RE.search(clause) is None:
            continue
        found += [part for part, pattern in _PART_RES if pattern.search(clause)]
    return list(dict.fromkeys(found))


def held_asked_beside(folded: str) -> bool:
    """Whether something the instance table holds is asked too (RAM, vCPUs, GPUs, price)."""
    return _HELD_ASKED_RE.search(folded) is not None


def node_asks(folded: str) -> dict[str, object]:
    """The ``Query`` markers of node parts: those asked, and whether held facts are asked too."""
    enough = _HOST_ENOUGH_RE.search(folded) is not None
    return {
        "node_parts": node_parts_asked(folded),
        "node_held_asked": held_asked_beside(folded),
        "type_spec_asked": _TYPE_SPEC_RE.search(folded) is not None or enough,
        "host_share_asked": enough,
    }


__all__ = ["held_asked_beside", "node_asks", "node_parts_asked"]
