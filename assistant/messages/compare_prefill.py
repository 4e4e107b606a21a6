"""The winner's prompt-reading rate, said first in a comparison asked for it (en + zh).

"m2 ultra or a pair of 3090s for 70b on 20k-token docs? pp speed is what kills me": the rate
each setup reads the prompt at leads, then the generation rate.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PREFILL_SPEED = T(
    "compare.prefill_speed",
    ", reading the prompt at about {prefill:,.0f} tokens/s{time} and generating about"
    " {tps:,.1f} tokens/s",
    "，读提示（prefill）约 {prefill:,.0f} tokens/s{time}，生成约 {tps:,.1f} tokens/s",
)
"""The one setup that holds the job: its rates, the prompt's first."""
PREFILL_FASTEST = T(
    "compare.prefill_fastest",
    "it reads the prompt fastest, at about {prefill:,.0f} tokens/s{time}, and generates about"
    " {tps:,.1f} tokens/s",
    "读提示最快，约 {prefill:,.0f} tokens/s{time}，生成约 {tps:,.1f} tokens/s",
)
"""The fastest of those that hold the job, and the fastest at reading the prompt too."""
PROMPT_TIME = T(
    "compare.prompt_time",
    " (about {seconds:,.0f} s for {prompt:,} tokens before the first token)",
    "（{prompt:,} token 的提示约 {seconds:,.0f} 秒才出首 token）",
)
PREFILL_OTHERS = T(
    "compare.prefill_others",
    " Prompt reading elsewhere: {others}.",
    "其他配置读提示：{others}。",
)
PREFILL_OTHER = T(
    "compare.prefill_other",
    "about {prefill:,.0f} tokens/s on the {setup}{unfit}",
    "{setup} 约 {prefill:,.0f} tokens/s{unfit}",
)
UNFIT = T("compare.unfit", " (if it fitted)", "（假如装得下）")
"""A setup that does not hold the job: its rate is what it would read at."""
