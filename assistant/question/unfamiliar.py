"""Names nobody taught the assistant, read from where a name stands.

"vultr l40s hourly?", "IndexTTS2 做配音服务，4090 要几张", "pixtral large (124b) on 4x a100":
a word that is neither English (``catalog.vocabulary.english_words``), nor a word of the
guides, the catalog or the provider list, and that stands where a name stands, names something
the catalog lacks. Left unread, the answer sized, priced or quoted the closest catalogued
thing as if it were the one asked about; read, it is said first as not covered, as a listed
missing model is (``names.read_unlisted_models``).

Where a name stands:

* right before a card ("vultr l40s", "salad's 4090 nodes"): a provider;
* right before a word that follows names ("… large", "… tts", "… v2", "… 3b", "… cloud",
  "… card"): a model, a provider (cloud) or an accelerator (card, chip);
* written as a name is written: letters run into a version ("indextts2", "hunyuan3d") or
  capitals inside a word ("SkyReels", "AnimateDiff").

Misspellings of known words stand in the same places, so a word one or two letters from a
known one is left alone. Text in backticks or code fences (pasted errors, commands) is never
read. Pure over the question and the catalog.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from assistant.calc.duration import RECIPE_NAMES
from assistant.calc.engines import ENGINE_NAMES
from assistant.catalog.specs import Catalog
from assistant.catalog.uncatalogued import alias_pattern
from assistant.catalog.vocabulary import english_compound, english_words, prefix_stems
from assistant.messages import talk
from assistant.models import Problem
from assistant.question import lexicon as lx
from assistant.question.branded_clouds import placed_as_cloud, read_branded_cloud
from assistant.question.called_model import read_named_unlisted
from assistant.question.markers import workload_mentions
from assistant.question.names import unknown_name
from assistant.question.providers import PROVIDER_RE, PROVIDERS
from assistant.question.text import Scan
from assistant.question.trainer_names import TRAINING_LIBRARIES

_TOKEN_RE = re.compile(r"(?<![\w./\\=@#$`'-])[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*(?![\w/\\=`])")
"""A word as a name is written: letters first, digits and joined parts allowed."""
_HEAD_RE = re.compile(r"[a-z]+")
_JOINED_RE = re.compile(r"[a-z]+(?:-[a-z]+(?![a-z0-9]))+(?![a-z0-9])")
"""Letter words joined by hyphens, read as one name ("real-esrgan")."""
_CODE_RE = re.compile(r"```.*?(?:```|$)|`[^`\n]*`", re.DOTALL)
_MIN_HEAD = 4
"""Shorter heads ("nd96isr", "sm120", "gb") are instance or architecture codes, not names."""
_INFLECTIONS = ("s", "es", "ed", "ing", "ly", "er", "ers", "est", "able")
_DOUBLING = ("ed", "ing", "er", "ers", "est")
"""Endings before which a short word doubles its last letter ("bin" → "binned")."""


def _doubled_stem(head: str, end: str) -> str:
    """``head`` less ``end`` and the doubled letter before it, or "" when not formed so."""
    stem = head[: -len(end)] if head.endswith(end) else ""
    return stem[:-1] if len(stem) >= 3 and stem[-1] == stem[-2] else ""  # noqa: PLR2004


_COUNT_RE = re.compile(r"(?:'s)?\s+(?:\d{1,3}\s*[x×]\s*)?")
"""Between a provider and its card: "salad's 4090", "vultr 8x h100" (a hyphen joins a name's
own parts: "hunyuan-a13b" is one model, not a provider before an "A13")."""
_FOLLOWER_RE = re.compile(
    r"[\s-]+(?P<word>large|small|mini|medium|pro|max|turbo|tts|asr|embeddings?|rerankers?"
    r"|(?:open\s*)?cloud|models?|模型|v\d+(?:\.\d+)?|\d+\.\d+(?=[\s-]*\d+(?:\.\d+)?\s*[bm](?![a-z]))"
    r"|nodes?|节点|插件|plugins?|extensions?"
    r"|(?:x[248]|[248]x)(?=\s*(?:放大|upscal\w*|超分|on|在|,|，|$))"
    r"|(?:stem|source|vocals?|voice|music)[\s-]+(?:separation|splitting|conversion|cloning)"
    r"|\d+(?:\.\d+)?\s*[bm])(?![a-z0-9])"
)
"""Words that follow a name ("pixtral large", "orpheus 3b", "skyreels v2", "exaone 4.0 32b", "jd
cloud", "pulid-flux 节点", "realesrgan x4", an audio task "demucs stem separation"); a bare
dotted version names software as often ("ubuntu 24.04")."""
_TASK_AFTER_RE = re.compile(
    r"(?:[\s-]*v?\d{1,2}(?:\.\d)?)?(?=\s*(?:(?:视频|图像|图片|图文|语音|多模态|视觉|超分|放大)\s*模型"
    r"|(?:video|image|vision|speech|voice|upscal(?:er|ing)|super[\s-]?resolution)[\s-]*models?"
    r"(?![a-z])|upscalers?(?![a-z])|(?:做|用来|用于)\s*(?:图文问答|看图问答|视觉问答|识图|超分|放大|配音"
    r"|语音合成|视频生成|文生图|文生视频)))"
)
"""A task's model word after a name, a version between ("Kandinsky 5 视频模型", "SUPIR upscaler",
"Foo2 做图文问答"): the name is a model of that task."""
_SIZE_OR_PART_RE = re.compile(
    r"\d+(?:\.\d+)?\s*[bm]|nodes?|节点|插件|plugins?|extensions?|x[248]|[248]x"
)
_HARDWARE_AFTER_RE = re.compile(
    r"(?:[\s-]+(?!(?:for|the|an?|my|our|your|this|that|is|was|with|on|in|of|to|and|or)\b)"
    r"[a-z0-9]+){0,3}?[\s-]*(?:cards?|chips?|npus?|accelerators?|加速卡|芯片)(?![a-z])"
)
"""A card or chip word within three words of the name ("qualcomm cloud ai 100 card")."""
_VERSIONED_RE = re.compile(r"[a-z]{4,}\d+(?:\.\d+)?[a-z]?")
"""Letters run into a version: "indextts2", "hunyuan3d", "internvl3"."""
_CAMEL_RE = re.compile(r"[A-Z][A-Za-z]*[a-z][A-Z]")
"""Capitals inside a capitalised word ("SkyReels"); "bandwidthTest" is a program, not a name."""
_WORDY_RE = re.compile(r"[a-z]{3,}")
"""A run of small letters a camel-cased name has ("Sky*Reels*"); an initialism mixing cases
has none ("SaaS", "PaaS", "PhD", "DBaaS"): it is no name of a model or a cloud."""
_SUBJECT_RE = re.compile(
    r"\s*(?:在|做|跑|部署|能|开|转写|识别|推理|微调|训练|生成|on(?![a-z])|for(?![a-z])|at(?![a-z])|,|，)"
)
"""What follows a name the question is about ("BrightLoom 在 4090 上"); a tool named in passing
("… with OpenVINO?") is not that."""
_NOT_NAMES_RE = re.compile(r"error|exception|warning|kernel", re.IGNORECASE)  # "Kernel-Power 41"
_MEMORY_TYPE_RE = re.compile(r"(?:lp|g)?ddr\d+\w*|hbm\d?\w*")
"""A memory type ("GDDR7", "LPDDR5X", "HBM3e"): a card's memory, never a model's name."""


@cache
def _catalog_words(catalog: Catalog) -> frozenset[str]:
    """Every known word: English, and the names and guides' words (``_name_words``)."""
    return _name_words(catalog) | english_words()


