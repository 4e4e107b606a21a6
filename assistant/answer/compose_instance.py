"""Compose instance answers: what a named type holds, its family, its GPU link; pure.

Used by the instance kind (the whole answer) and by price answers (what a type asked for
holds when the book has no price for it).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import PROVIDER_NAMES, Draft, gb, money, provider_name, say
from assistant.answer.compose_instance_fit import model_on_it
from assistant.calc.media import MediaMemoryEstimate
from assistant.messages import hardware as hw
from assistant.models import ToolCall
from assistant.question.instance_tools import InstanceList
from assistant.question.instances import Instance, shaped_like_a_type_name
from assistant.question.tools import error_of


def holds(draft: Draft, found: Instance, host: bool = False) -> str:
    """One instance in words: its name, provider, GPUs and their memory.

    ``host``: its vCPUs and RAM too, those the table has.
    """
    lang = draft.lang
    spec = f" {draft.spec(found.gpu_id)}" if found.gpu_id else ""
    each = gb(found.gpu_memory_gb)
    provider = provider_name(found.provider, lang)
    if provider != found.provider:  # 腾讯云 as the reader wrote it, and the catalog's own name
        provider = f"{provider}，{found.provider}"
    line = say(
        lang,
        f"**{found.name}** ({provider}) has {found.gpu_count} × {found.gpu_name} GPU{spec}:"
        f" {each} each, {gb(found.total_gpu_memory_gb)} of GPU memory in all",
        f"**{found.name}**（{provider}）配 {found.gpu_count} 张 {found.gpu_name} GPU{spec}："
        f"每张 {each}，共 {gb(found.total_gpu_memory_gb)} 显存",
    )
    shared = host and draft.query.host_share_asked  # "cpu和内存够不够分": split per card too
    sized = _host_parts(lang, found, shared) if host else []
    return line + say(lang, "; ", "；").join(["", *sized]) if sized else line


def _host_parts(lang: str, found: Instance, shared: bool = False) -> list[str]:
    """The host the GPUs sit in: vCPUs and RAM, those the table has.

    ``shared``: the host's figures were asked, so with several GPUs each one's share follows.
    """
    parts = []
    if found.vcpus:
        parts.append(say(lang, f"{found.vcpus:g} vCPUs", f"{found.vcpus:g} 个 vCPU"))
    if found.ram_gib:
        parts.append(say(lang, f"{found.ram_gib:g} GiB RAM", f"内存 {found.ram_gib:g} GiB"))
    n = found.gpu_count
    if shared and n > 1 and found.vcpus and found.ram_gib:
        each = hw.HOST_PER_GPU(vcpus=found.vcpus / n, ram=found.ram_gib / n, count=n)
        parts.append(each.render(lang))
    return parts


def family_line(draft: Draft, found: Instance) -> str | None:
    """A family asked by name ("gn8is"): its GPU and how many per shape, up to the largest."""
    counts = found.family_gpu_counts
    if not found.by_family or len(counts) < 2 or found.family_largest is None:
        return None
    spec = f" {draft.spec(found.gpu_id)}" if found.gpu_id else ""
    line = hw.INSTANCE_FAMILY(
        family=found.family or found.matched,
        provider=provider_name(found.provider, draft.lang),
        gpu=found.gpu_name,
        marker=spec,
        low=counts[0],
        high=counts[-1],
        largest=found.family_largest,
        total=gb(counts[-1] * found.gpu_memory_gb),
    )
    return line.render(draft.lang)


def _link(draft: Draft, found: Instance) -> str | None:
    """Whether the instance's GPUs are linked by NVLink, when that is asked: yes or no first."""
    if "nvlink" not in draft.query.features:
        return None
    link = (found.interconnect or "").split(";")[0].strip()
    values: dict[str, str | int] = {
        "name": found.name,
        "gpu": found.gpu_name,
        "count": found.gpu_count,
    }
    if found.gpu_count == 1:
        message, draft.verdict = hw.INSTANCE_SINGLE_GPU(**values), "no"
    elif "nvlink" in link.lower() and "no nvlink" not in link.lower():
        message, draft.verdict = hw.INSTANCE_LINKED(**values, link=link), "yes"
    elif link:
        message, draft.verdict = hw.INSTANCE_NOT_LINKED(**values), "no"
    else:
        return None  # the table does not say how its GPUs are linked
    draft.premises_said = True  # the card's own NVLink is answered here, for this instance
    return message.render(draft.lang)


