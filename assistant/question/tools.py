"""The calculators as tools: pydantic argument schemas in, JSON-ready dicts out.

The pipeline calls them deterministically through ``Toolbox.call``, which records every call
as a ``ToolCall``; ``Toolbox.langchain_tools`` offers the same functions to an LLM. Tools
resolve names, validate arguments and call the pure calculators in ``assistant.calc``; the
defaults they fill in (a purchase price, board power) come from there too.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any, NamedTuple

from pydantic import BaseModel, ValidationError

from assistant.calc.box_fit import box_estimate
from assistant.calc.catalog_query import CatalogQuery, query_gpus
from assistant.calc.compare import compare_gpus
from assistant.calc.head_to_head import ComparedGPU, ComparisonReport, compare_for_workload
from assistant.calc.max_context import longest_context
from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.calc.media_pick import BoardLimits, JobSize, pick_media_gpu, unnamed_pool
from assistant.calc.media_speed import estimate_media_speed
from assistant.calc.money import convert
from assistant.calc.offer_filter import narrow_offers
from assistant.calc.power import gpus_on_psu
from assistant.calc.pricing import JobSpec, price_job
from assistant.calc.recommend import Constraints, Recommendation, make_budget, recommend
from assistant.calc.reference_sizes import REFERENCE_SIZES_B, largest_that_fits
from assistant.calc.remedies import host_ram, remedies
from assistant.calc.sizing import Workload, estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.calc.unit_prices import with_unit_prices
from assistant.catalog.offers import PriceBook, TcoInputs
from assistant.catalog.specs import Catalog
from assistant.catalog.validation import format_validation_error
from assistant.errors import AssistantError
from assistant.models import ModelSpec, ToolCall, ToolFailure
from assistant.question import more_tools, owning_tools
from assistant.question.instance_tools import InstanceArgs, instance_tools
from assistant.question.model_tools import model_tools
from assistant.question.stated_rate_tools import stated_rate_tools
from assistant.question.tool_args import (
    REFERENCE_MODEL,
    CapacityArgs,
    CompareArgs,
    DurationArgs,
    FitsArgs,
    HostRamArgs,
    KvCacheArgs,
    MemoryArgs,
    PowerArgs,
    PriceArgs,
    RecommendArgs,
    RemedyArgs,
    RentBuyArgs,
    RentBuyStatedArgs,
    ServeArgs,
    SpeedArgs,
    WorkloadMemoryArgs,
    WorkloadPickArgs,
    WorkloadSpeedArgs,
)
from assistant.question.trouble_tools import trouble_tools
from assistant.question.workload_tools import workload_tools

TOP_OFFERS = 5
"""Quotes kept per job: enough to compare, short enough to read."""


class Toolbox:
    """The calculators bound to one catalog and price book, recording each call."""

    def __init__(self, catalog: Catalog, prices: PriceBook, tco: TcoInputs, today: date) -> None:
        self.catalog = catalog
        self.prices = prices
        self.tco = tco
        self.today = today
        self._functions: dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]] = {
            "estimate_memory": (MemoryArgs, self.estimate_memory),
            "estimate_speed": (SpeedArgs, self.estimate_speed),
            "plan_serving": (ServeArgs, self.plan_serving),
            "serving_capacity": (CapacityArgs, self.serving_capacity),
            "compare_gpus": (CompareArgs, self.compare_gpus),
            "price_job": (PriceArgs, self.price_job),
            "rent_vs_buy": (RentBuyArgs, self.rent_vs_buy),
            "query_catalog": (CatalogQuery, self.query_catalog),
            "recommend_setup": (RecommendArgs, self.recommend_setup),
            "suggest_remedies": (RemedyArgs, self.suggest_remedies),
            "host_ram": (HostRamArgs, self.host_ram),
            "estimate_workload_memory": (WorkloadMemoryArgs, self.estimate_workload_memory),
            "estimate_workload_speed": (WorkloadSpeedArgs, self.estimate_workload_speed),
            "recommend_workload_gpu": (WorkloadPickArgs, self.recommend_workload_gpu),
        }
        self._functions.update(self._llm_tools())
        self._functions.update(trouble_tools(self))
        self._functions.update(instance_tools(self))
        self._functions.update(workload_tools(self))
        self._functions.update(model_tools(self))
        self._functions.update(more_tools.batch_tools(self))
        self._functions.update(stated_rate_tools(self))

    @property
    def names(self) -> list[str]:
        """Names of the tools on offer."""
        return list(self._functions)

    @staticmethod
    def _workload(args: MemoryArgs) -> Workload:
        return Workload(
            method=args.method,
            precision=args.precision,
            seq_len=args.seq_len,
            batch=args.batch or 1,
            grad_checkpointing=args.grad_checkpointing,
            strategy=args.strategy,
            engine=args.engine,
        )

    def estimate_memory(self, args: MemoryArgs) -> Typed:
        """Peak memory per GPU, its breakdown, the split strategy and what would fit."""
        model = self.catalog.model(args.model)
        gpu = self.catalog.gpu(args.gpu)
        workload = self._workload(args)
        result = estimate_memory(model, gpu, args.count, workload)
        box = [self.catalog.gpu(name) for name in args.box]  # "a 3090 + a 3060": one box
        return Typed(box_estimate(result, model, box, workload), _model_size(model))

    def plan_serving(self, args: ServeArgs) -> Typed:
        """GPUs (and their hourly price) to serve N concurrent users at a per-user speed."""
        return Typed(*more_tools.plan_serving(self, args))

    def serving_capacity(self, args: CapacityArgs) -> Typed:
        """Concurrent users that ``count`` GPUs serve at a per-user speed, and what limits it."""
        return Typed(*more_tools.serving_capacity(self, args))

    def suggest_remedies(self, args: RemedyArgs) -> Typed:
        """What takes the memory of a job now, and each remedy with the memory it saves."""
        model = self.catalog.model(args.model)
        gpu = self.catalog.gpu(args.gpu)
        larger = [self.catalog.gpu(name) for name in args.larger]
        plan = remedies(model, gpu, args.count, self._workload(args), larger)
        return Typed(plan, {})

    def host_ram(self, args: HostRamArgs) -> Typed:
        """System RAM a box of GPUs needs, and whether the RAM stated is enough."""
        gpu = self.catalog.gpu(args.gpu)
        return Typed(host_ram(gpu, args.count, args.ram_gb, args.offload_gb), {})

    def estimate_speed(self, args: SpeedArgs) -> Typed:
        """Decode/prefill tokens/s for inference, or training tokens/s and wall time."""
        model = self.catalog.model(args.model)
        gpu = self.catalog.gpu(args.gpu)
        gpu = gpu.model_copy(update={"nvlink": False}) if args.no_nvlink else gpu  # bridge out
        result = estimate_speed(model, gpu, args.count, self._workload(args), args.tokens)
        return Typed(result, _model_size(model))

    def compare_gpus(self, args: CompareArgs) -> Typed:
        """Fit, speed, $/GPU-hour, cost per 1M tokens and power of 2-6 GPUs; names the winner."""
        counts = args.counts or [1] * len(args.gpus)
        setups = list(
            dict.fromkeys(
                (self.catalog.gpu(name).id, counts[i] if i < len(counts) else 1)
                for i, name in enumerate(args.gpus)
            )
        )
        model = self.catalog.model(args.model or REFERENCE_MODEL)
        shape = args.model_dump(include={"method", "precision", "seq_len", "engine"})
        workload = Workload(**shape, batch=args.batch or 1)
        provider = self.prices.providers().resolve(args.provider) if args.provider else None
        result = compare_for_workload(
            model,
            workload,
            [(self.catalog.gpus[g], n) for g, n in setups],
            offers=self.prices.offers,
            fx=self.prices.fx,
            currency=args.currency,
            provider=provider,
            objective=args.objective,
            model_named=args.model is not None,
        )
        rows = [ComparedGPU.of(row, self.catalog.gpus[row.gpu_id]) for row in result.rows]
        speed = estimate_speed(model, self.catalog.gpus[setups[0][0]], setups[0][1], workload)
        formulas = compare_gpus([], {}, today=self.today).assumptions
        report = ComparisonReport(
            gpus=rows,
            currency=args.currency,
            model_id=model.id,
            model_named=args.model is not None,
            method=result.method,
            precision=result.precision,
            provider=provider,
            objective=args.objective,
            winner=result.winner,
            reason=result.reason,
            reference_workload=f"{args.method} of {model.id}, batch {workload.batch}",
            assumptions=[*formulas, *speed.assumptions],
        )
        return Typed(report, {})

    def recommend_setup(self, args: RecommendArgs) -> Typed:
        """The setup to buy or rent for a workload within a budget, and what would change it."""
        fx = self.prices.fx
        budget = (
            make_budget(args.budget, args.budget_currency, args.budget_period, fx)
            if args.budget is not None
            else None
        )
        provider = self.prices.providers().resolve(args.provider) if args.provider else None
        extra: dict[str, Any] = {}
        if args.psu_w is not None:  # "stuck with a 650w psu": the cards share what it carries
            cards = args.max_cards or 1
            share = extra["psu_card_w"] = round(gpus_on_psu(args.psu_w) / cards)
            cap = min(share, args.max_board_power_w or share)
            args = args.model_copy(update={"max_cards": cards, "max_board_power_w": cap})
        limits = {"min_memory_gb", "features", "non_cuda", "max_board_power_w", "max_cards",
                  "min_tokens_per_s", "used_priced", "whole_servers", "max_slots",
                  "max_length_mm"}  # fmt: skip
        constraints = Constraints(
            **args.model_dump(include=limits),
            provider=provider,
            only_gpus=[self.catalog.gpu(g).id for g in args.gpus],
            exclude_gpus=[self.catalog.gpu(g).id for g in args.exclude_gpus],
            offered_usd={
                self.catalog.gpu(g).id: convert(p, args.currency, "USD", fx)[0]
                for g, p in args.offered.items()
            },
        )
        workload = Workload(
            method=args.method,
            precision=args.precision,
            seq_len=args.seq_len,
            batch=args.batch or 1,
            engine=args.engine,
        )

        def run(model: ModelSpec) -> Recommendation:
            return recommend(
                model,
                workload,
                kind=args.kind,
                gpus=self.catalog.gpus,
                offers=self.prices.offers,
                fx=fx,
                budget=budget,
                objective=args.objective,
                constraints=constraints,
                currency=args.currency,
                hours=args.hours,
                roomy=args.model is None,
            )

        if args.model is not None:
            result, missed = run(self.catalog.model(args.model)), list[str]()
        else:
            sizes = [f"{size:g}b" for size in REFERENCE_SIZES_B]
            result, missed = largest_that_fits([self.catalog.model(s) for s in sizes], run)
        return Typed(result, {"larger_models_not_fitting": missed, **extra})

    def price_job(self, args: PriceArgs) -> Typed:
        """Cost of a job on every matching cloud offering, cheapest first, with dated prices."""
        gpu_id = self.catalog.gpu(args.gpu).id if args.gpu else None
        provider = self.prices.providers().resolve(args.provider) if args.provider else None
        offers = narrow_offers(self.prices.offers, args)
        quote = price_job(
            JobSpec(gpu_count=args.count, hours=args.hours),
            offers,
            today=self.today,
            gpu_id=gpu_id,
            min_memory_gb=args.min_memory_gb,
            provider=provider,
            currency=args.currency,
            fx_rates=self.prices.fx,
            rank_by="spot" if args.spot else "on_demand",
            limit=TOP_OFFERS,
        )
        return Typed(with_unit_prices(quote), {})

    def query_catalog(self, args: CatalogQuery) -> Typed:
        """GPUs matching a filter (features, memory, price ceiling), ranked, with hourly prices."""
        gpus, offers, fx = self.catalog.gpus.values(), self.prices.offers, self.prices.fx
        return Typed(query_gpus(gpus, offers, args, currency=args.currency, fx=fx), {})

    def rent_vs_buy(self, args: RentBuyArgs) -> Typed:
        """Monthly cost of owning vs renting, break-even months and utilisation sensitivity."""
        return Typed(*owning_tools.owning_on_catalog(self, args))

    # ----------------------------------------------------------- image, video, vision, speech

    @staticmethod
    def _media_job(args: WorkloadMemoryArgs) -> MediaJob:
        fields = set(MediaJob.model_fields) & set(type(args).model_fields)
        return MediaJob(**{name: getattr(args, name) for name in fields})

    def estimate_workload_memory(self, args: WorkloadMemoryArgs) -> Typed:
        """Peak GPU memory of an image, video, vision or speech workload, and what would fit."""
        spec = self.catalog.workload(args.workload)
        result = estimate_media_memory(spec, self.catalog.gpu(args.gpu), self._media_job(args))
        return Typed(result, {"workload_params_m": spec.params_m})

    def estimate_workload_speed(self, args: WorkloadSpeedArgs) -> Typed:
        """Seconds per image or video, it/s, images/s or real-time factor, and job hours."""
        spec = self.catalog.workload(args.workload)
        base = self.catalog.workloads.get(spec.speed_from) if spec.speed_from else None
        result = estimate_media_speed(
            spec,
            self.catalog.gpu(args.gpu),
            self._media_job(args),
            base=base,
            images=args.images,
            epochs=args.epochs,
            train_steps=args.train_steps,
            audio_hours=args.audio_hours,
            cards=args.count,
        )
        return Typed(result, {})

    def recommend_workload_gpu(self, args: WorkloadPickArgs) -> Typed:
        """The cheapest (or fastest) catalog GPU that holds a workload, within a budget."""
        spec = self.catalog.workload(args.workload)
        base = self.catalog.workloads.get(spec.speed_from) if spec.speed_from else None
        result = pick_media_gpu(
            spec,
            self._media_job(args),
            [self.catalog.gpu(g) for g in args.gpus]
            or unnamed_pool(self.catalog.gpus.values(), args.max_board_power_w),
            kind=args.kind,
            offers=self.prices.offers,
            fx=self.prices.fx,
            base=base,
            budget=args.budget,
            currency=args.currency,
            rank_by=args.rank_by,
            size=JobSize(**args.model_dump(include=set(JobSize.model_fields))),
            provider=self.prices.providers().resolve(args.provider) if args.provider else None,
            as_asked_first=args.as_asked_first,
            board=BoardLimits(
                features=args.features,
                max_board_power_w=args.max_board_power_w,
                psu_w=args.psu_w,
                max_slots=args.max_slots,
                memory_gb=args.memory_gb,
            ),
            timed_gpu=self.catalog.gpu(args.timed_on) if args.timed_on else None,
        )
        return Typed(result, {})

    def call(self, tool: str, **kwargs: Any) -> ToolCall:
        """Validate ``kwargs`` for ``tool``, run it and record input and output.

        A domain error (unknown name, impossible size) is recorded as ``{"error": message}``
        rather than raised, so an answer can explain it.
        """
        schema, function = self._functions[tool]
        clean = {k: v for k, v in kwargs.items() if v is not None}
        result: BaseModel | None = None
        try:
            args = schema.model_validate(clean)
            returned = function(args)
        except AssistantError as exc:
            returned = {"error": str(exc)}
            result = ToolFailure(error=exc.message)
        except ValidationError as exc:
            returned = {"error": format_validation_error(exc)}
        except ArithmeticError as exc:  # Decimal and float overflow: a figure beyond any scale
            returned = {"error": f"a number is out of range ({type(exc).__name__})"}
        if isinstance(returned, Typed):
            result = returned.result
            output = {**returned.result.model_dump(mode="json"), **returned.extra}
        else:
            output = returned
        return ToolCall(tool=tool, input=clean, output=output, result=result)

    def langchain_tools(self) -> list[Any]:
        """The same calculators as LangChain ``StructuredTool`` objects for an LLM to call."""
        from langchain_core.tools import StructuredTool

        tools = []
        for name, (schema, function) in self._functions.items():

            def run(
                _name: str = name,
                **kwargs: Any,
            ) -> dict[str, Any]:
                return self.call(_name, **kwargs).output

            tools.append(
                StructuredTool.from_function(
                    func=run,
                    name=name,
                    description=function.__doc__ or name,
                    args_schema=schema,
                )
            )
        return tools

    # ---------------------------------------------------------------- issue 22 tools

    def _llm_tools(self) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
        return {
            "fits_hardware": (FitsArgs, self.fits_hardware),
            "estimate_kv_cache": (KvCacheArgs, self.estimate_kv_cache),
            "longest_context": (MemoryArgs, self.longest_context),
            "estimate_job_duration": (DurationArgs, self.estimate_job_duration),
            "estimate_power": (PowerArgs, self.estimate_power),
            "rent_vs_buy_stated": (RentBuyStatedArgs, self.rent_vs_buy_stated),
        }

    def fits_hardware(self, args: FitsArgs) -> Typed:
        """The largest catalog models that fit the user's GPUs at bf16, 8-bit and 4-bit."""
        return Typed(*more_tools.fits_hardware(self, args))

    def estimate_kv_cache(self, args: KvCacheArgs) -> Typed:
        """KV-cache GB at a context (bf16/fp8/q8_0/q4_0), and RAM offload on a named GPU."""
        return Typed(*more_tools.estimate_kv_cache(self, args))

    def longest_context(self, args: MemoryArgs) -> Typed:
        """The longest context one sequence of the workload can take on the GPUs."""
        model, gpu = self.catalog.model(args.model), self.catalog.gpu(args.gpu)
        return Typed(longest_context(model, gpu, args.count, self._workload(args)), {})

    def estimate_job_duration(self, args: DurationArgs) -> Typed:
        """Hours, days and GPU-hours of a training job, and its cost on the cheapest offer."""
        return Typed(*more_tools.estimate_job_duration(self, args))

    def estimate_power(self, args: PowerArgs) -> Typed:
        """PSU size of a build or wall power of a server, and its electricity per month."""
        return Typed(*more_tools.estimate_power(self, args))

    def rent_vs_buy_stated(self, args: RentBuyStatedArgs) -> Typed:
        """Rent vs buy with the user's prices, hours per week and tariff; payback in months."""
        return Typed(*owning_tools.owning_on_stated(self, args))


class Typed(NamedTuple):
    """A tool's pydantic result plus a few JSON-only extras merged into its output."""

    result: BaseModel
    extra: dict[str, Any]


ToolOutput = Typed | dict[str, Any]
"""What a tool function returns: a typed result, or (for composite tools) a JSON-ready dict."""


def _model_size(model: ModelSpec) -> dict[str, float]:
    """The sized model's parameter counts (billions), so answers can state what was sized."""
    return {"model_params_b": model.params_b, "model_active_params_b": model.active_b}


def error_of(call: ToolCall, lang: str = "en") -> str | None:
    """The error a tool call recorded, in ``lang``; None when it succeeded."""
    if isinstance(call.result, ToolFailure):
        return call.result.error.render(lang)
    error = call.output.get("error")
    return error if isinstance(error, str) else None


__all__ = [
    "CompareArgs",
    "HostRamArgs",
    "InstanceArgs",
    "MemoryArgs",
    "PriceArgs",
    "RecommendArgs",
    "RemedyArgs",
    "RentBuyArgs",
    "ServeArgs",
    "SpeedArgs",
    "Toolbox",
    "WorkloadMemoryArgs",
    "WorkloadPickArgs",
    "WorkloadSpeedArgs",
    "error_of",
]