@cache
def _name_words(catalog: Catalog) -> frozenset[str]:
    """Words of every catalog name and alias, every provider and the guides ("l40s", "flux")."""
    names: list[str] = []
    for gpu in catalog.gpus.values():
        names += [gpu.id, gpu.name, *gpu.aliases]
    names += [pattern for _, pattern in PROVIDERS]
    names += [*RECIPE_NAMES, *ENGINE_NAMES, *TRAINING_LIBRARIES]  # "DPO", "SGLang", "Unsloth"
    words = {w for name in names for w in _HEAD_RE.findall(name.lower())}
    return frozenset(words | _model_heads(catalog) | _NOTEBOOKS | catalog.known_words)


@cache
def _model_heads(catalog: Catalog) -> frozenset[str]:
    """Words of the catalog's model, workload and dataset names ("whisper", "visdrone")."""
    names: list[str] = []
    for model in catalog.models.values():
        names += [model.id, model.name, *model.aliases]
    for workload in catalog.workloads.values():
        names += [workload.id, workload.name, *workload.aliases]
    names += [n for r in catalog.uncatalogued.values() for n in (r.id, r.name, *r.aliases)]
    names += [n for d in catalog.datasets.values() for n in (d.name, *d.aliases)]  # "VisDrone"
    return frozenset(w for name in names for w in _HEAD_RE.findall(name.lower()))


