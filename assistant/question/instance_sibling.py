"""A type named short beside its family's full name ("ecs.gn7i-c16g1.4xlarge 和 c8g1.2xlarge").

After one type named in full, another of the same family is often written from where the two
differ: "c8g1.2xlarge" is "ecs.gn7i-c8g1.2xlarge", "12xlarge" after "p4d.24xlarge" is
"p4d.12xlarge". The full names tried are the first name's head up to each of its separators
followed by the short word; the instance table decides which, if any, exists. Pure.
"""

from __future__ import annotations

_SEPARATORS = ".-_"


def sibling_names(word: str, names: list[str]) -> list[str]:
    """Full names ``word`` may shorten, after the types in ``names``, longest head first."""
    out: list[str] = []
    short = word.lower()
    for name in names:
        full = name.lower()
        if short in full or len(short) < 3:
            continue
        heads = [full[: i + 1] for i, ch in enumerate(full) if ch in _SEPARATORS]
        out += [f"{head}{short}" for head in reversed(heads)]
    return list(dict.fromkeys(out))


__all__ = ["sibling_names"]
