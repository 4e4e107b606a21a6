"""The serving-capacity tool for image, video, vision and speech workloads.

``Toolbox`` (``question.tools``) registers it through ``workload_tools(box)``; the pure work is
in ``calc.media_capacity``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from assistant.calc.media import MediaJob
from assistant.calc.media_capacity import media_capacity
from assistant.question.tool_args import WorkloadMemoryArgs

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput


class WorkloadCapacityArgs(WorkloadMemoryArgs):
    """Arguments of ``estimate_workload_capacity``: a workload, a card and a serving target."""

    per_minute: float | None = Field(
        default=None, gt=0, description="images (or videos) a minute to serve at peak"
    )
    streams: int | None = Field(
        default=None, ge=1, description="concurrent real-time audio or camera streams"
    )
    fps: float | None = Field(default=None, gt=0, le=1000, description="frames/s per camera")
    count: int = Field(default=1, ge=1, le=1024, description="cards asked about, no target")


def workload_tools(box: Toolbox) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The capacity tool bound to ``box``'s catalog."""
    from assistant.question.tools import Typed

    def capacity(args: WorkloadCapacityArgs) -> ToolOutput:
        """Cards a serving target needs, or what the cards asked about sustain."""
        spec = box.catalog.workload(args.workload)
        base = box.catalog.workloads.get(spec.speed_from) if spec.speed_from else None
        fields = set(MediaJob.model_fields) & set(WorkloadMemoryArgs.model_fields)
        job = MediaJob(**{name: getattr(args, name) for name in fields})
        target = args.per_minute if args.per_minute is not None else args.streams
        result = media_capacity(
            spec,
            box.catalog.gpu(args.gpu),
            job,
            base=base,
            target=float(target) if target is not None else None,
            fps=args.fps,
            count=args.count,
            per_minute=args.per_minute is not None,
        )
        return Typed(result, {})

    return {"estimate_workload_capacity": (WorkloadCapacityArgs, capacity)}


__all__ = ["WorkloadCapacityArgs", "workload_tools"]
