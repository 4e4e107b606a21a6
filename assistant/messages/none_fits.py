"""A media comparison where no card named holds the job as asked, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NONE_FITS = T(
    "compare.none_fits",
    "**No card named holds {name} as asked**: it needs about {need}, against {usable} usable,"
    " so the memory gap does not decide it. Of them the {winner} is faster: {phrase}.",
    "**这几张卡都装不下 {name}（按所问的方式）**：需约 {need}，可用只有 {usable}，"
    "所以显存差别决定不了选哪张。其中 {winner} 更快：{phrase}。",
)
""""A4500 20GB vs 4070 Ti Super for full SDXL DreamBooth": 46.7 GB against 20.8 and 16.2 GB
usable; naming a winner on speed alone would read as if it ran."""

__all__ = ["NONE_FITS"]
