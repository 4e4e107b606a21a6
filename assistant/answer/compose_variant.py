"""A sibling card suspected handed over: the readings judged against both cards first. Pure.

"算家云的 4090，24564MiB，功耗上限 450W，是不是给了 4090D": the memory is the same on both, the
power limit is the 4090's (the 4090 D's default is 425 W), so no; then the command that names the
card and what the sibling would cost in speed.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import Message
from assistant.messages import variant_doubt as say
from assistant.models.rows import GPU

WATTS_SLACK = 0.02
"""How far a limit read may sit from a default and still be that default (450.00 W vs 450 W)."""


def _at(watts: float, default: float | None) -> bool:
    return default is not None and abs(watts - default) <= default * WATTS_SLACK


def _power_evidence(watts: float, got: GPU, suspect: GPU) -> tuple[str | None, Message]:
    """Which card the power limit read is the default of (None: neither or both), and why."""
    on_got, on_suspect = _at(watts, got.tdp_w), _at(watts, suspect.tdp_w)
    if on_got != on_suspect:
        match, other = (got, suspect) if on_got else (suspect, got)
        said = say.POWER_IS(
            watts=watts, match=match.short_name, other=other.short_name, other_w=other.tdp_w or 0
        )
        return match.id, said
    return None, say.POWER_NEITHER(
        watts=watts,
        got=got.short_name,
        suspect=suspect.short_name,
        got_w=got.tdp_w or 0,
        suspect_w=suspect.tdp_w or 0,
    )


def variant_lead(draft: Draft) -> bool:
    """The readings set against the card got and its suspected sibling: yes or no first."""
    query = draft.query
    if query.variant_suspected is None or len(query.gpus) < 2:
        return False
    got = draft.catalog.gpus[query.gpus[0].gpu_id]
    suspect = draft.catalog.gpus[query.variant_suspected]
    evidence: list[Message] = []
    told: str | None = None
    if query.power_reading_w is not None:
        told, said = _power_evidence(query.power_reading_w, got, suspect)
        evidence.append(said)
    else:
        evidence.append(
            say.POWER_DEFAULTS(
                got=got.short_name,
                suspect=suspect.short_name,
                got_w=got.tdp_w or 0,
                suspect_w=suspect.tdp_w or 0,
            )
        )
    reading = query.memory_reading
    if reading is not None and reading.unit == "MiB" and not reading.usable:
        evidence.append(say.MEMORY_SAME(mib=reading.value, gb=got.memory_gb))
    else:
        evidence.append(say.MEMORY_BOTH(gb=got.memory_gb))
    sep = "; " if draft.lang == "en" else "；"
    shown = sep.join(m.render(draft.lang) for m in evidence)
    names = {"got": got.short_name, "suspect": suspect.short_name, "evidence": shown}
    if told == got.id:
        draft.verdict = "no"
        lead = say.VARIANT_NOT(**names)
    elif told == suspect.id:
        draft.verdict = "yes"
        lead = say.VARIANT_YES(**names)
    elif query.power_reading_w is None and reading is None:
        lead = say.VARIANT_HOW(**names)  # "怎么用命令确认到底是哪个": how they tell apart
    else:
        lead = say.VARIANT_UNTOLD(**names)
    draft.add(lead.render(draft.lang))
    slower, faster = sorted((got, suspect), key=lambda g: g.bf16_tflops or 0.0)
    slow_tflops, fast_tflops = slower.bf16_tflops or 0.0, faster.bf16_tflops or 0.0
    draft.add(
        say.VARIANT_CHECK(
            got=got.short_name,
            slower=slower.short_name,
            faster=faster.short_name,
            slower_tflops=slow_tflops,
            faster_tflops=fast_tflops,
            gap=1 - slow_tflops / fast_tflops if fast_tflops else 0.0,
        ).render(draft.lang)
    )
    return True


__all__ = ["variant_lead"]
