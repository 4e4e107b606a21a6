"""Concept: explain a term, a trade-off or a how-to from the guides, cited."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_catalog_spec import FEATURE_LABELS, lead_feature
from assistant.answer.concept import compose_concept
from assistant.answer.concept_cards import add_card_notes, cards_without_guide
from assistant.answer.held_memory_lead import held_memory_lead
from assistant.answer.link_need_lead import lead_link_need
from assistant.calc.catalog_query import CatalogQuery, CatalogResult
from assistant.kinds.base import Examples, Kind
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def plan_feature_row(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The named card's catalog row when whether it has a feature is asked, else nothing.

    "is fp8 supported on Ampere, can my A100 do it in vLLM": the row gives the yes or no the
    explanation leads with.
    """
    ids = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    feature = query.features or query.excluded_features
    if not (query.asks_has and feature and len(ids) == 1):
        return []
    features = {"features": query.features, "excluded_features": query.excluded_features}
    return [tools.call("query_catalog", gpu_ids=ids, **features)]


def _lead_with_row(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Say from the card's row whether it has the feature asked; whether it was said."""
    call = next((c for c in calls if c.tool == "query_catalog"), None)
    out = call.typed(CatalogResult) if call is not None else None
    if call is None or out is None or not out.rows:
        return False
    lead_feature(draft, out.rows[0], CatalogQuery.model_validate(call.input))
    return True


def _explain(draft: Draft, calls: Sequence[ToolCall]) -> None:
    # "what is flash attention, does my 2080 ti have it": the term asked first, its row after
    defined = draft.query.definition
    row_said = not defined and (_lead_with_row(draft, calls) or lead_link_need(draft))
    # "vllm shows 21gb used, leak?": the engine's reserve first, which answers it even when no
    # guide section does (no "nothing covers this" line beneath it then)
    kind, held, said = draft.query.kind, held_memory_lead(draft), len(draft.paragraphs)
    compose_concept(draft)
    if held and draft.query.kind == "not_covered":
        del draft.paragraphs[said:]
        draft.query = draft.query.model_copy(update={"kind": kind})
    if defined and draft.query.kind != "not_covered":
        row_said = _lead_with_row(draft, calls)
    if draft.query.kind == "not_covered" and not row_said and len(draft.paragraphs) == 1:
        cards_without_guide(draft)  # no guide: the named cards' own figures, if any
    elif draft.query.kind != "not_covered" and not row_said:  # then what the named cards are
        add_card_notes(draft)


MOE_HINT = (
    "mixture-of-experts MoE total versus active parameters memory speed",
    "混合专家 MoE 总参数 激活参数 显存 速度",
)
"""Retrieval words when a mixture-of-experts model is named: a why about it ("faster than the
14B yet takes more memory") is the total-versus-active section's."""


IMAGE_PRECISION_HINT = (
    "image generation denoiser precision fp8 NF4 GGUF Q8_0 diffusion transformer",
    "文生图 去噪网络 精度 fp8 NF4 GGUF Q8_0 扩散",
)
"""Retrieval words when an image model's precision is asked ("flux 的 fp8、nf4 有啥区别"): the
image guide's section on the denoiser's precision, not the LLM quantization formats."""


HELD_MEMORY_HINT = (
    "vLLM gpu_memory_utilization reserves memory KV cache blocks nvidia-smi memory used",
    "vLLM gpu_memory_utilization 预留 显存 KV 缓存 启动 占满",
)
"""Retrieval words when an engine's memory hold is asked ("21gb used, leak?"): its reserve."""


POOLING_HINT = (
    "Does VRAM pool across GPUs? can two cards pool their vram for one model, does vram stack",
    "多张卡的显存能叠加（合并）吗 两张卡的显存能叠加吗 双卡显存能合并起来跑一个大模型吗",
)
"""Retrieval words when several cards' memory is asked to add up: how a model is split."""


EXPERT_OFFLOAD_HINT = (
    "Experts in system RAM on a small GPU: llama.cpp --cpu-moe and --n-cpu-moe",
    "小显存跑 MoE：把专家放进内存（llama.cpp 的 --cpu-moe 与 --n-cpu-moe）",
)
"""Retrieval words when llama.cpp's experts-in-RAM flag is asked about: its section."""


SPEED_GAP_HINT = (
    "Which matters most for LLMs: VRAM, bandwidth or compute? tokens per second are bounded by"
    " bandwidth whatever the TFLOPS",
    "跑大模型，显存、带宽和算力哪个更重要？ 生成速度受显存带宽限制 算力 TFLOPS",
)
"""Retrieval words when why one card generates faster than another is asked: what limits it."""


PHASE_GAP_HINT = (
    "Prefill versus decode: why one is compute-bound and the other bandwidth-bound",
    "预填充与解码：为什么一个受算力限制、一个受带宽限制",
)
"""Retrieval words when the gap between a run's prompt reading and its generation is asked."""


BACKFIRED_HINT = (
    "Speculative decoding draft model EAGLE heads: the gain shrinks at high concurrency and"
    " depends on how often draft tokens are accepted",
    "投机解码 草稿模型 EAGLE 预测头：并发高时收益变小，取决于草稿 token 被接受的比例",
)
"""Retrieval words when a speed-up technique (speculative decoding) made things slower."""


def _hint(query: Query) -> tuple[str, str] | None:
    """The hint of a mixture-of-experts model, an image model's precision or a memory hold."""
    if query.held_memory_asked:
        return HELD_MEMORY_HINT
    if query.pooling_asked:
        return POOLING_HINT
    if query.expert_offload_asked:  # "--n-cpu-moe 是干嘛的": before the MoE model's own hint
        return EXPERT_OFFLOAD_HINT
    if query.technique_backfired:  # "开了投机解码反而变慢": when the technique pays
        return BACKFIRED_HINT
    if query.speed_gap_asked and query.prefill_asked:  # "pp 3000 t/s, tg 40: why the gap"
        return PHASE_GAP_HINT
    if query.speed_gap_asked and len({g.gpu_id for g in query.gpus}) >= 2:
        return SPEED_GAP_HINT  # "more tflops, yet the 3090 generates faster": bandwidth
    if query.moe_named:
        return MOE_HINT
    if query.definition and query.features:  # "what is flash attention, does my 2070 do it":
        named = " ".join(FEATURE_LABELS[f] for f in query.features)  # the term, not the card
        return named, named
    image = query.workload_family == "image" and query.precision is not None
    return IMAGE_PRECISION_HINT if image else None


def _term_defined(query: Query) -> bool:
    """A term of a workload asked to be defined, nothing to size or choose: no card or budget.

    "whisper 的 RTF 是啥意思？0.05 是说一小时音频 3 分钟转完吗" names a workload, which makes the
    parser's reading a pick; the definition asked is the explanation kind's to answer, where the
    question is closer to its examples (similarity decides, as for any kind admitted).
    """
    sized = query.model_id is not None or query.params_b is not None or bool(query.gpus)
    chosen = query.asks_gpu_pick or query.budget is not None
    return query.definition and query.workload_id is not None and not sized and not chosen


CONCEPT = Kind(
    name="concept",
    intent="concept",
    examples=Examples(
        en=(
            "what is NVLink?",
            "LoRA vs QLoRA, what's the difference",
            "why does the KV cache grow with context",
            "what does MFU mean",
            "is ROCm usable for pytorch now",
            "what is tensor parallelism and when do I need it",
            "explain FP8 training",
            "how does speculative decoding speed things up",
        ),
        zh=(
            "NVLink是什么？",
            "LoRA和QLoRA有什么区别",
            "为什么KV cache随上下文变大",
            "MFU是什么意思",
            "国产卡能替代英伟达吗",
            "张量并行是什么，什么时候需要",
            "解释一下FP8训练",
            "投机解码为什么能加速",
        ),
    ),
    plan=plan_feature_row,
    compose=_explain,
    prior=lambda q: q.intent == "concept",
    admits=_term_defined,
    needs_calls=False,
    hint_of=_hint,
)
