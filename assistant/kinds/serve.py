"""Serving: GPUs, KV budget and tokens/s per user for N concurrent users."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_speed import compose_serve
from assistant.calc.serving import ServingPlan
from assistant.kinds.base import Examples, Kind
from assistant.kinds.serve_capacity import asks_capacity, compose_capacity, plan_capacity
from assistant.models import Query, ToolCall, Verdict
from assistant.question.planner import plan_serve
from assistant.question.tools import Toolbox


def plan_serving_question(query: Query, tools: Toolbox) -> list[ToolCall]:
    """GPUs for N users, or N users for the GPUs named (the count asked)."""
    return plan_capacity(query, tools) if asks_capacity(query) else plan_serve(query, tools)


def compose_serving(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The serving plan; when the user named their GPUs, the first line says whether they do."""
    if any(c.tool == "serving_capacity" for c in calls):
        compose_capacity(draft, calls)
        return
    first = draft.query.gpus[0] if draft.query.gpus else None
    # "需要几张 A100": the card is named, the count is the question, so no yes/no on one card
    stated = first if first is not None and (first.count_stated or first.count > 1) else None
    plan = calls[0].typed(ServingPlan) if calls and stated else None
    verdict: Verdict | None = None
    if stated is not None and plan is not None:
        name = draft.gpu_name(stated.gpu_id)
        have = f"{stated.count} × {name}"
        if plan.gpus <= stated.count and plan.meets_target:
            verdict = "yes"
            draft.add(say(draft.lang, f"**Yes, {have} is enough.**", f"**够用，{have} 就行。**"))
        else:
            verdict = "no"
            draft.add(
                say(
                    draft.lang,
                    f"**No, {have} is not enough:** it takes {plan.gpus}.",
                    f"**不够，{have} 撑不住：**需要 {plan.gpus} 张。",
                )
            )
    compose_serve(draft, calls)
    if verdict is not None:  # a yes/no question was asked: the contract carries its answer
        draft.verdict = verdict


def _serves_users(query: Query) -> bool:
    return query.users is not None and (query.model_id is not None or query.params_b is not None)


SERVE = Kind(
    name="serve",
    intent="recommend",
    examples=Examples(
        en=(
            "how many GPUs to serve llama 3 70b to 100 concurrent users",
            "what do I need to host a 7B chatbot for 500 users",
            "can one H100 serve 50 users of qwen 32b with vllm",
            "gpus needed for 20 simultaneous users at 30 tokens/s each",
            "serving deepseek for our company of 200 people, how many cards",
            "capacity planning: 8B model, 1000 concurrent requests",
            "how many concurrent users can 4x 4090 handle with a 14B model on vllm",
            "max concurrent requests for llama 8b on one L40S",
        ),
        zh=(
            "100个并发用户跑70B需要几张卡",
            "给500个用户部署7B聊天机器人要什么配置",
            "一张H100用vLLM能扛50个并发的Qwen 32B吗",
            "20个人同时用，每人每秒30个token，要几张GPU",
            "公司200人用DeepSeek，需要多少张卡",
            "8B模型1000并发需要多少显卡",
            "4张4090用vLLM跑14B能撑多少并发",
            "一张L40S跑8B模型能同时服务几个用户",
        ),
    ),
    plan=plan_serving_question,
    compose=compose_serving,
    # N concurrent users of a model is a serving question, whatever the verb ("can one A10G
    # handle 10 users of Mistral 7B?"): a single-GPU fit check would answer another question
    prior=lambda q: (
        asks_capacity(q) or (_serves_users(q) and (q.task == "serve" or (q.users or 0) >= 2))
    ),
    admits=lambda q: _serves_users(q) or asks_capacity(q),
)
