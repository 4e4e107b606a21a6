"""GPU mentions: catalog names with their counts, memory variants, laptops and unknown cards.

``read_gpus`` turns every GPU-looking token (``lexicon.GPU_RE``) into a ``GPUAsk``: the count
said before or after it, a stated memory size or a laptop picking that variant, a card named to
rule it out left out, an unknown name reported with "did you mean"; ``read_stray_counts`` too.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import choice as choice_say
from assistant.messages import hardware as hardware_say
from assistant.messages import llmcalc as llmcalc_say
from assistant.messages import table as say
from assistant.models import GPUAsk, Problem
from assistant.question import held_size as held
from assistant.question import lexicon as lx
from assistant.question.bare_mac_size import bare_mac_size
from assistant.question.bare_variants import bare_variants
from assistant.question.box_count import box_count
from assistant.question.card_counts import (
    MAX_PLAIN_COUNT,
    MEM_BEFORE_RE,
    cards_before,
    count_after,
    one_machine_cards,
)
from assistant.question.card_mentions import card_mentions
from assistant.question.card_size_swap import sibling_at_size
from assistant.question.cards_left import cards_left
from assistant.question.chip_codes import is_catalog_die
from assistant.question.clip_counts import counts_clips
from assistant.question.count_apart import COUNT_APART_RES
from assistant.question.engine_flags import apply_tensor_parallel
from assistant.question.gpu_lookup import card_suggestions, gpu_id
from assistant.question.machine_named import machine_named
from assistant.question.modded_sizes import modded_size_lacked
from assistant.question.names import unknown_name
from assistant.question.numbers import number
from assistant.question.others_cards import only_others, own_size, set_others_aside
from assistant.question.owning_slots import bought_before, rented_after, rented_before
from assistant.question.platform_choice import platform_weighed
from assistant.question.ruled_out import pick_asked, ruled_out, set_aside
from assistant.question.s_variant import s_card
from assistant.question.sff_variant import sff_stand_in
from assistant.question.text import Scan
from assistant.question.unknown_weighed import read_unknown_weighed
from assistant.question.unlisted import is_bare_mac, mac_chips

_MAX_GPU_MENTIONS = 16
_MEM_AFTER_RE = re.compile(
    r"^[^0-9，,。；;？?]{0,24}?(?<![0-9])(?P<gb>\d{2,3})\s*g(?:b)?(?![a-z0-9])\s*"
    r"(?:version|variant|model|one|card|版本|版|的)"
    # "M2 Ultra with 192GB", "M3 Max, 36GB": a memory size said right after the machine
    r"|^\s*(?:with|w/|,|，|and)\s*(?P<gb2>\d{2,3})\s*g(?:b)?(?![a-z0-9])(?!\s*(?:in\s+)?(?:total|comb|alto))"
    # "2080ti 魔改 22G", "2080 ti modded 22gb": a modded card's memory said after the word
    r"|^\s*(?:魔改|modded|mod)\s*(?:版|to)?\s*(?P<gb3>\d{2,3})\s*g(?:b)?(?![a-z0-9])"
    # the size promised a clause on: "h20 整机，说是 141g 版本", "H20 box, sold as the 141GB"
    r"|^[^0-9。；;？?]{0,12}?(?:说是|号称|标称|标的是?|宣称|承诺|sold as|listed as|advertised as"
    r"|supposed to be|said to be)\s*(?:the\s+|an?\s+)?(?P<gb4>\d{2,3})\s*g(?:b)?(?![a-z0-9])"
)
_NO_NVLINK_RE = re.compile(
    r"(?:没|无|不带|没有|没装|不加|不用|不接|不插|不)\s*(?:nv\s*link\s*)?桥|(?:没|无|没有|不带)\s*nv\s*link"
    r"|(?<![a-z])(?:no|without|w/o|lacking|not using an?|don'?t have an?)\s+(?:an?\s+)?"
    r"(?:nv\s*link|sli|bridge)(?:\s+bridge)?(?![a-z])|(?<![a-z])nv\s*link\s*(?:less|-less)"
)
"""Cards said to have no NVLink bridge ("都没桥", "no nvlink", "without a bridge")."""
_EXISTS_ASKED_RE = re.compile(
    r"真的?有(?:这|吗|还是|没有)|存在|骗局|是不是真的|假的|真假|魔改|改装"
    r"|(?<![a-z])(?:(?:does|do) (?:it|that|this|they|one|such (?:a )?\w+) (?:really |actually )?"
    r"exist|real or (?:fake|not|a scam)|scam|fake|legit|modded|modified|(?:a )?real sku)(?![a-z])"
)
"""Whether a card at some memory size exists, or a modified board at one, is asked: a size the
catalog lacks is then the unknown card asked about, not the card read at its own size."""
_LAPTOP_AFTER_RE = re.compile(r"^\s*(?:gpu\s*)?(?:laptop|notebook|mobile|笔记本|游戏本|移动版)")
"""A laptop named right after the card ("4060 laptop", "1650 4gb laptop", "4060笔记本")."""
_LAPTOP_BEFORE_RE = re.compile(
    r"(?:laptop|notebook|笔记本|游戏本)(?:电脑)?"
    r"(?:'s|\s+(?:with|w/|has|having|using|running)|\s*(?:上的|里的|的|有|用|是))?"
    r"\s*(?:(?:an?|the|my|its|one)\s+)?$"
)
"""A laptop named just before the card ("a laptop with a 4070", "笔记本的4060")."""


_ACTIVE_SIZE_RE = re.compile(r"a\d{1,3}b")
"""A mixture-of-experts name's active size ("A22B", "A3B"); no card is called that."""
_APP_NAME_RE = re.compile(r"a1111|[abx][3-8][2-7]0e?m?|[zbh][5-8][1-7]0m?")
"""An app whose short name reads like a card ("A1111", the AUTOMATIC1111 web UI) or a
motherboard chipset ("B650", "X670E", "Z790", a micro-ATX "B650M"): no card, when the catalog
has none of that name."""


