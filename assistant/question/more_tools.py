"""The bodies of the hardware-fit, KV-cache, job-duration, power and stated rent-vs-buy tools.

``Toolbox`` (``question.tools``) exposes each as a method with its docstring; the work of
resolving names and calling the pure calculators lives here so ``tools`` stays small. Each
function returns the calculator's pydantic result and the JSON-only extras.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from assistant.calc.batch_inference import estimate_batch_inference as batch_inference
from assistant.calc.cpu_power import CPU_POWER
from assistant.calc.duration import estimate_job_duration as job_duration
from assistant.calc.fits import fits_hardware as fits
from assistant.calc.kv_cache import estimate_kv_cache as kv_cache
from assistant.calc.kv_fit import fit_kv_cache
from assistant.calc.memory_terms import VENDOR_GB_IS_GIB
from assistant.calc.offload import KvCacheReport, plan_offload
from assistant.calc.power import estimate_power as power
from assistant.calc.serving import plan_serving as serving_plan
from assistant.calc.serving import serving_capacity as capacity
from assistant.calc.workload import Workload
from assistant.models import ModelSpec
from assistant.question.tool_args import (
    BatchInferenceArgs,
    CapacityArgs,
    DurationArgs,
    FitsArgs,
    KvCacheArgs,
    PowerArgs,
    ServeArgs,
)

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput

Result = tuple[BaseModel, dict[str, Any]]


def _size(model: ModelSpec) -> dict[str, Any]:
    return {"model_params_b": model.params_b, "model_active_params_b": model.active_b}


def fits_hardware(box: Toolbox, args: FitsArgs) -> Result:
    """What fits on the user's GPUs."""
    gpu = box.catalog.gpu(args.gpu)
    if args.reserved_gb is not None:  # another model loaded beside: what is left of each card
        left = max(gpu.memory_gb - args.reserved_gb / VENDOR_GB_IS_GIB, 1.0)
        gpu = gpu.model_copy(update={"memory_gb": left})
    named = [box.catalog.model(name) for name in args.models]
    models = named or list(box.catalog.models.values())
    result = fits(
        models,
        gpu,
        args.count,
        method=args.method,
        context_tokens=args.context,
        ram_gb=args.ram_gb,
        precision=args.precision,
        every_model=bool(named),
        min_tokens_per_s=args.min_tokens_per_s,
    )
    return result, {}


def estimate_kv_cache(box: Toolbox, args: KvCacheArgs) -> Result:
    """The KV cache, and the offload plan when a GPU is named."""
    model = box.catalog.model(args.model)
    kv = kv_cache(
        model,
        args.context,
        sequences=args.sequences,
        kv_precision=args.kv_precision,
        sliding_window=args.sliding_window,
    )
    offload = fit = None
    if args.gpu is not None:
        gpu = box.catalog.gpu(args.gpu)
        fit = fit_kv_cache(
            model, gpu, args.count, kv, args.weights_precision, args.gpu_memory_utilization
        )
        offload = (
            plan_offload(
                model,
                gpu,
                args.count,
                precision=args.precision,
                context_tokens=args.context,
                ram_gb_s=args.ram_gb_s,
            )
            if args.offload
            else None
        )
    return KvCacheReport(kv_cache=kv, offload=offload, fit=fit), _size(model)


def estimate_job_duration(box: Toolbox, args: DurationArgs) -> Result:
    """Hours and cost of a training job."""
    model = box.catalog.model(args.model)
    result = job_duration(
        model,
        box.catalog.gpu(args.gpu),
        args.count,
        Workload(
            method=args.method,
            seq_len=args.seq_len,
            precision=args.precision,
            batch=args.batch or 1,
            strategy=args.strategy,
        ),
        tokens=args.tokens,
        samples=args.samples,
        epochs=args.epochs,
        offers=box.prices.offers,
        fx=box.prices.fx,
        currency=args.currency,
        today=box.today,
        mfu=args.mfu,
        recipe=args.recipe,
    )
    return result, _size(model)


def batch_tools(box: Toolbox) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The batch-inference timer bound to ``box``, for ``Toolbox`` to register."""
    from assistant.question.tools import Typed

    def estimate_batch_inference(args: BatchInferenceArgs) -> Typed:
        """Hours, GPU-hours and cost of running N prompts offline through a model."""
        return Typed(*_batch_inference(box, args))

    return {"estimate_batch_inference": (BatchInferenceArgs, estimate_batch_inference)}


def _batch_inference(box: Toolbox, args: BatchInferenceArgs) -> Result:
    """Hours and cost of an offline batch-inference job."""
    model = box.catalog.model(args.model)
    result = batch_inference(
        model,
        box.catalog.gpu(args.gpu),
        args.count,
        args.requests,
        output_tokens=args.output_tokens,
        prompt_tokens=args.prompt_tokens,
        engine=args.engine,
        precision=args.precision,
        offers=box.prices.offers,
        fx=box.prices.fx,
        currency=args.currency,
        today=box.today,
    )
    return result, _size(model)


def plan_serving(box: Toolbox, args: ServeArgs) -> Result:
    """GPUs for N concurrent users."""
    result = serving_plan(
        box.catalog.model(args.model),
        box.catalog.gpu(args.gpu),
        args.users,
        args.tokens_per_s,
        args.context,
        engine=args.engine,
        precision=args.precision,
        offers=box.prices.offers,
        ttft_target_s=args.ttft_target_s,
        itl_target_ms=args.itl_target_ms,
        prompt_tokens=args.prompt,
        multi_node=args.multi_node,
    )
    return result, {}


def serving_capacity(box: Toolbox, args: CapacityArgs) -> Result:
    """Concurrent users the GPUs serve."""
    result = capacity(
        box.catalog.model(args.model),
        box.catalog.gpu(args.gpu),
        args.count,
        args.tokens_per_s,
        args.context,
        engine=args.engine,
        precision=args.precision,
        ttft_target_s=args.ttft_target_s,
        itl_target_ms=args.itl_target_ms,
        prompt_tokens=args.prompt,
    )
    return result, {}


def estimate_power(box: Toolbox, args: PowerArgs) -> Result:
    """PSU, wall power and electricity."""
    result = power(
        box.catalog.gpu(args.gpu),
        args.count,
        box.tco,
        kind=args.kind,
        cpu_w=args.cpu_w,
        named_cpu=CPU_POWER[args.cpu] if args.cpu else None,
        platform_w=args.platform_w,
        hours_per_day=args.hours_per_day,
        load=args.load,
        pue=args.pue,
        tariff_per_kwh=args.tariff_per_kwh,
        currency=args.currency,
        ask=args.ask,
        circuit_volts=args.circuit_volts,
        circuit_amps=args.circuit_amps,
        circuit_assumed=args.circuit_assumed,
        power_limit_w=args.power_limit_w,
        psu_stated_w=args.psu_stated_w,
        budget_w=args.budget_w,
        period_hours=args.period_hours,
        others=[box.catalog.gpu(name) for name in args.other_gpus],
        hosting_per_kw_month=args.hosting_per_kw_month,
    )
    return result, {}


__all__ = [
    "batch_tools",
    "estimate_job_duration",
    "estimate_kv_cache",
    "estimate_power",
    "fits_hardware",
]
