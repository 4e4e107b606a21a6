"""Memory of image, video, vision and speech workloads on one GPU: inference and training; pure.

``peak = weights + trainable state + max(denoiser activations, VAE decode) + overhead``.

Weights are each component's parameters times the bytes of its precision. Denoiser activations
and the VAE decode scale with megapixels and batch. Constants were fitted on the calibration
rows of ``tests/reference/published_workloads.yaml`` (SDXL fp16 batch 4 on an A100; the
faster-whisper fp16 rows) and checked on the held-out rows there.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.memory_terms import capacity_gb, reserve_gb
from assistant.calc.speech_runtime import fp16_refused
from assistant.calc.speech_training import speech_training_terms
from assistant.catalog.workload_specs import WorkloadSpec
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say
from assistant.models import GPU, SpeechRuntime

MediaMethod = Literal["inference", "lora", "dreambooth", "full"]
MediaPrecision = Literal[
    "fp32", "fp16", "bf16", "fp8", "int8", "nf4", "q8_0", "q6_k", "q5_k_s", "q4_k_s", "q4_0"
]
MediaOptimizer = Literal["adamw", "adamw-8bit"]

BYTES: dict[str, float] = {
    "fp32": 4.0,
    "fp16": 2.0,
    "bf16": 2.0,
    "fp8": 1.0,
    "int8": 1.0,
    "nf4": 0.53,  # 4 bits + one fp32 absmax per 64 weights, quantized once more (bitsandbytes)
    "q8_0": 8.5 / 8,  # GGUF block formats: bits per weight as llama.cpp defines them
    "q6_k": 6.5625 / 8,
    "q5_k_s": 5.5 / 8,
    "q4_k_s": 4.5 / 8,
    "q4_0": 4.5 / 8,
}
GB = 1e9
CONTEXT_GB = 0.8
"""CUDA context (0.5 GB) plus the framework's allocator slack (0.3 GB) on top of tensors."""
VAE_DECODE_GB_PER_MP_FP32 = 3.83
"""VAE decode peak per output megapixel in fp32. Fitted: SDXL fp16, 4 images at 1024 px on an
A100 peaked at 21.72 GiB (Hugging Face SDXL optimization post) = 7.27 GB of weights + 4 images."""
VIDEO_DECODE_GB_PER_LATENT_MP = 0.61
"""Wan-VAE decode per latent frame per megapixel. Fitted: Wan2.1 T2V-1.3B, 81 frames at 832x480
with the DiT offloaded and T5 on the CPU, used 8.19 GiB (Wan2.1 README)."""
VAE_TILE = 512
"""diffusers tiles the VAE decode at 512 px (``enable_vae_tiling``)."""
UNET_GB_PER_MP_B = 0.45
"""UNet inference activations per megapixel per denoiser pass per billion params (fp16; SDXL)."""
DIT_GB_PER_MP_ROOT_B = 0.228
"""DiT inference activations per megapixel (per latent frame) per pass per square root of the
billion denoiser params. A transformer's inference peak is a few block-wide tensors per token, so
it grows with the hidden width (about the square root of the params at a similar depth: Wan2.1
1.3B is 1,536 wide, 14B 5,120), not with the params. Fitted on the Wan2.1 1.3B row (0.2 GB per
megapixel per billion params there); Wan2.1 14B at 480p then needs about 7 GB of activations,
against 23 GB when they grew with the params, which a 24 GB card running it in fp8 rules out."""
TRAIN_GB_PER_MP_B = {
    ("unet", True): 1.2,
    ("unet", False): 6.0,
    ("dit", True): 0.46,
    ("dit", False): 1.82,
}
"""Training activations per megapixel (per latent frame) per sample, by checkpointing: per billion
denoiser params for a UNet, per square root of them for a DiT. Assumed from block sizes
(checkpointed: block inputs kept; not: every block's intermediates). A DiT keeps a few
hidden-wide tensors per token and layer, which grows with depth x width (about the square root
of the params), not with the params: Wan2.1 14B LoRA at 832x480 and 81 frames then keeps about
14 GB, and with an fp8 base it needs most blocks swapped to fit 24 GB, as diffusion-pipe's
author reports for 512x512x81 (``blocks_to_swap = 32``). The DiT figures keep Wan2.1 1.3B where
per-params scaling had it (0.4 and 1.6 GB per megapixel per billion)."""
LORA_SHARE_PER_16 = 0.0022
"""LoRA params per rank-16 step as a share of the denoiser: rank 16 on Flux's attention
projections (the diffusers scripts' default targets) is about 26M params of 11.9B."""
STATE_BYTES = {"adamw": 16.0, "adamw-8bit": 10.0}
"""Per trainable param: fp32 master (4) + fp32 gradient (4) + two Adam moments (8; 2 in 8-bit)."""
WHISPER_OVERHEAD_GB = 1.41
WHISPER_STREAM_GB = 0.234
"""faster-whisper large-v2 fp16 beam 5: 4525 MiB at batch 1 and 6090 MiB at batch 8 (faster-whisper
benchmark, RTX 3070 Ti): 3.10 GB of weights + 1.41 GB + 0.234 GB per stream."""
VISION_ACT_MB_PER_GFLOP = 5.5
"""AMP training activations per image per forward GFLOP (ResNet-50 at 224 px: ~45 MB, so batch
256 fits a 16 GB V100 as NVIDIA's recipe runs it)."""


