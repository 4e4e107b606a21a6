"""Instance tools: what a named type holds, and the types that carry a given GPU.

``Toolbox`` (``question.tools``) registers them through ``instance_tools(box)``. The rows are
the price book's instance table plus one row per priced type it does not list
(``instances.instance_rows``), each described with its cheapest on-demand price.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.catalog.offers import PriceBook
from assistant.errors import UsageError
from assistant.messages import hardware as hw
from assistant.question.instances import Instance, describe, instance_by_name, instance_rows

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput

InstanceOrder = Literal["ram", "vcpus", "price", "gpus"]
LISTED = 6
"""Instance types listed in one answer, best first."""


class InstanceArgs(BaseModel):
    """Arguments of ``describe_instance``: an instance type or family as people name it."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="instance type or family: g6e.12xlarge, ND H100 v5, gn8is")
    provider: str | None = Field(default=None, description="provider to look in; None = any")


class InstanceListArgs(BaseModel):
    """Arguments of ``list_instances``: the GPU wanted, how many, where, and what ranks them."""

    model_config = ConfigDict(extra="forbid")

    gpu: str = Field(description="catalog GPU id, e.g. a10g or h100-sxm")
    count: int | None = Field(default=None, ge=1, description="GPUs per instance; None = any")
    provider: str | None = Field(default=None, description="provider to look in; None = any")
    order: InstanceOrder = Field(
        default="price", description="rank by most host RAM, most vCPUs, lowest price or most GPUs"
    )


class InstanceList(BaseModel):
    """Instance types carrying a GPU, best first by the order asked."""

    gpu_id: str
    count: int | None
    provider: str | None
    order: InstanceOrder
    instances: list[Instance]
    """Up to ``LISTED`` types, best first."""
    matching: int
    """How many types carry that GPU (and count, and provider) in all."""


def _rank(order: InstanceOrder) -> Callable[[Instance], tuple[float, ...]]:
    def key(found: Instance) -> tuple[float, ...]:
        price = float(found.price_per_hour) if found.price_per_hour is not None else float("inf")
        if order == "ram":
            return (-(found.ram_gib or 0.0), -(found.vcpus or 0.0), price)
        if order == "vcpus":
            return (-(found.vcpus or 0.0), -(found.ram_gib or 0.0), price)
        if order == "gpus":
            return (-float(found.gpu_count), price)
        return (price, float(found.gpu_count), found.vcpus or 0.0)

    return key


def list_instances(
    book: PriceBook,
    gpu_id: str,
    count: int | None = None,
    provider: str | None = None,
    order: InstanceOrder = "price",
) -> InstanceList:
    """The instance types with ``gpu_id`` (``count`` of them, at ``provider``), ranked.

    Raises:
        UsageError: no listed type carries that GPU there.
    """
    rows = [
        r
        for r in instance_rows(book)
        if r.gpu_id == gpu_id
        and (count is None or r.gpu_count == count)
        and (provider is None or provider.lower() in r.provider.lower())
    ]
    if not rows:
        raise UsageError(hw.NO_INSTANCE_WITH_GPU(gpu=gpu_id, where=provider or "-"))
    described = [describe(r, book, r.name, by_family=False) for r in rows]
    ranked = sorted(described, key=_rank(order))
    return InstanceList(
        gpu_id=gpu_id,
        count=count,
        provider=provider,
        order=order,
        instances=ranked[:LISTED],
        matching=len(ranked),
    )


def instance_tools(
    box: Toolbox,
) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The instance tools bound to ``box``'s price book, for ``Toolbox`` to register."""
    from assistant.question.tools import Typed

    def describe_instance(args: InstanceArgs) -> Typed:
        """What a named cloud instance type holds: GPUs, memory, vCPUs, RAM, link, price."""
        return Typed(instance_by_name(args.name, box.prices, args.provider), {})

    def list_by_gpu(args: InstanceListArgs) -> Typed:
        """Instance types with a GPU (and count, provider), ranked by RAM, vCPUs or price."""
        gpu = box.catalog.gpu(args.gpu).id
        found = list_instances(box.prices, gpu, args.count, args.provider, args.order)
        return Typed(found, {})

    return {
        "describe_instance": (InstanceArgs, describe_instance),
        "list_instances": (InstanceListArgs, list_by_gpu),
    }


__all__ = [
    "LISTED",
    "InstanceArgs",
    "InstanceList",
    "InstanceListArgs",
    "instance_tools",
    "list_instances",
]
