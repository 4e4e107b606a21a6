"""A price asked, then another machine or card put in its place: that one's price.

"gcp a2-ultragpu-8g on demand price?" then "and the p4de.24xlarge on aws?", "4090 按量多少钱"
then "那 A100 呢": the follow-up names only the new subject and asks nothing of its own, so the
price asked before is what it asks of it, not the type's table or the card's row. Pure.
"""

from __future__ import annotations

from assistant.models import Query
from assistant.question.follow_markers import CHANGE_OPENER_RE, cue_intent
from assistant.question.instances import shaped_like_a_type_name


def price_of_the_swapped(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The price words kept for a bare swap of the subject priced before (``text``: folded)."""
    typed = any(shaped_like_a_type_name(w) for w in new.instance_words)
    swapped = typed or new.instance_named is not None or bool(new.gpus)
    bare = CHANGE_OPENER_RE.search(text) is not None and cue_intent(text) is None
    if previous.price_words and not new.price_words and swapped and bare:
        return {"price_words": True}
    return {}


__all__ = ["price_of_the_swapped"]
