"""What the catalog does not cover is said in the first line, whatever kind answers.

Most composers name a workload model the catalog lacks before their figures
(``compose_workload_more.lead_unknown``); a composer that leads with something else (a
capacity count, a troubleshooting step on the card named) would otherwise answer for the
stand-in as if it were the model asked about. This runs after every composer: when the first
paragraph does not name the missing model, the not-in-catalog line is put before it.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.answer.compose_workload_more import FAMILY_WORDS
from assistant.messages import workloads as say


def name_missing_first(draft: Draft, kind: str) -> None:
    """Put the not-in-catalog line first when the answer's first paragraph does not say it.

    The not-covered kind (``kind``) has said what is missing in its own words, sizing nothing.
    """
    query = draft.query
    if kind == "not_covered":
        return
    if not query.workload_unknown or query.workload_id is None or query.workload_ids:
        return  # nothing missing, or a catalog model named beside it answers (noted already)
    spec = draft.catalog.workloads.get(query.workload_id)
    if spec is None or not draft.paragraphs:
        return
    first = draft.paragraphs[0].lower()
    if any(name.lower() in first for name in query.workload_unknown):
        return
    sep = "、" if draft.lang == "zh" else ", "
    models = [w.name for w in draft.catalog.workloads.values() if w.family == spec.family]
    line = say.NOT_IN_CATALOG(
        names=sep.join(query.workload_unknown),
        family=FAMILY_WORDS[spec.family](),
        models=sep.join(models),
        model=spec.name,
    ).render(draft.lang)
    draft.paragraphs.insert(0, line + ("。" if draft.lang == "zh" else "."))


__all__ = ["name_missing_first"]
