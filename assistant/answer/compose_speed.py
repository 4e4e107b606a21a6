"""Compose the speed and serving answers: tokens/s per runtime, GPUs to serve N users; pure.

The lead line names the runtime the figure assumes (the one asked, or the likeliest for the
workload, and why); one alternative runtime follows. A serving answer leads with the GPU count
and type. New sentences are written in English and Chinese side by side in the tables below.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import METHOD_NAMES, Draft, could_not, gb, money, say, table_head
from assistant.answer.compose_latency import add_latency
from assistant.answer.compose_offload_speed import compose_offload_speed, offload_plan_of
from assistant.calc.rates import SpeedEstimate
from assistant.calc.serving import ServingPlan
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import as_sentence
from assistant.messages import request_rate as rate_say
from assistant.messages import speed_seen as seen_msg
from assistant.models import ToolCall
from assistant.question.tools import error_of

BOUND_ZH = {"memory-bandwidth": "显存带宽", "compute": "算力", "communication": "卡间通信"}
ENGINE_NAMES = {
    "transformers": ("Hugging Face transformers", "Hugging Face transformers"),
    "transformers-eager": (
        "Hugging Face transformers (eager attention)",
        "Hugging Face transformers（eager 注意力）",
    ),
    "vllm": ("vLLM", "vLLM"),
    "sglang": ("SGLang", "SGLang"),
    "tensorrt-llm": ("TensorRT-LLM", "TensorRT-LLM"),
    "llama.cpp": ("llama.cpp / Ollama (GGUF)", "llama.cpp / Ollama（GGUF）"),
    "exllamav2": ("ExLlamaV2 (EXL2/GPTQ)", "ExLlamaV2（EXL2/GPTQ）"),
    "mlx": ("MLX (mlx-lm, Apple silicon)", "MLX（mlx-lm，Apple 芯片）"),
}
WHY_ENGINE = {
    "llama.cpp": (
        "the usual way to run a quantized model on one machine (Ollama, LM Studio)",
        "单机跑量化模型最常用的方式（Ollama、LM Studio）",
    ),
    "vllm": ("the usual server for many concurrent users", "多用户并发时最常用的推理服务"),
    "transformers": (
        "plain transformers `generate`, what most scripts run",
        "大多数脚本用的 transformers 原生 `generate`",
    ),
}


def engine_name(engine: str, lang: str) -> str:
    """Display name of a runtime in the answer's language."""
    en, zh = ENGINE_NAMES.get(engine, (engine, engine))
    return say(lang, en, zh)


def _duration(hours: float, lang: str) -> str:
    if hours >= 48:
        return say(lang, f"{hours / 24:,.1f} days", f"{hours / 24:,.1f} 天")
    return say(lang, f"{hours:,.1f} hours", f"{hours:,.1f} 小时")


def _runtime_note(draft: Draft, engine: str) -> str:
    lang = draft.lang
    name = engine_name(engine, lang)
    if draft.query.engine is not None:
        return say(lang, f"with {name}, as asked", f"用 {name}（按你说的运行时）")
    why = WHY_ENGINE.get(engine)
    if why is None:
        return say(lang, f"assuming {name}", f"假设用 {name}")
    return say(lang, f"assuming {name}, {why[0]}", f"假设用 {name}——{why[1]}")


DEFAULT_PROMPT_TOKENS = 1_000
"""The prompt a time to first token is given for when the question states no length."""


