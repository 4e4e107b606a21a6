"""Names nobody taught the assistant are said first as not covered, read from where they stand.

The names here are invented (no model, cloud or chip of these names is in the catalog, the
guides or the English word list), so each test stays true whatever the catalog adds later.
"""

import pytest

from assistant.catalog.vocabulary import english_words, guide_words
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _unlisted(query) -> list[str]:
    return [p.surface for p in query.problems if p.kind == "unlisted_model"]


def test_the_word_lists_hold_english_and_the_guides_words(advisor):
    english = english_words()
    assert len(english) > 20_000 and {"salad", "cascade", "index"} <= english
    assert "vllm" not in english and "vllm" in advisor.catalog.known_words
    assert {"comfyui", "tensorrt", "imagenet"} <= advisor.catalog.known_words


def test_guide_words_are_read_from_every_guide(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.md").write_text("Serve it with vLLM on ROCm.", encoding="utf-8")
    assert {"serve", "vllm", "rocm"} <= guide_words(tmp_path)
    assert guide_words(tmp_path / "missing") == frozenset()


def test_an_unfamiliar_model_with_a_size_is_said_first_and_still_sized(advisor):
    question = "quorvex large (90b) on 2x h100 80gb in bf16, does it fit?"
    assert _unlisted(parse(question, advisor.catalog)) == ["quorvex large"]
    answer = advisor.ask(question)
    first = _first(answer)
    assert "'quorvex large' is not in my catalog" in first and "generic 90B model" in first
    # the figures below are a generic 90B model's: 93.4 GB per card does not fit in 83.3 GB
    memory = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert memory and memory[0].input["model"] == "90b"
    assert "**No.** Inference of a 90B model in bf16 needs 93.4 GB per GPU" in answer.answer


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("BrightLoom 在 4090 上出一张 1024 的图要几秒", "BrightLoom"),
        ("zentrixtts2 做配音服务，并发 20 路，4090 要几张", "zentrixtts2"),
        ("is morvane v3 any good on a 3090 for coding?", "morvane v3"),
    ],
)
def test_a_name_written_as_names_are_is_not_covered(advisor, question, surface):
    assert _unlisted(parse(question, advisor.catalog)) == [surface]
    first = _first(advisor.ask(question))
    assert surface in first and ("not in my catalog" in first or "不在我的目录" in first)


def test_an_unfamiliar_word_before_a_card_is_a_provider_said_first(advisor):
    query = parse("quennix h100 hourly?", advisor.catalog)
    assert query.provider == "quennix"
    first = _first(advisor.ask("quennix h100 hourly?"))
    assert first.startswith("**I don't cover quennix") and "per GPU-hour" in first


def test_an_unfamiliar_word_before_a_card_word_is_another_accelerator(advisor):
    query = parse("zorbitron ai 200 card, power draw serving llama 3.1 8b?", advisor.catalog)
    assert [p.kind for p in query.problems] == ["other_accelerator"]
    assert "'zorbitron' is not in my catalog" in query.problems[0].en


def test_a_provider_named_beside_its_own_product_name_stays_that_provider(advisor):
    assert parse("ucloud compshare h20 hourly rate?", advisor.catalog).provider == "ucloud"


@pytest.mark.parametrize(
    "question",
    [
        "ComfyUI on a 3060 12gb, SDXL plus two loras, will it fit?",  # a guide's word
        "is 49140MiB legit for the modded 4090 48gb card?",  # slang before a card word
        "bandwidthTest numbers look low on my rented h100, pcie x8?",  # a program's name
        "recomend a gpu for finetunning mistral 7b",  # misspelt words
        "```\nQuuxLoader2Error: FrobnicateV2 failed\n```\nvllm on a 4090 keeps crashing",  # code
        "ResNet50 推理在 T4 上用 TensorRT 能到多少 FPS",
        "will whisper run on my arc a770 through OpenVINO?",  # a tool named in passing
        "rocm on an rx 7600: hipErrorInvalidDeviceFunction when comfy starts",  # an error code
    ],
)
def test_familiar_words_misspellings_and_code_name_nothing_missing(advisor, question):
    query = parse(question, advisor.catalog)
    assert not _unlisted(query)
    assert not [p for p in query.problems if p.kind == "other_accelerator"]


def test_a_listed_small_cloud_is_named_with_its_own_name(advisor):
    first = _first(advisor.ask("salad's 4090 nodes, price per hour?"))
    assert first.startswith("**I don't cover SaladCloud")
    assert parse("京东云 A800 包月多少钱", advisor.catalog).provider == "jdcloud"


