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
