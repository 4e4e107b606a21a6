"""Lead a concept answer with whether NVLink is needed for the job asked (``calc.link_need``).

"do I need nvlink for 2x 3090 inference?" is answered "No, not for inference: …" before the
interconnect guide's passage, with the traffic of a full fine-tuning step worked out when the
model's size is known.
"""

from __future__ import annotations

from typing import Literal

from assistant.answer.compose import Draft
from assistant.calc.link_need import LinkNeed, link_need
from assistant.messages import link_need as say

_VERDICTS: dict[str, Literal["yes", "no"]] = {
    "not_needed": "no",
    "helps_little": "no",
    "helps": "yes",
}


def _training(draft: Draft) -> bool:
    q = draft.query
    return q.training_said or q.finetune_unspecified or q.method not in (None, "inference")


def _hidden_state(draft: Draft) -> tuple[str, str]:
    """A token's hidden state in bf16 for the named model (else a 70B model's 16 KB)."""
    spec = draft.catalog.models.get(draft.query.model_id) if draft.query.model_id else None
    if spec is None:
        return "16 KB", ""
    kb = spec.hidden_size * 2 / 1024
    name = say.OF_MODEL(model=spec.name).render(draft.lang)
    return f"{kb:.0f} KB", name


def _line(draft: Draft, need: LinkNeed) -> str:
    lang, q = draft.lang, draft.query
    zh = lang == "zh"
    ids = list(dict.fromkeys(g.gpu_id for g in q.gpus))
    named = say.CARDS_NAMED(count=need.count, gpu=draft.gpu_name(ids[0])) if len(ids) == 1 else None
    cards = (named or say.CARDS(count=need.count)).render(lang)
    method = say.METHODS.get(q.method or "", ("", ""))[zh]
    if need.verdict == "not_needed":
        kb, of_model = _hidden_state(draft)
        return say.NOT_NEEDED(cards=cards, kb=kb, of_model=of_model).render(lang)
    if need.verdict == "helps_little" and not need.training:
        return say.TENSOR_INFERENCE(cards=cards, count=need.count).render(lang)
    if need.verdict == "helps_little":
        return say.ADAPTERS(method=method, cards=cards).render(lang)
    if need.verdict == "depends":
        return say.DEPENDS(cards=cards).render(lang)
    method = method or say.METHODS["full"][zh]
    if need.grads_gb is None or need.pcie_s is None:
        return say.FULL_GENERIC(method=method, cards=cards).render(lang)
    linked = ""
    if need.nvlink_s is not None and need.nvlink_gb_s is not None and ids:
        gpu = draft.gpu_name(ids[0])
        link = say.FULL_LINKED(nvlink_s=need.nvlink_s, gpu=gpu, gb_s=need.nvlink_gb_s)
        linked = link.render(lang)
    spec = draft.catalog.models.get(q.model_id) if q.model_id else None
    model = spec.name if spec is not None else say.SIZED(params=need.grads_gb / 2).render(lang)
    how = say.HOW_SHARDED if need.split == "sharded" else say.HOW_DATA_PARALLEL
    return say.FULL_MEASURED(
        how=how().render(lang),
        method=method,
        model=model,
        cards=cards,
        traffic=need.traffic_gb or 0.0,
        grads=need.grads_gb,
        pcie_s=need.pcie_s,
        linked=linked,
    ).render(lang)


def lead_link_need(draft: Draft) -> bool:
    """Say first whether NVLink is needed for the job asked; whether it was said."""
    q = draft.query
    if not q.link_need:
        return False
    ids = list(dict.fromkeys(g.gpu_id for g in q.gpus))
    gpu = draft.catalog.gpus.get(ids[0]) if len(ids) == 1 else None
    count = max((g.count for g in q.gpus), default=2)
    spec = draft.catalog.models.get(q.model_id) if q.model_id else None
    need = link_need(
        method=q.method,
        training=_training(draft),
        split=q.link_split,
        count=count,
        params_b=spec.params_b if spec is not None else q.params_b,
        gpu=gpu,
    )
    line = _line(draft, need) + ("。" if draft.lang == "zh" else ".")
    if gpu is not None and not gpu.nvlink:
        line += say.CARD_HAS_NONE(gpu=draft.gpu_name(gpu.id)).render(draft.lang)
        draft.premises_said = True
    verdict = _VERDICTS.get(need.verdict)
    if verdict is not None:
        draft.verdict = verdict
    draft.add(line)
    return True


__all__ = ["lead_link_need"]