def _rented(scan: Scan, mentions: list[tuple[int, str, int]], asks: list[GPUAsk]) -> None:
    """The card said as rented while another is bought ("rent an H100 … buy a PRO 6000")."""
    # "rent an H100", "$3k/month on lambda a100 hours": said as rented before or after
    rented = [
        ident
        for begin, ident, end in mentions
        if rented_before(scan.work, begin) or rented_after(scan.work, end)
    ]
    if rented and any(a.gpu_id not in rented for a in asks):
        scan.slots["rented_gpu"] = rented[0]
        return
    # "A100 time … buy a used 3090": the one card said as bought is owned, the other rented
    bought = {ident for begin, ident, _ in mentions if bought_before(scan.work, begin)}
    others = [a.gpu_id for a in asks if a.gpu_id not in bought]
    if len(bought) == 1 and len(others) == 1:
        scan.slots["rented_gpu"] = others[0]


def _not_at_size(catalog: Catalog, surface: str, ident: str) -> Problem:
    """A card asked at a memory size the catalog lacks: unknown, with the size it holds."""
    gpu = catalog.gpus[ident]
    note = say.NOT_AT_SIZE_ASKED(surface=surface, gpu=gpu.name, memory=gpu.memory_gb, ident=ident)
    return Problem(
        kind="unknown_gpu",
        en=note.render("en"),
        zh=note.render("zh"),
        suggestions=[ident],
        surface=surface,
    )


def _set_aside(work: str, mentions: list[tuple[int, str, int]], asks: list[GPUAsk]) -> list[str]:
    """Cards said too old or too dear beside another card named: taken out of ``asks``."""
    aside = {ident for _, ident, end in mentions if set_aside(work, end)}
    if not aside or all(a.gpu_id in aside for a in asks) and not pick_asked(work):
        return []  # "P40 太老了，还能用吗": the only card is still the one asked about
    asks[:] = [a for a in asks if a.gpu_id not in aside]
    return sorted(aside)


