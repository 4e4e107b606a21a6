"""The stated-rent tool: a rent the user states, totalled over the span priced.

``Toolbox`` (``question.tools``) registers it through ``stated_rate_tools(box)``; the pure work
is in ``calc.stated_rent``.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.stated_rent import stated_rent

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput


class StatedRateArgs(BaseModel):
    """Arguments of ``price_stated_rate``: the user's rate, the GPUs and the hours."""

    model_config = ConfigDict(extra="forbid")

    rate: Decimal = Field(gt=0, description="the rent the user states, per GPU- or instance-hour")
    count: int = Field(default=1, ge=1, le=100_000, description="GPUs (or instances) at once")
    hours: float = Field(gt=0, description="wall-clock hours rented")
    currency: Literal["USD", "CNY"] = "USD"
    basis: Literal["gpu", "instance"] = Field(
        default="gpu", description="the rate is per GPU-hour, or per hour of a named instance"
    )


def stated_rate_tools(
    box: Toolbox,
) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The stated-rent tool, for ``Toolbox`` to register (``box`` unused: no book is read)."""
    from assistant.question.tools import Typed

    del box

    def price_stated_rate(args: StatedRateArgs) -> Typed:
        """Total of a rent the user states: rate x GPUs (or instances) x hours."""
        result = stated_rent(args.rate, args.count, args.hours, args.currency, args.basis)
        return Typed(result, {})

    return {"price_stated_rate": (StatedRateArgs, price_stated_rate)}


__all__ = ["StatedRateArgs", "stated_rate_tools"]
