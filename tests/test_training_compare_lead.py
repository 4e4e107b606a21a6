"""Two cards compared for bare training: the first line says it is training throughput.

"is the H100 much quicker than the A100 for training" names no method: the cards are compared
on training tokens/s of an example (LoRA of the model named, or of Llama 3 8B), and the first
line says it compares training throughput and what the example was.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("is the H100 much quicker than the A100 for training?", ("training throughput", "LoRA")),
        ("H100 和 A100 训练差距有多大", ("训练吞吐", "LoRA")),
        ("910B vs A800 when training a 13b, how far apart", ("training throughput", "13B")),
    ],
)
def test_bare_training_compares_training_throughput(advisor, question, words):
    answer = _last(advisor, question)
    assert answer.kind == "compare"
    line = first_line(answer.answer)
    assert all(w in line for w in words), line
    assert "tokens/s" in line


def test_a_named_method_is_not_called_training_throughput(advisor):
    line = first_line(_last(advisor, "H100 vs A100 for QLoRA of a 13b, which is faster").answer)
    assert "QLoRA" in line and "training throughput" not in line
