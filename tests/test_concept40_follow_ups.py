"""Follow-ups and single questions of fresh64's misses, in new phrasings: a why after a speed, a
job said again on another rented card, a power question resized to other cards, a use switched
to serving in a comparison, a card's draw said as what it pulls, a bare "A2" with its row asked,
and the work behind a slow first token explained."""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _last(advisor, turns):
    return advisor.converse(turns).turns[-1].answer


def test_why_so_slow_after_a_speed_is_explained(advisor):
    answer = _last(
        advisor, ["三张 p40 跑 llama 3 70b q4 每秒多少 token", "怎么这么慢啊，p40 显存不是挺大的吗"]
    )
    assert answer.kind == "concept"
    english = _last(
        advisor,
        ["tokens/s for qwen2.5 32b q4 on two p40s?", "why is it so slow, they have 24gb each"],
    )
    assert english.kind == "concept"


def test_same_audio_on_another_rented_card_is_still_timed(advisor):
    answer = _last(
        advisor,
        [
            "faster-whisper large-v3 on an L4: 80 hrs of podcast audio, how long?",
            "same 80 hrs on an AWS A10G instead?",
        ],
    )
    assert answer.kind == "workload_speed"
    assert "hours for the job" in answer.answer.splitlines()[0]


def test_power_question_resized_to_other_cards_stays_power(advisor):
    answer = _last(
        advisor,
        [
            "how many kW should we budget per rack for a single 8x H200 server, fans included?",
            "what about an 8x B200 HGX for the same rack?",
        ],
    )
    assert answer.kind == "power"
    first = answer.answer.splitlines()[0]
    assert " W" in first and "$" not in first


def test_serving_only_follow_up_compares_for_inference(advisor, catalog):
    assert parse("we never train, only serve, is the mi300x ahead then?", catalog).method == (
        "inference"
    )
    answer = _last(
        advisor,
        [
            "H100 vs MI300X for LoRA on 8B models, rocm issues included",
            "and if we never train and only serve models, does the MI300X come out ahead?",
        ],
    )
    assert answer.kind == "compare"
    methods = {c.input.get("method") for c in answer.tool_calls if "method" in c.input}
    assert methods == {"inference"}


def test_what_a_card_pulls_is_its_draw(advisor, catalog):
    query = parse("how much does a 3060 12gb really pull while generating vs idle?", catalog)
    assert query.power_words and query.power_ask == "card"
    answer = advisor.ask("how much does a 4070 super actually pull under llama.cpp load?")
    assert answer.kind == "power"
    assert " W" in answer.answer.splitlines()[0]
    # "pull ahead" is no draw
    assert not parse("does the h200 pull ahead of the h100 for serving?", catalog).power_words


def test_bare_a2_with_its_row_asked_is_the_card(advisor, catalog):
    assert [g.gpu_id for g in parse("does the a2 have fp8?", catalog).gpus] == ["a2"]
    # a GCP family stays no card
    assert "a2" not in {g.gpu_id for g in parse("gcp a2-highgpu-1g price?", catalog).gpus}
    answer = advisor.ask("does the A2 support bf16, and what does it draw in watts?")
    assert answer.kind == "catalog"
    assert "60 W" in answer.answer.splitlines()[0]


def test_workaround_that_made_it_run_stays_the_trouble(advisor):
    answer = _last(
        advisor,
        [
            "two 3090s with torchrun ddp hang at `NCCL INFO Channel 00 : 0[0] -> 1[1] via P2P/IPC`",
            "setting NCCL_P2P_DISABLE=1 made it run. is it a lot slower that way?",
        ],
    )
    assert answer.kind == "troubleshoot"


def test_what_the_model_does_during_a_slow_first_token_is_prefill(advisor, catalog):
    query = parse("first token takes 12 s on 30k prompts. what is vllm doing during that?", catalog)
    assert query.explain_asked
    answer = advisor.ask(
        "time to first token is 8 seconds on my 16k-token rag prompts, then it streams quickly. "
        "what is the model doing in those seconds?"
    )
    assert answer.kind == "concept"
    assert "Prefill" in answer.answer.splitlines()[0]


def test_workload_written_as_its_catalog_id_is_no_missing_model(catalog):
    query = parse("Wan2.1-T2V-14B at 480p on a rented L40S, how long per clip?", catalog)
    assert query.workload_id == "wan2.1-t2v-14b"
    assert not [p for p in query.problems if p.kind == "unlisted_model"]


def test_dollars_per_clip_leads_with_the_card_that_holds_it(advisor, catalog):
    query = parse("rented h100 vs l40s for wan2.1 14b 720p: cost per finished video?", catalog)
    assert query.objective == "best_value"
    answer = advisor.ask(
        "Wan2.1 T2V 14B at 720p on rented GPUs — A100 80GB, L40S or RTX 4090, "
        "which is best on dollars per finished clip?"
    )
    first = answer.answer.splitlines()[0]
    assert "$" in first and "per video" in first


def test_low_power_card_asked_without_a_figure_is_slot_powered(advisor, catalog):
    assert parse("想给 NAS 配一张低功耗显卡跑小模型，买哪张", catalog).max_board_power_w == 75.0
    assert parse("low power limit on my 3090?", catalog).max_board_power_w is None
    answer = advisor.ask("recommend a low-power gpu for an always-on box running a 3b model")
    assert answer.kind == "recommend"
    assert answer.answer.startswith("**1 × ")
    listed = advisor.ask("家里 24 小时开着跑语音助手和小模型，想要低功耗的卡，推荐哪张")
    assert listed.kind in ("catalog", "recommend") and "75 W" in listed.answer.splitlines()[0]


def test_unknown_card_measured_against_a_known_one_is_said_first(advisor, catalog):
    assert parse("摩尔线程 S4000 推理能达到 A100 的多少", catalog).unknown_card_weighed
    answer = advisor.ask("海光 DCU Z100 跑推理能到 A800 的几成速度")
    assert answer.kind == "not_covered"
    assert "不在我的目录里" in answer.answer.splitlines()[0]