class MediaJob(BaseModel):
    """What to run: method, precisions, size and the memory settings trainers and UIs expose."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: MediaMethod = "inference"
    precision: MediaPrecision | None = None
    """Denoiser/backbone weights; None = the model's native 16-bit precision."""
    text_encoder_precision: MediaPrecision | None = None
    """None = 16-bit (or ``precision`` when that is a quantized format)."""
    resolution: int | None = Field(default=None, ge=64, le=8192)
    width: int | None = Field(default=None, ge=64, le=8192)
    steps: int | None = Field(default=None, ge=1, le=1000)
    frames: int | None = Field(default=None, ge=1, le=1000)
    batch: int = Field(default=1, ge=1, le=4096)
    text_encoder_offload: bool = False
    vae_tiling: bool = False
    grad_checkpointing: bool = True
    optimizer: MediaOptimizer = "adamw"
    cached_latents: bool = True
    train_text_encoder: bool = False
    lora_rank: int = Field(default=16, ge=1, le=1024)
    runtime: SpeechRuntime = "faster-whisper"
    adapters: int = Field(default=0, ge=0, le=20)
    """LoRAs loaded on the denoiser at inference (rank ``lora_rank``, 16-bit): weights added."""


class MediaBreakdown(BaseModel):
    """GB per term of the peak."""

    weights: float
    trainable_state: float
    activations: float
    decode: float
    overhead: float


class MediaMemoryEstimate(BaseModel):
    """Peak memory of a workload on one GPU and whether it fits."""

    workload_id: str
    family: str
    method: MediaMethod
    precision: str
    gpu_id: str
    width: int | None
    height: int | None
    batch: int
    weights_gb: float
    """Weights resident on the GPU while it runs (all components unless offloaded or cached)."""
    peak_gb: float
    allocated_gb: float
    """Peak of tensors alone (what ``torch.cuda.max_memory_allocated`` shows): peak - overhead."""
    capacity_gb: float
    usable_gb: float
    fits: bool
    breakdown: MediaBreakdown
    alternatives: list[Message] = Field(default_factory=list)
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)
    precision_refused: bool = False
    """The runtime will not load this precision on this card at all (``calc.speech_runtime``)."""


def denoiser_kind(spec: WorkloadSpec) -> str:
    """``unet`` or ``dit`` from the denoiser's name (UNet-based SD 1.x/XL, transformers after)."""
    names = [c.name for c in spec.components if c.role == "denoiser"]
    return "unet" if any("unet" in n.lower() for n in names) else "dit"


def native_precision(spec: WorkloadSpec) -> str:
    """The 16-bit format the model ships in (bf16 for DiTs, fp16 for the UNet models)."""
    return "bf16" if "bf16" in spec.native_precisions else "fp16"


