"""A bare family word naming a few catalog models is asked which, never dropped or guessed."""

from __future__ import annotations

from assistant.catalog.specs import load_catalog
from assistant.question.family_sizes import few_of_family
from assistant.question.parsing import parse


def test_mixtral_names_two_models() -> None:
    catalog = load_catalog()
    assert few_of_family(catalog, "mixtral") == ["mixtral-8x7b", "mixtral-8x22b"]
    assert few_of_family(catalog, "llama") == []  # a family of many stays the general word


def test_the_question_says_which_it_could_be() -> None:
    query = parse("can i run mixtral on a 4090", load_catalog())
    assert query.model_id is None
    assert [p.suggestions for p in query.problems] == [["mixtral-8x7b", "mixtral-8x22b"]]