def _others_aside(
    scan: Scan, catalog: Catalog, mentions: list[tuple[int, str, int]], asks: list[GPUAsk]
) -> None:
    """Someone else's card beside the asker's: out of ``asks``, said as a reference."""
    theirs = set_others_aside(scan.work, mentions, asks)
    theirs_only, size = only_others(scan.work, mentions), own_size(scan.work)
    if theirs_only is not None and size is not None:  # "up 主用 M4 Pro 48G，我这台是 24G 的"
        mine = sibling_at_size(catalog, theirs_only, size)
        asks[:] = [a.model_copy(update={"gpu_id": mine}) for a in asks] if mine else asks
    if theirs:
        names = ", ".join(catalog.gpus[g].name for g in theirs)
        scan.assumptions.append(choice_say.OTHERS_CARD_ASIDE(gpus=names))


def _held_size(
    scan: Scan, catalog: Catalog, m: re.Match[str], surface: str, ident: str, count: float | None
) -> None:
    if held.memory_read_off_the_machine(scan.lower):  # "4090D 48G, nvidia-smi 49140MiB": checked
        return
    if not held.size_of_card_read(m, catalog.gpus[ident].memory_gb, count):
        _add_problem(scan, held.sized_at_held_size(catalog, surface, ident))


def _add_problem(scan: Scan, problem: Problem) -> None:
    """Note ``problem`` once."""
    if problem not in scan.problems:
        scan.problems.append(problem)


def read_gpus(scan: Scan, catalog: Catalog) -> None:
    """GPUs named, with counts; unknown GPU-like names become problems with suggestions."""
    asks: list[GPUAsk] = []
    explicit: set[str] = set()
    spans: list[tuple[int, int]] = []
    seen: dict[str, tuple[str | None, bool]] = {}
    macs: list[str] = []
    excluded: list[str] = []
    named: list[tuple[int, str]] = []
    other_size: list[tuple[str, str]] = []
    mentions: list[tuple[int, str, int]] = []
    sized: dict[str, str] = {}
    for m in card_mentions(scan.work):
        if len(spans) >= _MAX_GPU_MENTIONS:
            break  # no real question names more; this bounds the work on pasted junk
        surface = scan.surface(m.start(), m.end())
        if m.group() not in seen:
            seen[m.group()] = gpu_id(catalog, m)
        ident, dropped_mem = s_card(catalog, m, scan.orig, seen[m.group()])  # "V100S"
        ident = ident or sff_stand_in(scan, catalog, m)  # "RTX 4000 Ada SFF": the full card
        ident = _same_card(m, ident, sized)  # "V100 16G … (V100 不支持 bf16)": that V100
        if ident is not None and not m["mem"]:  # "3070 魔改 16G": a size its row lacks
            ident = _stated_variant(scan.work, m, ident, catalog)
            dropped_mem = dropped_mem or modded_size_lacked(scan.work, *m.span(), ident, catalog)
        # "5090 laptop" with no laptop row: not sized as the desktop card
        ident, laptop_lacked = _laptop_variant(scan, m, ident, catalog), ident
        # "two 8x h100 nodes": 16; "~400 A100-hours a month": hours, not 400 cards
        count, begin, dgx = cards_before(scan.work, m.start(), m.end())
        end = m.end()
        if count is None and not dgx:
            count, end = count_after(scan.work, m.end())
        else:  # "一台 H800 八卡机器": the one machine's cards
            count, end = one_machine_cards(scan.work, count, (begin, m.start()), end)
        spans.append((begin, end))
        # "A22B" of Qwen3-235B-A22B said alone: active parameters, not a card
        if ident is None and (is_bare_mac(m["core"]) or _ACTIVE_SIZE_RE.fullmatch(m["core"])):
            macs += [surface] if is_bare_mac(m["core"]) else []  # said only with no Apple chip
            continue
        if ident is None and (
            ruled_out(scan.work, m.start(), m.end())
            or _APP_NAME_RE.fullmatch(m["core"])
            or is_catalog_die(catalog, surface)
        ):
            # "without a jetson": a device said to be absent; "a1111": the SD web UI, no card;
            # "GPU-Z shows GB202": the die of a catalog card, a reading off it
            continue
        if ident is None:
            problem = (
                _lacked_laptop(scan, m, laptop_lacked, catalog, surface)
                if laptop_lacked is not None
                else unknown_name("GPU", "GPU", surface, card_suggestions(catalog, m, surface))
            )
            _add_problem(scan, problem)
            continue
        if dropped_mem and _EXISTS_ASKED_RE.search(scan.work):
            # "RTX 4080 Super 48G 魔改版是真有还是骗局": that board is the subject, unknown here
            _add_problem(scan, _not_at_size(catalog, surface, ident))
            continue
        if dropped_mem:  # "3080 12gb": said first that the figures are the held size's
            _held_size(scan, catalog, m, surface, ident, count)
            other_size.append((surface, ident))
        if ruled_out(scan.work, m.start(), m.end()):
            excluded.append(ident)  # "国内买不到H100", "anything but a 4090": not a candidate
            continue
        n = _gpu_count(scan, surface, count, dgx)
        machine_named(scan, catalog, surface, ident)  # "Framework Desktop": its chip's row
        _add_gpu(asks, explicit, ident, n)
        mentions.append((begin, ident, end))
        named.append((m.end(), m["prefix"] + m["core"] + m["suffix"]))
    excluded += _set_aside(scan.work, mentions, asks)  # "T4 太老了，用 L4…"
    _others_aside(scan, catalog, mentions, asks)  # "a friend's 4070 does 2.6 it/s": not asked
    bare = _add_variants(scan.work, named, catalog, asks, explicit)  # "PCIe vs SXM", "8g 和 16g"
    spans += bare
    _absent_size_weighed(scan, catalog, other_size if bare else [])
    if excluded:  # "H100/H200 都买不到，推荐啥卡": ruled out even when no other card is named
        scan.slots["excluded_gpus"] = list(dict.fromkeys(excluded))
        names = ", ".join(catalog.gpus[g].name for g in dict.fromkeys(excluded))
        scan.assumptions.append(llmcalc_say.GPUS_RULED_OUT(gpus=names))
    # "macbook or pc": a platform weighed, no card asked; the pick covers both sides
    if not platform_weighed(scan.work) and not any(
        catalog.gpus[a.gpu_id].vendor == "Apple" for a in asks
    ):
        for surface in dict.fromkeys(macs):
            scan.problems.append(unknown_name("GPU", "GPU", surface, mac_chips(surface, catalog)))
    read_unknown_weighed(scan, spans, mentions)  # "rx 7800 xt or 4060 ti": one side only
    scan.blank_all(spans)
    scan.slots["gpus"] = asks
    _rented(scan, mentions, asks)
    _no_bridge(scan, asks)
    apply_tensor_parallel(scan)  # "--tensor-parallel-size 2" on the one card named