_NOTEBOOKS = frozenset({"colab", "kaggle"})
"""Notebook services lending a card ("a T4 on Colab"): answered for the card they lend."""


@cache
def _prose_words(catalog: Catalog) -> frozenset[str]:
    """English and the guides' words: the ones a misspelling is forgiven against."""
    return catalog.known_words | english_words()


def _known(head: str, catalog: Catalog) -> bool:
    """Whether ``head`` is a known word, an inflection of one, or a long prose word misspelt.

    A name one letter off a catalog name ("pixtral", "mixtral") is not forgiven: it is
    another model, or a misspelling the answer's "did you mean" mends.
    """
    known = _catalog_words(catalog)
    if head in known or any(
        head.endswith(end) and head[: -len(end)] in known for end in _INFLECTIONS
    ):
        return True
    if f"{head}s" in known or f"{head}es" in known:
        return True  # "embedding": the guides write "embeddings"
    if any(_doubled_stem(head, end) in known for end in _DOUBLING):
        return True  # "binned", "capping", "shipper": "bin", "cap", "ship" with its end doubled
    if any(_known(stem, catalog) for stem in prefix_stems(head)):
        return True  # "relabeled", "unflashed", "misreported": a prefix before a known word
    if len(head) < _TYPO_MIN:
        return False  # "vultr" is not "vault" misspelt
    near = _one_edit_index(_prose_words(catalog))
    return head in near or any(head[:i] + head[i + 1 :] in near for i in range(len(head)))


_TYPO_MIN = 7
"""Shorter words are read as written: one letter off a short word is often another name."""


@cache
def _one_edit_index(known: frozenset[str]) -> frozenset[str]:
    """Known words of six letters or more and each with one letter dropped.

    A word one edit from a known one shares an entry with it: a letter dropped ("recomend"),
    added ("finetunning") or changed ("nvidai"). Built once per word list, each lookup is a
    handful of set probes.
    """
    long_words = [w for w in known if len(w) >= _TYPO_MIN - 1]
    return frozenset(
        [*long_words, *(w[:i] + w[i + 1 :] for w in long_words for i in range(len(w)))]
    )


_HAN_CLOUD_RE = re.compile(
    r"(?P<name>[\u4e00-\u9fff]{2}云)(?=$|[^\u4e00-\u9fff]|[的上里租买怎多每按和跟还那这平])"
    r"|(?:(?<=[在用去到])|(?<![\u4e00-\u9fff]))(?![在用去到])"
    r"(?P<inner>[\u4e00-\u9fff]{1,3}云(?:(?!云)[\u4e00-\u9fff]){1,2})(?=[上的][租跑用买]?\s*[a-z]{0,4}\s*\d)"
)
"""A Chinese cloud's name as most are written, two characters and 云 ("潞晨云", "恒源云"), before
a break or a particle ("听说云帆云的": not "听说云"); or a name with 云 inside it ("星算云帆"),
where a card is run on it or is its own ("…上A800", "九章云极的A800")."""
_GENERIC_CLOUD_RE = re.compile(
    r"[公私混国上用租多专边政行本海境其别那这哪家个些的大小主厂一在服器端计]"
)
"""Characters of a kind of cloud, not a name ("公有云", "国产云", "别的云")."""
_RENTAL_WORDS_RE = re.compile(
    r"多少钱|收费|价格|报价|小时|便宜|贵|租|算力|合算|划算|卡|包月|包年|按量"
)


