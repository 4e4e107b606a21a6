"""A size said alone in a follow-up, completed from the instance type asked about before.

After "what GPU is in a g6e.xlarge?", "and the 12xlarge?" asks about g6e.12xlarge; after
"阿里云 gn7i-c32g1.32xlarge" (found as ecs.gn7i-c32g1.32xlarge), "那 16xlarge 呢" asks about
ecs.gn7i-c32g1.16xlarge; after GCP's "a2-ultragpu-8g", "and the 1g?" asks about a2-ultragpu-1g.
Pure: the parser's instance words and the question's folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.text import fold

SIZE_ONLY_RE = re.compile(r"\d*x?large|medium|small|metal")
"""A size said alone in a follow-up ("and the 12xlarge?"): a shape of the family asked about."""
_GPU_SUFFIX_RE = re.compile(r"^(?P<family>[a-z0-9]+(?:-[a-z0-9]+)*)-(?:1|2|4|8|16)g$")
"""A type named by its GPU count at the end ("a2-ultragpu-8g", "a2-highgpu-1g")."""
_BARE_GPU_SUFFIX_RE = re.compile(r"(?<![\w.-])(1|2|4|8|16)g(?![\w.-])")
"""That count said alone in a follow-up ("and the 1g?")."""


def _previous_names(previous: Query) -> list[str]:
    """The type the advisor found before, then the words that had a type name's shape."""
    found = [previous.instance_named] if previous.instance_named else []
    return [*found, *(w for w in previous.instance_words if shaped_like_a_type_name(w))]


def sized_in_family(previous: Query, new: Query) -> list[str] | None:
    """``new``'s instance words with a bare size completed from the previous type's family.

    None when the follow-up names no bare size, names a type of its own, or nothing was asked
    about before. A count suffix ("1g") is read only after a type named that way.
    """
    if new.instance_named is not None or new.gpus or new.model_id is not None:
        return None
    names = _previous_names(previous)
    dotted = [n for n in names if "." in n]
    if dotted and any(SIZE_ONLY_RE.fullmatch(w) for w in new.instance_words):
        family = dotted[0].rsplit(".", 1)[0]
        return [f"{family}.{w}" if SIZE_ONLY_RE.fullmatch(w) else w for w in new.instance_words]
    counted = [m for n in names if (m := _GPU_SUFFIX_RE.match(n)) is not None]
    bare = _BARE_GPU_SUFFIX_RE.findall(fold(new.text))
    if counted and len(bare) == 1 and not new.instance_words:
        return [f"{counted[0]['family']}-{bare[0]}g"]
    return None


__all__ = ["SIZE_ONLY_RE", "sized_in_family"]
