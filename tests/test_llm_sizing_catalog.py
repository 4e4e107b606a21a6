"""Models people ask about, sized from the catalog or said to be absent; facts kept.

Qwen3-Coder-480B-A35B and Qwen3-Next-80B-A3B from their configs (Qwen3-Next caches only its
full-attention layers); a family-variant-size name the catalog lacks sized generically and
said first when it names a mixture of experts; one card said apart from a fallback count;
parallel slots multiplying the KV cache; stated card memory said back; the model catalog
listed by family. Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from assistant.calc.kv_cache import cached_layers, estimate_kv_cache
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.model_tools import list_models
from assistant.question.parsing import parse
from assistant.serve.tools import TOOLS_BY_NAME
from tests.support.advisors import KNOWLEDGE, last_answer, memory_advisor

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_new_qwen_rows_carry_their_published_shapes():
    coder = CAT.model("qwen3-coder-480b-a35b")
    assert (coder.params_b, coder.active_params_b, coder.num_layers) == (480.0, 35.0, 62)
    assert (coder.num_kv_heads, coder.head_dim, coder.num_experts) == (8, 128, 160)
    nxt = CAT.model("qwen3-next-80b-a3b")
    assert (nxt.params_b, nxt.active_params_b, nxt.num_kv_heads, nxt.head_dim) == (80, 3, 2, 256)
    assert "config.json" in nxt.source and "2026-12-03" in nxt.source


def test_qwen3_next_caches_only_its_full_attention_layers():
    model = CAT.model("qwen3-next-80b-a3b")
    assert cached_layers(model) == 12
    kv = estimate_kv_cache(model, 262_144)
    # 12 layers x 2 x 2 KV heads x 256 x 2 bytes = 24,576 bytes per token
    assert kv.per_token_kb == pytest.approx(24.58, abs=0.01)
    assert kv.total_gb == pytest.approx(6.442, abs=0.01)
    assert cached_layers(CAT.model("qwen3-235b-a22b")) == 94


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("does qwen3 next 80b fit on 2x 4090 at 4 bit", "qwen3-next-80b-a3b"),
        ("Qwen3-Next-80B-A3B-Instruct 在 H100 上 fp8 能跑吗", "qwen3-next-80b-a3b"),
        ("qwen3 coder 480b on 8x h100 fp8?", "qwen3-coder-480b-a35b"),
        ("千问3-Coder-480B 要几张 H200", "qwen3-coder-480b-a35b"),
        ("qwen3-coder 30b a3b on a 4090 at q4, fits?", "qwen3-coder-30b-a3b"),
        ("Qwen3-Coder-30B-A3B-Instruct 在 3090 上 q4 能跑吗", "qwen3-coder-30b-a3b"),
    ],
)
def test_the_new_rows_are_read_by_name(text, model):
    assert parse(text, CAT).model_id == model


@pytest.mark.parametrize(
    ("text", "size", "lead"),
    [
        ("tok/s for qwen3-omni 30b a3b on a 4090 at q4?", 30.0, "not in my catalog"),
        ("ernie-like qwen3-vlx 30b a3b 在 4090 上能跑多快", 30.0, "不在目录中"),
        ("is qwen3 math 30b a3b ok on one 3090 at 4 bit?", 30.0, "generic dense 30B"),
    ],
)
def test_a_moe_variant_the_catalog_lacks_is_said_first(advisor, text, size, lead):
    query = parse(text, CAT)
    assert query.params_b == size and query.model_id is None
    assert any(p.kind == "generic_moe_model" for p in query.problems)
    assert lead in first_line(advisor.ask(text).answer)


def test_a_dense_variant_keeps_its_verdict_first(advisor):
    text = "does qwen2.5 math 7b fit on a 3060 12gb at q4?"
    assert parse(text, CAT).params_b == 7.0
    answer = advisor.ask(text)
    assert answer.verdict == "yes" and "not in my catalog" not in first_line(answer.answer)


@pytest.mark.parametrize(
    "text",
    [
        "A100 80G 这张卡，单卡能装下 llama 3.1 70b fp8 吗，还是要两张",
        "H20 141G 版本单卡能装下 qwen2.5 72b 的 fp8 吗，还是得上两张",
        "an H100 80GB: can a single card hold qwen2.5 72b in fp8, or do I need 2 cards?",
    ],
)
def test_one_card_said_apart_is_the_setup_asked(text):
    query = parse(text, CAT)
    assert query.intent == "fit_check"
    assert [g.count for g in query.gpus] == [1]


@pytest.mark.parametrize(
    ("text", "users", "total_gb"),
    [
        ("qwen2.5 7b, 12 parallel slots at 16k each in llama.cpp: kv cache total?", 12, 11.27),
        ("llama-server -np 6 with qwen2.5 7b at 16k context, how much kv cache", 6, 5.64),
        ("qwen2.5 7b 开 12 个并发槽位、每个 16k 上下文，kv 缓存一共多少", 12, 11.27),
    ],
)
def test_parallel_slots_multiply_the_kv_cache(advisor, text, users, total_gb):
    assert parse(text, CAT).users == users
    answer = advisor.ask(text)
    assert answer.kind == "kv_cache"
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_kv_cache"]
    kv = call.output["kv_cache"]
    assert kv["sequences"] == users
    assert kv["total_gb"] == pytest.approx(total_gb, abs=0.05)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("单张 L20 48G 能跑哪些模型", "L20：每卡 48 GB 显存"),
        ("rtx pro 6000 96gb: does llama 3.1 70b fit at fp8?", "96 GB per card, as you said"),
        ("两张 P40 一共 48G，能跑 qwen2.5 32b q4 吗", "共 48 GB 显存（每卡 24 GB）"),
        ("2x a6000, 96gb in total — llama 3.1 70b q4 fits?", "96 GB in all (48 GB each)"),
    ],
)
def test_stated_card_memory_is_said_back(advisor, text, said):
    assert any(said in a for a in advisor.ask(text).assumptions)


def test_system_ram_is_not_card_memory(advisor):
    answer = advisor.ask("what can I run on a 3060 12gb + 64gb ram?")
    assert answer.kind == "fits_hardware"
    assert not any("as you said" in a for a in answer.assumptions)
    assert "64 GB of RAM" in answer.answer or "system RAM" in answer.answer


@pytest.mark.parametrize(
    ("text", "family", "some"),
    [
        ("what glm models do you know?", "glm", {"glm-4.5-air", "chatglm3-6b"}),
        ("which models are in your catalog", "all", {"llama-2-7b", "qwen3-next-80b-a3b"}),
        ("你们支持哪些 qwen3 模型", "qwen3", {"qwen3-8b", "qwen3-coder-480b-a35b"}),
        ("列出你知道的 gemma 系列模型", "gemma", {"gemma-3-27b"}),
    ],
)
def test_the_model_catalog_is_listed_by_family(advisor, text, family, some):
    assert parse(text, CAT).models_listed == family
    answer = advisor.ask(text)
    assert answer.kind == "catalog"
    (call,) = [c for c in answer.tool_calls if c.tool == "list_models"]
    listed = {m["model_id"] for m in call.output["models"]}
    assert some <= listed
    if family == "qwen3":
        assert not any(m.startswith("qwen2.5") for m in listed)


def test_a_family_the_catalog_lacks_lists_none_and_names_the_families():
    out = list_models(CAT, "olmo")
    assert out.models == [] and "qwen" in out.families


def test_a_list_beside_a_card_stays_the_fits_list():
    assert parse("which models fit on a 4090", CAT).models_listed is None


@pytest.mark.parametrize(
    "text",
    [
        "单张 A6000 能部署哪些模型？最好能撑长上下文",
        "what models can I run on a 4090 with long context?",
        "两张 3090 能跑哪些模型，要长文本",
    ],
)
def test_a_long_context_wish_sizes_the_list_long(advisor, text):
    query = parse(text, CAT)
    assert query.long_context_wish and query.context_tokens is None
    assert any("32,768" in a.render("en") for a in query.assumptions)
    (call,) = [c for c in advisor.ask(text).tool_calls if c.tool == "fits_hardware"]
    assert call.input["context"] == 32_768


def test_a_fine_tuning_follow_up_keeps_its_own_length(advisor):
    first = "单张 L40S 能部署哪些模型？最好能撑长上下文"
    answer = last_answer(advisor, first, "那要是做 lora 微调，最大能训多大的")
    (call,) = [c for c in answer.tool_calls if c.tool == "fits_hardware"]
    assert call.input["method"] == "lora" and call.input.get("context") != 32_768


def test_a_stated_context_wins_over_the_wish():
    assert (
        parse("what can I run on a 4090 with long context, 8k is enough", CAT).context_tokens
        == 8192
    )


@pytest.mark.parametrize(
    "text",
    [
        "华为 910B 和 A800 训练 7b 模型，速度差多少",
        "L40S 与 4090 跑 qwen2.5 7b 快多少",
        "how much faster is an H100 than an A100 for llama 3 8b inference",
    ],
)
def test_two_cards_and_their_speed_gap_is_a_comparison(text):
    query = parse(text, CAT)
    assert query.intent == "compare" and len(query.gpus) == 2


def test_one_cards_speed_and_the_others_lead_stays_a_speed():
    query = parse("a6000 跑 qwen2.5 14b q4 速度怎么样，跟 3090 差多少", CAT)
    assert query.intent == "speed"


def test_a_speed_that_fits_leads_with_the_figure(advisor):
    assert "tokens/s" in first_line(advisor.ask("llama 3.1 8b q4 on a 4090, tok/s?").answer)


@pytest.mark.parametrize(("family", "part"), [("qwen3", "qwen3-"), ("glm", "glm")])
def test_the_served_model_list_filters_families_as_the_chat_does(advisor, family, part):
    """MCP/HTTP ``list_models`` and the chat's model list read a family the same way."""
    served = TOOLS_BY_NAME["list_models"]
    out = served.run(advisor, served.args.model_validate({"family": family}))
    ids = {m["id"] for m in out["models"]}
    chat = {row.model_id for row in list_models(advisor.catalog, family).models}
    assert ids and all(part in i for i in ids)  # qwen3: no Qwen2.5; glm: ChatGLM3 too
    assert not any(i.startswith("qwen2") for i in ids)
    assert chat <= ids  # the chat leaves the generic stand-ins out
