"""A fit asked below the modelled widths ("1.58bit", IQ1_S, IQ2_XXS) is answered at that width.

The sizing models GGUF Q2_K and wider; a sub-2-bit build is sized by rescaling the narrowest
estimate's weights to the stated bits per weight, and that verdict comes first, before the note
that the table is for another precision.
"""

import pytest

from assistant.calc.low_bit_weights import GGUF_LOW_WIDTHS, at_bits, width_of
from assistant.calc.sizing import estimate_memory
from assistant.calc.workload import Workload
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_widths_are_read_from_the_names_people_use():
    assert width_of("1.58-bit") == 1.58
    assert width_of("1-bit") == 1.0
    assert width_of("IQ1_S") == GGUF_LOW_WIDTHS["IQ1_S"] == 1.5625
    assert width_of("iq2_xxs") == 2.0625
    assert width_of("ternary") == 1.58
    assert width_of("Q4") is None


def test_weights_are_rescaled_and_the_other_terms_kept(advisor):
    catalog = advisor.catalog
    workload = Workload(precision="q4_k_m", engine="llama.cpp")
    est = estimate_memory(catalog.models["llama-3.1-70b"], catalog.gpus["rtx-3090"], 1, workload)
    fit = at_bits(est, 2.0625)
    others = est.per_gpu_gb - est.breakdown.weights
    assert fit.weights_gb == pytest.approx(est.breakdown.weights * 2.0625 / 4.5, abs=0.1)
    assert fit.per_gpu_gb == pytest.approx(others + fit.weights_gb, abs=0.1)
    assert 18 < fit.weights_gb < 19.5  # 70.6B at 2.06 bits
    assert fit.fits and not fit.weights_alone_too_big


@pytest.mark.parametrize(
    "question",
    [
        "两张 48G 魔改 4090 一共 96G，deepseek r1 上 1.58bit 能不能全塞进显存",
        "2x 48gb 4090s, 96gb total: does the 1.58 bit unsloth deepseek r1 fit entirely on gpu?",
    ],
)
def test_weights_bigger_than_all_the_memory_is_a_firm_no_said_first(advisor, question):
    answer = advisor.ask(question)
    first = _first(answer)
    assert answer.verdict == "no"
    assert "1.58" in first and "99.0 GB" in first
    assert 125 < float(first.split(" GB")[0].split()[-1].lstrip("有")) < 140  # 671B at 1.58 bits
    assert first.startswith(("**No.**", "**放不下。**"))
    # the note that the table is for another width follows; it does not lead
    assert "1.58-bit" in answer.answer.split("\n\n", 1)[1]


def test_a_width_that_fits_is_a_likely_yes_without_the_offload_detour(advisor):
    answer = advisor.ask("is a 70b llama 3.1 at iq2_xxs ok on one 24gb 3090? no cpu offload")
    first = _first(answer)
    assert answer.verdict == "conditional"
    assert first.startswith("**Likely yes.**") and "2.0625-bit weights" in first
    assert "24.5 GB" in first and 19.0 < float(first.split("about ")[1].split(" GB")[0]) < 22.0
    assert "system RAM" not in answer.answer.split("\n\n")[1]


def test_a_width_that_does_not_fit_says_likely_not(advisor):
    answer = advisor.ask("llama 3.1 70b 换成 iq1_m，16g 的 4060ti 能整个放进显存不")
    first = _first(answer)
    assert answer.verdict == "no"
    assert first.startswith("**大概率放不下。**") and "1.75 比特" in first and "16.2 GB" in first