def size_of(spec: WorkloadSpec, job: MediaJob) -> tuple[int, int]:
    """(width, height) in px: the job's, else the model's default."""
    height = job.resolution or spec.resolution or 0
    width = job.width or (job.resolution if job.resolution else (spec.width or height))
    return width, height


def check_job(spec: WorkloadSpec, job: MediaJob) -> None:
    """Refuse what a family is not sized for: speech DreamBooth, detector LoRA, video past LoRA."""
    if spec.family == "speech" and job.method == "dreambooth":
        raise UsageError(say.SPEECH_INFERENCE_ONLY(workload=spec.name))
    if spec.family == "vision" and job.method in ("lora", "dreambooth"):
        raise UsageError(say.VISION_NO_LORA(workload=spec.name))
    if spec.family == "video" and job.method not in ("inference", "lora"):
        raise UsageError(say.VIDEO_NO_TRAINING(workload=spec.name))  # a LoRA is sized


def estimate_media_memory(
    spec: WorkloadSpec, gpu: GPU, job: MediaJob, *, with_alternatives: bool = True
) -> MediaMemoryEstimate:
    """Peak memory of ``job`` on one ``gpu``, its breakdown, the verdict and what would fit.

    ``with_alternatives=False`` skips "what would fit" (each alternative is sized without it).
    """
    check_job(spec, job)
    if spec.family == "speech":
        terms, notes = _speech_terms(spec, job)
    elif spec.family == "vision":
        terms, notes = _vision_terms(spec, job)
    else:
        terms, notes = _diffusion_terms(spec, job)
    weights, state, act, decode, resident = terms
    speech_inference = spec.family == "speech" and job.method == "inference"
    overhead = 0.0 if speech_inference else CONTEXT_GB
    peak = weights + state + max(act, decode) + overhead
    usable = capacity_gb(gpu) - reserve_gb(gpu)
    width, height = size_of(spec, job) if spec.family != "speech" else (None, None)
    alternatives = _alternatives(spec, gpu, job, peak, usable) if with_alternatives else []
    assumptions = [*notes, say.RUNTIME_OVERHEAD(gb=overhead)] if overhead else notes
    warnings = (
        [say.TRAINING_UNCHECKED()]
        if job.method != "inference" and spec.family in ("image", "video")
        else []
    )
    if job.method != "inference" and spec.family == "speech":
        warnings.append(jobs_say.SPEECH_TRAIN_UNCHECKED())
    if spec.family == "vision" and spec.gflops is None:  # SAM: no FLOP count in the catalog
        warnings.append(say.VISION_ACTIVATIONS_UNCOUNTED(workload=spec.name))
    elif spec.family == "vision":
        warnings.append(say.VISION_ACTIVATION_UNCHECKED())
    refused = spec.family == "speech" and fp16_refused(gpu, job.runtime, job.precision or "")
    return MediaMemoryEstimate(
        workload_id=spec.id,
        family=spec.family,
        method=job.method,
        precision=job.precision or native_precision(spec),
        gpu_id=gpu.id,
        width=width,
        height=height,
        batch=job.batch,
        weights_gb=round(resident, 3),
        peak_gb=round(peak, 3),
        allocated_gb=round(peak - overhead, 3),
        capacity_gb=round(capacity_gb(gpu), 2),
        usable_gb=round(usable, 2),
        fits=peak <= usable and not refused,
        precision_refused=refused,
        breakdown=MediaBreakdown(
            weights=round(weights, 3),
            trainable_state=round(state, 3),
            activations=round(act, 3),
            decode=round(decode, 3),
            overhead=round(overhead, 3),
        ),
        alternatives=alternatives,
        assumptions=assumptions,
        warnings=warnings,
    )


Terms = tuple[float, float, float, float, float]
"""weights on the GPU while running, trainable state, activations, decode peak, resident at load."""


