"""What a job-duration answer says when the job as stated does not fit, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NEAREST_THAT_FITS = T(
    "duration.nearest_that_fits",
    "**Not as set up:** {method} of {model} needs {need} per GPU on {setup}, more than it"
    " holds; the nearest setup that fits is {alt_method} on {alt_setup} ({alt_need} per GPU).",
    "**按这个配置放不下：**在 {setup} 上对 {model} 做{method}每卡需要 {need}；"
    "能放下的最近配置是在 {alt_setup} 上做{alt_method}（每卡 {alt_need}）。",
)
NEAREST_ON_SAME_CARDS = T(
    "duration.nearest_on_same_cards",
    "**Not as set up:** {method} of {model} needs {need} per GPU on {setup}, more than it"
    " holds; the nearest setup that fits is {alt_method} on the same cards ({alt_need} per GPU).",
    "**按这个配置放不下：**在 {setup} 上对 {model} 做{method}每卡需要 {need}；"
    "能放下的最近配置是同样的卡上改做{alt_method}（每卡 {alt_need}）。",
)
AS_SET_UP = T(
    "duration.as_set_up",
    "As set up, if it fitted, {method} on {setup} would take about {span}.",
    "按原配置（假如放得下），在 {setup} 上做{method}约需 {span}。",
)
MEMORY_AS_SET_UP = T(
    "duration.memory_as_set_up",
    "memory as set up ({setup}): {need} per GPU of the {gpu}'s {memory:g} GB",
    "按你的配置（{setup}）：每卡约需 {need}，{gpu} 每卡 {memory:g} GB",
)
OFFLOAD_SAID = T("duration.offload_said", "CPU offload", "卸载到 CPU")
