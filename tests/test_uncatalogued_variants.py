"""A variant of a catalogued family, or a model kind the calculators do not size, is said first.

"flux.2", "sam2", "flux kontext", "kimi linear", "qwen2.5-coder" and embedding or reranker
models were answered as the family's catalogued member; the first line now names them as not
in the catalog, and any figures that follow are labelled as a stand-in's.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _missing(line: str) -> bool:
    return "not in my catalog" in line.lower() or "不在我的目录里" in line


@pytest.mark.parametrize(
    ("question", "named", "stand_in"),
    [
        ("how long for 500 images with flux.3 on a 4090?", "flux.3", "flux-dev"),
        # SAM 2 is a listed model since 2026-12-06: named by its row, stood in for by SAM
        ("sam2 on an l4, ms per frame?", "SAM 2 (Segment Anything 2) Hiera-L", "sam-vit-h"),
        ("用 flux kontext 改图，4090 一张要几秒", "FLUX.1 Kontext [dev]", "flux-dev"),
        ("sana 0.6b 在 4060 上出一张图几秒", "Sana 1.6B", "sd-1.5"),
    ],
)
def test_a_media_variant_is_named_unknown_with_a_stand_in(catalog, question, named, stand_in):
    query = parse(question, catalog)
    assert named in query.workload_unknown
    assert query.workload_id == stand_in
    assert query.workload_ids == []  # the family word is no catalog model named


@pytest.mark.parametrize(
    "question",
    [
        "flux.2 dev on an h100, seconds per image?",
        "SAM2 在 4090 上分割一帧要多少毫秒",
        "flux kontext in comfyui on a 3090: CUDA out of memory, what do I do",
        "fish speech 做配音，20 路并发，4090 要几张",
    ],
)
def test_the_first_line_says_the_model_is_not_in_the_catalog(advisor, question):
    answer = advisor.ask(question)
    assert _missing(first_line(answer.answer))


def test_the_listed_size_picks_the_stand_in(catalog):
    """FLUX.2 [dev] is 32B: the closest image model is FLUX.1 [dev] (12B), not SDXL."""
    rows = {r.name: r for r in catalog.uncatalogued.values()}
    assert rows["FLUX.2 [dev]"].params_b == 32
    assert parse("flux.2 dev 在 a100 上一张图多久", catalog).workload_id == "flux-dev"


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("kimi linear on 2x 4090, how much vram for 128k context?", "kimi linear"),
        ("kimi-linear 48b 要几张 H100", "kimi-linear 48b"),
        ("qwen2.5-math on a 3090, tokens/s?", "qwen2.5-math"),
        ("llama-3.1-nemotron 在 A100 上能跑吗", "llama-3.1-nemotron"),
    ],
)
def test_an_llm_variant_is_not_read_as_the_family(advisor, catalog, question, surface):
    query = parse(question, catalog)
    assert query.model_id is None  # never Kimi K2, Qwen2.5 or Llama 3.1 by the family word
    assert any(p.kind == "unlisted_model" and p.surface == surface for p in query.problems)
    assert _missing(first_line(advisor.ask(question).answer))


def test_kimi_linear_is_named_with_its_published_size(advisor):
    line = first_line(advisor.ask("kimi linear 开 1M 上下文要多少显存").answer)
    assert "Kimi Linear" in line and "48B" in line and "3B" in line


@pytest.mark.parametrize(
    "question",
    [
        "how many gpus to serve bge-m3 embedding at 500 qps",
        "部署 qwen3-embedding-4b 做向量检索，L4 够吗",
        "serving a jina reranker for 300 qps, which gpu",
        "我们要跑 bge reranker 做重排，买什么卡",
    ],
)
def test_embedding_and_reranker_models_are_said_not_covered_first(advisor, catalog, question):
    query = parse(question, catalog)
    assert query.params_b is None  # its size is no generic LLM's to size for tokens/s
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert _missing(line) and ("embedding" in line or "向量" in line)


def test_an_embedding_model_beside_a_catalogued_llm_is_an_aside(advisor):
    answer = advisor.ask("local rag box: qwen2.5 14b + bge for embeddings, which gpu to buy?")
    assert answer.kind == "recommend"
    assert not _missing(first_line(answer.answer))


@pytest.mark.parametrize(
    "question", ["flux dev on a 4090, seconds per image?", "qwen3-coder 30b a3b on a 4090"]
)
def test_catalogued_names_are_still_read(catalog, question):
    query = parse(question, catalog)
    assert not query.workload_unknown
    assert not any(p.kind == "unlisted_model" for p in query.problems)


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("digitalocean gpu droplet with 4x h100, how much system ram do I need?", "DigitalOcean"),
        ("coreweave 8x h200 node, what interconnect does it have?", "CoreWeave"),
        ("DigitalOcean 上的 H100 机器带 NVLink 吗", "DigitalOcean"),
    ],
)
def test_a_provider_the_catalog_lacks_is_said_first(advisor, question, name):
    line = first_line(advisor.ask(question).answer)
    assert name in line and ("don't cover" in line or "未收录" in line)


def test_a_provider_the_catalog_holds_is_not_flagged(advisor):
    line = first_line(advisor.ask("runpod h100 price per hour").answer)
    assert "don't cover" not in line and "$" in line


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("vr200 memory bandwidth per gpu?", "vr200"),
        ("VR300 出来以后 HBM 有多大", "VR300"),
        ("tesla a16 64gb for whisper inference, ok?", "tesla a16 64gb"),
        ("闲鱼上 A2 8G 的卡能跑 7B 吗", "A2 8G"),
    ],
)
def test_an_unlisted_card_named_by_its_model_number_is_said_first(advisor, question, surface):
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert surface in line and _missing(line)


@pytest.mark.parametrize(
    "question",
    [
        "推荐个能装下5090的白色机箱",
        "想给4090主机配个显示器，推荐哪款",
        "recommend a mouse for my 4090 rig",
        "which keyboard should I get for my new 5090 build",
    ],
)
def test_a_pc_part_other_than_the_gpu_is_not_covered(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    line = first_line(answer.answer)
    assert "only help" in line or "只能回答" in line


@pytest.mark.parametrize(
    "question", ["8卡4090服务器机箱推荐", "best monitor for my 4090 to run llama 8b on"]
)
def test_a_server_chassis_or_ai_work_beside_a_part_stays_on_topic(catalog, question):
    assert parse(question, catalog).intent != "unsupported"


@pytest.mark.parametrize(
    ("question", "named", "stand_in"),
    [
        ("sdxl turbo on a 3060, seconds per image?", "SDXL Turbo", "sdxl-base"),
        ("z-image turbo 在 4070 上出一张图几秒", "Z-Image-Turbo", "sd-3.5-large"),
        ("whisper v4 on a t4, real-time?", "whisper v4", "whisper-large-v3"),
        ("whisper-v4 转写 1000 小时音频，4090 要多久", "whisper-v4", "whisper-large-v3"),
    ],
)
def test_a_version_or_listed_variant_is_named_with_its_stand_in(catalog, question, named, stand_in):
    query = parse(question, catalog)
    assert named in query.workload_unknown
    assert query.workload_id == stand_in


@pytest.mark.parametrize(
    "question",
    [
        "whisper large-v3 on a t4, real-time?",
        "sdxl 4 steps on a 3060, seconds per image?",
        "transcription 24/7 with whisper large-v3, which gpu?",
        "SAM ViT-B on an L4, will it fit in 24GB?",
    ],
)
def test_sizes_counts_and_catalog_versions_are_no_variant(catalog, question):
    assert parse(question, catalog).workload_unknown == []


@pytest.mark.parametrize(
    ("question", "surface", "size"),
    [
        ("orion-lm-34b at q4 on a 4090, tokens per second?", "orion-lm-34b", 34.0),
        ("vela-chat-8b 在 3060 12g 上跑得动吗", "vela-chat-8b", 8.0),
        ("how much memory does nimbus-a22b need on two h100s", "nimbus-a22b", None),
    ],
)
def test_a_model_id_the_catalog_lacks_is_named_with_its_size(catalog, question, surface, size):
    """An id written with its size is named as missing; the size is still what gets sized."""
    query = parse(question, catalog)
    named = [p for p in query.problems if p.kind == "unlisted_model"]
    assert named and named[0].surface == surface
    assert query.model_id is None and query.params_b == size


@pytest.mark.parametrize(
    "question",
    ["qwen-72b on 2x a100 fits?", "a dense-32b model on a 4090?", "gpt-oss-20b on a 4060 ti 16gb"],
)
def test_a_catalogued_family_or_a_bare_size_is_not_named_missing(catalog, question):
    assert not any(p.kind == "unlisted_model" for p in parse(question, catalog).problems)


def test_the_missing_id_leads_a_speed_answer(advisor):
    line = first_line(advisor.ask("orion-lm-34b at q4 on a 4090, tokens per second?").answer)
    assert "orion-lm-34b" in line and "not in my catalog" in line