def _base(gpu_id: str) -> str:
    """A card id's first part ("a100" of a100-80gb-pcie), as a type's name spells it."""
    return gpu_id.split("-")[0]


def _claim(draft: Draft, found: Instance) -> str:
    """Yes or no to the GPUs the question says the type has ("是 4 张 L20 吗"), or ""."""
    own = f"{found.name} {found.family or ''}".lower().replace("_", " ").split()
    words = draft.query.instance_words
    # "ND H100 v5", "NC96ads A100 v4": a card that is a word of the type's name is no claim
    claimed = [
        g for g in draft.query.gpus if not (_base(g.gpu_id) in own and _base(g.gpu_id) in words)
    ]
    stated = claimed[0] if claimed else None
    base = _base(stated.gpu_id) if stated else ""
    if stated is None or any(base in w and w != base for w in words):
        return ""  # the card read off the type's own name ("NC4as_T4_v3"), not a claim
    if not any(base in term for term in draft.query.topic_terms):
        return ""  # "NC96ads 那个呢，几张卡": the card came from the turn before, not claimed now
    # "是 A100 吗" of an A100 40GB type: the family, unless a memory size was said too
    memory = draft.query.memory_gb
    family = (found.gpu_id or "").split("-")[0] == stated.gpu_id.split("-")[0]
    sized = memory is None or abs(memory - found.gpu_memory_gb) < 1
    same_gpu = found.gpu_id in (None, stated.gpu_id) or (family and sized)
    # "v100 到底几张、单卡多少显存": a count asked is none claimed ("单卡" is each card's figure)
    asked_count = draft.query.asks_gpu_count or draft.query.type_count_asked
    same_count = not stated.count_stated or stated.count == found.gpu_count or asked_count
    draft.verdict = "yes" if same_gpu and same_count else "no"
    if draft.query.sizes_offered:  # "是 40G 的还是 80G 的": the size, no yes/no
        draft.verdict = None
        line = hw.INSTANCE_COUNT(count=found.gpu_count, gpu=found.gpu_name)
    elif draft.verdict == "yes" and asked_count:  # "是几张 t4": the count said
        line = hw.INSTANCE_COUNT(count=found.gpu_count, gpu=found.gpu_name)
    elif draft.verdict == "yes":
        line = hw.INSTANCE_CONFIRM_YES(count=found.gpu_count, gpu=found.gpu_name)
    else:
        asked = draft.gpu_name(stated.gpu_id)
        counted = f"{stated.count} × {asked}" if stated.count_stated and stated.count > 1 else asked
        line = hw.INSTANCE_CONFIRM_NO(asked=counted)
    return line.render(draft.lang)


def _details(draft: Draft, found: Instance, host_said: bool = False) -> list[str]:
    """An instance's host (vCPUs, RAM), GPU link and on-demand price with its date.

    ``host_said``: the host is already in the first line.
    """
    lang = draft.lang
    host = [
        *([] if host_said else _host_parts(lang, found)),
        say(lang, f"GPU link: {found.interconnect}", f"GPU 互联：{found.interconnect}")
        if found.interconnect
        else "",
    ]
    parts = [say(lang, "; ", "；").join(h for h in host if h) + say(lang, ".", "。")] * any(host)
    if found.price_per_hour is not None and found.currency:
        price = money(found.price_per_hour, found.currency)
        dated = f"{found.price_as_of}" if found.price_as_of else ""
        region = found.price_region
        parts.append(
            say(
                lang,
                f"On demand from {price} an hour ({region or 'listed region'}, as of {dated}).",
                f"按需价每小时 {price} 起（{region or '所列地区'}，{dated}）。",
            )
        )
    return parts