def _han_cloud(scan: Scan) -> None:
    """A Chinese cloud the provider list lacks, named with a card or a price: said first."""
    if PROVIDER_RE.search(scan.lower) is not None or _RENTAL_WORDS_RE.search(scan.lower) is None:
        return
    for m in _HAN_CLOUD_RE.finditer(scan.lower):
        name = m["name"] or m["inner"]
        if _GENERIC_CLOUD_RE.search(name) is None:
            scan.set("provider", name)
            return


def read_unfamiliar_names(scan: Scan, catalog: Catalog) -> None:
    """Name each unfamiliar word that stands where a name stands as not covered."""
    _han_cloud(scan)
    read_branded_cloud(scan)
    work = _CODE_RE.sub(lambda m: " " * len(m.group()), scan.work)
    work = PROVIDER_RE.sub(lambda m: " " * len(m.group()), work)  # "DigitalOcean 上的"
    for m in _TOKEN_RE.finditer(work):
        if _acronym_used(scan, catalog, m.start(), m.end()):
            _unlisted(scan, catalog, scan.surface(m.start(), m.end()))
            continue
        if _hyphen_versioned_subject(scan, m.start(), m.end()) or _compound_versioned(
            scan, catalog, m.start(), m.end()
        ):
            _unlisted(scan, catalog, scan.surface(m.start(), m.end()))
            continue
        if _derived_from_a_model(scan, catalog, m.start(), m.end()):
            _unlisted(scan, catalog, scan.surface(m.start(), m.end()))  # "chroma (flux-based)"
            continue
        head = _JOINED_RE.match(m.group()) if "-" in m.group() else None
        joined = head is not None and _part_unknown(head.group(), catalog)
        head = head if joined else _HEAD_RE.match(m.group())
        if head is None or len(head.group()) < _MIN_HEAD or _NOT_NAMES_RE.search(m.group()):
            continue
        if _known(head.group().replace("-", ""), catalog) or head.group() in _media_words(
            scan.orig
        ):
            continue  # "cogvideox 5b": a media family the workload reader names itself
        if any(head.group() in p.en.lower() for p in scan.problems):
            continue  # "groq lpu cards": named already, as another accelerator
        _name_unfamiliar(scan, catalog, m.start(), m.end())
    for m in _TITLED_JOINED_RE.finditer(scan.orig):
        titled = _titled_joined_end(scan, catalog, m.start(), m.end())
        if titled is not None and work[m.start() : m.end()] == scan.lower[m.start() : m.end()]:
            _unlisted(scan, catalog, scan.surface(m.start(), titled))  # "部署Step-Audio 2做…"
    read_named_unlisted(scan, catalog, _unlisted)  # "command a (111b)", "Chroma 这个模型"


def _acronym_used(scan: Scan, catalog: Catalog, start: int, end: int) -> bool:
    """An acronym the catalog and guides never use, named as what is run ("for RIFE", "用 RVC 做").

    Written in capitals, a name may be an English word too ("TRELLIS", "RIFE"): English is not
    asked, only the catalog's and the guides' words, and the acronym must be what is used.
    """
    surface = scan.surface(start, end)
    versioned = _ACRONYM_VERSION_RE.fullmatch(surface)  # "MAGI-1 那个 4.5B": opening the question
    if _ACRONYM_RE.fullmatch(surface) is None and versioned is None:
        return False
    head = surface.lower().split("-")[0]
    if surface.lower() in _name_words(catalog) or head in _name_words(catalog):
        return False
    if head in _SETTING_HEADS:
        return False
    if any(surface.lower() in p.en.lower() for p in scan.problems):
        return False
    if scan.lower[end : end + 1] in (":", "_", "."):
        return False  # "GPU0:", "CUDA_VISIBLE_DEVICES": an address or a setting
    if versioned is not None and not scan.lower[:start].strip():
        return True
    return _USED_FOR_RE.search(scan.lower, max(0, start - 12), start) is not None


