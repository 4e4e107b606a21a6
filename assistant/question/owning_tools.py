"""The rent-vs-buy tools: owning priced on the catalog's figures, or on the user's.

Both fill a purchase price and board power the catalog lacks (``calc.tco``), price a resale at
the end when the hardware is sold again (``calc.resale``), and weigh owning against renting.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from assistant.calc.colocation import colocated, colocated_flat
from assistant.calc.power_stand_in import power_stand_in
from assistant.calc.resale import resold
from assistant.calc.tco import (
    OwnershipInputs,
    board_power_kw,
    default_ownership_inputs,
    estimated_capex,
    rent_vs_buy,
    stated_ownership_inputs,
)
from assistant.messages import Message
from assistant.messages.llmcalc import STATED_POWER, STATED_RENT
from assistant.messages.owning import POWER_STAND_IN, RESALE_STATED
from assistant.messages.table import PURCHASE_ESTIMATED, PURCHASE_GIVEN
from assistant.models import GPU
from assistant.question.tool_args import RentBuyArgs, RentBuyStatedArgs

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox

Result = tuple[BaseModel, dict[str, Any]]


def _capex_and_power(
    box: Toolbox, gpu: GPU, args: RentBuyArgs, power_kw: float | None
) -> tuple[Decimal | None, float | None, list[Message]]:
    """The purchase price and power to weigh, filled from the card's row when no server has it."""
    capex, notes = args.capex, []
    if capex is None and not any(s.gpu_id == gpu.id and s.default for s in box.tco.servers):
        capex, note = estimated_capex(box.tco, gpu, args.count, args.currency, box.prices.fx)
        notes.append(note)
    if power_kw is None and capex is not None:
        board = board_power_kw(box.tco, gpu, args.count)
        close = power_stand_in(box.catalog, gpu.id) if board is None else None
        if board is not None:
            power_kw, note = board
            notes.append(note)
        elif close is not None and (watts := box.catalog.gpus[close].tdp_w) is not None:
            # an M3 Ultra: Apple measured none, the same tier's M2 Ultra stands in, said so
            power_kw = watts * args.count / 1000
            other = box.catalog.gpus[close].short_name
            notes.append(POWER_STAND_IN(asked=gpu.short_name, other=other, watts=watts))
    return capex, power_kw, notes


def _weighed(
    box: Toolbox, gpu: GPU, args: RentBuyArgs, inputs: OwnershipInputs, notes: list[Message]
) -> Result:
    """Owning against renting on ``inputs``, with the resale at the end when it is sold."""
    resale: Message | None = None
    if args.resale_value is not None:  # the user's own figure for what the cards fetch
        value = min(args.resale_value, inputs.capex)
        inputs = inputs.model_copy(update={"resale_value": value})
        resale = RESALE_STATED(resale=value, currency=inputs.currency)
    elif args.resale:
        inputs, resale = resold(inputs, gpu, box.prices.fx)
    result = rent_vs_buy(inputs, today=box.today)
    update = {"assumptions": notes + result.assumptions, "resale_note": resale}
    return result.model_copy(update=update), {"payback_months": result.break_even_months}


def owning_on_catalog(box: Toolbox, args: RentBuyArgs) -> Result:
    """Monthly cost of owning vs renting on the catalog's figures."""
    gpu = box.catalog.gpu(args.gpu)
    capex, power_kw, notes = _capex_and_power(box, gpu, args, None)
    inputs = default_ownership_inputs(
        box.tco,
        box.prices.offers,
        box.prices.fx,
        gpu_id=gpu.id,
        gpu_count=args.count,
        currency=args.currency,
        utilization=args.utilization,
        years=args.years,
        capex=capex,
        power_kw=power_kw,
        rent_per_gpu_hour=args.rent_per_gpu_hour,
    )
    if capex is not None and args.capex is None:
        # the price was estimated here, not given by the user: say where it came from
        refs = [
            r.model_copy(update={"label": PURCHASE_ESTIMATED(), "source": "catalog"})
            if r.label.is_(PURCHASE_GIVEN)
            else r
            for r in inputs.refs
        ]
        inputs = inputs.model_copy(update={"refs": refs})
    typed, _ = _weighed(box, gpu, args, inputs, notes)
    return typed, {}


def owning_on_stated(box: Toolbox, args: RentBuyStatedArgs) -> Result:
    """Rent vs buy where the user's figures replace the catalog's."""
    gpu = box.catalog.gpu(args.gpu)
    capex, power_kw, notes = _capex_and_power(box, gpu, args, args.power_kw)
    inputs = stated_ownership_inputs(
        box.tco,
        box.prices.offers,
        box.prices.fx,
        gpu_id=gpu.id,
        gpu_count=args.count,
        currency=args.currency,
        utilization=args.utilization,
        hours_per_week=args.hours_per_week,
        years=args.years,
        capex=capex,
        rent_per_gpu_hour=args.rent_per_gpu_hour,
        tariff_per_kwh=args.tariff_per_kwh,
        pue=args.pue,
        power_kw=power_kw,
    )
    dropped = set()
    if args.capex is None:  # an estimated price is not the user's: its note says where from
        dropped.add(PURCHASE_GIVEN().code)
    if args.power_kw is None:  # the board power looked up, not a figure the user gave
        dropped.add(STATED_POWER(value=0).code)
    if args.rent_quoted:  # the provider's or the rented card's rate, said in the answer
        dropped.add(STATED_RENT(value=0).code)
    inputs.refs[:] = [r for r in inputs.refs if r.label.code not in dropped]
    if args.hosting_per_kw_month is not None:  # "colo quote is $250/kW/month": hosted there
        inputs = colocated(inputs, args.hosting_per_kw_month)
    elif args.hosting_per_month is not None:  # "$150/month power+space at a colo": flat
        inputs = colocated_flat(inputs, args.hosting_per_month)
    return _weighed(box, gpu, args, inputs, notes)


__all__ = ["owning_on_catalog", "owning_on_stated"]