def _precisions(spec: WorkloadSpec, job: MediaJob) -> dict[str, str]:
    """Precision of each role, and whether the VAE is upcast.

    The denoiser as asked (fp32 when trained in full), text encoders 16-bit unless the job
    quantizes, and the VAE in fp32 where diffusers upcasts it (SDXL).
    """
    native = native_precision(spec)
    asked = job.precision or native
    quantized = BYTES[asked] < 2
    te = job.text_encoder_precision or (asked if quantized or asked == "fp32" else native)
    upcast = spec.id.startswith("sdxl") and asked != "fp32"
    vae = "fp32" if upcast or asked == "fp32" else native
    denoiser = "fp32" if job.method in ("dreambooth", "full") else asked
    return {"denoiser": denoiser, "text_encoder": te, "vae": vae, "upcast": str(upcast)}


def _weights_by_role(
    spec: WorkloadSpec, job: MediaJob, precisions: dict[str, str]
) -> tuple[dict[str, float], list[Message]]:
    """GB of frozen weights per role (a fully trained denoiser is counted in the state)."""
    gb: dict[str, float] = {"denoiser": 0.0, "text_encoder": 0.0, "vae": 0.0}
    notes: list[Message] = []
    for c in spec.components:
        role = c.role if c.role in gb else "denoiser"
        prec = precisions[role]
        trained = role == "denoiser" and job.method in ("dreambooth", "full")
        size = 0.0 if trained else c.params_m * 1e6 * BYTES[prec] / GB
        gb[role] += size
        notes.append(
            say.MEDIA_WEIGHTS(component=c.name, params=c.params_m, precision=prec, gb=size)
        )
    return gb, notes


def _diffusion_terms(spec: WorkloadSpec, job: MediaJob) -> tuple[Terms, list[Message]]:
    precisions = _precisions(spec, job)
    gb, notes = _weights_by_role(spec, job, precisions)
    width, height = size_of(spec, job)
    mp = width * height / 1e6
    frames = job.frames or spec.frames or 1
    if spec.family == "video":
        frames = (frames - 1) // 4 + 1  # the video VAE compresses 4 frames into one latent
    params_b = spec.params_of("denoiser") / 1e3
    scale = mp * frames * params_b * job.batch
    te_kept = 0.0 if job.text_encoder_offload else gb["text_encoder"]
    if job.text_encoder_offload:
        notes.append(say.TEXT_ENCODERS_OFFLOADED(gb=gb["text_encoder"]))
    if job.method != "inference":
        size_b = params_b if denoiser_kind(spec) == "unet" else params_b**0.5
        state, act, train_notes = _training(spec, job, mp * frames * size_b * job.batch)
        vae_kept = 0.0 if job.cached_latents else gb["vae"]
        on_gpu = gb["denoiser"] + te_kept + vae_kept
        return (on_gpu, state, act, 0.0, on_gpu), notes + train_notes
    gb["denoiser"] += _adapters_gb(job, params_b, notes)
    passes = spec.guidance_passes if spec.family == "image" else 1  # video: one at a time
    if denoiser_kind(spec) == "unet":
        act = UNET_GB_PER_MP_B * scale * passes
    else:
        act = DIT_GB_PER_MP_ROOT_B * mp * frames * params_b**0.5 * job.batch * passes
    steps = job.steps or spec.steps or 1
    notes.append(say.MEDIA_SETTING(width=width, height=height, batch=job.batch, steps=steps))
    if passes > 1:
        notes.append(say.MEDIA_CFG(passes=passes))
    upcast = precisions["upcast"] == "True"
    if spec.family == "video":
        decode = VIDEO_DECODE_GB_PER_LATENT_MP * mp * frames * job.batch
    else:
        decode = _decode_gb(mp, job, precisions["vae"] == "fp32")
    notes.append(say.VAE_DECODE(images=job.batch, gb=decode))
    if upcast:
        notes.append(say.VAE_UPCAST())
    if job.vae_tiling:
        notes.append(say.VAE_TILED(tile=VAE_TILE))
    on_gpu = gb["denoiser"] + te_kept + gb["vae"]
    return (on_gpu, 0.0, act, decode, on_gpu), notes


