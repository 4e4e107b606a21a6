"""Model mentions: catalog names and sizes, models the catalog lacks, and "did you mean".

GPU mentions are read by ``gpu_names``, which names unknown cards with ``unknown_name``.
"""

from __future__ import annotations

import difflib
import re
from functools import cache

from assistant.catalog.names import NameIndex, normalize_name
from assistant.catalog.specs import Catalog
from assistant.messages import table as say
from assistant.models import ModelSpec, Problem
from assistant.question import lexicon as lx
from assistant.question.alias_words import alias_word
from assistant.question.each_asked import each_model_asked, models_as_examples
from assistant.question.family_sizes import few_of_family, note_several_sizes, sized_apart
from assistant.question.host_memory import terabytes_of_memory
from assistant.question.line_alone import read_line_name_alone
from assistant.question.line_parts import lookup_parts
from assistant.question.numbers import number
from assistant.question.rejected_option import kept_matches
from assistant.question.text import Scan
from assistant.question.tts_words import tts_joined
from assistant.question.unlisted import UNLISTED_MODEL_RE, is_a_model_kind
from assistant.question.variants import read_model_variants

_ALIAS_TOKENS = 6
"""Words after a family name tried as one alias ("deepseek r1 distilled 32b")."""
_TOKEN_RE = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?|[\u4e00-\u9fff]+")


# --------------------------------------------------------------------------- models


def read_model(scan: Scan, catalog: Catalog) -> None:
    """A catalog model by name ("Llama-2-13b", "千问7B"), else its size when one is given.

    Also counts the model names (``models_named``): "which of deepseek, kimi and glm 4.5 fit"
    asks a list of them, not the fit of the first.
    """
    read_model_variants(scan, catalog)  # "kimi linear", "qwen2.5-coder": not the family's own
    read_line_name_alone(scan, catalog)  # "scout's context window": Llama 4 Scout
    names = catalog.model_names
    scan.set("models_named", sum(1 for _ in lx.MODEL_RE.finditer(scan.work)))
    ids = _every_model(scan.work, catalog)
    scan.set("model_ids", ids)
    scan.set("moe_named", any(catalog.models[i].is_moe for i in ids if i in catalog.models))
    scan.set("asks_which_of", each_model_asked(scan.work))
    scan.set("models_as_examples", models_as_examples(scan.work))
    for m in lx.MODEL_RE.finditer(scan.work):
        unlisted = UNLISTED_MODEL_RE.match(scan.work, m.start())
        if unlisted is not None and catalog.model_names.lookup(unlisted.group()) is None:
            continue  # "Mistral Nemo 12B": a model the catalog lacks, said so, not a Mistral
        family = lx.MODEL_FAMILIES[m["family"]]
        parts, end = _model_parts(scan.work, m)
        size = _size_in_parts(parts)
        whole = _longest_alias(scan.work, m.start(), names)
        prefixed = m.start() < m.start("family")  # "满血版deepseek" is itself an alias
        if whole is not None and (whole[1] > end or (prefixed and whole[1] == end)):
            scan.blank(m.start(), whole[1])
            scan.set("model_id", whole[0])
            return
        ident = lookup_parts(names, family, parts)  # "phi-4-mini": no Phi-4
        surface = scan.surface(m.start(), end)
        variant = (
            _VARIANT_SIZE_RE.match(scan.work, end)
            or _LINE_SIZE_RE.match(scan.work, end)
            or _SPECIALIST_SIZE_RE.match(scan.work, end)
            if size is None
            else None
        )
        if variant is not None:  # "qwen3-coder 30b a3b": a variant the catalog lacks, sized
            size = float(variant["size"])
            scan.blank(m.start(), variant.end())
            set_size(scan, size)
            scan.problems.append(_generic(scan.surface(m.start(), variant.end()), size, scan.lower))
            return
        sizes = _sizes_of_version(catalog, names, family, parts) if size is None else []
        if len(sizes) > 1:
            # "Qwen3" with no size names a family of sizes: ask, never pick one by spelling
            scan.blank(m.start(), end)
            note_several_sizes(scan, catalog, surface, sizes)
            return
        if ident is not None and size is not None:
            known = catalog.models[ident].params_b
            if abs(size - known) > 0.25 * known:
                ident = None  # "DeepSeek R1 7B" is a distilled model, not the 671B one
        scan.blank(m.start(), end)
        if ident is not None:
            scan.set("model_id", ident)
            return
        newest = (
            _family_model_of_size(catalog, family, size)
            if size is not None and not parts[1:]
            else None
        )
        if newest is not None:  # "Llama 70B": the family at that size, its newest release
            scan.set("model_id", newest)
            scan.assumptions.append(
                say.MODEL_READ_AS_NEWEST(surface=surface, model=catalog.models[newest].name)
            )
            return
        if size is not None:
            set_size(scan, size)
            scan.problems.append(_generic(surface, size, scan.lower))
            return
        if parts:
            hints = same_family_suggestions(catalog, family, parts, surface)
            scan.problems.append(unknown_name("model", "模型", surface, hints))
            return
        few = few_of_family(catalog, family)
        if few:  # "mixtral" alone: 8x7B or 8x22B, asked, never dropped or guessed
            note_several_sizes(scan, catalog, surface, few)
            return


