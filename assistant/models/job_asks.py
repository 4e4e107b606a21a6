"""What a job question asks of the job beyond its whole length: one item's time, one change.

"要 60 条 720p 的片子，单条生成大概几分钟": the time of one clip is asked; the count says how big
the whole job is. Read once by the parser (``question.item_time``); the media speed answer
leads with the time per item, then the job's. "OOM … would gradient checkpointing alone fix
it?": one memory saver asked to be enough on its own (``question.saver_asked``); the
troubleshooting answer leads with yes or no for the job with that change alone.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

AloneSaver = Literal["grad_checkpointing"]
"""A memory saver asked to fix an out-of-memory job on its own."""


class JobAsks(BaseModel):
    """Fields ``Query`` inherits (through ``QueryMarkers``) on what is asked of a job."""

    item_time_asked: bool = False
    """The time one clip or image takes is asked ("单条几分钟", "how long per clip"), even
    where a count of them gives the whole job's time too."""
    item_price_asked: bool = False
    """The price of one clip or image is asked ("一条下来几毛钱", "$ per clip"): with no count
    said, the job priced is that one item."""
    saver_alone_asked: AloneSaver | None = None
    """One memory saver asked to fix an out-of-memory training job by itself ("would gradient
    checkpointing alone fix it?", "只开梯度检查点能解决吗"): yes or no for that change alone."""


__all__ = ["AloneSaver", "JobAsks"]