def test_a_hyphen_joins_a_name_and_never_makes_a_provider(advisor):
    query = parse("zentrix-a22b 在 4090 上每秒多少 token", advisor.catalog)
    assert query.provider is None


def test_a_chip_named_already_is_not_named_twice(advisor):
    query = parse("self-host llama 3 70b on groq lpu cards, how many?", advisor.catalog)
    assert [p.kind for p in query.problems] == ["other_accelerator"]


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("what card do I need for ZORVA voice conversion, live on stream?", "ZORVA"),
        ("想用 QLTX 做视频补帧，显卡买啥", "QLTX"),
        ("MORVANE 3.1 70B 在四张 3090 上能跑多快", "MORVANE 3.1"),
        ("BrightLoom-Face 节点一直报错，4090，重装了也不行", "BrightLoom-Face"),
    ],
)
def test_an_acronym_run_or_a_versioned_or_node_name_is_said_first(advisor, question, surface):
    query = parse(question, advisor.catalog)
    assert _unlisted(query) == [surface]
    first = _first(advisor.ask(question))
    assert surface in first and ("not in my catalog" in first or "不在我的目录" in first)


@pytest.mark.parametrize(
    "question",
    [
        "what gpu for LLM inference under $1000?",
        "gpu for running YOLO on 8 cameras",
        "跑 SDXL 用什么卡",
    ],
)
def test_an_acronym_the_catalog_or_guides_use_is_no_unknown_name(advisor, question):
    assert not _unlisted(parse(question, advisor.catalog))


@pytest.mark.parametrize(
    ("question", "said", "kind"),
    [
        # its memory stated: said missing, then sized on a catalog card of that memory
        ("radeon vii 16gb, will a 7b model at q8 fit?", "GPU 'radeon vii 16gb' is not in my",
         "fit_check"),
        ("CMP 90HX 矿卡能跑 7b 吗", "GPU 'CMP 90HX' 不在我的目录里", "not_covered"),
    ],
)  # fmt: skip
def test_cards_people_name_that_the_catalog_lacks_are_said_first(advisor, question, said, kind):
    answer = advisor.ask(question)
    assert answer.kind == kind and said in _first(answer)


def test_an_unknown_model_keeps_a_question_on_topic(advisor):
    """A KV-cache question about a model the catalog lacks is not refused as off topic."""
    query = parse("granite-ish 4.0 h-small: how much kv does it need at 128k?", advisor.catalog)
    assert query.intent != "unsupported" and query.duration_hours is None
    assert query.context_tokens == 131072


def test_game_assets_are_made_with_ai_not_a_game_played(advisor):
    query = parse("what gpu for image-to-3d locally? want to make game assets", advisor.catalog)
    assert query.declined is None
    assert parse("想用AI做游戏素材，4090够吗", advisor.catalog).declined is None
    assert parse("can my 4090 play cyberpunk at 4k?", advisor.catalog).declined == "gaming"


def test_a_pcie_card_named_with_its_interface_is_that_card(advisor):
    query = parse("my 3090 pcie link shows gen3 x8 under load, is that bad?", advisor.catalog)
    assert [g.gpu_id for g in query.gpus] == ["rtx-3090"] and not query.problems
    assert [g.gpu_id for g in parse("h100 pcie price per hour", advisor.catalog).gpus] == [
        "h100-pcie"
    ]
    # the PCIe H200 is the H200 NVL; the B200 is sold as an SXM module only
    assert [g.gpu_id for g in parse("h200 pcie?", advisor.catalog).gpus] == ["h200-nvl"]
    sxm_only = parse("b200 pcie?", advisor.catalog)
    assert not sxm_only.gpus and sxm_only.problems[0].kind == "unknown_gpu"


@pytest.mark.parametrize(
    ("text", "provider"),
    [
        ("ballpark cloud bill for training a 13b llm from scratch on 2 trillion tokens", None),
        ("rough ballpark cloud spend to lora llama 3 8b on 50k samples", None),
        ("an a100 on seaweed cloud per hour, what do they charge", "seaweed cloud"),
        ("seaweed cloud h100 hourly rate?", "seaweed cloud"),
    ],
)
def test_two_english_words_before_cloud_name_a_cloud_only_where_one_stands(advisor, text, provider):
    query = parse(text, advisor.catalog)
    assert query.provider == provider