def _inference_lead(draft: Draft, out: SpeedEstimate) -> str:
    lang = draft.lang
    model = draft.model_name(out.model_id)
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}"
    marker = draft.spec(out.gpu_id)
    runtime = _runtime_note(draft, out.engine)
    if not out.fits:  # a rate on a setup that cannot hold the model is not an answer
        return say(
            lang,
            f"**It does not fit as asked:** {model} ({out.precision}) needs"
            f" {out.peak_gb_per_gpu:,.1f} GB per GPU on {setup} {marker}, against"
            f" {out.usable_gb_per_gpu:,.1f} GB usable; if it fitted, {runtime}, it would"
            f" generate about {out.decode_tokens_per_s:,.1f} tokens/s per sequence.",
            f"**按所问配置装不下：**{model}（{out.precision}）在 {setup} 上 {marker} 每卡需"
            f" {out.peak_gb_per_gpu:,.1f} GB，可用 {out.usable_gb_per_gpu:,.1f} GB；"
            f"假如装得下（{runtime}），单序列生成约 {out.decode_tokens_per_s:,.1f} tokens/s。",
        )
    if draft.query.prefill_asked:
        return _prefill_lead(draft, out, setup, marker, runtime)
    tokens = draft.query.context_tokens  # "at 32k context": the rate is for that context
    size = (f"{tokens // 1024}k" if tokens % 1024 == 0 else f"{tokens:,}") if tokens else ""
    at = say(lang, f" at {size} context", f"，上下文 {size}") if tokens else ""
    return say(
        lang,
        f"**About {out.decode_tokens_per_s:,.1f} tokens/s per sequence** generating with"
        f" {model} ({out.precision}){at} on {setup} {marker}, {runtime}; prompt"
        f" processing (prefill) runs at about {out.prefill_tokens_per_s:,.0f} tokens/s."
        f" Decoding is {out.bound} bound.",
        f"**单序列生成约 {out.decode_tokens_per_s:,.1f} tokens/s**：{model}"
        f"（{out.precision}{at}）在 {setup} 上 {marker}，{runtime}；预填充（prefill）约"
        f" {out.prefill_tokens_per_s:,.0f} tokens/s。"
        f"解码瓶颈：{BOUND_ZH.get(out.bound, out.bound)}。",
    )


def _prefill_lead(draft: Draft, out: SpeedEstimate, setup: str, marker: str, runtime: str) -> str:
    """The prompt-processing rate first, and the time the stated prompt takes at it."""
    lang, model = draft.lang, draft.model_name(out.model_id)
    prompt = draft.query.prompt_tokens or draft.query.context_tokens
    rate = out.prefill_tokens_per_s
    took = ""
    if prompt and rate:
        took = say(
            lang,
            f": a {prompt:,}-token prompt takes about {prompt / rate:,.1f} s",
            f"：{prompt:,} token 的提示词约需 {prompt / rate:,.1f} 秒",
        )
    if draft.query.first_token_asked and rate:  # a rate of 0 cannot time the prompt
        return _first_token_lead(draft, out, setup, marker, runtime)
    return say(
        lang,
        f"**About {rate:,.0f} tokens/s prefill (prompt processing)**{took}, {model}"
        f" ({out.precision}) on {setup} {marker}, {runtime}; generation then runs at about"
        f" {out.decode_tokens_per_s:,.1f} tokens/s per sequence.",
        f"**预填充（提示词处理）约 {rate:,.0f} tokens/s**{took}；{model}（{out.precision}）"
        f"在 {setup} 上 {marker}，{runtime}；之后生成约 {out.decode_tokens_per_s:,.1f} tokens/s。",
    )


def _alternative_line(draft: Draft, alt: SpeedEstimate) -> str:
    lang = draft.lang
    name = engine_name(alt.engine, lang)
    return say(
        lang,
        f"With {name} ({alt.precision}) instead: about {alt.decode_tokens_per_s:,.1f}"
        " tokens/s per sequence.",
        f"换用 {name}（{alt.precision}）：单序列约 {alt.decode_tokens_per_s:,.1f} tokens/s。",
    )


