"""Speed: tokens per second of a model on a setup, decode or training."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_speed import compose_speed
from assistant.calc.serving import ServingPlan
from assistant.kinds.base import Examples, Kind
from assistant.kinds.link_loss import compose_link_loss, plan_link_loss
from assistant.kinds.serve import compose_serving, plan_serving_question
from assistant.messages import llmcalc as say_serve
from assistant.messages.serve_short import SERVE_PER_USER_SHORT
from assistant.messages.table import CARD_BY_MEMORY
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import plan_speed
from assistant.question.serving_slots import per_user_speed_asked
from assistant.question.speed_card import card_by_memory
from assistant.question.tools import Toolbox


def plan_speed_or_users(query: Query, tools: Toolbox) -> list[ToolCall]:
    """One stream's speed; with N users on the cards one has, the serving plan's speeds."""
    if per_user_speed_asked(query):
        return plan_serving_question(query, tools)
    return plan_link_loss(query, tools, plan_speed(query, tools))  # the bridge pulled: both


def compose_speed_or_users(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Tokens/s per user and in total first when the users were given, then the plan."""
    served = (c.typed(ServingPlan) for c in calls if c.tool == "plan_serving")
    plan = next((p for p in served if p is not None), None)
    stand_in = card_by_memory(draft.query, draft.catalog)
    if stand_in is not None and any(c.input.get("gpu") == stand_in.gpu_id for c in calls):
        memory = draft.query.memory_gb or draft.query.min_memory_gb or 0.0
        draft.assume(CARD_BY_MEMORY(gb=memory, name=draft.gpu_name(stand_in.gpu_id)))
    if plan is None:
        compose_speed(draft, compose_link_loss(draft, calls) or calls)
        return
    owned = next((g.count for g in draft.query.gpus if g.count_stated), None)
    gpus = f"{plan.gpus} × {draft.gpu_name(plan.gpu_id)}"
    total = plan.users * plan.per_user_tokens_per_s
    line = say_serve.SERVE_PER_USER(
        per_user=plan.per_user_tokens_per_s, total=total, users=plan.users, gpus=gpus
    )
    if owned is not None and plan.gpus > owned:
        # "single 3090, 16 concurrent": the cards they have fall short; that is said first
        line = SERVE_PER_USER_SHORT(
            owned=f"{owned} × {draft.gpu_name(plan.gpu_id)}",
            users=plan.users,
            gpus=gpus,
            per_user=plan.per_user_tokens_per_s,
            total=total,
        )
    draft.add(line.render(draft.lang))
    compose_serving(draft, calls)
    if owned is not None and plan.gpus > owned:  # the serving kind's bare "No, it takes N."
        bare = (f"it takes {plan.gpus}.", f"需要 {plan.gpus} 张。")
        draft.paragraphs[1:] = [p for p in draft.paragraphs[1:] if not p.endswith(bare)]


SPEED = Kind(
    name="speed",
    intent="speed",
    gives=("speed", "duration"),
    keeps=("comparison",),
    examples=Examples(
        en=(
            "how many tokens/s does llama 70b get on two 3090s",
            "how fast is qwen 32b on a 4090",
            "what speed can I expect from 8B on an M2 Max",
            "tokens per second of mistral 7b on an A100 with vllm",
            "is a 5090 faster than a 4090 for 13B inference",
            "how fast does training a 7B LoRA go on an H100",
        ),
        zh=(
            "两张3090跑70B每秒多少token",
            "4090跑Qwen 32B速度怎么样",
            "A100上用vLLM跑Mistral 7B每秒多少token",
            "H100训练7B的LoRA有多快",
            "4090推理13B一秒能出多少字",
            "单卡L40S跑14B的生成速度",
        ),
    ),
    plan=plan_speed_or_users,
    compose=compose_speed_or_users,
    prior=lambda q: q.intent == "speed",
    # a model to time: a speed asked of it is this kind's, whatever else the reading named
    asked_needs=lambda q: (
        (q.model_id is not None or q.params_b is not None) and q.workload_id is None
    ),
)
