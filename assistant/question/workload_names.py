"""Which catalog workloads a question names, and which models it names that the catalog lacks.

Catalog spellings are looked for with punctuation and spaces ignored ("Flux.1 dev", "FLUX.1
[dev]", "flux1-dev" -> ``flux-dev``), the longest spelling winning. A family word followed by a
version the catalog does not hold ("flux.2", "sam2", "flux 3") is a variant, not the family's
catalogued member: it is named as unknown, so the answer says so first and labels the
stand-in. So are the image, video, vision and speech models on the uncatalogued list
("flux kontext", "sana"), found by ``variants.media_variants``.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from assistant.catalog.names import normalize_name
from assistant.catalog.uncatalogued import UncataloguedModel

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog

GENERIC_RE = re.compile(
    r"stable[\s-]?diffusion|sd|flux(?:\.1)?|comfy\s?ui|automatic1111|a1111|forge|kohya\w*"
    r"|dreambooth|controlnet|text[\s-]to[\s-](?:image|video|speech)|image generation|img2img"
    r"|civitai|video gen(?:eration)?|video diffusion|video models?|wan\s?2(?:\.1)?|yolo"
    r"|resnet[\s-]?|vit[\s-]?"
    r"|object detection|image classification|imagenet|coco dataset|ultralytics|timm"
    r"|segment anything|sam|cv|whisperx?|faster[\s-]whisper|speech[\s-]to[\s-]text|asr"
    r"|transcri\w+|tts|voice clon\w*|speech recognition|ai ?绘画|sd模型|跑sd|\bcv\b"
    r"|文生图|图生图|出图|画图|绘图|生图|文生视频|视频生成|图生视频|目标检测|图像分类|图像分割"
    r"|语义分割|视觉模型|计算机视觉|语音识别|语音转文字|转写|语音合成|声音克隆"
    r"|(?:vision|detection|segmentation|cv|image|speech|audio|voice) models?|computer vision"
    r"|image gen|语音模型|图像模型|绘画模型|画图模型|视频模型"
    r"|(?:玩|跑|用|学|搞)\s*sd|(?:for|run|running|play with|use|using)\s+sd"
)
"""Family and tool words: they name no particular model (CJK words such as 文生图 included)."""


@cache
def alias_keys(catalog: Catalog) -> tuple[tuple[str, str], ...]:
    """(folded spelling, id) for every workload's id, name and aliases, longest first."""
    keys = {
        normalize_name(spelling): w.id
        for w in catalog.workloads.values()
        for spelling in (w.id, w.name, *w.aliases)
    }
    return tuple(
        sorted(((k, v) for k, v in keys.items() if len(k) >= 3), key=lambda kv: -len(kv[0]))
    )


def _collapse(text: str) -> tuple[str, list[int]]:
    """The text with everything but ASCII letters, digits and Han dropped, and where each sits."""
    kept = [(i, ch) for i, ch in enumerate(text) if _word_char(ch)]
    return "".join(ch for _, ch in kept), [i for i, _ in kept]


def _word_char(ch: str) -> bool:
    return (ch.isascii() and ch.isalnum()) or "\u4e00" <= ch <= "\u9fff"


