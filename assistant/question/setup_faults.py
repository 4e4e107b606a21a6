"""Set-up faults that keep a card from a job before any model loads; pure.

* ``container``: Docker or WSL2 not handing the GPU through ("could not select device driver
  "" with capabilities: [[gpu]]", "--gpus all" refused, "GPU access blocked by the operating
  system", nvidia-smi missing inside the container);
* ``no_device``: a card the machine sees on the bus but the driver does not ("lspci shows it
  but nvidia-smi doesn't", "No devices were found", "RmInitAdapter failed");
* ``load_hang``: a model load that never finishes ("hangs at Loading safetensors checkpoint
  shards: 0%", "卡在 loading checkpoint shards 不动");
* ``tp_split``: vLLM refusing a tensor-parallel size that does not divide the attention heads
  (``question.tp_split``);
* ``idle_card``: one card of a multi-card job left idle ("vllm tp=2, second card is basically
  idle", ``question.idle_card``).

Read with the pasted error families (``question.health``), before the symptoms in words.
"""

from __future__ import annotations

import re

from assistant.models import Trouble
from assistant.question.host_faults import host_fault
from assistant.question.idle_card import idle_card_seen
from assistant.question.tp_split import TP_SPLIT_RE

_CONTAINER_RE = re.compile(
    r"could not select device driver|unknown runtime specified nvidia"
    r"|nvidia-container-(?:cli|runtime|toolkit)\b.{0,60}(?:error|fail|not found|missing|报错)"
    r"|gpu access blocked by the operating system"
    r"|(?:docker|container|容器|podman|k8s|kubernetes|pod)\b.{0,60}"
    r"(?:(?:can'?t|cannot|doesn'?t|does not|don'?t|won'?t|not) (?:see|find|detect|use|access)"
    r" (?:the |my |any )?(?:gpus?|cards?|cuda)|no (?:gpus?|cuda)|(?:看不到|找不到|识别不到|检测不到"
    r"|用不了|认不到)\s*(?:gpu|显卡|卡|cuda))"
    r"|wsl2?\b.{0,60}(?:(?:can'?t|cannot|doesn'?t|does not|not) (?:see|find|detect) (?:the |my )?"
    r"(?:gpus?|cards?)|(?:看不到|找不到|识别不到|检测不到)\s*(?:gpu|显卡|卡))"
)
"""The GPU not handed through to a container or WSL2."""
_NO_DEVICE_RE = re.compile(
    r"no devices were found|rminitadapter failed|nvidia-smi has failed because it couldn'?t"
    r" communicate"
    r"|lspci.{0,60}(?:but|yet|however|though|while|但|可是|却|，)\s*.{0,30}nvidia-smi.{0,30}"
    r"(?:not|n'?t|no |nothing|看不到|没有|不显示|找不到|识别不到|检测不到)"
    r"|nvidia-smi.{0,30}(?:doesn'?t|does not|can'?t|cannot|won'?t|not)"
    r" (?:see|show|list|find|detect)"
    r".{0,60}lspci"
    r"|nvidia-smi\s*(?:里|上)?\s*(?:看不到|找不到|不显示|没有|识别不到|检测不到)\s*(?:这张|那张)?(?:卡|显卡|gpu)"
    r".{0,30}lspci"
)
"""A card the PCI bus lists while the NVIDIA driver finds none."""
_LOAD_HANG_RE = re.compile(
    r"(?:hangs?|hanging|hung|stuck|frozen|freezes|froze|sits?|stops?)\s+(?:forever\s+|for \w+"
    r" \w+\s+)?(?:at|on|in|during|while)\s+[\"'`]?(?:loading|load)\b.{0,40}"
    r"(?:shards?|checkpoint|weights|safetensors|model)"
    r"|(?:loading )?(?:safetensors )?checkpoint shards.{0,40}(?:hangs?|stuck|frozen|forever"
    r"|never (?:moves|finishes|progresses)|不动|卡住|卡死|没反应)"
    r"|(?:卡在|停在|卡住在?)\s*[\"'`“]?(?:loading|加载).{0,40}(?:shards?|checkpoint|权重|模型|safetensors)"
)
"""A model load that never finishes: reading the weights, not computing on the card."""


def setup_fault(folded: str) -> Trouble | None:
    """The set-up fault ``folded`` text reports, or None (a host fault's first)."""
    host = host_fault(folded)  # "couldn't communicate with the driver": the module, not the bus
    if host is not None:
        return host
    faults: tuple[tuple[Trouble, re.Pattern[str]], ...] = (
        ("tp_split", TP_SPLIT_RE),
        ("container", _CONTAINER_RE),
        ("no_device", _NO_DEVICE_RE),
        ("load_hang", _LOAD_HANG_RE),
    )
    found = next((fault for fault, pattern in faults if pattern.search(folded)), None)
    return found or ("idle_card" if idle_card_seen(folded) else None)


__all__ = ["setup_fault"]