def _adapters_gb(job: MediaJob, params_b: float, notes: list[Message]) -> float:
    """GB of the LoRAs loaded at inference, each its rank's share of the denoiser, in 16 bits."""
    if not job.adapters:
        return 0.0
    each_m = LORA_SHARE_PER_16 * job.lora_rank / 16 * params_b * 1e3
    gb = job.adapters * each_m * 1e6 * 2 / GB
    notes.append(
        jobs_say.ADAPTERS_LOADED(count=job.adapters, rank=job.lora_rank, params=each_m, gb=gb)
    )
    return gb


def _training(
    spec: WorkloadSpec, job: MediaJob, scale: float
) -> tuple[float, float, list[Message]]:
    """Trainable state (GB), activations (GB) and what was assumed, for LoRA/DreamBooth/full."""
    per = TRAIN_GB_PER_MP_B[(denoiser_kind(spec), job.grad_checkpointing)]
    label = (
        say.CHECKPOINTING_LABEL_ON() if job.grad_checkpointing else say.CHECKPOINTING_LABEL_OFF()
    )
    notes = [say.TRAIN_ACTIVATIONS(gb=per * scale, checkpointing=label)]
    share = LORA_SHARE_PER_16 * job.lora_rank / 16 if job.method == "lora" else 1.0
    trainable = spec.params_of("denoiser") * share
    if job.method == "lora":
        notes.append(say.LORA_SHARE(rank=job.lora_rank, params=trainable, share=LORA_SHARE_PER_16))
    if job.train_text_encoder:
        te_m = spec.params_of("text_encoder")
        trainable += te_m * share
        notes.append(say.TEXT_ENCODER_TRAINED(params=te_m))
    state = trainable * 1e6 * STATE_BYTES[job.optimizer] / GB
    notes.append(say.TRAIN_STATE(optimizer=job.optimizer, bytes=STATE_BYTES[job.optimizer]))
    if job.cached_latents:
        notes.append(say.LATENTS_CACHED())
    return state, per * scale, notes


def _decode_gb(megapixels: float, job: MediaJob, fp32: bool) -> float:
    per_mp = VAE_DECODE_GB_PER_MP_FP32 / (1 if fp32 else 2)
    if job.vae_tiling:
        megapixels = min(megapixels, VAE_TILE * VAE_TILE / 1e6)
        return per_mp * megapixels  # tiles decode one at a time, image after image
    return per_mp * megapixels * job.batch


def _vision_terms(spec: WorkloadSpec, job: MediaJob) -> tuple[Terms, list[Message]]:
    width, height = size_of(spec, job)
    scale = width * height / ((spec.resolution or width) ** 2)
    params = spec.params_m * 1e6
    gflops = (spec.gflops or 0.0) * scale
    if job.method == "inference":
        weights = params * BYTES[job.precision or "fp16"] / GB
        act = VISION_ACT_MB_PER_GFLOP / 6 * gflops * job.batch / 1e3  # no stored graph
        return (weights, 0.0, act, 0.0, weights), [
            say.MEDIA_SETTING(width=width, height=height, batch=job.batch, steps=1)
        ]
    mb = VISION_ACT_MB_PER_GFLOP * gflops
    state = params * STATE_BYTES[job.optimizer] / GB
    act = mb * job.batch / 1e3
    return (0.0, state, act, 0.0, params * 4 / GB), [
        say.VISION_TRAIN(mb=mb, size=height),
        say.MEDIA_SETTING(width=width, height=height, batch=job.batch, steps=1),
    ]


def _speech_terms(spec: WorkloadSpec, job: MediaJob) -> tuple[Terms, list[Message]]:
    prec = job.precision or "fp16"
    if job.method != "inference":
        return speech_training_terms(spec, job, BYTES[prec], STATE_BYTES[job.optimizer])
    weights = spec.params_m * 1e6 * BYTES[prec] / GB
    act = WHISPER_STREAM_GB * job.batch
    notes = [
        say.MEDIA_WEIGHTS(component=spec.name, params=spec.params_m, precision=prec, gb=weights),
        say.SPEECH_RUNTIME_MEMORY(
            runtime=job.runtime, overhead=WHISPER_OVERHEAD_GB, per=WHISPER_STREAM_GB
        ),
    ]
    return (weights + WHISPER_OVERHEAD_GB, 0.0, act, 0.0, weights), notes


