"""The issue 22 calculators' messages (assistant/messages/llmcalc.py): both languages, all used."""

import re
import string
from collections import Counter
from pathlib import Path

import pytest

from assistant.messages import llmcalc
from assistant.messages.core import Template
from tests.support.code_words import words_in_code

ROOT = Path(__file__).resolve().parent.parent
CJK = re.compile(r"[\u4e00-\u9fff]")
NAMES = sorted(n for n in dir(llmcalc) if n.isupper() and n != "T")


def _specs(pattern: str) -> Counter[tuple[str, str]]:
    return Counter((n, spec or "") for _, n, spec, _ in string.Formatter().parse(pattern) if n)


@pytest.mark.parametrize("name", NAMES)
def test_both_languages_state_the_same_values(name: str) -> None:
    template = getattr(llmcalc, name)
    assert isinstance(template, Template)
    assert template.code.startswith("llmcalc.")
    assert not CJK.search(template.en) and CJK.search(template.zh)
    assert set(_specs(template.en)) == set(_specs(template.zh)), name


def test_every_template_is_stated_in_the_code() -> None:
    unused = [n for n in NAMES if n not in words_in_code()]
    assert len(NAMES) >= 40 and unused == []


def test_a_message_renders_its_numbers_in_both_languages() -> None:
    m = llmcalc.OFFLOAD_MOE(layers=25, total=36)
    assert m.render("en").startswith("experts of 25 of 36 MoE layers in system RAM")
    assert "--n-cpu-moe 25" in m.render("zh") and "36 个 MoE 层" in m.render("zh")
