"""The words a PSU is sold by, said between its wattage and the question about it.

"海韵1200W金牌够不够", "a seasonic 1200w gold enough?", "850w sfx-l platinum psu", "1000W Corsair
PSU": a form factor, an efficiency grade, a modular cable set or the maker said after the
wattage still states the PSU owned or meant to be bought. Pure: one pattern string
``power_slots`` puts after its wattage.
"""

from __future__ import annotations

EFFICIENCY_GRADE = (
    r"(?:80\s*\+?\s*(?:plus\s*)?)?(?:gold|platinum|titanium|bronze)|金牌|白金|钛金|铜牌"
)
"""An 80 PLUS grade ("80+ gold", "platinum", "金牌"): said beside a wattage, it names a supply."""
PSU_GRADES = (
    r"(?:(?:atx\s?3(?:\.\d)?|atx|sfx(?:-l)?|"
    + EFFICIENCY_GRADE
    + r"|(?:fully\s+|semi[\s-]?)?modular|(?:全|半)?模组"
    # a server or redundant supply ("1200w 服务器电源", "dual 1600w server psus")
    r"|server|redundant|服务器|冗余"
    # the maker or model line said between ("1000W Corsair PSU", "850w seasonic focus gold")
    r"|corsair|seasonic|evga|be\s?quiet!?|thermaltake|cooler\s?master|fsp|super\s?flower"
    r"|nzxt|lian\s?li|silverstone|antec|focus|rm\d{3,4}x?|hx\d{3,4}i?"
    r"|海韵|振华|长城|航嘉|鑫谷|先马|酷冷至尊|安钛克|海盗船|追风者|银欣|全汉)\s*){0,3}"
)
"""Up to three of a PSU's form factor, 80 PLUS grade, cabling and maker, each optional."""

__all__ = ["EFFICIENCY_GRADE", "PSU_GRADES"]
