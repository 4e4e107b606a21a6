"""What a power answer says of the job named beside the cards ("running a 70B model"), en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

JOB_FITS = T(
    "power.job_fits",
    "Running {model} ({precision}) on {setup} takes about {need} of memory per GPU of"
    " {usable} usable, so it fits; the draw above is the hardware's flat out, and token"
    " generation, bound by memory bandwidth, usually draws less.",
    "在 {setup} 上跑 {model}（{precision}）每卡约需 {need} 显存（可用 {usable}），放得下；"
    "上面是硬件满载的功耗，生成 token 受显存带宽限制，通常比这低。",
)
JOB_TOO_BIG = T(
    "power.job_too_big",
    "Running {model} ({precision}) on {setup} needs about {need} of memory per GPU, more than"
    " the {usable} usable, so the draw above is for hardware that cannot run it as set up.",
    "在 {setup} 上跑 {model}（{precision}）每卡约需 {need} 显存，超过可用的 {usable}，"
    "按这个配置跑不起来，上面的功耗只是硬件本身的。",
)
MEDIA_JOB_FITS = T(
    "power.media_job_fits",
    "Running {job} ({precision}) on {setup} takes about {need} of the {usable} usable, so it"
    " fits; the draw above is the card flat out, which a long {job} run holds close to.",
    "在 {setup} 上跑 {job}（{precision}）约需 {need} 显存（可用 {usable}），放得下；"
    "上面是显卡满载的功耗，长时间跑 {job} 基本就在这个水平。",
)
"""An image, video, vision or speech job named beside the power: it runs on the card."""
MEDIA_JOB_TOO_BIG = T(
    "power.media_job_too_big",
    "Running {job} ({precision}) on {setup} needs about {need}, more than the {usable} usable:"
    " a lower-precision build or offloading is needed there; the draw above is the card flat"
    " out whichever build runs.",
    "在 {setup} 上跑 {job}（{precision}）约需 {need} 显存，超过可用的 {usable}，"
    "得换低精度版本或卸载到内存；上面是显卡满载的功耗，换哪种跑法都差不多。",
)
"""The media job does not fit as asked: the draw still stands for the card flat out."""
