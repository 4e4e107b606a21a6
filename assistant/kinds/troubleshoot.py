"""Troubleshooting: out of memory, utilisation, scaling, NCCL, CUDA errors, NaN, Xid, slow jobs.

Also a fake card, no kernel image, CUDA not available and a job slower than it should be.
"""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_fan import fan_lead
from assistant.answer.compose_power import compose_power_answer
from assistant.answer.compose_power_cause import lead_power_cause, plan_power_cause
from assistant.answer.compose_queueing import compose_queueing, plan_queueing, queueing_hint
from assistant.answer.compose_trouble import compose_troubleshoot
from assistant.answer.media_judged import judge_media_seen, plan_media_seen
from assistant.kinds.base import Examples, Kind
from assistant.kinds.power import plan_power
from assistant.kinds.verify import compose_verify
from assistant.kinds.workload_plans import job_size, media_args
from assistant.models import Query, ToolCall
from assistant.question.plan_trouble import plan_troubleshoot
from assistant.question.tools import Toolbox


def _symptom(query: Query) -> bool:
    """A described error or symptom (an image or speech job out of memory is sized instead)."""
    sized = query.trouble == "oom" and query.workload_id is not None
    return query.task == "troubleshoot" and not sized


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A slowdown from the card's own heat is answered by that reading; else the remedies."""
    if judge_media_seen(draft, calls):  # "一张 12 秒，正常吗": in line, nothing to fix
        return
    if _cap_weighed(draft.query):  # "cap it at 280W to stop the throttling?"
        compose_power_answer(draft, calls)  # the speed the limit costs, then why
        return
    if fan_lead(draft):  # "| 0%  87C  P2  445W / 450W |": the fan stopped, judged first
        return
    if draft.query.slowed_by_it and draft.query.health_check is not None:
        compose_verify(
            draft, calls
        )  # "结温 104 度，然后降频": what the reading means, then the fix
        return
    if _counted_fault(draft.query):  # "NaN at random steps … Volatile Uncorr. ECC: 12"
        compose_verify(draft, calls)  # the counter judged: the card's memory, not the model
        return
    if draft.query.trouble == "cuda_unavailable" and _on_amd(draft):
        # "ollama only uses the cpu" on a Radeon: ROCm, not a CUDA build, is what to check
        draft.query = draft.query.model_copy(update={"trouble": "rocm"})
    if draft.query.trouble == "queueing":  # "ttft jumps to 20s past 60 concurrent"
        if compose_queueing(draft, calls):  # the queue against the capacity
            return
        draft.query = draft.query.model_copy(update={"trouble": "slow"})  # nothing sized
    compose_troubleshoot(draft, calls)
    lead_power_cause(draft, calls)  # "power-limited them, stable since: so it was the psu?"


def _cap_weighed(query: Query) -> bool:
    """A power limit weighed as a throttling card's cure, the speed it costs asked.

    Read by the follow-up (``follow_trouble.cap_for_a_throttle``): the power kind's limit sized.
    """
    limited = query.power_ask == "power_limit" and query.power_limit_w is not None
    return limited and query.intent == "speed"


def _counted_fault(query: Query) -> bool:
    """A job's NaNs or crash beside a card counter read with errors (ECC, remapped rows)."""
    result = query.test_result
    counted = result is not None and result.test in ("ecc", "remapped_rows") and result.errors
    return bool(counted) and query.trouble in ("nan_loss", "error", "gpu_fault")


def _on_amd(draft: Draft) -> bool:
    """Whether every card named is an AMD one (ROCm, not CUDA)."""
    cards = [draft.catalog.gpus.get(g.gpu_id) for g in draft.query.gpus]
    return bool(cards) and all(c is not None and c.vendor == "AMD" for c in cards)


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The trouble's checks, and the capped cards' power when a limit cured a card fault."""
    if query.trouble == "queueing":  # a latency seen rising with load: the capacity
        return plan_queueing(query, tools)
    if _cap_weighed(query):
        return plan_power(query, tools)  # a limit weighed as the throttling's cure
    return [
        *plan_troubleshoot(query, tools),
        *_psu_checked(query, tools),
        *plan_power_cause(query, tools),
        *plan_media_seen(
            query, tools, media_args(query), job_size(query)
        ),  # "45 fps, look right?": timed
    ]


def _psu_checked(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The stated PSU checked against the build, for a PC that powers off under a GPU load."""
    if query.trouble != "power_trip" or query.psu_stated_w is None:
        return []
    return plan_power(query.model_copy(update={"power_ask": "psu_check"}), tools)


TROUBLESHOOT = Kind(
    name="troubleshoot",
    intent=None,
    examples=Examples(
        en=(
            "CUDA out of memory when fine-tuning llama 8b on a 4090, what do I do",
            "my GPU utilization is only 30% during training",
            "training on 4 GPUs is barely faster than on one",
            "NCCL timeout error on multi-node training",
            "how do I check the rented gpu is actually an A100",
            "CUDA error: no kernel image is available for execution on the device",
            "torch.cuda.is_available() returns False but nvidia-smi works",
            "loss becomes nan when training in fp16",
            "Xid 79 GPU has fallen off the bus",
            "training is much slower than expected on my GPU",
        ),
        zh=(
            "4090微调8B爆显存了怎么办",
            "训练时GPU利用率只有30%",
            "多卡训练没快多少",
            "NCCL超时报错怎么解决",
            "怎么验证租的卡是不是真的A100",
            "报错 no kernel image is available，显卡架构不支持",
            "torch.cuda.is_available() 返回 False，识别不到显卡",
            "fp16 训练 loss 变成 nan",
            "服务器隔几天就掉卡，Xid 报错",
            "训练明显比预期慢，显卡是不是坏了",
        ),
    ),
    plan=_plan,
    hint_of=queueing_hint,
    compose=_compose,
    prior=_symptom,
    needs_calls=False,
)
