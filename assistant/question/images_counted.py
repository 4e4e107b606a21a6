"""The images a media job counts ("10,000 SDXL 1024 images", "数据集 8 万张", "20k renders"); pure.

A count stands before its noun, with at most a model name and a picture size between; a few
cards counted first ("4 张 4060ti") are no images, and "per 1024 image" is a side ("cost per
1,000 SDXL images", a plural after a count of thousands, is the count priced).
"""

from __future__ import annotations

import re
from typing import Any

from assistant.messages import workloads as say
from assistant.question.numbers import cn_value
from assistant.question.picture_slots import dataset_images

# outputs said by what they show ("20k product shots", "5k renders") count as images too
IMAGES_RE = re.compile(
    # "per 1024 image": a side; "per 1,000 images" (a plural noun): the count priced
    r"(?<![\d.a-z])(?:(?<!\bper )|(?=[\d,]{4,}\s*(?:[a-z][\w.-]*\s+)?images\b))"
    r"(?<!\ba )(?<!\ban )(?<!\beach )"
    # "10,000 SDXL 1024 images", "10k SDXL 1024x1024 30-step product renders": a model, a
    # picture size, the steps and a word saying what they show may stand between count and noun
    # (a side written with its unit, "1024px drone shots", "1080p frames", counts no images)
    r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|[一二两三四五六七八九十百]{1,3})(?!\s*px\b|p\b)\s*(k|万|千|million|m(?=[\s-])|w(?=\s*张))?[\s-]*(?:(?:[a-z][\w.-]*|\d{3,4}(?:px|p)?|\d{3,4}\s*[x×]\s*\d{3,4}|\d{1,3}-steps?)\s+){0,4}(?:images?|imgs?|pictures?|photos?|frames|shots|renders|thumbnails|portraits|tiles|crops|张(?:图片|图)?|帧)"
    r"(?:(?<![a-z])|(?![a-z]))(?!\s*(?:(?:/|per\b|an?\b)\s*(?:min|s\b|sec|h(?:ou)?r)|每))"
)
_SCALE = {"k": 1000, "千": 1000, "万": 10000, "w": 10000, "million": 10**6, "m": 10**6, "": 1}


def images_counted(text: str) -> int | None:
    """The images counted ("数据集 8 万张"); a few cards counted first ("4 张 4060ti") are not."""
    found = False
    for m in IMAGES_RE.finditer(text):
        found = True
        n = int((cn_value(m[1].replace(",", "")) or 0) * _SCALE[m[2] or ""])
        if 100 <= n <= 10**9:
            return n
    return None if found else dataset_images(text)  # "a 15k-image dataset"


def images_note(text: str, images: int | None) -> list[Any]:
    """A "4k images" count, said as read: 2K, 4K and 8K are resolutions too."""
    m = IMAGES_RE.search(text)
    if images is None or m is None or m[2] != "k" or m[1] not in ("2", "4", "8"):
        return []
    return [say.IMAGES_COUNT_READ(surface=f"{m[1]}k", n=images)]


def side_before_noun(text: str, said: Any) -> bool:
    """Whether a count read before is a picture size within the images counted.

    "10,000 sdxl 1024 images": 1024 is the side, 10,000 the images.
    """
    m = IMAGES_RE.search(text)
    return m is not None and isinstance(said, int) and str(said) in m.group()[len(m[1]) :]


__all__ = ["IMAGES_RE", "images_counted", "images_note", "side_before_noun"]