def _ascii_word(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def named_workloads(text: str, catalog: Catalog) -> list[str]:
    """Catalog workloads named in ``text`` (lower-cased), by position, longest spelling first.

    A spelling counts only where it starts and ends on a word boundary of the text itself
    ("SAM" is not read in "sample"); punctuation and spaces inside a name are ignored.
    """
    return list(dict.fromkeys(ident for _, _, ident in named_spans(text, catalog)))


_VERSION_AFTER_RE = re.compile(
    r"(?:\.|[\s-]*v|-)?(\d{1,2}(?:\.\d{1,2})?)(?![\d./])"
    r"(?!\s*(?:b|m|gb|g|k|px|p|x|it|steps?|images?|imgs?|pics?|pictures?|photos?|frames?|clips?"
    r"|videos?|times?|users?|streams?|gpus?|cards?|hours?|hrs?|h|mins?|minutes?|s|secs?|seconds?"
    r"|ms|fps|%|步|张|帧|秒|分钟|小时|次|个|路|卡|块|倍|台)(?![a-z]))"
)
"""A version after a name ("flux.2", "sam2", "whisper v4"), not a size, a resolution or a
count ("flux 12b", "sdxl 1024", "sdxl 4 steps"). A bare number after a space is no version:
"SAM 2 large" is read as SAM with the name noted (``workload_slots._NAME_TAIL_RE``)."""


def _variant_version(text: str, end: int, key: str, keys: list[str]) -> int | None:
    """Where a version no catalog spelling has ends, after the name ending at ``end``.

    "flux.2" and "sam2" are variants; "flux.1" continues a catalog spelling ("flux1dev"),
    and then there is none (None).
    """
    m = _VERSION_AFTER_RE.match(text, end)
    if m is None:
        return None
    longer = key + normalize_name(m.group())  # "-v3" continues "whisperlarge" as "v3"
    return None if any(k.startswith(longer) for k in keys) else m.end()


def version_variants(text: str, catalog: Catalog, mentions: list[tuple[str, str]]) -> list[str]:
    """Family names followed by a version the catalog lacks, as written ("SAM2", "whisper v4").

    Read after each catalog spelling and each family word the marker reader found.
    """
    keys = [k for k, _ in alias_keys(catalog)]
    low = text.lower()
    starts = [(s, e) for s, e, _ in _spans(text, catalog)[1]]
    for _, name in mentions:
        at = low.find(name)
        folded = normalize_name(name)
        named = any(k.startswith(folded) for k in keys)  # a model family's name
        if at >= 0 and named:  # never a task word ("transcription 24/7")
            starts.append((at, at + len(name)))
    out = []
    for s, e in sorted(set(starts)):
        end = _variant_version(low, e, normalize_name(text[s:e]), keys)
        if end is not None:
            out.append(" ".join(text[s:end].split()))
    return list(dict.fromkeys(out))


def named_spans(text: str, catalog: Catalog) -> list[tuple[int, int, str]]:
    """(start, end, id) of every catalog spelling found in ``text``, by position.

    A spelling followed by a version the catalog lacks ("flux.2") names a variant, not it.
    """
    return list(_spans(text, catalog)[0])


_REPLACED_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:instead\s+of|rather\s+than|in\s+place\s+of|replacing|swapping\s+out)"
    r"(?:\s+(?:the|an?|my|our))?|而不是|不用|代替|替代|取代|替换掉?|换掉)\s*$"
)
"""Words before a model that say it is the one set aside ("flux dev instead of sdxl")."""
_REPLACED_AFTER_RE = re.compile(r"^\s*(?:换成|改成|替换成|换为|改为|swapped\s+for|->|→)")
"""Words after a model that say it is swapped for another ("把 sdxl 换成 flux")."""