def _other_card_line(draft: Draft, out: SpeedEstimate, other: SpeedEstimate) -> str:
    """The second card asked about, timed the same way, and how the first compares with it."""
    lang = draft.lang
    first, second = draft.gpu_name(out.gpu_id), draft.gpu_name(other.gpu_id)
    ratio = (out.decode_tokens_per_s or 0.0) / (other.decode_tokens_per_s or 1.0)
    marker = draft.spec(other.gpu_id)
    return say(
        lang,
        f"On {other.count} × {second} {marker} the same run gives about"
        f" {other.decode_tokens_per_s:,.1f} tokens/s: the {first} is {ratio:.2f}× its speed.",
        f"同样条件在 {other.count} × {second} 上 {marker}，约 {other.decode_tokens_per_s:,.1f}"
        f" tokens/s：{first} 的速度是它的 {ratio:.2f} 倍。",
    )


def _training_line(draft: Draft, out: SpeedEstimate) -> str:
    lang = draft.lang
    model = draft.model_name(out.model_id)
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}"
    marker = draft.spec(out.gpu_id)
    method = METHOD_NAMES[lang].get(out.method, out.method)
    low, high = out.mfu_range or (out.mfu, out.mfu)
    text = say(
        lang,
        f"**About {out.train_tokens_per_s:,.0f} training tokens/s** for {method} of"
        f" {model} on {setup} {marker}, at {out.mfu:.0%} model FLOPs utilisation"
        f" (published range {low:.0%}–{high:.0%} for this GPU generation and link).",
        f"**训练吞吐约 {out.train_tokens_per_s:,.0f} tokens/s**：{model} {method}，"
        f"{setup} {marker}，算力利用率（MFU）{out.mfu:.0%}"
        f"（这一代 GPU 和互联的公开范围 {low:.0%}–{high:.0%}）。",
    )
    span = out.wall_hours_range
    if out.wall_hours is not None and out.tokens and span:
        text += say(
            lang,
            f" {out.tokens:,.0f} tokens take {_duration(span[0], lang)} to"
            f" {_duration(span[1], lang)} (about {_duration(out.wall_hours, lang)} at"
            f" {out.mfu:.0%}).",
            f" {out.tokens:,.0f} 个 token 需要 {_duration(span[0], lang)} 到"
            f" {_duration(span[1], lang)}（按 {out.mfu:.0%} 估约"
            f" {_duration(out.wall_hours, lang)}）。",
        )
    return text


def _quantized_because(draft: Draft, calls: Sequence[ToolCall], out: SpeedEstimate) -> str:
    """Why the figure is for a 4-bit model on this many cards ('' when nothing was changed)."""
    probes = [m for c in calls if c.tool == "estimate_memory" and (m := c.typed(MemoryEstimate))]
    if not probes or probes[0].fits:
        return ""
    first = probes[0]
    text = say(
        draft.lang,
        f"In {first.precision} it needs {gb(first.per_gpu_gb)} per GPU, more than the"
        f" {gb(first.usable_gb)} usable, so this figure is for the model quantized to"
        f" {out.precision}.",
        f"用 {first.precision} 每卡需要 {gb(first.per_gpu_gb)}，超过可用的 {gb(first.usable_gb)}，"
        f"所以这里按量化到 {out.precision} 估算。",
    )
    if len(probes) > 1 and not probes[1].fits and out.count > probes[1].count:
        q, card = probes[1], draft.gpu_name(out.gpu_id)
        text += say(
            draft.lang,
            f" Even in {q.precision} it needs {gb(q.per_gpu_gb)} on {q.count} × {card}, so the"
            f" figure is for {out.count} × {card}, the fewest that hold it.",
            f"即使用 {q.precision}，在 {q.count} 张 {card} 上也要 {gb(q.per_gpu_gb)}，"
            f"所以按能装下的最少卡数 {out.count} 张 {card} 估算。",
        )
    return text


SEEN_IN_LINE = (0.6, 1.4)
"""A rate seen from 60% to 140% of the estimate is in line with it (RAM, clocks and runtime
versions move real speeds by that much); below is worth a look, above is a faster setup."""