def _absent_size_weighed(scan: Scan, catalog: Catalog, read: list[tuple[str, str]]) -> None:
    """A memory size the catalog lacks, weighed against another size of the card, is unknown.

    ``read``: the cards read at another size, when another size was named beside them.
    "RTX 3080 12GB vs the 10GB one": reading the 12 GB as the 10 GB would compare a card with
    itself, so the missing size is said to be outside the catalog, with the held one offered.
    """
    for surface, ident in read:
        note = held.sized_at_held_size(catalog, surface, ident)
        scan.problems = [p for p in scan.problems if p != note]
        problem = unknown_name("GPU", "GPU", surface, [catalog.gpus[ident].name])
        if problem not in scan.problems:
            scan.problems.append(problem)


def _same_card(m: re.Match[str], ident: str | None, sized: dict[str, str]) -> str | None:
    """The card a bare name repeats: the one named earlier with its memory, else ``ident``.

    "4张V100 16G … (知道V100不支持bf16)": the second V100 is the 16 GB card said before, not
    the catalog's default V100 beside it. A name with a form factor ("H100 PCIe") is its own.
    """
    # "2080ti 22g … 2080ti 不支持 bf16": a model suffix (Ti, Super) is part of the name; a form
    # factor (PCIe, SXM, NVL) names another card
    name_suffix = re.sub(r"[\s-]+", "", m["suffix"] or "")
    key = m["prefix"] + m["core"] + name_suffix
    form = re.fullmatch(r"(?:ti|super|d)*", name_suffix) is None or m["suffix2"]
    if ident is not None and m["mem"]:
        sized.setdefault(key, ident)
    elif ident is not None and not form and key in sized:
        return sized[key]
    return ident


