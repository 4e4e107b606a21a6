"""A list of the catalog's models asked for, of one family or all ("what glm models do you know").

Read only when no card, memory size, model or size is named: "which models run on a 4090" is
the fits list of that card, and "what Qwen3 sizes are there" beside a card is its fit. The
family comes from the model-family words the model reader knows (``lexicon.MODEL_FAMILIES``)
with its version when one is said ("qwen3" lists Qwen3-*, not Qwen2.5-*).
"""

from __future__ import annotations

import re

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.messages import readings as say
from assistant.question import lexicon as lx
from assistant.question.text import Scan

_LIST_ASKED_RE = re.compile(
    r"(?<![a-z])(?:"
    r"(?:what|which)\s+(?:[a-z0-9.-]{1,24}\s+){0,3}models?\s+(?:do|does|can|are|have|is)\s+"
    r"(?:[a-z0-9.-]{1,24}\s+){0,3}(?:know|support|cover|size|list|catalog(?:ue)?|there)"
    r"|(?:list|show)(?:\s+me)?\s+(?:all\s+)?(?:the\s+|your\s+)?(?:[a-z0-9.-]{1,24}\s+){0,2}models"
    r"|models?\s+(?:do\s+you\s+(?:know|have|support|cover)|(?:are\s+)?in\s+(?:your|the)\s+"
    r"(?:catalog(?:ue)?|list|database))"
    r"|models?\s+(?:from|of|in)\s+the\s+[a-z0-9.-]{1,24}\s+family|[a-z0-9.-]{1,24}\s+family\s+models?"
    r")(?![a-z])"
    r"|(?:支持|知道|认识|收录|覆盖|能估算|能算)(?:了)?(?:哪些|什么|多少|几个)[^，。？?！!]{0,12}模型"
    r"|(?:哪些|什么)[^，。？?！!]{0,12}模型[^，。？?！!]{0,4}(?:知道|支持|收录|覆盖)"
    r"|模型(?:列表|清单|目录)|(?:系列|家族)(?:的|里)?(?:有)?(?:哪些|什么)?模型"
)
_VERSION_RE = re.compile(r"v?(\d{1,2}(?:\.\d{1,2})?)")


_WHICH_RE = re.compile(r"(?<![a-z])which(?![a-z])|哪些|哪几个|哪几款")
"""Which of a family's models is asked ("qwen 系列里哪些 gguf 能全放显存")."""
_RUNS_RE = re.compile(
    r"(?<![a-z])(?:run|runs|fit|fits|load|handle)(?![a-z])|能跑|跑得动|跑得了|能不能跑|可以跑|装得下"
    r"|放得下|带得动"
)
"""Whether the card runs the family is asked ("can 4x 3090 run deepseek", "4090 能跑 deepseek")."""


def _bare_family(text: str) -> str | None:
    """A family named with no version or size ("deepseek", "qwen"), or None."""
    m = lx.MODEL_RE.search(text)
    if m is None or lx.MODEL_PART_RE.findall(m["parts"]):
        return None
    return lx.MODEL_FAMILIES[m["family"]]


def _family_named(text: str) -> str | None:
    """The first model family named, with its version when one is said ("qwen3"), or None."""
    for m in lx.MODEL_RE.finditer(text):
        family = lx.MODEL_FAMILIES[m["family"]]
        version = _VERSION_RE.fullmatch((lx.MODEL_PART_RE.findall(m["parts"]) or [""])[0])
        return family + (version[1] if version else "")
    return None


