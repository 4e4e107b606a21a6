"""Host memory: is the system RAM of a stated box enough for its GPUs and model."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_trouble import compose_host
from assistant.calc.sizing import MemoryEstimate
from assistant.kinds.base import Examples, Kind
from assistant.kinds.memory_need import SIZING_CARD
from assistant.messages import memory_need as say
from assistant.models import Query, ToolCall
from assistant.question.plan_trouble import plan_host
from assistant.question.planner import memory_call
from assistant.question.tools import Toolbox

OFFLOAD_PRECISION = "q4_k_m"
"""A model offloaded to system RAM runs on llama.cpp: sized as the Q4_K_M file people pull."""


def _model_offloaded(query: Query) -> bool:
    """RAM stated for a model with no card named ("32gb of ram enough for 70b with offload")."""
    named = query.model_id is not None or query.params_b is not None
    return not query.gpus and named and query.ram_gb is not None


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The box's RAM rule; with no card, the model's size where RAM and GPU share it."""
    if not _model_offloaded(query):
        return plan_host(query, tools)
    model = query.model_id or f"{query.params_b:g}b"
    sized = query.model_copy(update={"precision": query.precision or OFFLOAD_PRECISION})
    return [memory_call(sized, tools, model, "inference", SIZING_CARD)]


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Whether the stated RAM holds the model, or how much GPU memory it needs beside it."""
    sizes = [c for c in calls if c.tool == "estimate_memory"]
    sized = next((m for c in sizes if (m := c.typed(MemoryEstimate)) is not None), None)
    ram = draft.query.ram_gb
    if sized is None or ram is None:
        compose_host(draft, calls)
        return
    name = draft.model_name(sized.model_id)
    precision = "4-bit (Q4_K_M)" if sized.precision == "q4_k_m" else sized.precision
    if draft.lang == "zh" and sized.precision == "q4_k_m":
        precision = "4 位（Q4_K_M）"
    need = sized.per_gpu_gb
    if ram >= need:
        draft.verdict = "yes"
        line = say.RAM_HOLDS_IT(ram=ram, model=name, precision=precision, need=need)
    else:
        draft.verdict = "conditional"
        gap = need - ram
        line = say.RAM_WITH_GPU(gap=gap, ram=ram, model=name, precision=precision, need=need)
    draft.add(line.render(draft.lang) + ("。" if draft.lang == "zh" else "."))


HOST = Kind(
    name="host",
    intent=None,
    examples=Examples(
        en=(
            "is 64GB of RAM enough for 4x 4090?",
            "how much system memory do I need for an 8 GPU server",
            "host RAM for loading a 70B model",
        ),
        zh=("4张4090配64G内存够吗？", "8卡服务器需要多大内存", "加载70B模型需要多少主机内存"),
    ),
    plan=_plan,
    compose=_compose,
    prior=lambda q: q.task == "host",
    needs_calls=False,
)
