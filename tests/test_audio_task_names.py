"""A name before an audio task ("demucs stem separation") is a model the catalog lacks."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("demucs stem separation of ~300 hours of music on a 4090, how long?", "demucs"),
        ("spleeter source separation on 200 hours of songs, 3090, how long", "spleeter"),
        ("用 3090 跑 mdxnet vocal separation 处理 100 小时的歌，要多久", "mdxnet"),
    ],
)
def test_an_audio_tool_is_said_not_covered(advisor, text, name):
    answer = advisor.ask(text)
    assert answer.kind == "not_covered"
    first = answer.answer.splitlines()[0].lower()
    assert name in first and ("not in my catalog" in first or "不在" in first)


def test_a_known_audio_model_is_still_timed(advisor):
    answer = advisor.ask("whisper on 500 hours of audio on a 4090, how long?")
    assert answer.kind == "workload_speed"