_VARIANT_SIZE_RE = re.compile(
    r"[\s\-_.]*(?:(?!(?:and|or|vs|to|on|in|at|for|with|the|an|of|is|from|than|versus|like"
    r"|run|runs|fit|fits)[\s\-_.])[a-z]{2,12}[\s\-_.]*){1,2}"
    r"(?P<size>\d{1,4}(?:\.\d)?)b"
    r"[\s\-_.]*a\d{1,3}(?:\.\d)?b(?![a-z0-9])"
)
"""A variant word, a size and an active size after a family and version the catalog does not
hold together ("qwen3-coder 30b a3b", "qwen3-omni-30b-a3b"): one mixture of experts, named
whole and sized as a generic model, which the answer says first (``_generic``)."""


_SPECIALIST_SIZE_RE = re.compile(
    r"[\s\-_.]*(?:vision|vl|omni|audio|guard|math)[\s\-_.]*(?P<size>\d{1,4}(?:\.\d)?)b(?![a-z0-9])"
)
"""A specialist word, then a size, after a family and version the catalog does not hold at that
size ("llama 3.2 vision 90b"): one model named whole, sized as a generic model and said so."""


_LINE_SIZE_RE = re.compile(
    r"[\s\-_.]*(?![v]\d)[a-z]\d{1,2}[\s\-_.]+(?P<size>\d{1,4}(?:\.\d)?)b(?![a-z0-9])"
)
"""A line letter and number, then a size, after a family ("falcon h1 34b", "falcon-h1-34b"): a
line of that family the catalog does not hold, sized as a generic model and said first."""


def _every_model(work: str, catalog: Catalog) -> list[str]:
    """Every catalog model named, in order, by its longest alias or its family and parts."""
    names, found = catalog.model_names, []
    for m in lx.MODEL_RE.finditer(work):
        whole = _longest_alias(work, m.start(), names)
        ident = whole[0] if whole is not None else None
        parts = _model_parts(work, m)[0]
        ident = ident or lookup_parts(names, lx.MODEL_FAMILIES[m["family"]], parts)
        if ident is not None and ident not in found:
            found.append(ident)
    return found


_NOMINAL_RE = re.compile(r"-(\d+(?:\.\d+)?)b(?![a-z0-9])")
"""The size a model's id names it by ("qwen3-32b": 32; "qwen3-coder-30b-a3b": 30)."""
_SPECIALIST_RE = re.compile(r"-(?:coder|math|vl|omni|audio|guard)(?![a-z])")
"""Ids of a family's specialist models: asked by the family and a size, the general one is meant."""


