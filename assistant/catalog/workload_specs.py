"""Rows of ``knowledge/specs/workloads.yaml``: image, video, vision and speech models.

A workload is a model people run that is not a language model: its components with their
parameter counts, the precisions it ships in, its usual settings and one published speed
measurement (``anchor``) that the calculators scale to other GPUs. Every entry names its sources.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field, model_validator

from assistant.models import Strict

Family = Literal["image", "video", "vision", "speech"]
Role = Literal["denoiser", "text_encoder", "vae", "backbone", "encoder", "decoder", "head"]
AnchorMetric = Literal[
    "seconds_per_image_step",
    "seconds_per_video_step",
    "ms_per_image",
    "train_images_per_s",
    "real_time_factor",
    "seconds_per_train_step",
]


class Source(Strict):
    """Where a figure was published and when it was read."""

    url: str
    as_of: date
    note: str | None = None


class Component(Strict):
    """One network of a pipeline (the UNet, a text encoder, the VAE, a backbone)."""

    name: str
    role: Role
    params_m: float = Field(gt=0)
    """Parameters in millions, from the published checkpoint or paper."""
    layers: int | None = Field(default=None, gt=0)
    """Transformer blocks, where the training memory of a speech model needs them."""
    width: int | None = Field(default=None, gt=0)
    """Hidden size (d_model) of those blocks."""


class Anchor(Strict):
    """One published speed measurement of this workload on one GPU, with its setting.

    The GPU's throughput figures are stated here (not looked up) so an anchor may come from a
    card the catalog does not sell.
    """

    metric: AnchorMetric
    value: float = Field(gt=0)
    gpu: str
    """The card it ran on, as the source names it."""
    gpu_tflops: float = Field(gt=0)
    """Dense fp16/bf16 tensor TFLOPS of that card (as the catalog states them)."""
    gpu_bandwidth_gb_s: float = Field(gt=0)
    gpu_segment: Literal["consumer", "workstation", "datacenter"]
    resolution: int | None = Field(default=None, gt=0)
    """Image side in pixels (square) or, for video, the frame height."""
    width: int | None = Field(default=None, gt=0)
    frames: int | None = Field(default=None, gt=0)
    batch: int = Field(default=1, ge=1)
    precision: str = "fp16"
    runtime: str
    source: Source


class WorkloadSpec(Strict):
    """A non-LLM model: components, native precisions, defaults and a speed anchor."""

    id: str
    family: Family
    name: str
    aliases: list[str] = Field(default_factory=list)
    components: list[Component] = Field(min_length=1)
    native_precisions: list[str] = Field(min_length=1)
    resolution: int | None = Field(default=None, gt=0)
    """Default image side (px) for image models, frame height for video, input size for vision."""
    width: int | None = Field(default=None, gt=0)
    """Frame width for video (default: square)."""
    frames: int | None = Field(default=None, gt=0)
    steps: int | None = Field(default=None, gt=0)
    """Default sampling steps (the diffusers pipeline default unless noted)."""
    guidance_passes: int = Field(default=1, ge=1, le=2)
    """Denoiser passes per step: 2 with classifier-free guidance, 1 for guidance-distilled."""
    gflops: float | None = Field(default=None, gt=0)
    """Forward FLOPs per image at ``resolution`` (vision models), in billions."""
    relative_speed: float | None = Field(default=None, gt=0)
    """Speed relative to the anchor's model (Whisper sizes, from the OpenAI README)."""
    anchor: Anchor | None = None
    train_anchor: Anchor | None = None
    """A published LoRA training step time (``seconds_per_train_step``) on one card: LoRA runs
    of this model and of its ``speed_from`` siblings are timed from it, not from inference."""
    speed_from: str | None = None
    """Id of a sibling whose anchor this one scales by denoiser parameters (no own anchor)."""
    release: str | None = None
    sources: list[Source] = Field(min_length=1)

    @model_validator(mode="after")
    def _one_speed_basis(self) -> WorkloadSpec:
        if self.anchor is not None and self.speed_from is not None:
            raise ValueError("give either an anchor or speed_from, not both")
        return self

    @property
    def params_m(self) -> float:
        """All parameters in millions."""
        return sum(c.params_m for c in self.components)

    def params_of(self, *roles: Role) -> float:
        """Parameters (millions) of the components with these roles."""
        return sum(c.params_m for c in self.components if c.role in roles)

    @property
    def megapixels(self) -> float:
        """Default output size in megapixels (image or one video frame)."""
        side = self.resolution or 0
        return side * (self.width or side) / 1e6


__all__ = ["Anchor", "AnchorMetric", "Component", "Family", "Role", "Source", "WorkloadSpec"]
