"""Instance: what a named cloud instance type holds (GPUs, memory, vCPUs, RAM, link, price)."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, money, provider_name, say
from assistant.kinds.base import Examples, Kind
from assistant.messages import hardware as hw
from assistant.models import Query, ToolCall
from assistant.question.instances import Instance, shaped_like_a_type_name
from assistant.question.tools import Toolbox, error_of

MAX_INSTANCES = 3
"""Instance types described in one answer ("g5.xlarge vs g5.4xlarge" names two)."""


def plan_instance(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``describe_instance`` for each instance type the question names, in its order.

    The words are tried one by one (two types named side by side are two answers), and all
    together (a name spread over words: "ND H100 v5"); the call for all of them stands alone
    when no single word names a type.
    """
    if not query.instance_words:
        return []
    whole = tools.call(
        "describe_instance", name=" ".join(query.instance_words), provider=query.provider
    )
    found: dict[str, ToolCall] = {}
    for word in query.instance_words:
        if len(found) >= MAX_INSTANCES:
            break
        one = tools.call("describe_instance", name=word, provider=query.provider)
        described = one.typed(Instance)
        if described is not None and described.name not in found:
            found[described.name] = one
    named = whole.typed(Instance)
    if len(found) < 2:
        return [whole]
    if named is not None and named.name not in found:
        found = {named.name: whole, **found}
    return list(found.values())


def _holds(draft: Draft, found: Instance) -> str:
    """One instance in words: its name, provider, GPUs and their memory."""
    lang = draft.lang
    spec = f" {draft.spec(found.gpu_id)}" if found.gpu_id else ""
    each = gb(found.gpu_memory_gb)
    provider = provider_name(found.provider, lang)
    return say(
        lang,
        f"**{found.name}** ({provider}) has {found.gpu_count} × {found.gpu_name}{spec}:"
        f" {each} each, {gb(found.total_gpu_memory_gb)} of GPU memory in all",
        f"**{found.name}**（{provider}）配 {found.gpu_count} 张 {found.gpu_name}{spec}："
        f"每张 {each}，共 {gb(found.total_gpu_memory_gb)} 显存",
    )


def _family(draft: Draft, found: Instance) -> str | None:
    """A family asked by name ("gn8is"): its GPU and how many per shape, up to the largest."""
    counts = found.family_gpu_counts
    if not found.by_family or len(counts) < 2 or found.family_largest is None:
        return None
    spec = f" {draft.spec(found.gpu_id)}" if found.gpu_id else ""
    line = hw.INSTANCE_FAMILY(
        family=found.matched,
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
    values = {"name": found.name, "gpu": found.gpu_name, "count": found.gpu_count}
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


def compose_instance(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """First line: the instance's GPUs and memory; then host, link and its price with a date.

    Several instance types named side by side are answered one line each, the first line
    holding them all.
    """
    call = calls[0]
    lang = draft.lang
    found = call.typed(Instance)
    if found is None:
        words = draft.query.instance_words
        name = next((w for w in words if shaped_like_a_type_name(w)), " ".join(words))
        draft.add(
            say(
                lang,
                f"**I don't know the instance type {name}:** it is not in my instance table"
                f" ({error_of(call, lang)}).",
                f"**我不认识实例类型 {name}：**它不在我的实例表里（{error_of(call, lang)}）。",
            )
        )
        return
    others = [i for c in calls[1:] if (i := c.typed(Instance)) is not None]
    lines = [_holds(draft, found), *(_holds(draft, o) for o in others)]
    lead = [x for x in (_link(draft, found), _family(draft, found)) if x]
    for line in lead:
        draft.add(line + say(lang, ".", "。"))
    draft.add(say(lang, "; ", "；").join(lines) + say(lang, ".", "。"))
    host = [
        say(lang, f"{found.vcpus:g} vCPUs", f"{found.vcpus:g} 个 vCPU") if found.vcpus else "",
        say(lang, f"{found.ram_gib:g} GiB RAM", f"内存 {found.ram_gib:g} GiB")
        if found.ram_gib
        else "",
        say(lang, f"GPU link: {found.interconnect}", f"GPU 互联：{found.interconnect}")
        if found.interconnect
        else "",
    ]
    if any(host):
        draft.add(say(lang, "; ", "；").join(h for h in host if h) + say(lang, ".", "。"))
    if found.price_per_hour is not None and found.currency:
        price = money(found.price_per_hour, found.currency)
        dated = f"{found.price_as_of}" if found.price_as_of else ""
        draft.add(
            say(
                lang,
                f"On demand from {price} an hour ({found.price_region or 'listed region'},"
                f" as of {dated}).",
                f"按需价每小时 {price} 起（{found.price_region or '所列地区'}，{dated}）。",
            )
        )
    if found.by_family:
        draft.assume(
            say(
                lang,
                f"'{found.matched}' read as {found.name}, the family's usual member",
                f"“{found.matched}”按该系列的常见型号 {found.name} 回答",
            )
        )


def _instance_looking(query: Query) -> bool:
    return bool(query.instance_words) and query.model_id is None and query.params_b is None


def _names_an_instance(query: Query) -> bool:
    """An instance type is named and no model or price is asked: the question is about it.

    Either the advisor found the type in the instance table (``instance_named``: "腾讯云GN7",
    "azure NC24ads A100 v4"), or a word has a type name's shape ("g6e.12xlarge").
    """
    weighed = query.intent == "rent_vs_buy"  # "buy two L40S or rent AWS g6e": a weighing
    if query.instance_named and _instance_looking(query) and not query.price_words and not weighed:
        return True
    shaped = any(shaped_like_a_type_name(w) for w in query.instance_words)
    return shaped and _instance_looking(query) and query.intent in ("concept", "recommend")


INSTANCE = Kind(
    name="instance",
    intent="concept",
    examples=Examples(
        en=(
            "what's in a g6e.12xlarge",
            "how many GPUs does a p5.48xlarge have",
            "what GPU is in an a3-highgpu-8g",
            "ND H100 v5 specs",
            "p4d.24xlarge vs p4de, what's the difference in GPU memory",
            "what card does the aws g5.xlarge use",
        ),
        zh=(
            "gn8is 是什么卡",
            "阿里云 ecs.gn7i-c8g1.2xlarge 是什么配置",
            "p5.48xlarge 有几张卡",
            "腾讯云 GN10Xp 是什么GPU",
            "华为云 p2s 实例用的什么显卡",
            "g6e.12xlarge 显存多大",
        ),
    ),
    plan=plan_instance,
    compose=compose_instance,
    prior=_names_an_instance,
    admits=_instance_looking,
)
