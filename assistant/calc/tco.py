"""Pure rent-vs-buy calculator: owning a GPU system against renting the same GPUs.

Money is ``Decimal`` throughout and totals are rounded to cents; time and power are ``float``.
Nothing here reads files or the clock: callers pass the TCO table, offers, FX rates and ``today``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.money import (
    HOURS_PER_MONTH,
    age_warning,
    cheapest_per_gpu_hour,
    convert,
    dec,
    money,
)
from assistant.catalog.offers import CloudOffer, Currency, FxRate, TcoInputs
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import llmcalc as say_llm
from assistant.messages import owning as owning_say
from assistant.messages import table as say
from assistant.models import GPU


class ValueRef(BaseModel):
    """Provenance of one input to rent-vs-buy."""

    label: Message
    source: str
    as_of: date | None = None
    date_note: str | None = None
    confidence: str | None = None
    verified: bool = True


class OwnershipInputs(BaseModel):
    """Inputs to ``rent_vs_buy``; every money amount is in ``currency``."""

    gpu_id: str
    gpu_count: int = Field(ge=1)
    currency: Currency
    capex: Decimal = Field(gt=0)
    """Purchase price of the whole system."""
    power_kw: float = Field(gt=0)
    """Draw of the whole system at full load, kW."""
    pue: float = Field(ge=1)
    tariff_per_kwh: Decimal = Field(ge=0)
    maintenance_pct_per_year: float = Field(default=10.0, ge=0)
    """Support and repairs per year as % of the purchase price (assumed 10%)."""
    depreciation_years: float = Field(default=3.0, gt=0)
    utilization: float = Field(gt=0, le=1)
    """Share of the month the GPUs do useful work (rented hours are only those hours)."""
    rent_per_gpu_hour: Decimal = Field(gt=0)
    colocation_per_month: Decimal = Field(default=Decimal(0), ge=0)
    """Rack space, network, staff per month (not in the reference data; default 0)."""
    resale_value: Decimal = Field(default=Decimal(0), ge=0)
    """What the hardware is sold for at the end (``calc.resale``); 0 = written off to nothing."""
    hours_per_month: float = Field(default=HOURS_PER_MONTH, gt=0)
    refs: list[ValueRef] = Field(default_factory=list)
    """Where capex, power, PUE, tariff and the rent rate came from."""


class SensitivityRow(BaseModel):
    """Owning vs renting at one utilisation."""

    utilization: float
    own_monthly: Decimal
    rent_monthly: Decimal
    break_even_months: float | None
    cheaper: Literal["buy", "rent"]


class RentVsBuy(BaseModel):
    """Output of ``rent_vs_buy``."""

    gpu_id: str
    gpu_count: int
    currency: Currency
    utilization: float
    depreciation_monthly: Decimal
    maintenance_monthly: Decimal
    energy_monthly: Decimal
    colocation_monthly: Decimal
    own_monthly: Decimal
    """Depreciation + maintenance + energy + colocation per month."""
    rent_monthly: Decimal
    """Rent rate x GPUs x hours per month x utilisation."""
    own_cost_per_gpu_hour: Decimal
    """Owning cost per GPU-hour actually used."""
    monthly_saving: Decimal
    """Rent minus the running cost of owning (without depreciation)."""
    break_even_months: float | None
    """Purchase price / monthly saving; None when owning never pays back."""
    break_even_utilization: float | None
    """Utilisation above which owning is cheaper per month; None if never."""
    verdict: Literal["buy", "rent"]
    sensitivity: list[SensitivityRow]
    inputs: OwnershipInputs
    assumptions: list[Message]
    warnings: list[Message]
    notes: list[Message]
    resale_note: Message | None = None
    """How the resale at the end was priced (``calc.resale``), when the hardware is sold."""


def _monthly(inp: OwnershipInputs, u: float) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """Return (depreciation, maintenance, energy, rent) per month at utilisation ``u``."""
    dep = (inp.capex - inp.resale_value) / (dec(inp.depreciation_years) * 12)
    maint = inp.capex * dec(inp.maintenance_pct_per_year) / 100 / 12
    hours = dec(inp.hours_per_month) * dec(u)
    energy = dec(inp.power_kw) * dec(inp.pue) * hours * inp.tariff_per_kwh
    rent = inp.rent_per_gpu_hour * inp.gpu_count * hours
    return dep, maint, energy, rent


def rent_vs_buy(inp: OwnershipInputs, *, today: date) -> RentVsBuy:
    """Compare owning a system with renting the same GPUs for the hours they are used.

    Owning per month = capex / (years x 12) + capex x maintenance% / 12
    + kW x PUE x hours x utilisation x tariff + colocation. Renting per month = rate x GPUs x
    hours x utilisation. Break-even months = capex / (renting − running cost of owning).

    Args:
        inp: the inputs and their provenance.
        today: date for the 180-day staleness warnings.

    Returns:
        Monthly costs, break-even months and utilisation, and a table over utilisation 10..100%.
    """
    dep, maint, energy, rent = _monthly(inp, inp.utilization)
    colo = inp.colocation_per_month
    own = dep + maint + energy + colo
    saving = rent - (maint + energy + colo)
    outlay = inp.capex - inp.resale_value  # what a card resold at the end costs in all
    break_even = float(outlay / saving) if saving > 0 and outlay > 0 else None
    # own(u) = fixed + e1*u and rent(u) = r1*u cross at u* = fixed / (r1 - e1)
    _, _, e1, r1 = _monthly(inp, 1.0)
    fixed = dep + maint + colo
    break_even_u = float(fixed / (r1 - e1)) if r1 > e1 else None
    rows = []
    for tenth in range(1, 11):
        u = tenth / 10
        d, m, e, r = _monthly(inp, u)
        s = r - (m + e + colo)
        rows.append(
            SensitivityRow(
                utilization=u,
                own_monthly=money(d + m + e + colo),
                rent_monthly=money(r),
                break_even_months=float(outlay / s) if s > 0 and outlay > 0 else None,
                cheaper="buy" if d + m + e + colo < r else "rent",
            )
        )
    used_hours = dec(inp.hours_per_month) * dec(inp.utilization) * inp.gpu_count
    warnings = [
        w for ref in inp.refs if (w := age_warning(ref.label, ref.as_of, today)) is not None
    ]
    warnings += [
        say.UNVERIFIED(what=ref.label, source=ref.source) for ref in inp.refs if not ref.verified
    ]
    assumptions = [
        say.HOURS_AND_ENERGY(
            hours=inp.hours_per_month, utilization=inp.utilization, power_kw=inp.power_kw
        ),
        say.MAINTENANCE(
            percent=inp.maintenance_pct_per_year,
            years=inp.depreciation_years,
            months=round(inp.depreciation_years * 12, 1),
        )
        if inp.resale_value == 0
        else owning_say.MAINTENANCE_RESOLD(
            percent=inp.maintenance_pct_per_year,
            years=inp.depreciation_years,
            months=round(inp.depreciation_years * 12, 1),
            resale=inp.resale_value,
            currency=inp.currency,
        ),
        say.RENT_HOURS_USED(),
    ]
    if colo == 0:
        assumptions.append(say.NO_COLOCATION())
    return RentVsBuy(
        gpu_id=inp.gpu_id,
        gpu_count=inp.gpu_count,
        currency=inp.currency,
        utilization=inp.utilization,
        depreciation_monthly=money(dep),
        maintenance_monthly=money(maint),
        energy_monthly=money(energy),
        colocation_monthly=money(colo),
        own_monthly=money(own),
        rent_monthly=money(rent),
        own_cost_per_gpu_hour=money(own / used_hours),
        monthly_saving=money(saving),
        break_even_months=break_even,
        break_even_utilization=break_even_u,
        verdict="buy" if own < rent else "rent",
        sensitivity=rows,
        inputs=inp,
        assumptions=assumptions,
        warnings=warnings,
        notes=[say.CHINA_CLOUD_PRICES()],
    )


def _default_capex(
    tco: TcoInputs, gpu_id: str, gpu_count: int, currency: Currency, fx_rates: Sequence[FxRate]
) -> tuple[Decimal, ValueRef, float | None]:
    """Purchase price for ``gpu_count`` GPUs from the default server rows (scaled by nodes).

    Fewer GPUs than a whole server ("one A100 40GB") are priced at their share of the server.
    """
    rows = [s for s in tco.servers if s.default and s.gpu_id == gpu_id and s.gpu_count]
    for s in sorted(rows, key=lambda s: -(s.gpu_count or 0)):
        per = s.gpu_count or 1
        if gpu_count % per:
            continue
        units = gpu_count // per
        price, _ = convert(s.price * units, s.currency, currency, fx_rates)
        ref = ValueRef(
            label=say.PURCHASE_SERVER(units=units, server=s.name, basis=s.basis),
            source=s.source,
            as_of=s.as_of,
            date_note=s.date_note,
            confidence=s.confidence,
        )
        kw = s.system_power_kw * units if s.system_power_kw else None
        return price, ref, kw
    share = next((s for s in rows if gpu_count < (s.gpu_count or 0)), None)
    if share is None or not share.gpu_count:
        raise UsageError(fail.NO_PURCHASE_PRICE(count=gpu_count, gpu=gpu_id))
    part = share.price * gpu_count / share.gpu_count
    price, _ = convert(part, share.currency, currency, fx_rates)
    label = say.PURCHASE_SERVER_SHARE(
        count=gpu_count, per_server=share.gpu_count, server=share.name, basis=share.basis
    )
    ref = ValueRef(
        label=label,
        source=share.source,
        as_of=share.as_of,
        date_note=share.date_note,
        confidence=share.confidence,
    )
    return price, ref, None


def _default_rent(
    offers: Iterable[CloudOffer], gpu_id: str, currency: Currency, fx_rates: Sequence[FxRate]
) -> tuple[Decimal, ValueRef]:
    """Cheapest rankable on-demand price per GPU-hour for ``gpu_id``."""
    best = cheapest_per_gpu_hour(offers, currency, fx_rates, gpu_id=gpu_id)
    if best is None:
        raise UsageError(fail.NO_RENT_PRICE(gpu=gpu_id))
    o = best[1]
    ref = ValueRef(
        label=say.RENT_RATE(offer=o.id),
        source=o.source,
        as_of=o.as_of,
        date_note=o.as_of_note,
        confidence=o.confidence,
    )
    return best[0], ref


def default_ownership_inputs(
    tco: TcoInputs,
    offers: Iterable[CloudOffer],
    fx_rates: Sequence[FxRate],
    *,
    gpu_id: str,
    gpu_count: int,
    currency: Currency,
    utilization: float,
    years: float = 3.0,
    capex: Decimal | None = None,
    power_kw: float | None = None,
    pue: float | None = None,
    tariff_per_kwh: Decimal | None = None,
    maintenance_pct_per_year: float = 10.0,
    rent_per_gpu_hour: Decimal | None = None,
    colocation_per_month: Decimal = Decimal(0),
) -> OwnershipInputs:
    """Fill the inputs of ``rent_vs_buy`` from tco.yaml and the offerings; given values win.

    Defaults: the default server row for the GPU (scaled to whole nodes), its system power or
    the GPUs' own power, PUE 1.56 (Uptime's 2024 industry average), the default tariff for
    the currency (US: Virginia commercial; China: an unverified assumption), and the cheapest
    on-demand per-GPU-hour rate.
    """
    refs: list[ValueRef] = []
    system_kw: float | None = None
    if capex is None:
        capex, ref, system_kw = _default_capex(tco, gpu_id, gpu_count, currency, fx_rates)
        refs.append(ref)
    else:
        refs.append(ValueRef(label=say.PURCHASE_GIVEN(), source="user input"))
    if power_kw is None:
        power_kw = system_kw
        if power_kw is not None:
            refs.append(ValueRef(label=say.SYSTEM_POWER(), source="tco.yaml server row"))
        else:
            rows = [p for p in tco.power if p.scope == "gpu" and p.gpu_id == gpu_id]
            if not rows:
                raise UsageError(fail.NO_POWER_FIGURE(gpu=gpu_id))
            power_kw = rows[0].watts * gpu_count / 1000
            refs.append(
                ValueRef(
                    label=say.POWER_GPUS_ONLY(count=gpu_count, watts=rows[0].watts),
                    source=rows[0].source,
                    confidence=rows[0].confidence,
                    verified=rows[0].verified,
                )
            )
    if pue is None:
        fig = next(p for p in tco.pue if p.default)
        pue = fig.value
        refs.append(
            ValueRef(
                label=say.PUE(pue=fig.value),
                source=fig.source,
                as_of=fig.as_of,
                date_note=fig.date_note,
            )
        )
    if tariff_per_kwh is None:
        tariffs = [t for t in tco.electricity if t.default and t.currency == currency]
        if not tariffs:
            raise UsageError(fail.NO_TARIFF(currency=currency))
        t = tariffs[0]
        tariff_per_kwh = t.price_per_kwh
        refs.append(
            ValueRef(
                label=say.ELECTRICITY(
                    price=t.price_per_kwh,
                    currency=t.currency,
                    region=t.region,
                    sector=say.SECTORS[t.sector]() if t.sector in say.SECTORS else t.sector,
                ),
                source=t.source,
                as_of=t.as_of,
                date_note=t.date_note,
                verified=t.verified,
            )
        )
    if rent_per_gpu_hour is None:
        rent_per_gpu_hour, ref = _default_rent(offers, gpu_id, currency, fx_rates)
        refs.append(ref)
    return OwnershipInputs(
        gpu_id=gpu_id,
        gpu_count=gpu_count,
        currency=currency,
        capex=capex,
        power_kw=power_kw,
        pue=pue,
        tariff_per_kwh=tariff_per_kwh,
        maintenance_pct_per_year=maintenance_pct_per_year,
        depreciation_years=years,
        utilization=utilization,
        rent_per_gpu_hour=rent_per_gpu_hour,
        colocation_per_month=colocation_per_month,
        refs=refs,
    )


__all__ = [
    "OwnershipInputs",
    "RentVsBuy",
    "SensitivityRow",
    "ValueRef",
    "default_ownership_inputs",
    "payback_months",
    "rent_vs_buy",
    "stated_ownership_inputs",
    "utilization_from_hours",
]


def estimated_capex(
    tco: TcoInputs, gpu: GPU, count: int, currency: Currency, fx_rates: Sequence[FxRate]
) -> tuple[Decimal, Message]:
    """A purchase price when no server row exists for ``gpu``, and how it was made.

    First the card's own dated price (launch MSRP or street estimate); then the per-GPU price
    of the nearest default server of the same family (an A100 80GB priced from the DGX A100).
    """
    if gpu.launch_price_usd is not None:
        price, _ = convert(gpu.launch_price_usd * count, "USD", currency, fx_rates)
        return price, say.PURCHASE_LAUNCH(
            count=count, gpu=gpu.name, price=gpu.launch_price_usd, basis=str(gpu.price_basis)
        )
    family = gpu.id.split("-")[0]
    kin = [
        s
        for s in tco.servers
        if s.default and s.gpu_id and s.gpu_count and s.gpu_id.split("-")[0] == family
    ]
    if not kin:
        raise UsageError(fail.NO_DATED_PURCHASE_PRICE(gpu=gpu.name, gpu_id=gpu.id))
    row = kin[0]
    per_gpu = row.price / (row.gpu_count or 1)
    price, _ = convert(per_gpu * count, row.currency, currency, fx_rates)
    return price, say.PURCHASE_FAMILY(
        gpu=gpu.name,
        count=count,
        per_gpu=per_gpu,
        currency=row.currency,
        server=row.name,
        basis=row.basis,
    )


def board_power_kw(tco: TcoInputs, gpu: GPU, count: int) -> tuple[float, Message] | None:
    """The GPUs' board power in kW when tco.yaml has no power row for ``gpu`` (None if it has)."""
    if any(p.gpu_id == gpu.id for p in tco.power) or gpu.tdp_w is None:
        return None
    return gpu.tdp_w * count / 1000, say.POWER_BOARD(count=count, watts=gpu.tdp_w)