def _add_variants(
    work: str,
    named: list[tuple[int, str]],
    catalog: Catalog,
    asks: list[GPUAsk],
    explicit: set[str],
) -> list[tuple[int, int]]:
    """Add the cards a bare form factor or memory size names; the spans read."""
    variants = bare_variants(work, named, catalog)
    for ident, _ in variants:
        _add_gpu(asks, explicit, ident, None)
    return [span for _, span in variants]


def _stated_variant(work: str, m: re.Match[str], ident: str, catalog: Catalog) -> str:
    """The memory variant stated next to a GPU ("my 16GB V100", "A100 is the 40GB version").

    Returns the catalog row with that memory when there is one; else ``ident`` unchanged.
    """
    before = MEM_BEFORE_RE.search(work[max(0, m.start() - 24) : m.start()])
    after = _MEM_AFTER_RE.match(work[m.end() : m.end() + 48])
    stated = before or after
    if stated is None:  # "m3 ultra 256": a Mac's size said without a unit
        return bare_mac_size(work, m.end(), m["prefix"] + m["core"], ident, catalog)
    said = stated.groupdict()
    size = stated["gb"] or said.get("gb2") or said.get("gb3") or said.get("gb4")
    if size is None:
        return ident
    gb = float(size)
    gpu = catalog.gpus[ident]
    if gpu.memory_gb == gb:
        return ident
    name = m["prefix"] + m["core"] + m["suffix"] + (m["suffix2"] or "")
    for spelling in (f"{name} {size}gb", f"{name}{size}g"):
        found = catalog.gpu_names.lookup(spelling)
        # a Mac row is named by its unified memory; its memory_gb is the GPU's share of it
        if found is not None and (
            catalog.gpus[found].memory_gb == gb or found.endswith(f"-{size}gb")
        ):
            return found
    return ident


def _laptop_variant(
    scan: Scan, m: re.Match[str], ident: str | None, catalog: Catalog
) -> str | None:
    """The laptop GPU when the card is named as a laptop's ("4060 laptop", "笔记本的4070").

    Returns the catalog's laptop row of that name, ``ident`` when no laptop is named, and None
    when a laptop is named and the catalog has no laptop row of that card: a laptop GPU has
    less memory and power than the desktop card, so it is not sized as that card, unless the
    memory stated is the desktop card's (then it is, with a note that speeds are optimistic).
    """
    if ident is None:
        return None
    after = _LAPTOP_AFTER_RE.match(scan.work[m.end() : m.end() + 24])
    before = _LAPTOP_BEFORE_RE.search(scan.work[max(0, m.start() - 24) : m.start()])
    apple = catalog.gpus[ident].vendor == "Apple"  # "M4 Max laptop": the MacBook's own chip
    if (after is None and before is None) or _is_laptop(catalog, ident) or apple:
        return ident
    found = catalog.gpu_names.lookup(f"{m['prefix']}{m['core']}{m['suffix']} laptop")
    if found is not None and _is_laptop(catalog, found):
        return found
    stated = re.search(r"\d{1,3}", m["mem"] or "")
    gb = catalog.gpus[ident].memory_gb
    if stated is not None and float(stated.group()) == round(gb):
        # "笔记本是2060 6G": the laptop card has the desktop card's memory, so it fits alike
        surface = " ".join(scan.surface(m.start(), m.end()).split())
        scan.assumptions.append(
            hardware_say.LAPTOP_AS_DESKTOP(surface=surface, gb=gb, gpu=catalog.gpus[ident].name)
        )
        return ident
    return None


def _lacked_laptop(
    scan: Scan, m: re.Match[str], desktop: str, catalog: Catalog, surface: str
) -> Problem:
    """The problem for a laptop GPU the catalog lacks: the listed laptop GPUs are what is close."""
    word = _LAPTOP_AFTER_RE.match(scan.work[m.end() : m.end() + 24])
    said = f"{surface} {word.group().strip() if word else 'laptop'}"
    close = [g for g in catalog.gpu_names.suggest(f"{surface} laptop") if _is_laptop(catalog, g)]
    return unknown_name("GPU", "GPU", said, [*close[:2], desktop])


