"""The words a PSU is sold by, said between its wattage and the question about it.

"海韵1200W金牌够不够", "a seasonic 1200w gold enough?", "850w sfx-l platinum psu": a form factor,
an efficiency grade or a modular cable set said after the wattage still states the PSU owned
or meant to be bought. Pure: one pattern string ``power_slots`` puts after its wattage.
"""

from __future__ import annotations

PSU_GRADES = (
    r"(?:(?:atx\s?3(?:\.\d)?|atx|sfx(?:-l)?|(?:80\s*\+?\s*(?:plus\s*)?)?"
    r"(?:gold|platinum|titanium|bronze)|(?:fully\s+|semi[\s-]?)?modular"
    r"|金牌|白金|钛金|铜牌|(?:全|半)?模组)\s*){0,3}"
)
"""Up to three of a PSU's form factor, 80 PLUS grade and cabling, each optional."""

__all__ = ["PSU_GRADES"]
