"""Sentences for a MIG instance read off a rented card ("MIG 2g.20gb"), en and zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

MIG_SLICED = T(
    "mig.sliced",
    "**Yes, it is sliced: `{profile}` is a MIG instance of the {gpu}, {slices} of its 7 compute"
    " slices with {gb} GB of its {memory:g} GB, not the whole card.** If you paid for the full"
    " card, show the provider `nvidia-smi -L`: a whole card lists no MIG device under it.",
    "**是的，被切了：`{profile}` 是 {gpu} 的 MIG 实例，只有 7 份算力中的 {slices} 份、"
    "{memory:g} GB 显存中的 {gb} GB，不是整卡。**如果付的是整卡的钱，把 `nvidia-smi -L`"
    " 的输出拿给服务商：整卡下面不会列出 MIG 设备。",
)
MIG_NOT_WHOLE = T(
    "mig.not_whole",
    "**No, that is not the whole card: `{profile}` is a MIG instance of the {gpu}, {slices} of"
    " its 7 compute slices with {gb} GB of its {memory:g} GB.** If you paid for the full card,"
    " show the provider `nvidia-smi -L`: a whole card lists no MIG device under it.",
    "**不是整卡：`{profile}` 是 {gpu} 的 MIG 实例，只有 7 份算力中的 {slices} 份、"
    "{memory:g} GB 显存中的 {gb} GB。**如果付的是整卡的钱，把 `nvidia-smi -L`"
    " 的输出拿给服务商：整卡下面不会列出 MIG 设备。",
)
