"""Compute work the calculators do not size (3D reconstruction, scientific simulation): named.

"做 3D 高斯泼溅重建，预算1w买什么卡", "best gpu under $2000 for nerf training", "which gpu for
molecular dynamics with gromacs": the catalog sizes language models, image and video
generation, vision and speech. Any other work would be sized as a language model by default,
which answers another question; the work is named instead (``Query.unmodelled_work``) and the
not-covered kind says so first. Pure: one table of patterns over the folded text.
"""

from __future__ import annotations

import re

from assistant.models.query_markers import UnmodelledWork
from assistant.question.text import Scan

_UNMODELLED: tuple[tuple[UnmodelledWork, str], ...] = (
    (
        "3d_reconstruction",
        r"gaussian[\s-]*splat\w*|3d\s*gs|3dgs|高斯泼溅|高斯溅射|高斯喷溅|nerfs?(?![a-z])|nerfstudio"
        r"|instant[\s-]*ngp|photogrammetry|colmap|三维重建|3d\s*重建|摄影测量",
    ),
    (
        "simulation",
        r"molecular\s+dynamics|gromacs|lammps|namd|amber\s*(?:md|22|24)?(?=\W|$)|openmm"
        r"|分子动力学|cfd|openfoam|流体仿真|有限元|finite[\s-]+element|ansys",
    ),
)
_UNMODELLED_RES = tuple(
    (work, re.compile(rf"(?<![a-z0-9])(?:{pattern})", re.IGNORECASE))
    for work, pattern in _UNMODELLED
)


def read_unmodelled_work(scan: Scan) -> None:
    """Name the first work the calculators do not size."""
    for work, pattern in _UNMODELLED_RES:
        if pattern.search(scan.work):
            scan.slots["unmodelled_work"] = work
            return


__all__ = ["read_unmodelled_work"]