def compose_instance(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """First line: the instance's GPUs and memory; then host, link and its price with a date.

    Several instance types named side by side are answered one line each, the first line
    holding them all.
    """
    call = calls[0]
    lang = draft.lang
    if call.tool == "list_instances":
        compose_instance_list(draft, calls)
        return
    found = call.typed(Instance)
    if found is None:
        words = draft.query.instance_words
        asked = call.input.get("name")  # the one word tried, when a type-like word was said
        name = str(asked) if asked else " ".join(words)
        name = next((w for w in words if shaped_like_a_type_name(w)), name)
        draft.add(
            say(
                lang,
                f"**I don't know the instance type {name}:** it is not in my instance table"
                f" ({error_of(call, lang)}).",
                f"**我不认识实例类型 {name}：**它不在我的实例表里（{error_of(call, lang)}）。",
            )
        )
        listed = [c for c in calls[1:] if c.tool == "list_instances"]
        close = listed[0].typed(InstanceList) if listed else None
        if close is not None and close.instances:  # the card's types at that cloud
            draft.add(
                say(lang, "The types I know with that card there:", "我知道的配这张卡的规格：")
            )
            draft.add("\n".join(f"- **{o.name}**: {_brief(draft, o)}" for o in close.instances))
        elif listed:  # none at that cloud with the card: said, not a note about slices
            gpu = draft.gpu_name(str(listed[0].input.get("gpu", "")))
            named = str(listed[0].input.get("provider") or "")
            cloud = say(lang, *PROVIDER_NAMES.get(named, (named, named)))
            draft.add(
                say(
                    lang,
                    f"My instance table has no {cloud} type with the {gpu} either.",
                    f"我的实例表里也没有配 {gpu} 的{cloud}规格。",
                )
            )
        if draft.query.gpus:  # a card in its name: a whole card or a slice is the next question
            gpu = draft.gpu_name(draft.query.gpus[0].gpu_id)
            draft.add(hw.INSTANCE_SLICE_NOTE(gpu=gpu).render(lang))
        return
    described = [c for c in calls[1:] if c.tool == "describe_instance"]
    others = [i for c in described if (i := c.typed(Instance)) is not None]
    missing = [str(c.input.get("name")) for c in described if c.typed(Instance) is None]
    at = len(draft.paragraphs)
    lines = [holds(draft, found, host=not others), *(holds(draft, o) for o in others)]
    lead = [x for x in (_link(draft, found), family_line(draft, found)) if x]
    for line in lead:
        draft.add(line + say(lang, ".", "。"))
    claim = _claim(draft, found) if not others else ""
    draft.add(claim + say(lang, "; ", "；").join(lines) + say(lang, ".", "。"))
    for one in [found, *others]:  # side by side: each type's host, link and price
        details = _details(draft, one, host_said=not others)
        if others and details:
            draft.add(f"**{one.name}**" + say(lang, ": ", "：") + say(lang, " ", "").join(details))
        for paragraph in details if not others else ():
            draft.add(paragraph)
    _workload_on_it(draft, calls)
    model_on_it(draft, calls)  # an LLM asked of the type: sized on its cards
    if missing and len(draft.paragraphs) > at:  # "a3-edgegpu-8g vs a3-highgpu": said first
        names = say(lang, ", ", "、").join(missing)
        draft.paragraphs[at] = (
            say(
                lang,
                f"**I don't know the instance type {names}:** it is not in my instance table."
                " What I know: ",
                f"**我不认识实例类型 {names}：**它不在我的实例表里。已知的：",
            )
            + draft.paragraphs[at]
        )
    if found.by_family:
        draft.assume(
            say(
                lang,
                f"'{found.matched}' read as {found.name}, the family's usual member",
                f"“{found.matched}”按该系列的常见型号 {found.name} 回答",
            )
        )


def _workload_on_it(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Right after what the type holds: whether the model asked of it fits its GPU."""
    for call in calls:
        m = call.typed(MediaMemoryEstimate) if call.tool == "estimate_workload_memory" else None
        if m is None or not draft.paragraphs:
            continue
        spec = draft.catalog.workloads.get(m.workload_id)
        name, gpu = spec.name if spec else m.workload_id, draft.gpu_name(m.gpu_id)
        need, usable = gb(m.peak_gb), gb(m.usable_gb)
        draft.paragraphs.insert(
            1,
            say(
                draft.lang,
                f"**{'Yes' if m.fits else 'No'}, for {name}:** it needs about {need} on the"
                f" {gpu}, against {usable} usable.",
                f"**{name}：{'装得下' if m.fits else '装不下'}**，在 {gpu} 上约需 {need}，"
                f"可用 {usable}。",
            )
            + "".join(
                say(draft.lang, f" Tried: {a}.", f"尝试：{a}。")
                for a in (x.render(draft.lang) for x in m.alternatives[:1])
            ),
        )


ORDER_WORDS = {
    "ram": ("the most host RAM", "系统内存最多"),
    "vcpus": ("the most vCPUs", "vCPU 最多"),
    "gpus": ("the most GPUs", "GPU 最多"),
    "price": ("the lowest on-demand price", "按需价最低"),
}


def _brief(draft: Draft, found: Instance) -> str:
    """One listed type's provider, GPUs, vCPUs, RAM and price, in a line."""
    lang = draft.lang
    price = (
        say(
            lang,
            f"{money(found.price_per_hour, found.currency)}/h",
            f"每小时 {money(found.price_per_hour, found.currency)}",
        )
        if found.price_per_hour is not None and found.currency
        else say(lang, "no listed price", "无公开价格")
    )
    host = [
        provider_name(found.provider, lang),
        f"{found.gpu_count} × {found.gpu_name}",
        say(lang, f"{found.vcpus:g} vCPUs", f"{found.vcpus:g} 个 vCPU") if found.vcpus else "",
        say(lang, f"{found.ram_gib:g} GiB RAM", f"内存 {found.ram_gib:g} GiB")
        if found.ram_gib
        else "",
        price,
    ]
    return say(lang, ", ", "，").join(h for h in host if h)


def _listed(draft: Draft, listed: InstanceList) -> None:
    """The best type by the order asked first, then the rest as a list."""
    lang = draft.lang
    best = listed.instances[0]
    gpu = draft.gpu_name(listed.gpu_id)
    spec = f" {draft.spec(best.gpu_id)}" if best.gpu_id else ""
    if listed.matching == 1:
        lead = say(
            lang,
            f"**{best.name}** is the only instance type with the {gpu}{spec} I know there:"
            f" {_brief(draft, best)}.",
            f"配 {gpu}{spec} 的实例规格我只知道 **{best.name}**：{_brief(draft, best)}。",
        )
    elif best.price_per_hour is None and listed.order == "price":
        lead = say(  # nothing to rank by price: say so, and lead with the smallest
            lang,
            f"**None of the {listed.matching} instance types with the {gpu}{spec} I know has a"
            f" listed on-demand price**; the smallest is **{best.name}**: {_brief(draft, best)}.",
            f"**配 {gpu}{spec} 的 {listed.matching} 种实例规格都没有公开按需价**；最小的是"
            f" **{best.name}**：{_brief(draft, best)}。",
        )
    else:
        order = ORDER_WORDS[listed.order]
        lead = say(
            lang,
            f"**{best.name}** has {order[0]} of the {listed.matching} instance types with the"
            f" {gpu}{spec} I know: {_brief(draft, best)}.",
            f"配 {gpu}{spec} 的 {listed.matching} 种实例规格里，{order[1]}的是 **{best.name}**："
            f"{_brief(draft, best)}。",
        )
    draft.add(lead)
    rest = [f"- **{o.name}**: {_brief(draft, o)}" for o in listed.instances[1:]]
    if rest:
        draft.add("\n".join(rest))
    dated = sorted({str(i.price_as_of) for i in listed.instances if i.price_as_of})
    if dated:
        draft.assume(
            say(
                lang,
                f"prices are the cheapest on-demand listed, as of {', '.join(dated)}",
                f"价格为所列最低按需价，日期 {'、'.join(dated)}",
            )
        )


def compose_instance_list(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Instance types asked for by their GPU; when none match, says so, then what is close."""
    lang = draft.lang
    asked = calls[0]
    listed = asked.typed(InstanceList)
    if listed is not None and listed.instances:
        _listed(draft, listed)
        return
    gpu = draft.gpu_name(str(asked.input.get("gpu", "")))
    named = str(asked.input.get("provider") or "")
    where = [
        say(lang, *PROVIDER_NAMES.get(named, (named, named))) if named else "",
        say(lang, f"{asked.input['count']} GPUs", f"{asked.input['count']} 卡")
        if asked.input.get("count")
        else "",
    ]
    shown = say(lang, ", ", "，").join(w for w in where if w)
    draft.add(
        say(
            lang,
            f"**I don't know an instance type that carries the {gpu}** ({shown}).",
            f"**我的实例表未收录配 {gpu} 的规格**（{shown}）。",
        )
        if shown
        else say(
            lang,
            f"**I don't know an instance type that carries the {gpu}.**",
            f"**我的实例表未收录配 {gpu} 的规格。**",
        )
    )
    close = next((found for c in calls[1:] if (found := c.typed(InstanceList))), None)
    if close is not None and close.instances:
        draft.add(say(lang, "The closest I know:", "相近的规格："))
        draft.add("\n".join(f"- **{o.name}**: {_brief(draft, o)}" for o in close.instances))


__all__ = ["compose_instance", "compose_instance_list", "family_line", "holds"]
