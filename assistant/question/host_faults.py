"""Faults of the host around the card, read off an error or a symptom in words; pure.

* ``driver_module``: the NVIDIA kernel module not loaded for the running kernel ("NVIDIA-SMI
  has failed because it couldn't communicate with the NVIDIA driver", "nvidia-smi stopped
  working after a kernel update", "modprobe nvidia: Key was rejected by service");
* ``device_assert``: a check failed inside a CUDA kernel ("device-side assert triggered",
  "Assertion `t >= 0 && t < n_classes` failed"), an index out of range;
* ``power_trip``: the whole PC switching off or rebooting when the GPU goes to full load
  ("black screen and reboot as soon as training starts", "一跑训练就黑屏重启"), the power
  supply's protection tripping;
* ``cuda_unavailable`` for a driver said too old for the build ("driver too old",
  "驱动版本太低"), whatever error words stand beside it.

Read with the set-up faults (``question.setup_faults``), after the pasted error families.
"""

from __future__ import annotations

import re

from assistant.models import Trouble

_DRIVER_MODULE_RE = re.compile(
    r"(?:couldn'?t|could not|can'?t|cannot|unable to|failed to) communicate with (?:the )?"
    r"nvidia driver|(?:无法|不能|没法|连不上).{0,4}(?:与|和|跟)?\s*(?:nvidia\s*)?驱动.{0,2}通信"
    r"|key was rejected by service|required key not available"
    r"|nvidia (?:kernel )?module.{0,20}(?:not loaded|not found|fail\w* to load|isn'?t loaded"
    r"|(?:won'?t|doesn'?t|does not|can'?t|cannot) load)"
    r"|secure boot.{0,40}nvidia|nvidia.{0,40}secure boot"
    r"|modprobe.{0,30}nvidia.{0,40}(?:error|fail|rejected|not found)"
    # a kernel updated, then the driver or nvidia-smi gone ("after a kernel upgrade nvidia-smi
    # fails", "内核升级后 nvidia-smi 用不了")
    r"|(?:kernel (?:update|upgrade)\w*|(?:updated|upgraded|new) (?:the |my |a )?kernel)"
    r".{0,60}(?:nvidia-smi|driver|cuda|gpu)\b.{0,30}"
    r"(?:fail|broke|stopped|gone|missing|not work|doesn'?t work|won'?t|error)"
    r"|(?:nvidia-smi|driver|gpu)\b.{0,40}(?:fail|broke|stopped|gone|missing|not work"
    r"|doesn'?t work|error)\w*.{0,30}after (?:an? |the )?(?:\w+ )?kernel (?:update|upgrade)"
    r"|(?:内核.{0,4}(?:升级|更新)|(?:升级|更新|换)了?\s*(?:新的?)?\s*内核).{0,30}"
    r"(?:nvidia-smi|驱动|显卡).{0,20}"
    r"(?:用不了|报错|失败|没了|不见|不能用|找不到|掉了|挂了)"
)
"""The kernel module not loaded: after a kernel update (DKMS), or refused by Secure Boot."""
_DEVICE_ASSERT_RE = re.compile(
    r"device[- ]side assert(?:ion)?s?|t >= 0 && t < n_classes|srcindex < srcselectdimsize"
    r"|index out of bounds.{0,40}(?:cuda|kernel)"
)
"""A CUDA kernel's own check failed: an index (a label, a token id) out of range."""
_POWER_TRIP_RE = re.compile(
    r"(?:black[\s-]?screens?|shuts? (?:down|off)|shutting (?:down|off)|switch(?:es)? off"
    r"|powers? (?:off|down)|reboots?|rebooting|restarts?|restarting|turns? off|trips? the psu"
    r"|dies)\b.{0,60}\b(?:as soon as|when(?:ever)?|once|the moment|right after|every time)\b"
    r".{0,30}\b(?:training|train|inference|the (?:gpu|job|run|model|load)|gpu (?:load|job)"
    r"|load|benchmark|stress|full load|starts?|kicks? in|runs?)"
    r"|(?:一|只要|每次|刚)(?:开始)?(?:跑|开|上|训练|推理|满载|拷机|压测).{0,24}?"
    r"(?:就|便)?\s*(?<![不没别])(?:黑屏|重启|断电|关机|掉电|自动重启)"
    r"|(?:训练?|推理|满载|跑|拷机|压测|烤机|出图).{0,16}?(?:时|的时候|时候|就|会|后)\s*"
    r"(?:整机|电脑|机器|主机|系统)?\s*(?:就|会|直接|突然|总是|老是)?(?<![不没别])(?:黑屏|重启|断电|关机|掉电)"
    # partway through a run: "跑到一半黑屏驱动重启", "halfway through a render it black-screens"
    r"|(?:跑|训练|推理|出图|生成|渲染)\S{0,6}?(?:到一半|中途|途中|一会儿?|几分钟)\s*(?:就|会|直接)?"
    r"\s*(?<![不没别])(?:黑屏|重启|断电|关机|掉电|驱动重启|驱动崩溃)"
    r"|\b(?:halfway|midway|partway|mid[\s-]?(?:run|render|generation|training))\b.{0,30}?"
    r"(?:black[\s-]?screens?|driver (?:reset|crash|restart)s?|reboots?|shuts? (?:down|off))"
    # the load first: "training on my 4080 makes the whole system power off"
    r"|\b(?:training|inference|full load|gpu load|the (?:job|run)|a run|benchmark\w*)\b"
    r".{0,40}?(?<!won't )(?<!not )(?<!never )(?:makes?|made|causes?|caused)\s+(?:the\s+)?"
    r"(?:whole\s+)?(?:system|pc|computer|machine|box|rig)\s+(?:to\s+)?(?:power(?:s|ed)? off"
    r"|shut\w* (?:down|off)|reboot\w*|restart\w*|black[\s-]?screen\w*|turn\w* off)"
    # Windows logs a power lost without a shutdown as Kernel-Power event 41
    r"|kernel[\s-]?power\W{0,3}(?:event\s*)?(?:id\s*)?41(?!\d)"
)
"""The PC losing power under a GPU load: the supply's protection against the card's spikes."""
_ARTIFACTS_RE = re.compile(r"花屏|artifact\w*|garbled (?:screen|display)|screen corruption")
"""Artifacts on the screen beside the reboot: the card's memory or core, not the supply."""
_PROGRAM_ERROR_RE = re.compile(
    r"cannot open shared object file|could not load (?:library|dynamic library)"
    r"|unable to load any of|(?<![a-z])lib\w+\.so\b|importerror|modulenotfounderror"
    r"|traceback \(most recent call last\)"
)
"""A program's own error pasted (a library not found, a traceback): the process died, not the PC,
so "whisperX dies right after model load with `libcudnn_ops_infer.so.8: …`" is no power trip."""
_DRIVER_OLD_RE = re.compile(
    r"driver (?:on your system )?(?:is |version is |seems |was )?(?:too old|outdated)"
    r"|driver version is insufficient|驱动(?:版本)?(?:太|过|偏)(?:旧|老|低)"
)
"""A driver said too old for the build: the pair, not the card's architecture."""
_CUDA_MISSING_RE = re.compile(
    r"\b(?:says|shows|reports|prints|gives|finds)\s+no cuda\b"
    r"|(?:can'?t|cannot|couldn'?t|doesn'?t|does not) (?:find|see|detect) (?:the )?cuda\b"
    r"|\bcuda (?:is )?(?:not found|missing)\b"
)
"""CUDA said missing to the framework ("pytorch says no cuda"): read after the faults above."""


def host_fault(folded: str) -> Trouble | None:
    """The host fault ``folded`` text reports, or None."""
    faults: tuple[tuple[Trouble, re.Pattern[str]], ...] = (
        ("device_assert", _DEVICE_ASSERT_RE),
        ("cuda_unavailable", _DRIVER_OLD_RE),
        ("driver_module", _DRIVER_MODULE_RE),
        ("power_trip", _POWER_TRIP_RE),
        ("cuda_unavailable", _CUDA_MISSING_RE),
    )
    found = next((fault for fault, pattern in faults if pattern.search(folded)), None)
    if found == "power_trip" and _PROGRAM_ERROR_RE.search(folded):
        return None  # "dies right after model load with `libcudnn….so.8`": the process died
    if found == "power_trip" and _ARTIFACTS_RE.search(folded):
        return None  # "一跑就花屏重启" on a modded card: the card's health is checked instead
    return found


__all__ = ["host_fault"]
