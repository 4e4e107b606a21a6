"""A frame rate wanted of one stream, held to the speed estimated, in English and Chinese."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

FPS_REACHED = T(
    "workload.fps_reached",
    "Yes, it reaches the {fps:g} fps you want",
    "能，达到你要的 {fps:g} 帧/秒",
)
FPS_SHORT = T(
    "workload.fps_short",
    "No, it falls short of the {fps:g} fps you want",
    "达不到你要的 {fps:g} 帧/秒",
)

__all__ = ["FPS_REACHED", "FPS_SHORT"]
