"""Buying a card judged as a choice ("自己买 H20 还划算吗", "is buying a 5090 dumb?"); pure.

A purchase weighed for whether it pays ("worth it", "划算", "智商税", "a waste", "dumb") is
owning weighed against renting: the rent-or-buy calculator answers it, not a price row.
"""

from __future__ import annotations

BUYING_JUDGED = (
    r"(?:自己|自建|自购)?买(?!\s*(?:api|token|服务|会员|套餐))"
    r".{0,16}(?:还)?(?:划算|值得|值不值|合算|冤种|智商税|浪费|白花钱|血亏)"
    r"|\b(?:is|would)\s+(?:it\s+)?(?:buying|owning)\b.{0,30}"
    r"\b(?:worth|(?:dumb|stupid|silly|overkill|crazy|smart)\b)"
    r"|\bworth\s+(?:buying|owning)\b"
    # "is buying a 5090 a waste at 2 h a day", "a waste of money to buy one": judged idle
    r"|\b(?:buying|owning)\b.{0,40}\ba (?:total |complete )?waste\b"
    r"|\bwaste (?:of money )?to (?:buy|own)\b"
)
"""The words that judge a purchase ("worth buying", "买…还划算吗", "is owning one overkill")."""

__all__ = ["BUYING_JUDGED"]