_HYPHEN_VERSION_RE = re.compile(r"(?P<head>[a-z]{3,})-\d{1,2}(?:\.\d)?")
"""A word, a hyphen and a version ("step-3", "granite-4"): a release's name, even when the word
is an English one, once it stands where the model stands."""
_SETTING_HEADS = frozenset(
    "pcie gen top cuda gddr ddr hbm driver python ubuntu rocm version batch sm fp int bf".split()
)
"""Heads of settings and versions written the same way ("pcie-4", "cuda-12", "top-5")."""


def _hyphen_versioned_subject(scan: Scan, start: int, end: int) -> bool:
    """A hyphen-versioned name that is what is run on the cards ("tok/s for step-3 on 8x h20").

    Only with no catalog model read: the name stands between "for"/"run"/"跑" and the card.
    """
    m = _HYPHEN_VERSION_RE.fullmatch(scan.lower, start, end)
    if m is None or m["head"] in _SETTING_HEADS or scan.slots.get("model_id"):
        return False
    if _USED_FOR_RE.search(scan.lower, max(0, start - 12), start) is None:
        return False
    return _SUBJECT_RE.match(scan.lower, end) is not None and bool(scan.slots.get("gpus"))


_TITLED_JOINED_RE = re.compile(
    r"(?<![A-Za-z0-9./\\=@#$`'-])[A-Z][a-z]{2,}(?:-[A-Z][A-Za-z]{2,})+(?![A-Za-z0-9/\\=`-])"
)
"""Capitalised words joined by hyphens, each part capitalised ("Step-Audio", "Kimi-Audio"):
written as a name is; prose joins words in lower case after the hyphen ("Text-to-speech")."""
_VERSION_AFTER_RE = re.compile(
    r"[\s-]*v?\d{1,2}(?:\.\d)?(?![\d.]|\s*(?:(?:[kmgt]?b|bit|x)(?![a-z])|[位张卡台×]))"
)
"""A version written after a name ("Step-Audio 2", "Foo-Bar v3"), not a size or a count."""


def _titled_joined_end(scan: Scan, catalog: Catalog, start: int, end: int) -> int | None:
    """Where a title-cased joined name with no catalog model read ends (its version kept).

    Only when it is what is run: a version follows it or it stands where the subject stands
    ("部署Step-Audio 2做…", "run Foo-Speech on a 4090"); a family the catalog knows ("Qwen-Image")
    is its own reader's.
    """
    surface = scan.orig[start:end]
    if _NOT_NAMES_RE.search(surface) or scan.slots.get("model_id") or scan.slots.get("workload_id"):
        return None
    named = any(surface.lower() in p.en.lower() for p in scan.problems)
    if named or surface.lower().split("-")[0] in _model_heads(catalog):
        return None
    version = _VERSION_AFTER_RE.match(scan.lower, end)
    used = _USED_FOR_RE.search(scan.lower, max(0, start - 12), start) is not None
    if version is not None and (used or _SUBJECT_RE.match(scan.lower, version.end())):
        return version.end()
    return end if used and _SUBJECT_RE.match(scan.lower, end) else None


_DERIVED_RE = re.compile(
    r"\s*(?:\(\s*(?:the |a |an |it'?s )?|,\s*(?:the|a|an|which is a|it'?s a)\s+"
    r"|\s[-—]+\s*(?:the|a|an)\s+)"
    r"[^()\n,.;]{0,30}?(?:[\s-]based|(?<![a-z])(?:fine[\s-]?tuned?|finetuned?|merge|distill\w*"
    r"|derivative))(?![a-z])|\s*[（(]\s*基于"
)
"""A name described as made from another model right after it ("chroma (the flux schnell based
one)", "foo, a flux finetune", "bar（基于 sdxl）")."""


