"""Forgiving name matching for catalog ids: folded names, aliases, noise words, did-you-mean."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence

from assistant.errors import UnknownName


def normalize_name(name: str) -> str:
    """Fold a name for matching: NFKC, lower case, letters and digits only."""
    folded = unicodedata.normalize("NFKC", name).lower()
    return re.sub(r"[^0-9a-z\u4e00-\u9fff]+", "", folded)


def _strip_affixes(key: str, prefixes: Sequence[str], suffixes: Sequence[str]) -> str:
    """Remove noise words (vendor names, ``instruct``) from both ends of a folded name."""
    changed = True
    while changed:
        changed = False
        for pre in prefixes:
            if key.startswith(pre) and len(key) > len(pre):
                key, changed = key[len(pre) :], True
        for suf in suffixes:
            if key.endswith(suf) and len(key) > len(suf):
                key, changed = key[: -len(suf)], True
    return key


class NameIndex:
    """Forgiving lookup of catalog ids by id, name or alias, with 'did you mean' suggestions.

    Names are folded with ``normalize_name``. Lookup tries, in order: the folded name, the part
    after a ``/`` (Hugging Face repo ids), the name without noise words (``prefixes`` and
    ``suffixes``, already folded), then a unique prefix that does not cut a number in two.
    ``fallback`` spellings are matched only when no primary spelling is.
    """

    def __init__(
        self,
        kind: str,
        names: Mapping[str, Iterable[str]],
        *,
        prefixes: Sequence[str] = (),
        suffixes: Sequence[str] = (),
        fallback: Mapping[str, Iterable[str]] | None = None,
    ) -> None:
        self.kind = kind
        self._prefixes = tuple(prefixes)
        self._suffixes = tuple(suffixes)
        self._keys: dict[str, str] = {}
        self._suggested: dict[tuple[str, int], list[str]] = {}
        for table in (names, fallback or {}):
            for ident, spellings in table.items():
                for spelling in (ident, *spellings):
                    key = normalize_name(spelling)
                    if key:
                        # first writer wins, so an id's own spellings are never shadowed
                        self._keys.setdefault(key, ident)

    def _candidates(self, name: str) -> Iterator[str]:
        """Yield the folded forms of ``name`` to try, most literal first."""
        forms = [name]
        if "/" in name:
            forms.append(name.rsplit("/", 1)[1])
        for form in forms:
            key = normalize_name(form)
            if key:
                yield key
                yield _strip_affixes(key, self._prefixes, self._suffixes)

    def _prefix_match(self, key: str) -> str | None:
        """Return the one id with a spelling that starts with ``key``, or None."""
        if len(key) < 3:
            return None
        cut = len(key)
        found = {
            ident
            for k, ident in self._keys.items()
            if k.startswith(key) and not (key[-1].isdigit() and k[cut : cut + 1].isdigit())
        }
        if len(found) > 1 and key[-1].isalpha():
            # a form written without its generation ("v100 sxm" for "V100 SXM2"): the one
            # spelling that only adds that digit, when exactly one does
            found = {self._keys[key + d] for d in "0123456789" if key + d in self._keys}
        return found.pop() if len(found) == 1 else None

    def exact(self, key: str) -> str | None:
        """Return the id of a folded spelling (``normalize_name``), with no prefix guessing."""
        return self._keys.get(key)

    def lookup(self, name: str, guess: bool = True) -> str | None:
        """Return the id ``name`` denotes, or None when it is unknown or ambiguous.

        ``guess=False`` matches spellings only, never a unique prefix of one ("rtx 5000" is
        then no "RTX 5000 Ada").
        """
        candidates = list(dict.fromkeys(self._candidates(name)))
        for key in candidates:
            if key in self._keys:
                return self._keys[key]
        for key in candidates if guess else ():
            found = self._prefix_match(key)
            if found is not None:
                return found
        return None

    def resolve(self, name: str) -> str:
        """Return the id ``name`` denotes, or raise ``UnknownName`` with suggestions."""
        found = self.lookup(name)
        if found is not None:
            return found
        raise UnknownName(self.kind, name, self.suggest(name))

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Return up to ``limit`` ids whose spellings are closest to ``name``.

        Remembered per name: difflib over every spelling is the slow part of reading a
        question that repeats an unknown name.
        """
        known = self._suggested.get((name, limit))
        if known is None:
            if len(self._suggested) >= 4096:  # a server reads many names: keep the memo small
                self._suggested.clear()
            known = self._suggested[(name, limit)] = self._suggest(name, limit)
        return list(known)

    def _suggest(self, name: str, limit: int) -> list[str]:
        out: list[str] = []
        for key in dict.fromkeys(self._candidates(name)):
            close = difflib.get_close_matches(key, list(self._keys), n=limit * 3, cutoff=0.5)
            for k in close:
                ident = self._keys[k]
                if ident not in out:
                    out.append(ident)
        return out[:limit]


# --------------------------------------------------------------------------- the catalog


__all__ = ["NameIndex", "normalize_name"]