def _family_model_of_size(catalog: Catalog, family: str, size: float) -> str | None:
    """The catalog model of ``family`` with ``size`` billion parameters (within 5%).

    The one named by that size first ("qwen 32b" is Qwen3-32B, not the 30.5B Qwen3-Coder-30B
    that is as close), a general model before a specialist, then the newest.
    """
    same = [
        m
        for m in catalog.models.values()
        if m.family == family and abs(m.params_b - size) <= 0.05 * size
    ]
    if not same:
        return None

    def rank(m: ModelSpec) -> tuple[bool, bool, str, str]:
        nominal = _NOMINAL_RE.search(m.id)
        named = nominal is not None and abs(float(nominal[1]) - size) < 0.01
        specialist = _SPECIALIST_RE.search(m.id) is not None
        return named, not specialist, str(m.release or ""), m.id

    return max(same, key=rank).id


def _longest_alias(work: str, start: int, names: NameIndex) -> tuple[str, int] | None:
    """The catalog model whose alias is the longest run of words from ``start``, and its end.

    "DeepSeek-R1 distilled 32B", "deepseek-r1:32b" and "GLM-4.5-Air" are whole aliases that
    the family-plus-parts pattern would cut short; only exact alias matches count here. The
    particle 的 names nothing: "deepseek-r1 蒸馏的 14b" is the alias "DeepSeek-R1 蒸馏 14B".
    """
    tokens = list(_TOKEN_RE.finditer(work, start, min(len(work), start + 60)))[:_ALIAS_TOKENS]
    for k in range(len(tokens), 0, -1):
        if tokens[k - 1].end() - start > 60:
            continue
        words = "".join(alias_word(t.group()) for t in tokens[: k - 1])
        last = tokens[k - 1]
        # Chinese is written unspaced: "deepseek 满血推理" is the alias "DeepSeek 满血" and 推理
        n = len(last.group()) if k > 1 and last.group()[0] >= "\u4e00" else 0
        for end in (last.end(), *range(last.start() + n - 1, last.start() + 1, -1)):
            ident = names.exact(normalize_name(words + work[last.start() : end].replace("的", "")))
            if ident is not None:
                return ident, end
    return None


def _sizes_of_version(
    catalog: Catalog, names: NameIndex, family: str, parts: list[str]
) -> list[str]:
    """Catalog ids of one family version named without a size ("qwen3": 0.6B … 235B).

    Empty when the words are an exact name ("Phi 4", "DeepSeek R1") or carry no version.
    """
    numeric = [p for p in parts if re.fullmatch(r"v?\d+(?:\.\d+)?", p)]
    if not numeric or names.exact(normalize_name(family + "".join(parts))) is not None:
        return []
    version = numeric[0].lstrip("v")
    stems = (f"{family}{version}-", f"{family}-{version}-")
    return [
        m.id
        for m in sorted(catalog.models.values(), key=lambda m: m.params_b)
        if normalize_name(m.family) == family and m.id.lower().startswith(stems)
    ]


def same_family_suggestions(
    catalog: Catalog, family: str, parts: list[str], surface: str
) -> list[str]:
    """Did-you-mean ids for an unknown model: same family and version first, then by spelling.

    A "Llama 4 …" question is offered Llama 4 models, never Llama 3.1 405B; the name index's
    spelling suggestions fill in only from the same family.
    """
    version = next((p.lstrip("v") for p in parts if re.fullmatch(r"v?\d+(?:\.\d+)?", p)), None)
    key = normalize_name(surface)
    kin = [m for m in catalog.models.values() if normalize_name(m.family) == family]
    if version is not None:
        same = [
            m for m in kin if normalize_name(m.id).startswith(family + version.replace(".", ""))
        ]
        kin = same or kin
    ranked = sorted(
        kin,
        key=lambda m: -difflib.SequenceMatcher(None, key, normalize_name(m.name)).ratio(),
    )
    out = [m.id for m in ranked[:3]]
    if not out:
        out = catalog.model_names.suggest(surface)
    return out