def _derived_from_a_model(scan: Scan, catalog: Catalog, start: int, end: int) -> bool:
    """A word the catalog does not name, described as built on a model: a model of its own.

    Its words may be English ("chroma"); what follows says it is a model, and the model it is
    built on is what can be sized in its place, said as a stand-in.
    """
    word = scan.lower[start:end]
    if word in _sized_heads(catalog) or len(word) < _MIN_HEAD or scan.slots.get("model_id"):
        return False
    if word in _NOTEBOOKS or word in _GENERIC_SUBJECTS:
        return False
    return _DERIVED_RE.match(scan.lower, end) is not None


_GENERIC_SUBJECTS = frozenset("model models checkpoint version one thing text data".split())
"""Words that stand for a model without naming one ("the model (a llama-based one)")."""


@cache
def _sized_heads(catalog: Catalog) -> frozenset[str]:
    """Words of the models and workloads the calculators size (not the uncatalogued list's)."""
    names = [n for m in catalog.models.values() for n in (m.id, m.name, *m.aliases)]
    names += [n for w in catalog.workloads.values() for n in (w.id, w.name, *w.aliases)]
    return frozenset(w for name in names for w in _HEAD_RE.findall(name.lower()))


_COMPOUND_VERSION_RE = re.compile(r"(?P<head>[a-z]{3,})(?:-[a-z]{2,}){1,3}-v?\d{1,2}(?:\.\d)?")
"""Three or more joined words ending in a version ("ring-flash-linear-2.0"): a release's name
wherever it stands; prose never joins words that way."""


def _compound_versioned(scan: Scan, catalog: Catalog, start: int, end: int) -> bool:
    """A joined, versioned name with no catalog model read ("kv of ring-flash-linear-2.0").

    A head the catalog sizes or the media reader knows ("whisper-large-v3") is its own model's
    name; an uncatalogued model's head joined on to another release ("hunyuan-large-vision-1.5")
    is that release, unless the whole name is the uncatalogued row's.
    """
    m = _COMPOUND_VERSION_RE.fullmatch(scan.lower, start, end)
    if m is None or m["head"] in _SETTING_HEADS or scan.slots.get("model_id"):
        return False
    if m["head"] in _sized_heads(catalog) or m["head"] in _media_words(scan.orig):
        return False
    if any(alias_pattern(r).fullmatch(m.group()) for r in catalog.uncatalogued.values()):
        return False
    return _TECHNIQUE_PARTS.isdisjoint(m.group().split("-"))  # "flash-attn-2": a kernel


_TECHNIQUE_PARTS = frozenset(
    "attn attention decoding parallel offload kernel kernels quant".split()
)
"""Parts of a technique's versioned name ("flash-attn-2", "paged-attention-2"), not a model's."""


_ACRONYM_RE = re.compile(r"[A-Z]{3,8}\d{0,2}")
"""Capitals with at most a version after ("RVC", "XTTS2"); "GPU0000" is a device address."""
_ACRONYM_VERSION_RE = re.compile(r"[A-Z]{3,8}-\d{1,2}(?:\.\d)?")
"""Capitals, a hyphen and a version ("MAGI-1"): a release's name even when the word is English."""
_USED_FOR_RE = re.compile(r"(?:(?<![a-z])(?:for|run|running|use|using)|用|跑|部署)\s*$")
"""What comes before a tool or model named as the thing to run ("gpu for RIFE", "用 RVC")."""


@lru_cache(maxsize=64)
def _media_words(text: str) -> frozenset[str]:
    """Words of the image, video and speech models ``text`` names (read only when needed)."""
    return frozenset(w for _, name in workload_mentions(text) for w in _HEAD_RE.findall(name))


