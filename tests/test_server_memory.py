"""What a preallocating server holds beside weights and KV cache (calc/server_memory.py).

The warm-up peak vLLM profiles follows the vocabulary and the sequences it starts with, not the
model's size: llm-d measured it on an H100 at 1,024 sequences (vLLM 0.11).
"""

from __future__ import annotations

import pytest

from assistant.calc.server_memory import (
    LARGE_CARD_SEQS,
    SMALL_CARD_SEQS,
    model_server_activation_bytes,
    server_max_seqs,
)
from assistant.calc.serving import serving_capacity, usable_serving_bytes
from assistant.catalog.specs import load_catalog

CAT = load_catalog()
GIB = 2**30


@pytest.mark.parametrize(
    ("model", "measured_gib"),
    [
        ("llama-3.1-8b", 4.76),  # llm-d, Llama-3.1-8B-Instruct, TP 1
        ("llama-3.3-70b", 4.84),  # llm-d, Llama-3.3-70B FP8, TP 2
        ("qwen3-32b", 5.64),  # llm-d, Qwen3-32B
        ("gpt-oss-20b", 7.38),  # llm-d, gpt-oss-20b (MoE)
    ],
)
def test_the_warm_up_peak_on_an_h100_matches_the_published_measurements(model, measured_gib):
    got = model_server_activation_bytes(CAT.model(model), CAT.gpu("h100-sxm")) / GIB
    assert got == pytest.approx(measured_gib, rel=0.03)


def test_only_large_cards_other_than_the_a100_start_1024_sequences():
    assert server_max_seqs(CAT.gpu("h100-sxm")) == server_max_seqs(CAT.gpu("h200")) == 1024
    assert server_max_seqs(CAT.gpu("a100-80gb-sxm")) == SMALL_CARD_SEQS == 256
    assert server_max_seqs(CAT.gpu("l4")) == server_max_seqs(CAT.gpu("rtx-4090")) == 256
    assert LARGE_CARD_SEQS == 4 * SMALL_CARD_SEQS


def test_the_pool_is_the_share_less_weights_warm_up_and_non_torch_memory_as_measured():
    # llm-d, Qwen3-32B on an H100 (79.18 GiB reported) at 0.9: 61.03 GiB of weights, 5.64 of
    # warm-up peak, 0.14 outside torch, 4.45 GiB of KV cache
    model, h100 = CAT.model("qwen3-32b"), CAT.gpu("h100-sxm")
    usable_gib = (usable_serving_bytes(h100, model) / GIB) * 79.18 / 80
    assert usable_gib - 61.03 == pytest.approx(4.45, abs=0.15)


def test_a_24gb_card_keeps_about_five_gigabytes_for_the_cache_of_an_8b_model():
    # 24 GiB x 0.9 = 23.2 GB, less a 1.3 GB warm-up peak (256 sequences) and 0.15 GB
    model, l4 = CAT.model("llama-3.1-8b"), CAT.gpu("l4")
    assert usable_serving_bytes(l4, model) / 1e9 == pytest.approx(21.7, abs=0.2)
    cap = serving_capacity(model, l4, 1, engine="vllm")
    # 16.1 GB of bf16 weights leave ~5.7 GB: 10 conversations of 4,096 tokens (0.54 GB each)
    assert cap.users == 10