def without_replaced(text: str, spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The models named less one set aside for another ("flux dev instead of sdxl": FLUX dev).

    The model swapped out is no second job to size beside the one that replaces it.
    """
    low = text.lower()
    kept = [
        (s, e, ident)
        for s, e, ident in spans
        if not _REPLACED_BEFORE_RE.search(low[max(0, s - 30) : s])
        and not _REPLACED_AFTER_RE.search(low[e : e + 12])
    ]
    return kept if kept and len(kept) < len(spans) else spans


@lru_cache(maxsize=32)
def _spans(
    text: str, catalog: Catalog
) -> tuple[tuple[tuple[int, int, str], ...], tuple[tuple[int, int, str], ...]]:
    """The catalog spellings found, and those followed by a version the catalog lacks.

    Remembered per text: the workload reader and the variant reader both ask.
    """
    keys = [k for k, _ in alias_keys(catalog)]
    collapsed, pos = _collapse(text)
    taken: list[tuple[int, int, str]] = []
    variants: list[tuple[int, int, str]] = []
    for key, ident in alias_keys(catalog):
        start = collapsed.find(key)
        while start >= 0:
            s, e = pos[start], pos[start + len(key) - 1] + 1
            bounded = (s == 0 or not _ascii_word(text[s - 1])) and (
                e >= len(text) or not _ascii_word(text[e])
            )
            if bounded and _variant_version(text, e, key, keys) is not None:
                variants.append((s, e, ident))
                bounded = False
            if bounded and all(e <= ts or s >= te for ts, te, _ in taken):
                taken.append((s, e, ident))
            start = collapsed.find(key, start + 1)
    return tuple(sorted(taken)), tuple(variants)


def _in(orig: str, name: str, listed: list[tuple[int, int, UncataloguedModel]]) -> bool:
    at = orig.lower().find(name.lower())
    return any(s <= at < e for s, e, _ in listed)


def unknown_models(
    mentions: list[tuple[str, str]],
    catalog: Catalog,
    orig: str,
    listed: list[tuple[int, int, UncataloguedModel]],
) -> list[str]:
    """Models named that no catalog spelling covers (family and tool words are not models).

    A catalog spelling followed by a version it lacks ("sam2", "flux.2") is one; so is each
    model on the uncatalogued list (``listed``), said by its own name ("FLUX.1 Kontext [dev]").
    """
    keys = [k for k, _ in alias_keys(catalog)]
    out: list[str] = [row.name for _, _, row in listed]
    out += [v for v in version_variants(orig, catalog, mentions) if not _in(orig, v, listed)]
    for _, name in mentions:
        folded = normalize_name(name)
        if any(s <= orig.lower().find(name) < e for s, e, _ in listed):
            continue  # "flux" of "flux kontext": named above by the listed model
        if not folded or GENERIC_RE.fullmatch(name) or any(k.startswith(folded) for k in keys):
            continue
        if any(normalize_name(v).startswith(folded) for v in out):
            continue  # "whisper" of "whisper v4": named above with its version
        head = next((k for k in keys if folded.startswith(k)), None)
        if head is not None and not folded[len(head) :][:1].isdigit():
            continue  # "sdxl-turbo"-like spellings the scan already read as a catalog model
        at = orig.lower().find(name)
        out.append(orig[at : at + len(name)] if at >= 0 else name)
    return list(dict.fromkeys(out))


_JOINED_RE = re.compile(r"\s*(?:\+|&|plus|加上?|配合?)\s*")
"""What joins two models run as one pipeline ("grounding dino + sam", "whisper 加 pyannote")."""
_BESIDE_RE = re.compile(r"\s*(?:and|with|和|跟|与)\s*")
_TOGETHER_RE = re.compile(
    r"(?<![a-z])(?:together|at once|at the same time|pipeline|chained?)(?![a-z])"
    r"|同时|一起|流水线|串起来|串联"
)
"""Models said to be loaded together: "and" then joins them ("can my 3090 run mochi and wan"
asks of either)."""


def joined_to_named(text: str, unknown: list[str], spans: list[tuple[int, int, str]]) -> bool:
    """Whether a model the catalog lacks is joined to a catalog one, loaded beside it.

    "grounding dino + sam 2" runs both: the catalog model's figures alone undercount the
    pipeline, so the missing one is said first. A wrapper named with its model inside
    ("whisperx large-v3") is no second model.
    """
    low = text.lower()
    joins = [_JOINED_RE] + ([_BESIDE_RE] if _TOGETHER_RE.search(low) else [])
    for name in unknown:
        at = low.find(name.lower())
        if at < 0:
            continue
        end = at + len(name)
        for s, e, _ in spans:
            between = low[end:s] if s >= end else low[e:at] if at >= e else None
            if between is not None and any(j.fullmatch(between) for j in joins):
                return True
    return False


__all__ = [
    "GENERIC_RE",
    "alias_keys",
    "joined_to_named",
    "named_spans",
    "named_workloads",
    "unknown_models",
    "version_variants",
    "without_replaced",
]
