"""An image or speech job reported out of memory: the cause and the fix first, never "yes"."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_an_image_oom_names_the_vae_decode_and_the_fix(advisor):
    answer = advisor.ask("sdxl keeps running out of memory on my 8gb 3070 at 1024x1024")
    assert answer.kind == "workload_fit" and answer.verdict is None
    first = answer.answer.splitlines()[0]
    assert not first.startswith("**Yes")
    # SDXL's fp16 weights (7.1 GB) and its fp32 VAE decode at 1024 px (4.0 GB) against 7.8 GB
    assert first.startswith("**Not enough memory, by these numbers:")
    assert "needs about 11.9 GB on the RTX 3070 8GB" in first and "7.8 GB usable" in first
    assert "The VAE decode at 1024x1024 adds 4.0 GB at the very end" in first
    assert "`enable_vae_tiling()`" in first
    assert "With an NF4 denoiser it needs about 4.9 GB and fits." in first


def test_a_speech_oom_that_should_fit_points_at_the_batch(advisor):
    answer = advisor.ask("whisperx large-v2 on my 3060 runs out of memory, batch size 16")
    assert answer.kind == "workload_fit" and answer.verdict is None
    first = answer.answer.splitlines()[0]
    assert first.startswith("**By this estimate it fits:")
    assert "needs about 8.3 GB on the RTX 3060 12GB" in first
    assert "At batch 16 the parallel streams take 3.7 GB" in first
    assert "`--batch_size 4`" in first and "`--compute_type int8`" in first


def test_a_chinese_image_oom_keeps_the_figures(advisor):
    answer = advisor.ask("3070 8g 跑 sdxl 1024x1024 出图爆显存了")
    first = answer.answer.splitlines()[0]
    assert first.startswith("**装不下，按估算确实会爆显存：")
    assert "11.9 GB" in first and "4.0 GB" in first


def test_a_batch_set_in_chinese_is_read():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    assert parse("faster-whisper 在 T4 上 batch_size 设的 16", catalog).batch_size == 16