HOURS_PER_WEEK = 168.0


def utilization_from_hours(hours_per_week: float) -> float:
    """Share of the month a machine busy ``hours_per_week`` is used (730 h months, 168 h weeks).

    Raises:
        UsageError: hours outside (0, 168].
    """
    if not 0 < hours_per_week <= HOURS_PER_WEEK:
        raise UsageError(say_llm.HOURS_PER_WEEK_RANGE(hours=hours_per_week))
    return hours_per_week / HOURS_PER_WEEK


def stated_ownership_inputs(
    tco: TcoInputs,
    offers: Iterable[CloudOffer],
    fx_rates: Sequence[FxRate],
    *,
    gpu_id: str,
    gpu_count: int,
    currency: Currency,
    utilization: float | None = None,
    hours_per_week: float | None = None,
    years: float = 3.0,
    capex: Decimal | None = None,
    rent_per_gpu_hour: Decimal | None = None,
    tariff_per_kwh: Decimal | None = None,
    pue: float | None = None,
    power_kw: float | None = None,
) -> OwnershipInputs:
    """``default_ownership_inputs`` where every figure the user states replaces the catalog's.

    Hours per week become the utilisation (``hours / 168``); a stated rent, tariff, PUE, power
    or purchase price is used as given and labelled as the user's in the provenance.
    """
    if hours_per_week is not None:
        utilization = utilization_from_hours(hours_per_week)
    inputs = default_ownership_inputs(
        tco,
        offers,
        fx_rates,
        gpu_id=gpu_id,
        gpu_count=gpu_count,
        currency=currency,
        utilization=0.5 if utilization is None else utilization,
        years=years,
        capex=capex,
        power_kw=power_kw,
        pue=pue,
        tariff_per_kwh=tariff_per_kwh,
        rent_per_gpu_hour=rent_per_gpu_hour,
    )
    stated: list[ValueRef] = []
    if hours_per_week is not None:
        stated.append(
            ValueRef(label=say_llm.STATED_HOURS(hours=hours_per_week), source="user input")
        )
    for value, label in (
        (rent_per_gpu_hour, say_llm.STATED_RENT),
        (tariff_per_kwh, say_llm.STATED_TARIFF),
        (pue, say_llm.STATED_PUE),
        (power_kw, say_llm.STATED_POWER),
    ):
        if value is not None:
            stated.append(ValueRef(label=label(value=value), source="user input"))
    return inputs.model_copy(update={"refs": [*inputs.refs, *stated]})


def payback_months(result: RentVsBuy) -> float | None:
    """Months until owning has paid for itself against renting (the break-even months)."""
    return result.break_even_months