def _no_bridge(scan: Scan, asks: list[GPUAsk]) -> None:
    """Cards said to have no NVLink bridge: a slot, and an assumption that echoes it."""
    if asks and _NO_NVLINK_RE.search(scan.work):
        scan.slots["no_nvlink"] = True
        count = sum(a.count for a in asks)
        scan.assumptions.append(hardware_say.NO_NVLINK(count=count))


def _is_laptop(catalog: Catalog, ident: str) -> bool:
    return "laptop" in catalog.gpus[ident].form_factor.lower()


def _gpu_count(scan: Scan, surface: str, count: float | None, dgx: bool) -> int | None:
    if dgx:
        scan.assumptions.append(say.DGX_AS_EIGHT(surface=surface))
        return 8
    if count is None:
        return None
    if count <= 0 or count != int(count):
        scan.problems.append(
            Problem(
                kind="gpu_count",
                en=f"a count of {count:g} × {surface} makes no sense; it was ignored",
                zh=f"{surface} 的数量 {count:g} 不合理，已忽略",
            )
        )
        return None
    return int(count)


def _add_gpu(asks: list[GPUAsk], explicit: set[str], ident: str, count: int | None) -> None:
    for ask in asks:
        if ask.gpu_id == ident:
            if count is not None and ident not in explicit:
                ask.count, ask.count_stated = count, True
                explicit.add(ident)
            return
    asks.append(GPUAsk(gpu_id=ident, count=count or 1, count_stated=count is not None))
    if count is not None:
        explicit.add(ident)


_OF_THEM_RES = (re.compile(r"(?<![\w.])(?P<n>\d{1,4}|[a-z]{3,6})\s+of them\b"),)
"""A count that refers back to the card, overriding its article ("an H100 … 8 of them")."""
_ONE_CARD_APART_RE = re.compile(
    r"单卡|单张|一张卡|(?<![a-z])(?:a single|one) (?:gpu|card)(?![a-z])"
)
"""One card said apart from the card's name: the count asked about ("H20 141G，单卡能装下吗，还是
得上两张": one H20; the two of the fallback are not the setup asked about)."""


def _count_apart(scan: Scan) -> None:
    """The one card named without a count takes a count said elsewhere in the question.

    "H20 按小时多少钱，租8张跑三天": eight H20s; "A100 hourly? I'd rent 4 of them": four.
    """
    asks: list[GPUAsk] = scan.slots.get("gpus") or []
    left = cards_left(scan.lower) if len(asks) == 1 else None
    if left is not None:  # "有一张 l20 被别人占了，只有三张能用": the cards left, not the taken one
        asks[0].count, asks[0].count_stated = left, True
        return
    if len(asks) != 1 or asks[0].count > 1:
        return
    box = box_count(scan.lower)  # "b200 单卡 tdp 多少，8 卡一台要多少千瓦": the box's cards
    if box is not None:
        asks[0].count, asks[0].count_stated = box, True
        return
    if not asks[0].count_stated and _ONE_CARD_APART_RE.search(scan.work):
        asks[0].count_stated = True
        return
    for pattern in COUNT_APART_RES if not asks[0].count_stated else _OF_THEM_RES:
        for m in pattern.finditer(scan.work):
            value = number(m["n"])
            if counts_clips(scan.work, m.start("n")):  # "5s clips, 200 of them": the clips
                continue
            if value is not None and 1 < value <= MAX_PLAIN_COUNT:
                asks[0].count, asks[0].count_stated = int(value), True
                scan.blank(m.start(), m.end())
                return


def read_stray_counts(scan: Scan) -> None:
    """Counts of unnamed GPUs that make no sense ("-3 GPUs", "0 张卡"); a count said apart."""
    spans = []
    for m in lx.NEG_COUNT_RE.finditer(scan.work):
        n = m["n"].replace(" ", "").replace("−", "-")
        scan.problems.append(
            Problem(
                kind="gpu_count",
                en=f"a GPU count of {n} makes no sense; it was ignored",
                zh=f"GPU 数量 {n} 不合理，已忽略",
            )
        )
        spans.append(m.span())
    scan.blank_all(spans)
    _count_apart(scan)


__all__ = ["read_gpus", "read_stray_counts"]
