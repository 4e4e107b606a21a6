"""The most a named desktop or workstation CPU draws at stock settings, for sizing a PSU.

AMD's Ryzen sockets cap the package at its PPT (package power tracking) limit, which AMD
states is 1.35 × the TDP on every Zen-era socket (AMD's correction on Socket AM5 power, 2022:
a 170 W TDP part has a 230 W PPT). Intel states a maximum turbo power (ARK, "Maximum Turbo
Power"). Threadripper 7000 parts are rated 350 W TDP on sTR5, the figure used. Overclocking and
Precision Boost Overdrive lift these; the answer says which figure it used.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

AMD_PPT_PER_TDP = 1.35
"""AMD: PPT = 1.35 × TDP for Ryzen desktop sockets (AM4, AM5)."""

PowerRule = Literal["ppt", "mtp", "tdp"]


class CpuPower(BaseModel):
    """One CPU's stock power ceiling: ``watts``, read by ``rule`` from the vendor's figure."""

    model_config = ConfigDict(frozen=True)

    name: str
    watts: float
    rule: PowerRule
    tdp_w: float | None = None
    """The TDP the PPT derives from (Ryzen), W."""


def _ryzen(tier: int, model: str, tdp: float) -> tuple[str, CpuPower]:
    name = f"Ryzen {tier} {model.upper()}"
    watts = round(AMD_PPT_PER_TDP * tdp)
    return model, CpuPower(name=name, watts=watts, rule="ppt", tdp_w=tdp)


def _intel(name: str, key: str, mtp: float) -> tuple[str, CpuPower]:
    return key, CpuPower(name=name, watts=mtp, rule="mtp")


_RYZEN = [  # (tier, model, TDP W), AMD product pages
    (9, "9950x3d", 170), (9, "9950x", 170), (9, "9900x3d", 120), (9, "9900x", 120),
    (7, "9800x3d", 120), (7, "9700x", 65), (5, "9600x", 65),
    (9, "7950x3d", 120), (9, "7950x", 170), (9, "7900x3d", 120), (9, "7900x", 170),
    (9, "7900", 65), (7, "7800x3d", 120), (7, "7700x", 105), (7, "7700", 65),
    (5, "7600x", 105), (5, "7600", 65),
    (9, "5950x", 105), (9, "5900x", 105), (7, "5800x3d", 105), (7, "5800x", 105),
    (7, "5700x", 65), (5, "5600x", 65), (5, "5600", 65),
]  # fmt: skip
_INTEL = [  # (name, key, maximum turbo power W), Intel ARK
    ("Core i9-14900KS", "14900ks", 253), ("Core i9-14900K", "14900k", 253),
    ("Core i9-14900KF", "14900kf", 253), ("Core i7-14700K", "14700k", 253),
    ("Core i7-14700KF", "14700kf", 253), ("Core i5-14600K", "14600k", 181),
    ("Core i9-13900KS", "13900ks", 253), ("Core i9-13900K", "13900k", 253),
    ("Core i9-13900KF", "13900kf", 253), ("Core i7-13700K", "13700k", 253),
    ("Core i5-13600K", "13600k", 181), ("Core i9-12900K", "12900k", 241),
    ("Core i7-12700K", "12700k", 190), ("Core i5-12600K", "12600k", 150),
    ("Core Ultra 9 285K", "285k", 250), ("Core Ultra 7 265K", "265k", 250),
    ("Core Ultra 5 245K", "245k", 159),
]  # fmt: skip
_THREADRIPPER = ["7980x", "7970x", "7960x", "7995wx", "7985wx", "7975wx", "7965wx"]

CPU_POWER: dict[str, CpuPower] = dict(
    [_ryzen(t, m, tdp) for t, m, tdp in _RYZEN]
    + [_intel(n, k, w) for n, k, w in _INTEL]
    + [
        (m, CpuPower(name=f"Threadripper {'PRO ' * m.endswith('wx')}{m.upper()}", watts=350,
                     rule="tdp", tdp_w=350))
        for m in _THREADRIPPER
    ]
)  # fmt: skip
"""Stock power ceilings by model key ("7950x", "14900k", "285k")."""

__all__ = ["AMD_PPT_PER_TDP", "CPU_POWER", "CpuPower", "PowerRule"]
