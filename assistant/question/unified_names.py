"""Names of unified-memory machines that are not cards: chips, desktops, laptops and mini PCs.

``UNIFIED_CORE`` is one part of ``lexicon.GPU_RE``'s ``core`` alternation (verbose syntax, each
branch led by ``|``). It reads the NVIDIA GB10 machines (DGX Spark and the OEM boxes built on
the chip) and the AMD Ryzen AI Max family ("Strix Halo", "AMD 395") with the laptops and mini
PCs people name instead of the chip; the catalog's aliases send each to its chip's row, and a
name the catalog lacks (a Ryzen AI Max 385) is said to be missing rather than sized as another
card.
"""

from __future__ import annotations

UNIFIED_CORE = r"""
      | dgx[\s-]*spark | (?<!apache[\s-])(?<![a-z])spark(?![a-z0-9-])  # "got a spark", "两台spark"
      | (?:asus[\s-]*)?ascent[\s-]*gx10 | msi[\s-]*edge[\s-]*xpert
      | (?:lenovo[\s-]*)?thinkstation[\s-]*pgx | (?:hp[\s-]*)?zgx[\s-]*nano(?:[\s-]*g1n)?
      | dell[\s-]*pro[\s-]*max[\s-]*(?:with[\s-]*)?gb10
      | strix[\s-]*halo | (?<=radeon[\s-])80[4-6]0s(?![a-z0-9])
      | (?:ryzen[\s-]*)?ai[\s-]*max\+?(?:[\s-]*pro)?[\s-]*3[89]\d(?![0-9])
      | amd[\s-]*3[89]\d(?![0-9])
      | ryzen[\s-]*ai(?:[\s-]*max\+?)?(?:[\s-]*pro)?(?:[\s-]*\d{3})?
      | framework[\s-]*desktop | (?:gmktec[\s-]*)?evo[\s-]*x2(?![0-9])
      | (?:hp[\s-]*)?zbook[\s-]*ultra(?:[\s-]*14(?:[\s-]*(?:inch|in))?)?[\s-]*g1a
      | (?:hp[\s-]*)?z2[\s-]*mini[\s-]*g1a
"""
"""Unified-memory machine names, a branch group of ``lexicon.GPU_RE``'s ``core``."""
