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

FPS_EACH_STREAM = T(
    "workload.fps_each_stream",
    "About {each:,.0f} fps for each of {streams} streams",
    "{streams} 路时每路约 {each:,.0f} 帧/秒",
)
FPS_SHARED = T(
    "workload.fps_shared",
    "{count} x {gpu} runs about {total:,.0f} frames/s of {workload} in all (batch {batch}),"
    " shared among the streams",
    "{count} x {gpu} 跑 {workload} 合计约 {total:,.0f} 帧/秒（batch {batch}），由各路分摊",
)

__all__ = ["FPS_EACH_STREAM", "FPS_REACHED", "FPS_SHARED", "FPS_SHORT"]
