"""YOLO sizes said apart from the family name ("yolov8 用 s 还是 m", "yolo11 的 x 版本"); pure.

Ultralytics names each size by a letter after the version (YOLOv8n, YOLO11x). People often
name the family once and the sizes after it; each letter read there is that size's catalog id.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_FAMILY_RE = re.compile(r"(?<![a-z0-9])yolo\s*(?:v?(?P<version>8|11))?(?![0-9a-z])")
"""The family said without a size letter joined to it ("yolov8", "yolo 11", "yolo")."""
_JOIN = r"\s*(?:还是|或者?|or|vs\.?|/|、|和|跟|与|,|，)\s*"
_LETTERS_RE = re.compile(
    rf"(?<![a-z0-9'])[nsmlx](?:{_JOIN}[nsmlx])+(?![a-z0-9])"
    r"|(?<![a-z0-9'])[nsmlx](?=\s*(?:的)?(?:版本?|模型|型号|尺寸|size|version|model|variant))"
)
"""Size letters standing alone: several weighed ("s 还是 m", "n/s/m") or one named as a size
("x 版本", "the l model")."""
_WINDOW = 24
"""How far after the family name its size letters are read."""


def yolo_sizes(text: str) -> list[str]:
    """Catalog ids of the YOLO sizes said apart from the family, in order; [] when none.

    ``text`` is lower-cased. A bare "yolo" is YOLOv8, the family the catalog defaults to.
    """
    out: list[str] = []
    for family in _FAMILY_RE.finditer(text):
        version = family["version"] or "8"
        stem = "yolo11" if version == "11" else "yolov8"
        window = text[family.end() : family.end() + _WINDOW]
        for run in _LETTERS_RE.finditer(window):
            for letter in re.findall(r"(?<![a-z])[nsmlx](?![a-z])", run.group()):
                if f"{stem}{letter}" not in out:
                    out.append(f"{stem}{letter}")
    return out


def with_yolo_sizes(named: list[str], text: str, known: Collection[str]) -> list[str]:
    """The catalog models named (in order, once each), or the YOLO sizes said apart if more.

    "yolov8 n/s/m" reads "yolov8 n" as a spelling; the other letters are read only here.
    """
    ids = list(dict.fromkeys(named))
    sized = [i for i in yolo_sizes(text) if i in known]
    return sized if set(ids) <= set(sized) and len(sized) > len(ids) else ids


__all__ = ["with_yolo_sizes", "yolo_sizes"]
