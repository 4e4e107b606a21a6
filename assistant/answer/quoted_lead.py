"""Yes or no first when the user quoted a figure of the one card asked about; pure.

"A30 的显存带宽能到 900 多 GB/s 吗": the row's figures lead the answer (``lead_spec``); whether
they bear out the figure quoted (``question.quoted_figures``) is said before them.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.catalog_query import CatalogRow
from assistant.messages import catalog as cat
from assistant.models import SpecField
from assistant.models.quoted_figure import QuotedField
from assistant.question.quoted_figures import quoted_verdict


def lead_quoted(draft: Draft, row: CatalogRow, fields: list[SpecField], at: int) -> None:
    """Put yes or no before paragraph ``at`` (the row's lead) when a figure asked was quoted."""
    if at >= len(draft.paragraphs):
        return
    quotes = [q for q in draft.query.figures_quoted if q.field in fields]
    own: dict[QuotedField, float] = {
        "memory": row.memory_gb,
        "bandwidth": row.memory_bandwidth_gb_s,
        "link": row.interconnect_gb_s,
        "power": row.tdp_w or 0.0,
    }
    verdict = quoted_verdict(quotes, own)
    if verdict is None:
        return
    draft.verdict = verdict
    lead = cat.QUOTED_HOLDS if verdict == "yes" else cat.QUOTED_FAILS
    draft.paragraphs[at] = lead().render(draft.lang) + draft.paragraphs[at]


__all__ = ["lead_quoted"]