def _seen_line(draft: Draft, out: SpeedEstimate) -> str:
    """The rate the asker sees set against the estimate, when one was stated; '' else."""
    seen, estimate = draft.query.observed_tokens_per_s, out.decode_tokens_per_s
    if seen is None or not estimate or not out.fits:
        return ""
    low, high = SEEN_IN_LINE
    line = seen_msg.SEEN_BELOW if seen < low * estimate else seen_msg.SEEN_IN_LINE
    line = seen_msg.SEEN_ABOVE if seen > high * estimate else line
    return line(seen=seen).render(draft.lang)


def compose_speed(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a speed answer: the implied runtime's figure first, then one alternative."""
    lang = draft.lang
    offload = offload_plan_of(calls)
    if offload is not None:  # part of the model in system RAM: the RAM sets the pace
        compose_offload_speed(draft, offload)
        return
    speeds = [c for c in calls if c.tool == "estimate_speed"]
    call = speeds[0] if speeds else None
    if call is None or error_of(call) is not None:
        reason = error_of(call, lang) if call else say(lang, "no model named", "没有指明模型")
        could_not(draft, ("I could not estimate the speed", "无法估算速度"), reason)
        return
    out = call.typed(SpeedEstimate)
    assert out is not None  # the call succeeded (checked above)
    if out.decode_tokens_per_s is not None:
        later = [a for c in speeds[1:] if (a := c.typed(SpeedEstimate))]
        other = next((a for a in later if a.gpu_id != out.gpu_id), None)
        lead = _inference_lead(draft, out)
        if other is not None and other.decode_tokens_per_s:
            # "and how far behind the 4090?": both speeds in the line that answers
            lead += say(draft.lang, " ", "") + _other_card_line(draft, out, other)
        draft.add(lead + _seen_line(draft, out))
        draft.add(_quantized_because(draft, calls, out))
        alt = next((a for a in later if a.gpu_id == out.gpu_id), None)
        if alt is not None and alt.decode_tokens_per_s is not None and out.fits:
            draft.add(_alternative_line(draft, alt))
    if out.train_tokens_per_s is not None:
        draft.add(_training_line(draft, out))
    said = out.fits or out.decode_tokens_per_s is None  # the lead already said it does not fit
    warnings = [x for x in out.warnings if said or x.code != "speed.does_not_fit"]
    draft.add(" ".join(as_sentence(x, lang) for x in warnings))
    # a follow-up ("how fast would it be") is searched with the setup it inherits: the passage
    # quoted must also say something of what it asks, not only name the card
    draft.explain(limit=1, asked_too=True)
    draft.assume(*out.assumptions)


# --------------------------------------------------------------------------- serving


def _serve_rank(out: ServingPlan) -> tuple[bool, float, int]:
    price = out.usd_per_hour
    return (not out.meets_target, float(price) if price else float("inf"), out.gpus)


def _serve_lead(draft: Draft, out: ServingPlan) -> str:
    lang = draft.lang
    model = draft.model_name(out.model_id)
    name = draft.gpu_name(out.gpu_id)
    marker = draft.spec(out.gpu_id)
    target = out.tokens_per_s_target
    at_en = f" at {target:g} tokens/s each" if target else ""
    at_zh = f"、每人 {target:g} tokens/s" if target else ""
    price = out.usd_per_hour
    cost_en = f", about {money(price, 'USD')}/hour on demand" if price else ""
    cost_zh = f"，按需约 {money(price, 'USD')}/小时" if price else ""
    users = f"{out.users:,} concurrent user{'s' if out.users != 1 else ''}"
    users_zh = f"{out.users:,} 个并发用户"
    if draft.query.people_using:  # "公司300人用": the peak share, the people said beside it
        said = rate_say.USERS_OF_PEOPLE(users=out.users, people=draft.query.people_using)
        users, users_zh = said.render("en"), said.render("zh")
    elif draft.query.requests_per_s:  # "每秒20个请求": the rate said first, the users it makes
        said = rate_say.USERS_AT_RATE(rate=f"{draft.query.requests_per_s:g}", users=out.users)
        users, users_zh = said.render("en"), said.render("zh")
    replicas = f"{out.replicas:,} replica{'s' if out.replicas != 1 else ''}"
    per = f"{out.gpus_per_replica} GPU{'s' if out.gpus_per_replica != 1 else ''}"
    return say(
        lang,
        f"**{out.gpus:,} × {name}** {marker} to serve {users} of {model}{at_en}: {replicas} of"
        f" {per}, up to {out.batch_per_replica} users each, about"
        f" {out.per_user_tokens_per_s:,.1f} tokens/s per user ({engine_name(out.engine, lang)},"
        f" {out.precision} weights){cost_en}.",
        f"**{out.gpus:,} × {name}** {marker}：为 {model} 服务 {users_zh}"
        f"{at_zh}，共 {out.replicas:,} 个副本、每副本 {out.gpus_per_replica} 张卡、"
        f"最多承载 {out.batch_per_replica} 个用户，每用户约 {out.per_user_tokens_per_s:,.1f}"
        f" tokens/s（{engine_name(out.engine, lang)}，权重 {out.precision}）{cost_zh}。",
    )


def _kv_line(draft: Draft, out: ServingPlan) -> str:
    kb = out.kv_bytes_per_token / 1e3
    return say(
        draft.lang,
        f"KV cache: {kb:,.0f} KB per token, {out.kv_gb_per_sequence:,.2f} GB per"
        f" {out.context_tokens}-token conversation; {out.weights_gb:,.1f} GB of weights per"
        f" replica leave room for at most {out.max_batch_per_replica} sequences per replica.",
        f"KV 缓存：每 token {kb:,.0f} KB，每段 {out.context_tokens} token 的对话"
        f" {out.kv_gb_per_sequence:,.2f} GB；每个副本权重 {out.weights_gb:,.1f} GB，"
        f"剩余显存最多容纳 {out.max_batch_per_replica} 个序列。",
    )


def _serve_table(draft: Draft, outs: list[ServingPlan]) -> str:
    lang = draft.lang
    head = say(
        lang,
        "| GPU | GPUs | per replica | users per replica | tokens/s per user | $/hour |",
        "| GPU | 卡数 | 每副本卡数 | 每副本用户数 | 每用户 tokens/s | 美元/小时 |",
    )
    rows = table_head(head)
    for o in outs:
        rows.append(
            f"| {draft.gpu_name(o.gpu_id)} {draft.spec(o.gpu_id)} | {o.gpus}"
            f" | {o.gpus_per_replica}"
            f" | {o.batch_per_replica} | {o.per_user_tokens_per_s:,.1f}"
            f" | {money(o.usd_per_hour, 'USD')} |"
        )
    return "\n".join(rows)


def compose_serve(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a serving answer: the GPU count and type first, then KV arithmetic and options."""
    lang = draft.lang
    draft.verdict = None
    outs = [p for c in calls if c.tool == "plan_serving" and (p := c.typed(ServingPlan))]
    if not outs:
        reason = next((error_of(c, lang) for c in calls if error_of(c)), None)
        could_not(draft, ("I could not size the deployment", "无法估算部署规模"), reason)
        return
    outs.sort(key=_serve_rank)
    best = outs[0]
    draft.add(_serve_lead(draft, best))
    per_user, target = best.per_user_tokens_per_s, best.tokens_per_s_target
    add_latency(draft, best.latency, per_user, target, best.context_tokens)
    if not best.meets_target and best.latency is None:
        draft.add(
            say(
                lang,
                f"Even one user per replica only reaches {best.per_user_tokens_per_s:,.1f}"
                f" tokens/s on {draft.gpu_name(best.gpu_id)}: the target needs a GPU with more"
                " memory bandwidth, or a smaller or quantized model.",
                f"在 {draft.gpu_name(best.gpu_id)} 上即使每副本只服务一个用户，也只有"
                f" {best.per_user_tokens_per_s:,.1f} tokens/s：要达到目标，需要显存带宽更高的"
                "卡，或更小/量化的模型。",
            )
        )
    draft.add(_kv_line(draft, best))
    if best.warnings:  # a replica across nodes, a precision the card runs slowly…
        draft.add(" ".join(as_sentence(w, lang) for w in best.warnings))
    if len(outs) > 1:
        draft.add(_serve_table(draft, outs))
    draft.add(
        say(
            lang,
            f"Assumed: {engine_name(best.engine, lang)} with continuous batching,"
            f" {best.precision} weights, KV cache in bf16, the server's default share of each"
            " GPU preallocated (gpu_memory_utilization);"
            " users are sequences generating at the same time, and prefill of new prompts is not"
            " counted, so leave headroom for bursts of long prompts.",
            f"假设：{engine_name(best.engine, lang)} 连续批处理，{best.precision} 权重，"
            "KV 缓存为 bf16，每卡按服务框架默认比例预分配显存（gpu_memory_utilization）；"
            "并发用户指同时在生成的序列，未计入新请求的"
            "预填充，长提示词集中到达时要留余量。",
        )
    )
    draft.explain(limit=1)


def token_job_sentence(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """A training job stated in tokens, timed from its speed: what a price's hours are of."""
    call = next((c for c in calls if c.tool == "estimate_speed" and c.input.get("tokens")), None)
    out = call.typed(SpeedEstimate) if call is not None else None
    if call is None or out is None or not out.train_tokens_per_s or not out.wall_hours:
        return None
    lang = draft.lang
    method = METHOD_NAMES[lang].get(out.method, out.method)
    model = draft.model_name(out.model_id)
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}"
    tokens, tps, hours = float(call.input["tokens"]), out.train_tokens_per_s, out.wall_hours
    return say(
        lang,
        f"The job: {method} of {model} over {tokens:,.0f} tokens on {setup}, at about"
        f" {tps:,.0f} training tokens/s, takes about {hours:,.1f} h.",
        f"这项任务：在 {setup} 上对 {model} 做{method}，共 {tokens:,.0f} tokens，"
        f"约 {tps:,.0f} 训练 tokens/s，约需 {hours:,.1f} 小时。",
    )


__all__ = ["compose_serve", "compose_speed", "engine_name", "token_job_sentence"]


def _first_token_lead(
    draft: Draft, out: SpeedEstimate, setup: str, marker: str, runtime: str
) -> str:
    """One user's time to first token first: the prompt read at the prefill rate, then a step."""
    model = draft.model_name(out.model_id)
    stated = draft.query.prompt_tokens or draft.query.context_tokens
    prompt = stated or DEFAULT_PROMPT_TOKENS
    rate, decode = out.prefill_tokens_per_s or 0.0, out.decode_tokens_per_s
    seconds = prompt / rate + (1 / decode if decode else 0.0)  # the first token is one step more
    shown = f"{seconds:,.2f}" if seconds < 1 else f"{seconds:,.1f}"
    assumed = say(
        draft.lang, "" if stated else " (no length given)", "" if stated else "，未给长度"
    )
    return say(
        draft.lang,
        f"**Time to first token about {shown} s** for a prompt of {prompt:,} tokens{assumed}:"
        f" {model} ({out.precision}) on {setup} {marker} reads it at about {rate:,.0f} tokens/s"
        f" (prefill), then generates about {decode:,.1f} tokens/s for one user; {runtime}.",
        f"**首 token 延迟约 {shown} 秒**（提示词 {prompt:,} token{assumed}）：{model}"
        f"（{out.precision}）在 {setup} 上 {marker}，预填充约 {rate:,.0f} tokens/s，"
        f"之后单用户生成约 {decode:,.1f} tokens/s；{runtime}。",
    )
