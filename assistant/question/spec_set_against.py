"""One card's figure set against another's, and the forms that ask a spec without "how/what".

"does the v100s have more bandwidth than the v100", "3090 和 4080 哪个带宽高", "带宽比普通 V100
高吗": the bandwidth is asked of both cards, a lookup of their rows, not a job run on them.
"is $650 a fair price…", "does the … have more …": an English question opened by its verb.
Pure: pattern strings that ``power_slots`` folds into its spec patterns.
"""

from __future__ import annotations

BANDWIDTH_SET_AGAINST = (
    r"带宽(?:是不是|是否|是|会不会|会)?(?:跟|和|与|比)[^，,。？?]{0,30}?(?:比|差|高|低|一样)"
    r"|(?:哪个|哪张|哪块|谁)的?\s*(?:显存)?带宽更?(?:高|大|低|快)"
    r"|带宽(?:是不是|是)?更(?:高|大|低|快)"
)
"""One card's bandwidth weighed against another's, however the comparison is worded ("带宽跟
H100 比怎么样", "带宽是不是比 3090 还低")."""
QUESTION_OPENED = (
    r"^\s*is\b.{0,60}\b(?:fair|good|reasonable|decent)\b"
    r"|^\s*(?:does|do|is|are|has|have|which)\b|(?:哪个|哪张|哪块|谁)的?\s*(?:显存|带宽|算力|功耗)"
    # a clause opened by its verb after a break: "memory + bandwidth, and is the 600w real"
    r"|[,;:，；]\s*(?:and |but |also |plus )?(?:does|do|is|are|has|have) (?:the|it|its|this|that)\b"
)
"""A question with no question mark: opened by its verb ("does the v100s have …"), also after a
comma ("…, and is the 600w figure real"), or the card
with more of a figure asked ("哪个带宽高"; "哪个好" alone weighs the cards for a job)."""

__all__ = ["BANDWIDTH_SET_AGAINST", "QUESTION_OPENED"]