def memory_settings(spec: WorkloadSpec, job: MediaJob) -> list[tuple[Message | None, MediaJob]]:
    """The job as asked, then the memory-saving changes trainers and UIs offer, mildest first.

    Inference: text encoders offloaded, then an fp8 and an NF4 denoiser. Training: the text
    encoders' outputs cached (kohya ``--cache_text_encoder_outputs``: the encoders leave the
    GPU), 8-bit AdamW, then for a LoRA fp8 base weights (kohya ``--fp8_base``) and an NF4 base.
    """
    out: list[tuple[Message | None, MediaJob]] = [(None, job)]
    if spec.family not in ("image", "video"):
        return out
    offload = job.model_copy(update={"text_encoder_offload": True})
    if job.method == "inference":
        fp8 = offload.model_copy(update={"precision": "fp8"})
        nf4 = offload.model_copy(update={"precision": "nf4", "vae_tiling": True})
        out += [
            (say.CHANGE_TE_OFFLOAD(), offload),
            (say.CHANGE_FP8(), fp8),
            (say.CHANGE_NF4(), nf4),
        ]
    else:
        eight = offload.model_copy(update={"optimizer": "adamw-8bit"})
        out += [(jobs_say.CHANGE_TE_CACHED(), offload), (say.CHANGE_8BIT_ADAM(), eight)]
        if job.method == "lora":
            out.append((jobs_say.CHANGE_FP8_BASE(), eight.model_copy(update={"precision": "fp8"})))
            out.append((say.CHANGE_NF4(), eight.model_copy(update={"precision": "nf4"})))
    return [(label, tried) for label, tried in out if label is None or tried != job]


def _alternatives(
    spec: WorkloadSpec, gpu: GPU, job: MediaJob, peak: float, usable: float
) -> list[Message]:
    """What each memory-saving setting would bring a job that does not fit to.

    An image or video job: offload, tiling or NF4; its training, each training setting of
    ``memory_settings``. The mildest come first, up to the first that fits.

    For a speech model fine-tuned whole: what LoRA would bring it to.
    """
    if peak > usable and spec.family == "speech" and job.method == "full":
        gb = estimate_media_memory(spec, gpu, job.model_copy(update={"method": "lora"})).peak_gb
        return [say.NEEDS_OFFLOAD(change=jobs_say.CHANGE_SPEECH_LORA(), gb=gb)]
    if peak <= usable or spec.family not in ("image", "video"):
        return []
    offload = job.model_copy(update={"text_encoder_offload": True})
    tiled = offload.model_copy(update={"vae_tiling": True})
    tries: list[tuple[Message | None, MediaJob]] = (
        [
            (say.CHANGE_TE_OFFLOAD(), offload),
            (say.CHANGE_TILING(), tiled),
            (say.CHANGE_NF4(), tiled.model_copy(update={"precision": "nf4"})),
        ]
        if job.method == "inference"
        else memory_settings(spec, job)[1:]
    )
    out: list[Message] = []
    for change, changed in tries:
        if changed == job or change is None:
            continue
        gb = estimate_media_memory(spec, gpu, changed, with_alternatives=False).peak_gb
        out.append(say.NEEDS_OFFLOAD(change=change, gb=gb))
        if gb <= usable:
            break
    return out


__all__ = [
    "BYTES",
    "MediaBreakdown",
    "MediaJob",
    "MediaMemoryEstimate",
    "MediaMethod",
    "MediaOptimizer",
    "MediaPrecision",
    "SpeechRuntime",
    "check_job",
    "denoiser_kind",
    "estimate_media_memory",
    "memory_settings",
    "native_precision",
    "size_of",
]
