"""Instance: what a named cloud instance type holds (GPUs, memory, vCPUs, RAM, link, price)."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, money, say
from assistant.kinds.base import Examples, Kind
from assistant.models import Query, ToolCall
from assistant.question.instances import Instance
from assistant.question.tools import Toolbox, error_of


def plan_instance(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``describe_instance`` for the instance-looking words of the question."""
    if not query.instance_words:
        return []
    return [
        tools.call(
            "describe_instance", name=" ".join(query.instance_words), provider=query.provider
        )
    ]


def compose_instance(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """First line: the instance's GPUs and memory; then host, link and its price with a date."""
    call = calls[0]
    lang = draft.lang
    found = call.typed(Instance)
    if found is None:
        draft.add(
            say(
                lang,
                f"I don't know that instance type: {error_of(call, lang)}.",
                f"我不认识这个实例类型：{error_of(call, lang)}。",
            )
        )
        return
    spec = f" {draft.spec(found.gpu_id)}" if found.gpu_id else ""
    each = gb(found.gpu_memory_gb)
    draft.add(
        say(
            lang,
            f"**{found.name}** ({found.provider}) has {found.gpu_count} × {found.gpu_name}{spec}:"
            f" {each} each, {gb(found.total_gpu_memory_gb)} of GPU memory in all.",
            f"**{found.name}**（{found.provider}）配 {found.gpu_count} 张 {found.gpu_name}{spec}："
            f"每张 {each}，共 {gb(found.total_gpu_memory_gb)} 显存。",
        )
    )
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
    admits=_instance_looking,
)