def _full_model_on_datacenter_cards(scan: Scan, catalog: Catalog) -> None:
    """A bare family set beside two or more datacenter cards is the family's full model.

    "跑 deepseek 推理 H20 到底比 H800 慢多少": nobody weighs 96 GB datacenter cards on a
    distilled 8B, the family named is the model the catalog calls its full one ("full
    DeepSeek": DeepSeek-R1), said in an assumption. A family with no such model stays bare.
    """
    gpus = {g.gpu_id for g in scan.slots.get("gpus") or []}
    family = _bare_family(scan.lower)
    if len(gpus) < 2 or family is None or any(p.kind == "unknown_model" for p in scan.problems):
        return
    if any(g not in catalog.gpus or catalog.gpus[g].segment != "datacenter" for g in gpus):
        return
    full = catalog.model_names.lookup(f"full {family}", guess=False)
    if full is None:
        return
    scan.slots["model_id"], scan.slots["model_ids"] = full, [full]
    scan.slots["models_named"] = scan.slots.get("models_named") or 1
    name = catalog.models[full].name
    written = re.split(r"[-\s]", name)[0]  # "DeepSeek", as the model's own name writes it
    shown = written if normalize_name(written) == family else family
    scan.assumptions.append(say.FAMILY_FULL_MODEL(family=shown, name=name))


_VERSION_ASKED_RE = re.compile(
    r"(?:哪个|哪一?个|哪些|哪几个|什么)\s*(?:版本|尺寸|规格)"
    r"|(?<![a-z])(?:which|what)\s+(?:versions?|sizes?|variants?)(?![a-z])"
)
"""Which version of a model family is asked ("deepseek 哪个版本", "which deepseek version")."""


def _version_of_named_family(scan: Scan, catalog: Catalog) -> None:
    """A family's version asked of the cards, one of its models named beside to rule out.

    "4 张 4090 48G，fp8 能装下 deepseek 哪个版本？满血 r1 肯定不行吧": the family's models that
    fit are the list asked (``fits_family``); the R1 named is the one checked after it.
    """
    model = scan.slots.get("model_id")
    family = _bare_family(scan.lower)
    if model is None or family is None or _VERSION_ASKED_RE.search(scan.lower) is None:
        return
    spec = catalog.models.get(str(model))
    if spec is not None and normalize_name(spec.name).startswith(family):
        scan.slots["fits_family"] = family


def read_model_listing(scan: Scan, catalog: Catalog) -> None:
    """Set ``models_listed`` (a family key, or ``all``) when the catalog's models are asked.

    With a card named, "which of the qwen3 models fit" sets ``fits_family``: the card's list
    of what fits, kept to that family. A bare family beside datacenter cards is its full model.
    """
    sized = scan.slots.get("model_id") or scan.slots.get("params_b")
    hardware = scan.slots.get("gpus") or scan.slots.get("memory_gb")
    if hardware and not sized:
        _full_model_on_datacenter_cards(scan, catalog)
        sized = scan.slots.get("model_id")
    elif hardware:
        _version_of_named_family(scan, catalog)
    if hardware and not sized and _WHICH_RE.search(scan.lower):
        family = _family_named(scan.lower)
        if family is not None:
            scan.slots["fits_family"] = family
            _drop_sizes_asked(scan, family)
        return
    one_card = len({g.gpu_id for g in scan.slots.get("gpus") or []}) == 1
    if one_card and not sized and _RUNS_RE.search(scan.lower):
        # "can 4x 3090 run deepseek": which of the family's models run there, the biggest first
        family = _bare_family(scan.lower)
        asked = any(p.kind == "unknown_model" for p in scan.problems)  # "mixtral": which one
        if family is not None and not asked:
            scan.slots["fits_family"] = family
        return
    if sized or hardware or _LIST_ASKED_RE.search(scan.lower) is None:
        return
    family = _family_named(scan.lower) or "all"
    scan.slots["models_listed"] = family
    _drop_sizes_asked(scan, family)


def _drop_sizes_asked(scan: Scan, family: str) -> None:
    """The family's "which size?" problem dropped: the list answers the sizes it comes in."""
    scan.problems[:] = [
        p
        for p in scan.problems
        if not (p.kind == "unknown_model" and normalize_name(p.surface or family) == family)
    ]


__all__ = ["read_model_listing"]
