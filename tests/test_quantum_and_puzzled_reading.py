"""A quantum or photonic computer is no GPU the catalog or the guides size: said first, nothing
quoted. A memory reading off a card bought, puzzled over ("what gives", "怎么回事"), is judged
against the card sold; puzzlement over one's own job at work stays that job's trouble."""

from __future__ import annotations

import pytest

from assistant.question.verify_cues import puzzled_by
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening"),
    [
        ("量子计算机以后会取代显卡做推理吗", "请注意：'量子计算机' 不在我的目录里"),
        ("could quantum computing make gpus obsolete for ai?", "Note: 'quantum computing'"),
        ("量子芯片训练大模型靠谱吗", "请注意：'量子芯片' 不在我的目录里"),
        ("光子芯片以后能替代显卡跑推理吗", "请注意：'光子芯片' 不在我的目录里"),
        ("will photonic computing replace gpus for inference?", "Note: 'photonic computing'"),
    ],
)
def test_a_quantum_computer_is_not_covered(advisor, text: str, opening: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "not_covered" and first.replace("*", "").startswith(opening)
    assert not [c for c in answer.citations if c.source.startswith("guides/")]


@pytest.mark.parametrize(
    ("text", "puzzled"),
    [
        ("bought an a100 80gb, smi shows 40960mib. what gives?", True),
        ("二手3090，显示只有12g，怎么回事", True),
        ("rented an h100, how come it only shows 40gb", True),
        ("显存才用了18g，速度只有5 t/s，啥情况", False),  # a job at work, no card got
        ("what gives, my training is slow", False),
        ("rented an h100 on runpod, is it really 80gb? smi says 81559MiB", True),
        ("收的二手3090显示24576mib，真的是24g吗", True),
        ("got a l40s box, smi shows 46068MiB but we were promised 48gb", True),
        ("租了台A100，显示40960MiB，可我租的是80G的", True),
        ("is the 4090 really 24gb?", False),  # no card got: a catalog question
    ],
)
def test_puzzled_by(text: str, puzzled: bool) -> None:
    assert puzzled_by(text) is puzzled


@pytest.mark.parametrize(
    ("text", "verdict", "opening"),
    [
        (
            "got a used a6000 48gb off ebay, nvidia-smi shows 24564MiB. what gives?",
            "no",
            "**No: 24,564 MiB is 23.99 GiB (25.8 GB), but a genuine RTX A6000",
        ),
        (
            "闲鱼收的A100 80G，nvidia-smi显示40960MiB，怎么回事",
            "no",
            "**不对：40,960 MiB 即 40.00 GiB（43.0 GB），而真正的 A100 SXM4 80GB",
        ),
        (
            "bought a 3090 second hand, smi shows 24576MiB total, how come?",
            "yes",
            "**Yes, that is right: 24,576 MiB is 24.00 GiB (25.8 GB)",
        ),
        (
            "rented an h100 on runpod, is it really 80gb? smi says 81559MiB",
            "yes",
            "**Yes, that is right: 81,559 MiB is 79.65 GiB (85.5 GB)",
        ),
        (
            "租了台A100，显示40960MiB，可我租的是80G的",
            "no",
            "**不对：40,960 MiB 即 40.00 GiB（43.0 GB），而真正的 A100 SXM4 80GB",
        ),
    ],
)
def test_a_puzzling_reading_is_judged(advisor, text: str, verdict: str, opening: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert first.startswith(opening)
