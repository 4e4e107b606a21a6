"""Not covered: say so in the first line, name what is close, and never quote a stray passage.

Reached for a workload the calculators do not size (image generation, video, vision, speech),
a model only its maker serves (Claude, GPT-4o) and, from the advisor, for a question no guide
section is about.
"""

from collections.abc import Sequence

from assistant.answer.compose import Draft, say, spec_looked_up
from assistant.catalog.specs import Catalog
from assistant.kinds.base import Examples, Kind, no_plan
from assistant.messages import catalog as cat
from assistant.messages import talk
from assistant.messages.media_jobs import VOICE_NOT_MODELLED
from assistant.models import Query, ToolCall

FAMILY_NAMES = {
    "image": ("image generation", "图像生成"),
    "video": ("video generation", "视频生成"),
    "vision": ("computer vision", "计算机视觉"),
    "speech": ("speech", "语音"),
}


def _about_workload(draft: Draft) -> list[str]:
    name = (draft.query.workload_name or "").lower()
    return [e.doc_id for e in draft.guides if name and name in e.text.lower()]


def _about_card(draft: Draft) -> bool:
    """Whether a guide passage names a card the catalog lacks (what it says may be quoted)."""
    names = [
        (p.surface or "").lower()
        for p in draft.query.problems
        if p.kind == "unknown_gpu" and p.surface
    ]
    texts = [f"{e.section} {e.text}".lower() for e in draft.guides[:2]]
    return any(n and n in t for n in names for t in texts)


def _unknown_cards(query: Query) -> list[str]:
    """The names of cards the question names that the catalog does not hold."""
    return [p.en for p in query.problems if p.kind in ("unknown_gpu", "other_accelerator")]


def _unknown_model(query: Query) -> bool:
    """A model named that the catalog holds no rows for, and nothing else to size by.

    A family it lacks ("InternLM") or a version it lacks ("deepseek v3.1", "llama 5"): the
    problem note names it and what is close. A workload read from a task word alone ("语音识别"
    read as Whisper) is no model named.
    """
    unknown = any(
        p.kind == "unlisted_model" or (p.kind == "unknown_model" and p.surface is not None)
        for p in query.problems
    )  # "qwen3" alone (several sizes, no surface) is a family the catalog holds
    sized = query.model_id is not None or query.params_b is not None or bool(query.workload_ids)
    # "what speech models (asr + tts) fit on an L4": the family's catalog models are listed,
    # the kind it lacks (TTS) noted beside them
    listed = query.workload_ask == "list" and query.workload_id is not None
    return unknown and not sized and not listed


CLOSE_OPEN_MODELS = 3
"""How many open-weight models a closed-model answer names as what is close."""


def _largest_open_models(catalog: Catalog) -> list[str]:
    """The catalog's largest open-weight models, one per family: the class of a frontier API."""
    names: list[str] = []
    families: set[str] = set()
    for model in sorted(catalog.models.values(), key=lambda m: (-m.params_b, m.name)):
        if model.family not in families:
            families.add(model.family)
            names.append(model.name)
        if len(names) == CLOSE_OPEN_MODELS:
            break
    return names


def _closed_model(draft: Draft) -> None:
    """A closed model: nothing to size or price, then the open models of its class."""
    lang = draft.lang
    draft.add(talk.CLOSED_MODEL(model=draft.query.closed_model or "").render(lang))
    names = _largest_open_models(draft.catalog)
    if names:
        listed = ("、" if lang == "zh" else ", ").join(names)
        draft.add(talk.CLOSED_MODEL_CLOSE(models=listed, first=names[0]).render(lang))


