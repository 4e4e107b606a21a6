"""A stated method is found under the name a Chinese answer gives it ("训练" for training)."""

from __future__ import annotations

from assistant.evaluation_understanding import _has_fact


def test_training_is_found_as_xunlian_in_a_chinese_answer():
    assert _has_fact("method", "train", "B200 胜出（训练吞吐，以 LoRA 为例）", "[]")


def test_training_is_found_in_an_english_answer():
    assert _has_fact("method", "train", "wins for training throughput", "[]")


def test_an_answer_about_inference_does_not_show_training():
    assert not _has_fact("method", "train", "推理速度约 40 tokens/s", '[{"method": "inference"}]')


def test_inference_is_found_as_tuili_in_a_chinese_answer():
    assert _has_fact("method", "inference", "按你给的数字计算：按 3 年计；用途：推理。", "[]")


def test_an_answer_about_training_does_not_show_inference():
    assert not _has_fact("method", "inference", "用途：LoRA 微调训练", "[]")


def test_a_currency_is_kept_when_the_answer_writes_amounts_in_it():
    assert _has_fact("currency", "CNY", "按你说的：¥2,800.00 的 RTX 3090", "[]")
    assert _has_fact("currency", "USD", "the $900 you paid", "[]")
    assert not _has_fact("currency", "CNY", "the $900 you paid", "[]")