def unknown_name(kind: str, kind_zh: str, surface: str, suggestions: list[str]) -> Problem:
    """A name that matched nothing in the catalog, with "did you mean" suggestions."""
    listed = ", ".join(repr(x) for x in suggestions)
    listed_zh = "、".join(suggestions)
    return Problem(
        kind="unknown_gpu" if kind == "GPU" else "unknown_model",
        en=f"the {kind} {surface!r} is not in my catalog"
        + (f"; did you mean {listed}?" if listed else ""),
        zh=f"{kind_zh} {surface!r} 不在我的目录里"
        + (f"；您是不是指 {listed_zh}？" if listed_zh else ""),
        suggestions=suggestions,
        surface=surface,
    )


_CONTEXT_NEXT_RE = re.compile(r"[\s\-_]*(?:context|ctx|上下文|(?:个\s*)?tokens?)(?![a-z])")
"""A context word right after a model's name: its trailing "1m" is the context, not a size."""


def _model_parts(work: str, m: re.Match[str]) -> tuple[list[str], int]:
    """The words after a family name and where they end, less a context length ending them.

    "llama 4 maverick 1M 上下文" names Llama 4 Maverick at a million tokens, not a 1M model.
    """
    spans = list(lx.MODEL_PART_RE.finditer(work, m.start("parts"), m.end("parts")))
    last = spans[-1] if spans else None
    if last is not None and last.group().endswith("m") and last.group()[:-1][-1:].isdigit():
        if _CONTEXT_NEXT_RE.match(work, m.end()):
            spans.pop()
            end = spans[-1].end() if spans else m.end("family")
            return [s.group() for s in spans], end
    return [s.group() for s in spans], m.end()


def _size_in_parts(parts: list[str]) -> float | None:
    for part in parts:
        sm = lx.MODEL_SIZE_PART_RE.match(part)
        if sm is not None:
            return float(sm[1]) * (1.0 if sm[2] == "b" else 1e-3)
    return None


def set_size(scan: Scan, size_b: float) -> None:
    """Record a bare model size; zero is refused, absurd sizes are kept and reported."""
    if size_b <= 0:
        scan.problems.append(
            Problem(
                kind="model_size",
                en=f"a model size of {size_b:g}B makes no sense; it was ignored",
                zh=f"模型规模 {size_b:g}B 不合理，已忽略",
            )
        )
        return
    if scan.set("params_b", size_b) and size_b >= lx.ABSURD_PARAMS_B:
        scan.problems.append(
            Problem(
                kind="model_size",
                en=f"a {size_b:g}B-parameter model is far beyond any model that exists"
                " (the largest open models are about 1,000B)",
                zh=f"{size_b:g}B 参数的模型远超现有任何模型（最大的开源模型约 1,000B）",
            )
        )


def read_bare_size(scan: Scan) -> None:
    """A size with no model name: "13B", "7 billion", "130亿", "70亿参数", "a 10T model"."""
    if scan.slots.get("model_id") or scan.slots.get("params_b"):
        return
    listed: list[tuple[float, re.Match[str]]] = []
    for m in kept_matches(lx.SIZE_RE, scan.work):  # "72b 太慢的话 32b 呢": 32b
        if listed and not _SIZE_LIST_JOIN_RE.match(scan.work[listed[-1][1].end() : m.start()]):
            break
        if terabytes_of_memory(scan.work, m):
            continue  # "内存 2T", "ram: 1t": system memory in terabytes, no model's size
        value = _size_b(m)
        if value is not None:
            listed.append((value, m))
    if not listed:
        return
    largest = max(value for value, _ in listed)
    if len(listed) > 1:
        sizes = "/".join(f"{value:g}B" for value, _ in listed)
        scan.assumptions.append(say.SIZES_NAMED(sizes=sizes, largest=largest))
    set_size(scan, largest)
    scan.blank_all([(m.start(), m.end()) for _, m in listed])