def compose_not_covered(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """First line: what is not covered; then what is close; a quote only if it names the subject."""
    query = draft.query
    lang = draft.lang
    if query.miscounted:
        return  # the problem note above says what was wrong and what to say instead
    if query.closed_model is not None and query.declined is None:
        _closed_model(draft)
        return
    if _unknown_model(query):  # the problem note above names the model and the closest ones
        draft.add(cat.NO_MODEL_FIGURES().render(lang))
        return
    if query.licence_priced:  # "nvidia ai enterprise license cost": no price book holds it
        draft.add(talk.LICENCE_NOT_PRICED().render(lang))
        draft.add(talk.LICENCE_CLOSE().render(lang))
        return
    if _unmodelled(query):  # "3d gaussian splatting": named, then what is close
        en, zh = talk.WORK_NAMES[query.unmodelled_work or ""]
        draft.add(talk.UNMODELLED_WORK(work=en if lang == "en" else zh).render(lang))
        draft.add(talk.UNMODELLED_WORK_CLOSE().render(lang))
        return
    if any(p.kind == "other_accelerator" for p in query.problems):  # an NPU, an LPU…
        draft.add(talk.OTHER_CHIP_CLOSE().render(lang))
        return
    if _unknown_cards(query) and spec_looked_up(query):  # its figures asked: none to give
        draft.add(cat.NO_CARD_SPECS().render(lang))
        return
    if _unknown_cards(query):  # the problem note above names the card and the closest ones
        draft.add(
            say(
                lang,
                "I have no specifications for that card, so I won't guess. You can also state"
                " its memory in GB and I'll size the commonest card of that memory.",
                "我没有这张卡的规格数据，所以不做猜测。也可以直接说它的显存大小，"
                "我会按最常见的同显存卡来算。",
            )
        )
        if _about_card(draft):  # an announced card a guide describes ("Rubin VR200")
            draft.explain(limit=1)
        return
    if query.workload_family == "speech" and query.workload_unknown:  # a voice model (TTS)
        sep = "、" if lang == "zh" else ", "
        line = VOICE_NOT_MODELLED(names=sep.join(query.workload_unknown)).render(lang)
        draft.add(line + ("。" if lang == "zh" else "."))
        return
    if query.workload_family is not None:
        en, zh = FAMILY_NAMES[query.workload_family]
        named = query.workload_name or en
        draft.add(
            say(
                lang,
                f"I don't size {en} workloads such as {named} yet: my memory, speed and price"
                " calculators cover large language models (inference, fine-tuning and serving).",
                f"我目前还不能为 {named} 这类{zh}任务估算显存和速度："
                "我的显存、速度和价格计算器只覆盖大语言模型（推理、微调和部署）。",
            )
        )
        draft.add(
            say(
                lang,
                "What is close: ask me about GPU prices per hour, which cards have the memory you"
                " need (for example *which GPUs have 24GB?*), or an LLM on the same card.",
                "相近的问题我可以回答：各 GPU 每小时的租价、"
                "哪些卡有你需要的显存（比如*哪些卡有24G显存？*），或者同一张卡上跑大语言模型的情况。",
            )
        )
        if _about_workload(draft):
            draft.explain(limit=1)
        return
    draft.add(
        say(
            lang,
            "I have no guide that covers this question, so I won't guess.",
            "我的知识库里没有讲这个问题的内容，所以不做猜测。",
        )
    )
    draft.add(
        say(
            lang,
            "What is close: GPU memory for training and inference, speed in tokens/s, cloud"
            " prices, rent or buy, and the cards in my catalog (`gpu-advisor gpus`).",
            "相近的内容：训练和推理的显存、每秒 token 速度、云上价格、租还是买，以及目录里的显卡"
            "（`gpu-advisor gpus`）。",
        )
    )


def _unmodelled(query: Query) -> bool:
    """Work no calculator sizes named, and no model or workload the catalog sizes beside it."""
    sized = query.model_id is not None or query.params_b is not None or query.workload_id
    return query.unmodelled_work is not None and not sized


_CARDLESS_TROUBLES = frozenset(
    {
        "rocm",
        "cuda_unavailable",
        "toolchain",
        "error",
        "nccl",
        "container",
        "no_device",
        "load_hang",
        "driver_module",
        "device_assert",
        "idle_card",
        "tp_split",
    }
)
"""Troubles whose answer needs no card's figures: a software stack's error, the same on any."""


def _not_covered(query: Query) -> bool:
    """A workload the catalog could not resolve, or a card it does not hold and no other."""
    if query.intent == "unsupported" and query.declined is not None:
        return False  # "帮我画一张图": declined by name, whatever workload the words resemble
    unresolved = query.workload_family is not None and query.workload_id is None
    closed = query.closed_model is not None and query.declined is None
    # a card it does not hold weighed against one it does ("3080 12GB vs the 10GB one"): the
    # comparison has one side only
    one = len({g.gpu_id for g in query.gpus}) == 1
    # "rx 7800 xt or 4060 ti for comfyui": one side of the choice only
    alone = not query.gpus or (query.versus or query.unknown_card_weighed) and one
    # an error pasted from a card it does not hold ("HIP error: invalid device function on rx
    # 6700 xt"): the error is answered whatever the card, which is named missing first
    errored = query.task == "troubleshoot" and query.trouble in _CARDLESS_TROUBLES
    unknown_card = bool(_unknown_cards(query)) and alone and not errored
    unpriced = query.licence_priced
    return (
        unresolved
        or unknown_card
        or _unknown_model(query)
        or closed
        or _unmodelled(query)
        or unpriced
    )


NOT_COVERED = Kind(
    name="not_covered",
    intent=None,  # the contract's intent stays what was asked (a fit check on an unknown card)
    examples=Examples(
        en=(
            "best GPU for SDXL LoRA training",
            "how much VRAM does Flux dev need",
            "YOLOv8 training on a 3060, how long",
            "whisper large-v3 on a T4, real-time?",
        ),
        zh=("跑SDXL用什么显卡", "Flux需要多少显存", "3060训练YOLOv8要多久", "T4跑whisper能实时吗"),
    ),
    plan=no_plan,
    compose=compose_not_covered,
    prior=_not_covered,
    needs_calls=False,
)
