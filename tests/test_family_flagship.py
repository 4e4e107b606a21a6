"""A bare family word people use for one model ("跑 deepseek", "self-host deepseek") names
that model, said so; a product line after the word ("deepseek coder v2") is another model and
a distilled size names the distill. Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("question", "model"),
    [
        ("how many h200s to self-host deepseek for our team?", "deepseek-r1"),
        ("公司想本地部署 deepseek，8 张 h20 够吗", "deepseek-r1"),
        ("deepseek r1 distill qwen 7b on a 3060?", "deepseek-r1-distill-qwen-7b"),
        ("deepseek v3 on 8 h200", "deepseek-v3"),
        ("deepseek coder v2 lite on a 3090?", None),  # a line the catalog lacks, not the R1
    ],
)
def test_the_bare_family_word_names_its_flagship(catalog, question, model) -> None:
    query = parse(question, catalog)
    assert query.model_id == model
    said = any(
        "read as DeepSeek-R1" in str(a) or "DeepSeek-R1" in str(a) for a in query.assumptions
    )
    assert said == (model == "deepseek-r1" and "r1" not in question)