_SIZE_LIST_JOIN_RE = re.compile(r"\s*(?:,|/|、|和|与|及|跟|或|&|and|or|to|-|~)\s*$")
"""What joins sizes named as a list ("32B和70B", "7B/13B", "7B or 13B")."""


def _size_b(m: re.Match[str]) -> float | None:
    """Billions of parameters in one ``SIZE_RE`` match."""
    if m["n"] is not None:
        value, scale = number(m["n"]), 1000.0 if m["u"] in ("t", "trillion") else 1.0
    elif m["mn"] is not None:
        value, scale = number(m["mn"]), 1e-3
    else:
        value, scale = number(m["cn"]), 1e-9
    return None if value is None else round(value * scale, 9)  # 350M: 0.35, not 0.35000000000000003


def read_unlisted_models(scan: Scan, catalog: Catalog) -> None:
    """Model families the catalog lacks become ``unknown_model`` problems (did you mean …)."""
    if scan.slots.get("model_id"):
        return
    found = False
    for m in UNLISTED_MODEL_RE.finditer(scan.work):
        surface = scan.surface(m.start(), m.end())
        if found and is_a_model_kind(surface):
            continue  # "f5-tts voice cloning": the model is named; the task word adds nothing
        if catalog.model_names.lookup(surface) is not None:
            continue
        hints = catalog.model_names.suggest(surface)
        problem = unknown_name("model", "模型", surface, hints).model_copy(
            update={"kind": "unlisted_model"}
        )
        if problem not in scan.problems:
            scan.problems.append(problem)
            # "mistral nemo 12b": a size in the name names that model, still not covered
            named = _SIZE_IN_NAME_RE.match(scan.work[m.end() : m.end() + 12]) is not None
            if not named:
                scan.slots.setdefault("unlisted_surfaces", []).append((problem, surface))
        scan.blank(m.start(), m.end())
        found = True
    if not found:
        _read_id_shaped_models(scan, catalog)  # "seed-oss-36b": an id the catalog lacks, sized


_ID_SHAPED_RE = re.compile(
    r"(?<![a-z0-9_.])(?P<name>[a-z][a-z0-9]*(?:\.\d+)?(?:[-_][a-z][a-z0-9]*)*)[-_]"
    r"(?:\d+(?:\.\d+)?[bt](?:[-_]a\d+(?:\.\d+)?b)?|a\d+(?:\.\d+)?b)(?![a-z0-9_.])"
)
"""A model id with its size joined by a hyphen ("seed-oss-36b", "hunyuan-a13b", "ling-1t",
"ovis2.5-9b"), also run into Chinese ("部署ovis2.5-9b")."""
_NOT_A_NAME = frozenset(
    "a an the my our any some model models llm llms dense moe base chat instruct int fp bf q"
    " awq gptq gguf exl mlx distill size sized class tier around about approx just only".split()
)
"""Words a size is joined to that name no model ("a-70b", "dense-32b", "moe-30b")."""


@cache
def _model_spellings(catalog: Catalog) -> tuple[str, ...]:
    """Every catalog model's id and aliases, folded as names are."""
    spellings = (*catalog.models, *(a for m in catalog.models.values() for a in m.aliases))
    return tuple(normalize_name(k) for k in spellings)


def _read_id_shaped_models(scan: Scan, catalog: Catalog) -> None:
    """Name a model id the catalog lacks, written with its size ("seed-oss-36b on a 5090").

    Its size is still read and sized as a generic model (the figures stay useful), but the
    answer says first that the model itself is not in the catalog, as for "mistral nemo 12b".
    A family the catalog holds ("qwen-72b", "llama-70b") is the size reader's to size.
    """
    if scan.slots.get("model_id"):
        return
    for m in _ID_SHAPED_RE.finditer(scan.work):
        name = m["name"]
        first = re.split(r"[-_]", name)[0]
        family = re.split(r"[\d.]", first)[0] if "." in first else first  # "qwen2.5": qwen
        if first in _NOT_A_NAME or len(first) < 3 or family in lx.MODEL_FAMILIES:
            continue
        key = normalize_name(name)
        if any(k.startswith(key) or key.startswith(k) for k in _model_spellings(catalog)):
            continue  # a family the catalog holds, or one of its ids
        surface = scan.surface(m.start(), m.end())
        hints = catalog.model_names.suggest(name)
        problem = unknown_name("model", "模型", surface, hints).model_copy(
            update={"kind": "unlisted_model"}
        )
        if problem not in scan.problems:
            scan.problems.append(problem)
            scan.slots.setdefault("unfamiliar_surfaces", []).append((problem, surface))


