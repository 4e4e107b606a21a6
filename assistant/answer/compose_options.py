"""Engines or formats weighed on one setup: each one's decode speed, the fastest first."""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, say, table_head
from assistant.models import ToolCall
from assistant.models.weighed import WeighedOption
from assistant.question.plan_options import timed_options

_SAME = 0.03
"""Speeds within this share of each other are a tie (AWQ and GPTQ share 4-bit kernels)."""


def _speed(call: ToolCall) -> float | None:
    value = call.output.get("decode_tokens_per_s")
    fits = call.output.get("fits") is not False
    return float(value) if isinstance(value, (int, float)) and value > 0 and fits else None


def _engine(draft: Draft, option: WeighedOption, call: ToolCall) -> str:
    if call.tool == "plan_offload":
        ram = call.output.get("ram_weights_gb") or 0
        return say(
            draft.lang,
            f"llama.cpp, {gb(float(ram))} of weights in system RAM",
            f"llama.cpp，{gb(float(ram))} 权重放内存",
        )
    return str(call.output.get("engine_label") or option.engine or "")


def _per_gpu(call: ToolCall) -> float:
    value = call.output.get("peak_gb_per_gpu") or call.output.get("gpu_weights_gb") or 0
    return float(value)


def _phrase(draft: Draft, option: WeighedOption, call: ToolCall) -> str:
    engine = _engine(draft, option, call)
    on = f"{option.label} ({engine})" if engine and engine != option.label else option.label
    speed = _speed(call)
    if speed is None:
        room = gb(_per_gpu(call))
        return say(draft.lang, f"{on} does not fit ({room} per GPU)", f"{on} 装不下（每卡 {room}）")
    return say(draft.lang, f"{on} about {speed:,.1f} tokens/s", f"{on} 约 {speed:,.1f} tokens/s")


def _shown(speed: float | None) -> str:
    return f"{speed:,.1f}" if speed is not None else "—"


def compose_options(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Lead with the fastest option on the setup, every option's speed stated, then a table."""
    query = draft.query
    pairs = list(zip(timed_options(query), calls, strict=False))
    if not pairs or not query.gpus:
        return
    gpu = query.gpus[0]
    setup = f"{gpu.count} × {draft.gpu_name(gpu.gpu_id)}"
    model = draft.model_name(str(calls[0].output.get("model_id") or query.model_id or ""))
    marker = draft.spec(gpu.gpu_id)
    each = say(draft.lang, "; ", "；").join(_phrase(draft, o, c) for o, c in pairs)
    timed = [(o, s) for o, c in pairs if (s := _speed(c)) is not None]
    if not timed:
        lead = say(
            draft.lang,
            f"**None of them runs {model} on {setup}{marker}:** {each}.",
            f"**{setup}{marker} 上跑 {model}，这几种都装不下：**{each}。",
        )
    else:
        best, top = max(timed, key=lambda t: t[1])
        ties = [o.label for o, s in timed if o is not best and s >= top * (1 - _SAME)]
        who = " / ".join([best.label, *ties])
        lead = say(
            draft.lang,
            f"**{who} is fastest for {model} on {setup}{marker}:** {each}.",
            f"**{setup}{marker} 上跑 {model}，{who} 最快：**{each}。",
        )
    draft.add(lead)
    head = say(
        draft.lang,
        "| Option | Engine | Precision | Per GPU | Decode tokens/s |",
        "| 方案 | 引擎 | 精度 | 每卡显存 | 解码 tokens/s |",
    )
    rows = [
        f"| {o.label} | {_engine(draft, o, c)} | {c.output.get('precision') or '—'}"
        f" | {gb(_per_gpu(c))} | {_shown(_speed(c))} |"
        for o, c in pairs
    ]
    draft.add("\n".join(table_head(head) + rows))
    untimed = [o.label for o in query.options_weighed if o.engine is None]
    if untimed:
        names = ", ".join(untimed)
        draft.assume(
            say(
                draft.lang,
                f"{names}: no speed model here, so not timed.",
                f"{names}：这里没有它的速度模型，未估算。",
            )
        )
    four_bit = sum(o.precision in ("int4", "q4_k_m", "q4_0") for o in query.options_weighed)
    if four_bit >= 2:
        draft.assume(
            say(
                draft.lang,
                "AWQ, GPTQ, GGUF and EXL2 at the same bits per weight differ little in quality;"
                " speed follows the engine and the bits read per token.",
                "位宽相同的 AWQ、GPTQ、GGUF、EXL2 效果差距很小；"
                "速度主要取决于推理引擎和每个 token 读取的位宽。",
            )
        )
    draft.explain()


__all__ = ["compose_options"]
