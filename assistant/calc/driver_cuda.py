"""Which CUDA versions an NVIDIA driver runs, and the driver a CUDA build needs (Linux).

From the CUDA toolkit release notes' driver table ("CUDA Toolkit and Corresponding Driver
Versions", Linux x86_64 minimums): each CUDA release's own minimum driver, and the minor-version
compatibility floor of its major release (any 12.x build runs on 525.60.13 or newer, with
features that need a newer driver, such as PTX JIT, left out). Pure.
"""

from __future__ import annotations

from pydantic import BaseModel

CUDA_MIN_DRIVER: dict[str, str] = {
    "11.0": "450.36",
    "11.1": "455.23",
    "11.2": "460.27",
    "11.3": "465.19",
    "11.4": "470.42",
    "11.5": "495.29",
    "11.6": "510.39",
    "11.7": "515.43",
    "11.8": "520.61",
    "12.0": "525.60",
    "12.1": "530.30",
    "12.2": "535.54",
    "12.3": "545.23",
    "12.4": "550.54",
    "12.5": "555.42",
    "12.6": "560.28",
    "12.8": "570.26",
    "12.9": "575.51",
    "13.0": "580.65",
}
"""Each CUDA release's minimum Linux driver (major.minor of the driver version)."""
MAJOR_FLOOR: dict[str, str] = {"11": "450.80", "12": "525.60", "13": "580.65"}
"""The oldest driver any build of a CUDA major release runs on (minor-version compatibility)."""


class DriverCheck(BaseModel):
    """A CUDA build against the driver installed."""

    driver: str
    cuda: str
    needs_driver: str
    """The CUDA release's own minimum driver."""
    floor_driver: str | None
    """The oldest driver its major release runs on; None for an unknown major."""
    newest_cuda: str | None
    """The newest CUDA release the installed driver runs in full; None below 11.0's."""
    too_old: bool
    """The driver is under even the major release's floor: the build cannot start."""


def _key(cuda: str) -> tuple[int, int]:
    major, _, minor = cuda.partition(".")
    return int(major), int(minor or 0)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split("."))


def _runs(driver: str, needs: str) -> bool:
    """Whether ``driver`` is at least ``needs``; a branch said alone ("470") by its branch."""
    if "." not in driver:  # "driver 470": the 470 branch, whose releases meet 470.42
        return int(driver) >= _version(needs)[0]
    return _version(driver) >= _version(needs)


def check_driver(driver: str, cuda: str) -> DriverCheck | None:
    """Whether a CUDA ``cuda`` build ("12.4") runs on driver ``driver`` ("470"); None if unknown."""
    needs = CUDA_MIN_DRIVER.get(cuda)
    if needs is None:
        return None
    floor = MAJOR_FLOOR.get(cuda.partition(".")[0])
    runs = [c for c, d in CUDA_MIN_DRIVER.items() if _runs(driver, d)]
    newest = max(runs, key=_key) if runs else None
    return DriverCheck(
        driver=driver,
        cuda=cuda,
        needs_driver=needs,
        floor_driver=floor,
        newest_cuda=newest,
        too_old=not _runs(driver, floor or needs),
    )


__all__ = ["CUDA_MIN_DRIVER", "MAJOR_FLOOR", "DriverCheck", "check_driver"]
