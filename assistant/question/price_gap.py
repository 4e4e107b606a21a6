"""A gap in price between two cards asked ("为啥一个便宜那么多", "why is X so much cheaper"); pure.

With two cards named, the reason one costs far less than the other is what sets them side by
side: the comparison (their figures and prices together) answers it, not a guide section that
names one of them. The routing reads ``Query.price_gap_why`` with the cards named. How much
dearer one is ("贵多少") is ``rate_units.price_gap_asked``: their rates weighed.
"""

from __future__ import annotations

import re

from assistant.question.format_judged import format_judged
from assistant.question.instance_words import sizes_offered
from assistant.question.quoted_figures import quoted_figures
from assistant.question.spec_checked import figure_source_asked
from assistant.question.spec_premise import figure_doubted, figures_asked

PRICE_GAP_WHY_RE = re.compile(
    r"(?:为啥|为什么|咋|怎么|凭什么)[^，,。;；?？]{0,16}?(?:便宜|贵)(?:了)?(?:那么|这么|很|得)多"
    r"|(?:一个|一张|一块)(?:便宜|贵)(?:那么|这么)多|(?:价格|价钱|售价)(?:上)?差(?:那么|这么|得)?(?:多(?!少)|大)"
    r"|差价(?:为什么|为啥|怎么)?(?:这么|那么)?大|(?:便宜|贵)(?:了)?(?:一倍|一半|好几倍|几倍|那么多|这么多)"
    r"|(?<![a-z])why (?:is|are|does|do) .{0,40}?(?:so much |way |that much |\d+x )?"
    r"(?:cheaper|pricier|more expensive|cost (?:so much |way |twice as much|\d+x)?(?:more|less))"
    # "why the price gap", "worth the price gap?"; "the price gap between X and Y" and a bare
    # "X vs Y price difference" ask its size
    r"|(?<![a-z])(?:why|worth|justif\w*)(?![a-z]).{0,30}?(?:price|cost) (?:gap|difference)(?![a-z])"
    r"|(?<![a-z])(?:price|cost) (?:gap|difference) (?:worth it|justified)"
    # the gap judged worth paying: "差价值不值", "多花的钱值得吗"
    r"|(?:差价|价差|多花的钱|多出来?的钱|贵出来?的(?:那部分|钱))(?:到底|真的)?"
    r"(?:值不值|值得吗|值吗|值得不|划算吗|划不划算|合算吗)"
)
"""The price gap between two cards asked, in English or Chinese."""


def price_gap_why(folded: str) -> bool:
    """Whether ``folded`` asks why one card costs far more or less than another."""
    return PRICE_GAP_WHY_RE.search(folded) is not None


def figure_marks(folded: str) -> dict[str, object]:
    """A card's figures asked, quoted or doubted, a price gap's why, a format judged as such."""
    doubted = figure_doubted(folded)
    return {
        "figures_quoted": [] if doubted else quoted_figures(folded.lower()),
        "sizes_offered": sizes_offered(folded.lower()),
        "format_judged": format_judged(folded),
        "figures_asked": figures_asked(folded),
        "figure_doubted": doubted,
        "price_gap_why": price_gap_why(folded),
        "figure_source_asked": figure_source_asked(folded),  # "带宽有官方数字吗"
    }


__all__ = ["PRICE_GAP_WHY_RE", "figure_marks", "price_gap_why"]
