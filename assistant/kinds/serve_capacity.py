"""Serving capacity: how many concurrent users the GPUs one has serve a model.

The converse of the serve kind: the GPUs and the model are given, the user count is asked
("4 张 4090 用 vLLM 跑 14B，能撑多少并发", "how many users can one L40S hold on Llama 3 8B?").
The first line is that count, with the per-user speed it holds and what limits it.
"""

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, say
from assistant.answer.compose_latency import add_latency, targets_said
from assistant.calc.engines import GGUF_SERVED_AS
from assistant.calc.serving import ServingCapacity
from assistant.kinds.head_count import head_count_judged
from assistant.messages import latency as say_latency
from assistant.messages import request_rate as rate_say
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import (
    latency_args,
    served_on,
)
from assistant.question.planner import model_name
from assistant.question.request_rate import REQUEST_OUTPUT_TOKENS, rate_for_users
from assistant.question.tools import Toolbox

FALLBACK_PRECISIONS = ("bf16", "fp8", "int4")
"""Tried in order when no precision is stated: a server runs what fits (fp8 or 4-bit AWQ/GPTQ
weights when 16 bits leave no room), and the answer says which one it sized."""


def asks_capacity(query: Query) -> bool:
    """GPUs and a model are named, the user count is what is asked."""
    named = query.model_id is not None or query.params_b is not None
    return query.asks_capacity and query.users is None and bool(query.gpus) and named


def gguf_served(draft: Draft) -> None:
    """Say that a GGUF type stated ("q4 on ollama") was served at its width on a batching server."""
    gguf = draft.query.precision
    served = GGUF_SERVED_AS.get(gguf or "")
    if gguf is None or served is None or served_on(draft.query, draft.catalog)[1] == gguf:
        return  # on Ollama or llama.cpp the GGUF type itself is served
    name = gguf.upper()
    draft.assume(
        say(
            draft.lang,
            f"{name} is a GGUF (llama.cpp/Ollama) format; the serving figures are for {served}"
            " weights of the same width on a continuous-batching server",
            f"{name} 是 GGUF（llama.cpp/Ollama）格式；并发数字按同样位宽的 {served} 权重、"
            "在连续批处理的推理服务上估算",
        )
    )


