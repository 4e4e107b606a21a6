"""What an explanation question asks of its terms: their relation, or plain words.

"NVLink 和 NVSwitch 到底什么关系", "ZeRO-3 和 FSDP 是一回事吗": two terms' relation asked;
"ELI5 MIG", "用大白话讲讲 GQA": an explanation asked outright. Read once by the parser
(``question.terms_asked``); the routing gives both to the explanation kind.
"""

from __future__ import annotations

from pydantic import BaseModel


class TermAsks(BaseModel):
    """Fields ``Query`` inherits (through ``QueryMarkers``) on what is asked of terms."""

    terms_related: bool = False
    """Two technical terms' relation or difference asked ("NVLink 和 NVSwitch 什么关系",
    "difference between GQA and MQA"): they are explained, cards named beside them are
    examples."""
    plain_explain_asked: bool = False
    """An explanation asked for in plain words ("ELI5", "大白话讲讲")."""

    @property
    def terms_asked(self) -> bool:
        """Terms' relation or a plain-words explanation asked: the explanation kind's."""
        return self.terms_related or self.plain_explain_asked


__all__ = ["TermAsks"]