_SIZE_IN_NAME_RE = re.compile(r"[\s_-]*\d+(?:\.\d+)?\s*b(?![a-z])")
"""A size written as part of an unlisted model's name ("nemo 12b"), not stated apart."""


def size_unlisted_models(scan: Scan) -> None:
    """A model the catalog lacks with its size said apart ("mistral large 2411 (123b)").

    Sized as a generic model of that size, the note says so; the verdict stays first. A size
    written in the name ("mistral nemo 12b") names that model: it stays not covered.
    """
    sized_apart(scan)  # "nemo 12b (mistral's)": a size no Mistral has, said not in the catalog
    size = scan.slots.get("params_b")
    if size is None or scan.slots.get("model_id"):
        scan.slots.pop("unfamiliar_surfaces", None)
        return
    for problem, surface in scan.slots.pop("unlisted_surfaces", []):
        if problem in scan.problems and is_a_model_kind(surface) and tts_joined(scan.lower):
            scan.problems.remove(problem)  # "12b 的模型加 tts": a task beside the sized model
        elif problem in scan.problems:
            scan.problems[scan.problems.index(problem)] = _generic(surface, size, scan.lower)
    for problem, surface in scan.slots.pop("unfamiliar_surfaces", []):
        if problem in scan.problems:  # a family nobody taught: still said first, then sized
            scan.problems[scan.problems.index(problem)] = problem.model_copy(
                update={
                    "en": f"the model {surface!r} is not in my catalog; the figures below are"
                    f" for a generic {size:g}B model",
                    "zh": f"模型 {surface!r} 不在我的目录里；下面的数字按通用 {size:g}B 模型估算",
                    "suggestions": [],
                }
            )


def _generic(surface: str, size: float, lower: str) -> Problem:
    """A model the catalog lacks, sized as a generic dense model of the size it names.

    A name with an active size ("qwen3-coder 30b a3b", "ernie-4.5-300b-a47b" after its family
    word in ``lower``) is a mixture of experts: the dense stand-in holds its memory but not its
    speed, so the answer says so before any figure.
    """
    at = lower.find(surface.lower())
    name = lower[at : at + len(surface) + 24] if at >= 0 else surface.lower()
    if _ACTIVE_RE.search(name):
        return Problem(
            kind="generic_moe_model",
            en=f"model {surface!r} is not in my catalog; sized as a generic dense {size:g}B"
            " model, which holds its memory but runs slower than its active experts would",
            zh=f"模型 {surface!r} 不在目录中，按通用 {size:g}B 稠密模型估算：显存相当，"
            "但速度按稠密模型算，比它实际激活的专家慢",
        )
    return Problem(
        kind="generic_model",
        en=f"model {surface!r} is not in my catalog; sized as a generic {size:g}B model",
        zh=f"模型 {surface!r} 不在目录中，按通用 {size:g}B 模型估算",
        surface=surface,
    )


_ACTIVE_RE = re.compile(r"(?<![a-z0-9])a\d{1,3}(?:\.\d)?b(?![a-z0-9])")
"""The active size of a mixture-of-experts name ("A3B", "a35b")."""


__all__ = [
    "size_unlisted_models",
    "read_bare_size",
    "read_model",
    "read_unlisted_models",
    "set_size",
    "unknown_name",
]