def plan_capacity(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``serving_capacity`` on the GPUs named (the first card, with its count)."""
    model = model_name(query)
    if model is None or not query.gpus or query.blocked:
        return []
    gpu = query.gpus[0]
    engine, stated = served_on(query, tools.catalog)
    calls = []
    for precision in (stated,) if stated else FALLBACK_PRECISIONS:
        call = tools.call(
            "serving_capacity",
            model=model,
            gpu=gpu.gpu_id,
            count=gpu.count,
            tokens_per_s=query.tokens_per_s_target,
            context=query.context_tokens,
            engine=engine,
            precision=precision,
            **latency_args(query),
        )
        calls.append(call)
        result = call.typed(ServingCapacity)
        if result is not None and result.users > 0:
            break
    return calls


def _limit(draft: Draft, cap: ServingCapacity) -> str:
    lang = draft.lang
    replica = say(
        lang,
        f"{cap.gpus_per_replica} GPU{'s' if cap.gpus_per_replica > 1 else ''} per replica",
        f"每个副本 {cap.gpus_per_replica} 张卡",
    )
    if cap.limited_by == "memory":
        return say(
            lang,
            f"The limit is KV-cache memory: {cap.max_batch_per_replica}"
            f" conversation{'s' * (cap.max_batch_per_replica != 1)} fit per"
            f" replica ({replica}), {cap.kv_gb_per_sequence:.2f} GB of KV cache each beside"
            f" {gb(cap.weights_gb)} of weights.",
            f"瓶颈是 KV 缓存显存：每个副本（{replica}）在 {gb(cap.weights_gb)} 权重之外能放下"
            f" {cap.max_batch_per_replica} 个会话，"
            f"每个会话的 KV 缓存 {cap.kv_gb_per_sequence:.2f} GB。",
        )
    return say(
        lang,
        f"The limit is speed: memory holds {cap.max_batch_per_replica} conversations per replica"
        f" ({replica}), but past {cap.batch_per_replica} each user would drop below"
        f" {cap.tokens_per_s_target:g} tokens/s.",
        f"瓶颈是速度：每个副本（{replica}）的显存能放 {cap.max_batch_per_replica} 个会话，"
        f"但超过 {cap.batch_per_replica} 个后每个用户会低于 {cap.tokens_per_s_target:g} tokens/s。",
    )


def _guess_judged(draft: Draft, users: int) -> str:
    """The count set against the asker's guess (", not the 5 you hoped for", ", so 5 is fine")."""
    guess = draft.query.users_guessed
    if guess is None:
        return ""
    draft.verdict = "yes" if users >= guess else "no"
    if users >= guess:
        return say(draft.lang, f", so {guess} at once is fine", f"，{guess} 个人同时用没问题")
    return say(draft.lang, f", not the {guess} you hoped for", f"，到不了你说的 {guess} 个")


def _users_lead(draft: Draft, cap: ServingCapacity, setup: str, model: str) -> None:
    lang = draft.lang
    judged = _guess_judged(draft, cap.users)
    draft.add(
        say(
            lang,
            f"**About {cap.users} concurrent user{'s' * (cap.users != 1)}{judged}:** {setup} serve"
            f" {model} on {cap.engine} ({cap.precision}) to {cap.users}"
            f" conversation{'s' * (cap.users != 1)} of {cap.context_tokens:,} tokens,"
            f" each at about {cap.per_user_tokens_per_s:g} tokens/s.",
            f"**约 {cap.users} 路并发{judged}：**{setup} 用 {cap.engine}（{cap.precision}）"
            f"跑 {model}，"
            f"能同时服务 {cap.users} 个 {cap.context_tokens:,} token 的会话，每路约"
            f" {cap.per_user_tokens_per_s:g} tokens/s。",
        )
    )


def _rate_lead(draft: Draft, cap: ServingCapacity, setup: str, model: str) -> None:
    """The users held said as requests per second (users x tokens/s each ÷ reply tokens)."""
    reply = draft.query.output_tokens or REQUEST_OUTPUT_TOKENS
    rps = rate_for_users(cap.users, reply, cap.per_user_tokens_per_s)
    shown = f"{rps:,.1f}" if rps < 10 else f"{rps:,.0f}"  # noqa: PLR2004 - one decimal below 10
    draft.add(
        rate_say.RATE_HELD(
            rps=shown,
            setup=setup,
            model=model,
            engine=cap.engine,
            precision=cap.precision,
            users=cap.users,
            tps=f"{cap.per_user_tokens_per_s:g}",
            reply=reply,
        ).render(draft.lang)
    )
    draft.add(rate_say.RATE_REPLY_ASSUMED(reply=reply).render(draft.lang))


def _no_users(draft: Draft, cap: ServingCapacity, setup: str, model: str, narrowed: bool) -> None:
    """No conversation fits: the weights alone past the cards' memory said first, if they are.

    ``narrowed``: wider weights were tried first, so even these narrowest ones do not fit.
    """
    lang = draft.lang
    even = say(lang, "even ", "即使用 ") if narrowed else ""
    draft.verdict = "no"
    card = draft.catalog.gpus.get(cap.gpu_id)
    total = card.memory_gb * cap.gpus if card is not None else None
    if total is not None and cap.weights_gb > total:
        draft.add(
            say(
                lang,
                f"**The weights do not fit, so no users at all:** {model} {even}at"
                f" {cap.precision} is {gb(cap.weights_gb)} of weights, more than the"
                f" {gb(total)} of {setup} in all, before any KV cache.",
                f"**权重就放不下，一个并发也开不了：**{model}（{even}{cap.precision}）权重"
                f" {gb(cap.weights_gb)}，超过 {setup} 的显存总量 {gb(total)}，还没算 KV 缓存。",
            )
        )
        return
    draft.add(
        say(
            lang,
            f"**No users at all:** {model} ({gb(cap.weights_gb)} of {cap.precision} weights)"
            f" leaves no room for a conversation on {setup} at {cap.tokens_per_s_target:g}"
            " tokens/s each.",
            f"**一个用户也撑不住：**{model}（{cap.precision} 权重 {gb(cap.weights_gb)}）在"
            f" {setup} 上放不下一个每秒 {cap.tokens_per_s_target:g} token 的会话。",
        )
    )


def compose_capacity(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """First line: the user count; then what limits it, and the assumptions behind it."""
    lang = draft.lang
    sized = [c for call in calls if (c := call.typed(ServingCapacity)) is not None]
    cap = next((c for c in sized if c.users > 0), sized[-1] if sized else None)
    if cap is None:
        draft.add(say(lang, "I could not size this deployment.", "无法估算这个部署。"))
        return
    name, card = draft.gpu_name(cap.gpu_id), draft.catalog.gpus.get(cap.gpu_id)
    if cap.gpus > 1 and card is not None and "GB" not in name:  # "8卡 L20": each card's memory
        name += say(lang, f" ({card.memory_gb:g} GB each)", f"（每卡 {card.memory_gb:g} GB）")
    elif card is not None and "GB" not in name:  # the one card's memory, the room the users share
        name += say(lang, f" ({card.memory_gb:g} GB)", f"（{card.memory_gb:g} GB）")
    setup = f"{cap.gpus} × {name} {draft.spec(cap.gpu_id)}".strip()
    model = draft.model_name(cap.model_id)
    if cap.latency is not None and cap.limited_by != "fit" and cap.users == 0:
        draft.verdict = "no"  # the GPUs hold conversations, just not at the latency asked
        targets = targets_said(cap.latency)
        draft.add(say_latency.NO_USERS(targets=targets, setup=setup, model=model).render(lang))
        add_latency(draft, cap.latency, cap.per_user_tokens_per_s, None, cap.context_tokens)
        return
    if cap.limited_by == "fit" or cap.users == 0:
        _no_users(draft, cap, setup, model, narrowed=sized[0] is not cap)
        return
    if draft.query.asks_request_rate:  # "how many requests per second": the users as a rate
        _rate_lead(draft, cap, setup, model)
    else:
        _users_lead(draft, cap, setup, model)
        head_count_judged(draft, cap.users)  # "40ish employees": the count set against them
    if cap.latency is None:
        draft.add(_limit(draft, cap))
    stated = cap.tokens_per_s_target if cap.target_stated else None
    add_latency(draft, cap.latency, cap.per_user_tokens_per_s, stated, cap.context_tokens)
    if sized[0] is not cap:
        draft.add(
            say(
                lang,
                f"At {sized[0].precision} the weights leave no room for conversations, so this"
                f" is sized at {cap.precision}.",
                f"按 {sized[0].precision} 权重放不下任何会话，所以按 {cap.precision} 估算。",
            )
        )
    if not cap.target_stated:
        draft.assume(
            say(
                lang,
                f"per-user speed held at {cap.tokens_per_s_target:g} tokens/s, a little faster"
                " than people read; state your own target to change it",
                f"每个用户的速度按不低于 {cap.tokens_per_s_target:g} tokens/s 计算"
                "（略快于阅读速度）；可以说明你自己的目标",
            )
        )
    draft.assume(
        say(
            lang,
            f"{cap.context_tokens:,} tokens per conversation (prompt + reply), KV cache in"
            " 16 bits, 90% of each GPU given to the server",
            f"每个会话 {cap.context_tokens:,} token（提示词 + 回复），KV 缓存 16 位，"
            "服务进程占用每张卡 90% 的显存",
        )
    )
    gguf_served(draft)
    for warning in cap.warnings[:2]:  # "started with --parallel 19": the slots the count needs
        draft.assume(warning)
    draft.explain(limit=1)


__all__ = ["asks_capacity", "compose_capacity", "gguf_served", "plan_capacity"]
