"""The cards an explanation's question names, with the catalog facts the concept turns on; pure.

"Why can't the 4090 do MIG like the A100", "FlashAttention: does the V100 support it", "can my
two 3060s do tensor parallel too": the guides explain the concept, and the answer then says
what the named cards are, from their spec rows (cited): memory, bandwidth and architecture
always; the GPU-to-GPU link when the question is about splitting a model or names more than one
card; MIG when MIG is asked; the tensor formats when a precision or FlashAttention is asked.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.catalog_query import has_feature
from assistant.messages import Message, talk
from assistant.models import GPU, GPUAsk, Query

LINK_TERMS = frozenset(
    "nvlink pcie parallel parallelism tensor tp egpu thunderbolt interconnect nccl multi-gpu"
    " 并行 多卡 互联 张量 雷电 卡间".split()
)
"""Topic words of splitting a model over cards: the link between them matters."""
MIG_TERMS = frozenset("mig vgpu partition partitioning 切分 切卡".split())
PRECISION_TERMS = frozenset(
    "fp8 int8 int4 fp4 bf16 fp16 precision quantization quantized quant q4 awq gptq flash"
    " attention flashattention flash-attention 量化 精度".split()
)
"""Topic words of number formats and attention kernels: the card's tensor formats matter."""


def _number(value: float) -> str:
    """A spec figure as its spec passage writes it (1,008; 0.9)."""
    return f"{value:,.2f}".rstrip("0").rstrip(".") if value % 1 else f"{value:,.0f}"


def _bandwidth(gb_s: float) -> str:
    return f"{_number(gb_s / 1000)} TB/s" if gb_s >= 1000 else f"{_number(gb_s)} GB/s"


def _asked(query: Query, terms: frozenset[str]) -> bool:
    return any(t.lower() in terms for t in query.topic_terms)


def _extras(query: Query, gpu: GPU, count: int) -> list[Message]:
    """The facts beyond memory, bandwidth and architecture that this question turns on."""
    extras: list[Message] = []
    if _asked(query, LINK_TERMS) or count > 1 or len(query.gpus) > 1:
        if gpu.nvlink:
            link = talk.CARD_NVLINK(link=gpu.interconnect, speed=_number(gpu.interconnect_gb_s))
        else:
            link = talk.CARD_PCIE_ONLY(pcie=gpu.pcie_gen or "")
        extras.append(link)
    if _asked(query, MIG_TERMS) or "mig" in query.features:
        extras.append(talk.CARD_MIG() if has_feature(gpu, "mig") else talk.CARD_NO_MIG())
    if _asked(query, PRECISION_TERMS):
        if gpu.supports_fp8:
            extras.append(talk.CARD_FP8())
        else:
            extras.append(talk.CARD_BF16_ONLY() if gpu.supports_bf16 else talk.CARD_FP16_ONLY())
    return extras


def _cite_row(draft: Draft, gpu_id: str) -> str:
    """Cite the card's spec row with its figures and its architecture, formats and PCIe lines."""
    evidence = draft.specs.get(f"gpu-{gpu_id}")
    if evidence is None:
        return ""
    return draft.citer.cite(evidence, "\n".join(evidence.text.splitlines()[:2]))


def _card_line(draft: Draft, ask: GPUAsk, gpu: GPU) -> str:
    lang = draft.lang
    count = ask.count or 1
    name = draft.gpu_name(gpu.id)
    card = talk.CARD_COUNT(count=count, card=name).render(lang) if count > 1 else name
    facts = talk.CARD_FACTS(
        card=card,
        marker=_cite_row(draft, gpu.id),
        memory=_number(gpu.memory_gb),
        memory_type=gpu.memory_type,
        bandwidth=_bandwidth(gpu.memory_bandwidth_gb_s),
        architecture=gpu.architecture,
    ).render(lang)
    tail = "".join(m.render(lang) for m in _extras(draft.query, gpu, count))
    return f"- {facts}{tail}{'。' if lang == 'zh' else '.'}"


def add_card_notes(draft: Draft) -> None:
    """After an explanation, one line per card the question named (none when it named none)."""
    lines = []
    seen: set[str] = set()
    for ask in draft.query.gpus:
        gpu = draft.catalog.gpus.get(ask.gpu_id)
        if gpu is None or gpu.id in seen:
            continue
        seen.add(gpu.id)
        lines.append(_card_line(draft, ask, gpu))
    if lines:
        draft.add(talk.CARDS_HEAD().render(draft.lang) + "\n" + "\n".join(lines))


def cards_without_guide(draft: Draft) -> bool:
    """With no guide to quote, what the named cards are is still the answer's ground.

    "为什么 4060 Ti 跑大模型比 3060 还慢": no guide covers the pair, but their rows (288 against
    360 GB/s) hold what it turns on. Says so in place of the no-guide line, then the cards;
    whether two catalog cards were weighed in a why (else the no-guide line stands: one card
    named beside an uncovered subject is no ground for it).
    """
    cards = {g.gpu_id for g in draft.query.gpus if g.gpu_id in draft.catalog.gpus}
    if len(cards) < 2 or not draft.query.explain_asked:
        return False
    draft.paragraphs.clear()
    draft.add(talk.CARDS_NO_GUIDE().render(draft.lang))
    draft.query = draft.query.model_copy(update={"kind": "concept"})
    add_card_notes(draft)
    return True


__all__ = ["add_card_notes", "cards_without_guide"]
