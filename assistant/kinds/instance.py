"""Instance: what a named cloud instance type holds (GPUs, memory, vCPUs, RAM, link, price)."""

import re
from collections.abc import Callable, Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_instance import compose_instance
from assistant.calc.sizing import MemoryEstimate
from assistant.kinds.base import Examples, Kind
from assistant.kinds.instance_family_fit import (
    compose_family_fit,
    families_for_model,
    plan_family_fit,
)
from assistant.kinds.instance_fits import asks_type_model_list
from assistant.kinds.type_asked import asks_of_named_type
from assistant.kinds.workload_plans import media_args
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instance_sibling import sibling_names
from assistant.question.instance_tools import InstanceList
from assistant.question.instance_words import is_type_word, names_no_instance
from assistant.question.instances import Instance, shaped_like_a_type_name
from assistant.question.planner import memory_call, model_name, single_method
from assistant.question.tools import Toolbox

_HYPHENED_TYPE_RE = re.compile(r"[a-z]{1,3}\d{1,2}-[a-z]{4,12}-\d{1,2}g?")
"""A type named in GCP's way, family and size ("a3-edgegpu-8g")."""
MAX_INSTANCES = 3
"""Instance types described in one answer ("g5.xlarge vs g5.4xlarge" names two)."""


def plan_instance(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``describe_instance`` for each instance type the question names, in its order.

    The words are tried one by one (two types named side by side are two answers), and all
    together (a name spread over words: "ND H100 v5"); the call for all of them stands alone
    when no single word names a type.
    """
    if _lists_by_gpu(query):
        return _plan_list(query, tools)
    if families_for_model(query):  # "GN7 or GN10Xp for qwen2.5 32b": the type that holds it
        return plan_family_fit(query, tools)
    if not query.instance_words:
        return []
    whole = tools.call(
        "describe_instance", name=" ".join(query.instance_words), provider=query.provider
    )
    tried: dict[str, ToolCall] = {}  # each word described once, reused below

    def describe(word: str) -> ToolCall:
        if word not in tried:
            tried[word] = tools.call("describe_instance", name=word, provider=query.provider)
        return tried[word]

    found: dict[str, ToolCall] = {}
    for word in query.instance_words:
        if len(found) >= MAX_INSTANCES:
            break
        one = describe(word)
        described = one.typed(Instance)
        if described is not None and described.name not in found:
            found[described.name] = one
    completed = _siblings_found(query, found, describe)  # "c8g1.2xlarge" after its family's
    named = whole.typed(Instance)
    typed = [
        w
        for w in query.instance_words
        if (shaped_like_a_type_name(w) or is_type_word(w)) and not names_no_instance(w)
    ]
    if not found and named is None and typed:
        # "阿里云 gn7e 规格里是 A100 吗": the unknown type is that word, not the words together
        whole = describe(typed[0])
        if whole.typed(Instance) is None and query.gpus:  # what is close: the card's types there
            close = tools.call(
                "list_instances", gpu=query.gpus[0].gpu_id, provider=query.provider, order="gpus"
            )
            return [whole, close]
    # "a3-edgegpu-8g vs a3-highgpu": a type the table lacks beside one it has is said too (a
    # word of a found type's own name, "nd96isr" of ND96isr MI300X v5, is not another type)
    known = " ".join(
        f"{n} {i.matched}".lower() for n, c in found.items() if (i := c.typed(Instance))
    )
    known += f" {named.name} {named.matched}".lower() if named is not None else ""
    known += " " + " ".join(completed)
    missing = [
        describe(w)
        for w in typed
        if (shaped_like_a_type_name(w) or _HYPHENED_TYPE_RE.fullmatch(w)) and w not in known
        if describe(w).typed(Instance) is None
    ]
    if len(found) < 2:
        sized = [*_workload_on(query, tools, named), *_model_on(query, tools, named)]
        return [whole, *sized, *missing]
    if named is not None and named.name not in found:
        found = {named.name: whole, **found}
    return [*found.values(), *missing]


def _siblings_found(
    query: Query, found: dict[str, ToolCall], describe: Callable[[str], ToolCall]
) -> list[str]:
    """Short words naming a found type's family member ("c8g1.2xlarge"), added to ``found``."""
    completed = []
    for word in query.instance_words:
        if len(found) >= MAX_INSTANCES or not shaped_like_a_type_name(word):
            continue
        if describe(word).typed(Instance) is not None:
            continue
        for full in sibling_names(word, list(found)):
            call = describe(full)
            described = call.typed(Instance)
            if described is not None and described.name.lower() == full:
                found.setdefault(described.name, call)
                completed.append(word)
                break
    return completed


def _plan_list(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``list_instances`` for the card named, at that count and cloud.

    Else another variant of the card rented there ("a single H100 on Azure"), else what is close
    anywhere.
    """
    gpu = query.gpus[0]
    count = gpu.count if gpu.count_stated else None
    order = query.instance_order or "price"
    asked = tools.call(
        "list_instances", gpu=gpu.gpu_id, count=count, provider=query.provider, order=order
    )
    if asked.typed(InstanceList) is not None or (count is None and query.provider is None):
        return [asked]
    # "a single H100 on Azure": another variant of the card may be the one rented there
    base = gpu.gpu_id.split("-")[0]
    for sibling in sorted(g for g in tools.catalog.gpus if g.split("-")[0] == base):
        if sibling == gpu.gpu_id:
            continue
        other = tools.call(
            "list_instances", gpu=sibling, count=count, provider=query.provider, order=order
        )
        if other.typed(InstanceList) is not None:
            return [other]
    # none with that count or at that provider: what is close, anywhere
    return [asked, tools.call("list_instances", gpu=gpu.gpu_id, order=order)]


def _workload_on(query: Query, tools: Toolbox, found: Instance | None) -> list[ToolCall]:
    """An image, video, vision or speech model asked of the type: its memory on the type's GPU."""
    if query.workload_id is None or found is None or found.gpu_id is None:
        return []
    return [tools.call("estimate_workload_memory", gpu=found.gpu_id, **media_args(query))]


def _model_on(query: Query, tools: Toolbox, found: Instance | None) -> list[ToolCall]:
    """An LLM asked of a type whose shape is asked back: sized on the type's own cards.

    At the precision asked; with none said and 16 bits too big, at 4-bit as well.
    """
    model = model_name(query)
    asked = query.confirms_shape or query.type_spec_asked  # the type's own figures asked too
    if model is None or not asked or found is None or found.gpu_id is None:
        return []
    cards = GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)
    method = single_method(query)
    first = memory_call(query, tools, model, method, cards)
    sized = first.typed(MemoryEstimate)
    if sized is None or sized.fits or query.precision is not None or method != "inference":
        return [first]
    four_bit = query.model_copy(update={"precision": "int4"})
    return [first, memory_call(four_bit, tools, model, method, cards)]


def _confirms_named_type(query: Query) -> bool:
    """A type from the table named with cards asked back ("是4张V100吗，跑70b行不行")."""
    named = query.instance_named is not None and query.confirms_shape and bool(query.gpus)
    weighed = query.intent == "rent_vs_buy"  # "是买8卡L20还是租gn8is": the type is the rental
    return named and not query.price_words and query.workload_id is None and not weighed


def _lists_by_gpu(query: Query) -> bool:
    """Instance types asked for by the GPU they carry, with none named ("which AWS instance")."""
    one_card = len({g.gpu_id for g in query.gpus}) == 1
    named = query.instance_named is not None or any(
        shaped_like_a_type_name(w) for w in query.instance_words
    )
    return query.asks_instance_pick and one_card and not named and query.model_id is None


def _instance_looking(query: Query) -> bool:
    """Words that may name a type, and no model named beside them.

    An image, video, vision or speech model named ("32 cameras, h264, yolov8s: how many T4s")
    leaves only a type the table found or one with a type name's shape: the other mixed words
    around a workload are its settings (codecs, resolutions), not an instance.
    """
    if not query.instance_words or query.model_id is not None or query.params_b is not None:
        return False
    if query.workload_id is None or query.instance_named is not None:
        return True
    return any(shaped_like_a_type_name(w) for w in query.instance_words)


def _names_an_instance(query: Query) -> bool:
    """An instance type is named and no model or price is asked: the question is about it.

    Either the advisor found the type in the instance table (``instance_named``: "腾讯云GN7",
    "azure NC24ads A100 v4"), or a word has a type name's shape ("g6e.12xlarge").
    """
    weighed = query.intent == "rent_vs_buy"  # "buy two L40S or rent AWS g6e": a weighing
    shaped = any(shaped_like_a_type_name(w) for w in query.instance_words)
    # "g5 实例里的 A10G 跟普通 A10 的算力一样吗": two cards' figures asked, the family only says
    # where one of them is rented; a type named in full ("g5.xlarge") is still the type's
    cards = len({g.gpu_id for g in query.gpus}) == 2 and bool(query.spec_fields) and not shaped
    if query.instance_named and _instance_looking(query) and not query.price_words:
        return not weighed and not cards
    # "阿里云 gn7e 是 A100 吗": a type-like word with its cloud, whether or not the table has it
    shaped = shaped or (query.type_word_said and query.provider is not None)
    # a provider named beside it reads as a cost ("azure NV36ads_A10_v5, a full A10?"), but
    # with no price asked it is still what the type is that is asked
    unpriced = query.intent == "cost" and not query.price_words
    one_card = len({g.gpu_id for g in query.gpus}) < 2  # "整张 A10 还是切分的": no two cards
    weighed_types = query.intent == "compare" and one_card  # "g5.xlarge vs g6.xlarge"
    # "gn8v 里是什么卡，h20 还是 h800": what card the type holds, the two named are guesses
    guessed = query.intent == "compare" and query.confirms_shape and query.asks_gpu_pick
    asked = query.intent in ("concept", "recommend") or unpriced or weighed_types or guessed
    return shaped and _instance_looking(query) and asked and not query.price_words


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Which type of each family named holds the model; else what the types named are."""
    if families_for_model(draft.query) and any(c.tool == "estimate_memory" for c in calls):
        compose_family_fit(draft, calls)
        return
    compose_instance(draft, calls)


INSTANCE = Kind(
    name="instance",
    intent="concept",
    gives=("instance_contents",),
    keeps=("card_spec", "pick"),
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
    compose=_compose,
    prior=lambda q: (
        _names_an_instance(q)
        and not asks_type_model_list(q)
        or _lists_by_gpu(q)
        or _confirms_named_type(q)
        or families_for_model(q)
        or asks_of_named_type(q)  # "g6.48xlarge: any nvlink? for a 70b": the type, then the fit
    ),
    # a price asked of a named type is the price kind's, however close its words are to these
    admits=lambda q: _instance_looking(q) and not q.price_words,
    # "what's in one exactly" of a type in the table: its sheet, whatever model came before
    asked_needs=lambda q: q.instance_named is not None,
)