def _name_unfamiliar(scan: Scan, catalog: Catalog, start: int, end: int) -> None:
    """Say the word at ``work[start:end]`` is not covered, as what its place says it is."""
    surface = scan.surface(start, end)
    card = _COUNT_RE.match(scan.lower, end)
    if card is not None and lx.GPU_RE.match(scan.lower, card.end()) is not None:
        if PROVIDER_RE.search(scan.lower) is None:  # "ucloud compshare h20": UCloud's own
            scan.set("provider", surface)  # "vultr l40s": said first as a provider not held
        return
    if _HARDWARE_AFTER_RE.match(scan.lower, end) is not None:
        if english_compound(surface):
            return  # "shortlist 3 low-profile cards": an English word, never a card's name
        message = talk.OTHER_ACCELERATOR(name=surface)  # "qualcomm cloud ai 100 card"
        problem = Problem(
            kind="other_accelerator", en=message.render("en"), zh=message.render("zh")
        )
        if problem not in scan.problems:
            scan.problems.append(problem)
        return
    task = _TASK_AFTER_RE.match(scan.lower, end)
    if task is not None:  # "Kandinsky 5 视频模型", "SUPIR upscaler": a model of that task
        _unlisted(scan, catalog, scan.surface(start, task.end()))
        return
    follower = _FOLLOWER_RE.match(scan.lower, end) or _inner_follower(scan.lower, start, end)
    if follower is not None:
        word = follower["word"]
        whole = scan.surface(start, follower.end())
        if word.endswith("cloud"):
            # "ballpark cloud bill": two English words, not placed as a cloud, are no brand
            plain = english_compound(surface) and not placed_as_cloud(scan.lower, start, end)
            if PROVIDER_RE.search(scan.lower) is None and not plain:
                scan.set("provider", whole)
        else:
            # "orpheus 3b": the size is read as a size; "pulid-flux 节点": the node is the name
            bare = _SIZE_OR_PART_RE.fullmatch(word) is not None
            _unlisted(scan, catalog, scan.surface(start, end if bare else follower.end()))
        return
    camel = _CAMEL_RE.match(surface) is not None and _SUBJECT_RE.match(scan.lower, end) is not None
    camel = camel and _WORDY_RE.search(surface) is not None  # "SaaS", "PhD": initialisms
    if _VERSIONED_RE.fullmatch(scan.lower[start:end]) or camel or _run_on_card(scan, end):
        _unlisted(scan, catalog, surface)


_ON_CARD_RE = re.compile(
    r"(?:\s+v?\d{1,2}(?:\.\d)?)?\s*(?:on|在)\s+(?:(?:a|an|my|one|the|single)\s+)?"
)
"""What runs on a card: "kandinsky 3 on a 3090", "liveportrait on a 4060 ti"."""


def _part_unknown(joined: str, catalog: Catalog) -> bool:
    """A hyphened word with a part after the first nobody taught ("real-esrgan"): one name."""
    parts = joined.split("-")[1:]
    return any(len(p) >= _MIN_HEAD + 1 and not _known(p, catalog) for p in parts)


def _run_on_card(scan: Scan, end: int) -> bool:
    """An unfamiliar word opening the question and run on a card named next: a model."""
    on = _ON_CARD_RE.match(scan.lower, end)
    opens = not scan.lower[:end].strip().count(" ")
    return opens and on is not None and lx.GPU_RE.match(scan.lower, on.end()) is not None


def _inner_follower(lower: str, start: int, end: int) -> re.Match[str] | None:
    """A follower joined into the word by a hyphen ("modernbert-large")."""
    head = _HEAD_RE.match(lower, start)
    inner = _FOLLOWER_RE.match(lower, head.end()) if head is not None else None
    return inner if inner is not None and inner.end() == end else None


def _unlisted(scan: Scan, catalog: Catalog, surface: str) -> None:
    """A model of a family nobody taught the assistant, said first whatever else is sized.

    A size said with it ("pixtral large (124b)") still sizes a generic model of that size,
    but the missing model leads: unlike a known family's unlisted size ("mistral large
    2411"), nothing of its shape is known.
    """
    if catalog.workload_names.lookup(surface) is not None:
        return  # "用 resnet-50": a workload the catalog holds, not an unknown model
    if _MEMORY_TYPE_RE.fullmatch(surface.lower()):
        return  # "为啥 B200 不用 GDDR7": the memory's kind, asked of a card
    hints = catalog.model_names.suggest(surface)
    problem = unknown_name("model", "模型", surface, hints).model_copy(
        update={"kind": "unlisted_model"}
    )
    if problem not in scan.problems:
        scan.problems.append(problem)
        scan.slots.setdefault("unfamiliar_surfaces", []).append((problem, surface))


__all__ = ["read_unfamiliar_names"]
