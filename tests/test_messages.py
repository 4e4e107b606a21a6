"""Stated sentences as code plus parameters: one table, English in JSON, Chinese in zh answers."""

import re
import string
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from pydantic import BaseModel

from assistant.answer.grounding import numbers_in_text
from assistant.calc.sizing import Workload, estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.catalog.specs import generic_model, load_catalog
from assistant.evaluation import load_golden
from assistant.messages import NOTHING, Message, as_sentence, render_all, templates
from assistant.messages import failures as fail
from assistant.messages import fitting as fitting_say
from assistant.messages import table as say
from assistant.models import Answer
from assistant.question.parsing import parse
from assistant.question.tools import error_of
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.code_words import words_in_code

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
CJK = re.compile(r"[\u4e00-\u9fff]")
NUMBERS_DROPPED = {say.DATE_APPROXIMATE.code}
"""The one message whose Chinese leaves a parameter out on purpose: the price file's free-text
date note is long English prose; the Chinese only says the date is approximate."""
FRAGMENTS = {"text", "nothing"}

TABLE = [
    # sizing
    (say.WEIGHTS_BF16(), "weights in bf16 (16-bit)", "权重为 bf16（16 位）"),
    (say.TRAINING_SEQUENCE(tokens=2048),
     "training sequence of 2048 tokens (a typical length, not the model maximum)",
     "训练序列长度 2048 tokens（常见长度，不是模型的最大上下文）"),
    (say.BATCH_PER_GPU(batch=1), "batch 1 per GPU", "每卡 batch 1"),
    (say.KV_CACHE(bytes=2.0, hf=say.KV_HF_EAGER(factor=1.7)),
     "KV cache at 2 bytes/element, x1.7 for HF eager generate",
     "KV 缓存每个元素 2 字节，HF eager generate 再乘以 x1.7"),
    (say.KV_CACHE(bytes=1.0, hf=NOTHING()), "KV cache at 1 bytes/element",
     "KV 缓存每个元素 1 字节"),
    (say.VLLM_PREALLOCATES(share=0.9),
     "vLLM preallocates 90% of each GPU and fills the rest with KV cache, so nvidia-smi shows"
     " that much whatever the model size",
     "vLLM 预先占用每张卡 90% 的显存，其余都填给 KV 缓存，所以无论模型多大，"
     "nvidia-smi 都显示这么多占用"),
    # speed
    (say.DECODE_READS(active_b=8.03, bytes_per_param=2, efficiency=0.3, bandwidth=1008.0,
                      engine="hf", layer_us=12.0),
     "decode reads 8.0B active params at 2.00 B/param plus the KV cache each step, at 30% of"
     " 1008 GB/s (hf), plus 12 us per layer per step",
     "解码每步读取 8.0B 激活参数（每参数 2.00 字节）和 KV 缓存，按 1008 GB/s 显存带宽的 30% 计算"
     "（hf），每层每步另加 12 微秒"),
    (say.TRAIN_FLOPS(factor="4", recompute=say.RECOMPUTE()),
     "4xP FLOPs per token + 2xP recompute (gradient checkpointing) + causal attention",
     "每 token 计算量 4xP FLOPs（P 为参数量），加 2xP 重计算（梯度检查点），再加因果注意力"),
    (say.MFU(mfu=0.3, tflops=165.2, segment=say.SEGMENTS["consumer"](), low=25.0, high=45.0),
     "MFU 30% of 165.2 dense TFLOPS (consumer GPU); published range 25-45%",
     "MFU 取 165.2 TFLOPS 稠密算力的 30%（消费级 GPU）；公开数据范围 25–45%"),
    # prices and rent-vs-buy
    (say.SPOT_OVERHEAD(rate=0.05, checkpoint_min=30.0, restart_min=10.0, lost=0.020833,
                       multiplier=1.02128),
     "spot: 5% interruptions per hour, checkpoint every 30 min, 10 min restart -> 2.1% of work"
     " lost, billed time x1.0213",
     "抢占式（spot）：每小时中断概率 5%，每 30 分钟保存一次检查点，重启需 10 分钟"
     " → 损失 2.1% 的工作量，计费时长 ×1.0213"),
    (say.ELECTRICITY(price=Decimal("0.0895"), currency="USD", region="US, Virginia",
                     sector=say.SECTORS["commercial"]()),
     "electricity 0.0895 USD/kWh (US, Virginia, commercial)",
     "电价 0.0895 USD/kWh（US, Virginia，商业用电）"),
    (say.PURCHASE_FAMILY(gpu="A100 40GB", count=2, per_gpu=Decimal("14999.6"), currency="USD",
                         server="DGX A100", basis="list"),
     "no purchase price for A100 40GB: priced at 2 x 15000 USD per GPU from DGX A100 (list), the"
     " nearest of the same family; real quotes differ",
     "没有 A100 40GB 的购置价：按同系列最接近的 DGX A100 (list) 折算，每卡 15000 USD，共 2 张；"
     "实际报价会不同"),
    # reading a question
    (say.CONTEXT_READ_AS(surface="8k", tokens=8192), "8k context read as 8,192 tokens",
     "上下文 8k 按 8,192 tokens 理解"),
    (fitting_say.NOT_AT_SIZE_SIZED(surface="RTX 3090 48GB", gpu="GeForce RTX 3090", memory=24),
     "'RTX 3090 48GB' is not in my catalog at that memory size: the figures are for the"
     " GeForce RTX 3090 (24 GB)",
     "目录里没有这个显存容量的 'RTX 3090 48GB'：下面的数字按 GeForce RTX 3090（24 GB）计算"),
    # warnings, with a label inside
    (say.STALE(what=say.PRICE_OF(offer="lambda-h100"), days=200, as_of="2026-05-13"),
     "price of lambda-h100 is 200 days old (as of 2026-05-13); check for a newer figure",
     "lambda-h100 的价格已是 200 天前的数据（截至 2026-05-13），请核对最新数字"),
    (say.STALE(what=say.PUE(pue=1.56), days=851, as_of="2024-07-31"),
     "PUE 1.56 is 851 days old (as of 2024-07-31); check for a newer figure",
     "PUE（数据中心总能耗 / IT 设备能耗）1.56 已是 851 天前的数据（截至 2024-07-31），"
     "请核对最新数字"),
    (say.NO_NVLINK_SHARDED(gpu="rtx-4090", gb=26.04, share=0.62),
     "rtx-4090 has no NVLink: sharded training moves 26.0 GB per step over PCIe, 62% of each step",
     "rtx-4090 没有 NVLink：切分训练每步经 PCIe 传输 26.0 GB，占每步时间的 62%"),
]  # fmt: skip


@pytest.mark.parametrize(("message", "english", "chinese"), TABLE, ids=lambda x: str(x)[:40])
def test_a_message_renders_in_each_language(message: Message, english, chinese) -> None:
    assert str(message) == message.render("en") == english
    assert message.render("zh") == chinese


class _Holder(BaseModel):
    notes: list[Message] = []


def test_json_carries_the_english_text_and_plain_text_reads_back_as_text() -> None:
    held = _Holder(notes=[say.BATCH_PER_GPU(batch=4), say.PAYS_FOR_MORE(billed=8, used=1)])
    assert held.model_dump() == {"notes": ["batch 4 per GPU", "pays for 8 GPUs to use 1"]}
    assert held.model_dump_json() == '{"notes":["batch 4 per GPU","pays for 8 GPUs to use 1"]}'
    back = _Holder.model_validate(held.model_dump())
    assert [m.code for m in back.notes] == ["text", "text"]
    assert [m.render("zh") for m in back.notes] == ["batch 4 per GPU", "pays for 8 GPUs to use 1"]


def test_messages_compare_and_hash_by_what_they_say() -> None:
    a, b = say.BATCH_PER_GPU(batch=4), say.BATCH_PER_GPU(batch=4)
    assert a == b and hash(a) == hash(b) and len({a, b, say.BATCH_PER_GPU(batch=2)}) == 2
    assert a.is_(say.BATCH_PER_GPU) and not a.is_(say.NCCL_BUFFERS)


def test_warnings_become_sentences_in_each_language() -> None:
    warning = say.PAYS_FOR_MORE(billed=8, used=1)
    assert as_sentence(warning, "en") == "Pays for 8 GPUs to use 1."
    assert as_sentence(warning, "zh") == "为用 1 张卡要付 8 张卡的钱。"
    assert as_sentence("vLLM preallocates the KV cache", "en") == "vLLM preallocates the KV cache."
    assert render_all([warning, "kept as written"], "zh") == [
        "为用 1 张卡要付 8 张卡的钱",
        "kept as written",
    ]


# --------------------------------------------------------------------------- the table itself


def _specs(pattern: str) -> Counter[tuple[str, str]]:
    return Counter((n, spec or "") for _, n, spec, _ in string.Formatter().parse(pattern) if n)


@pytest.mark.parametrize("code", sorted(set(templates()) - FRAGMENTS))
def test_both_languages_state_the_same_values_with_the_same_formats(code: str) -> None:
    template = templates()[code]
    assert not CJK.search(template.en), template.en
    assert CJK.search(template.zh), template.zh
    if code in NUMBERS_DROPPED:
        return
    assert set(_specs(template.en)) == set(_specs(template.zh)), code


def test_every_template_is_stated_somewhere_in_the_code() -> None:
    names = {n for table in (say, fail) for n in dir(table) if n.isupper() and n != "T"}
    unused = sorted(n for n in names if n not in words_in_code())
    assert len(names) >= 100 and unused == []


# --------------------------------------------------------------------------- real answers


def _numbers(text: str) -> Counter[float]:
    return Counter(value for _, value, _ in numbers_in_text(text))


def _assert_chinese(message: Message) -> None:
    chinese = message.render("zh")
    assert message.code not in FRAGMENTS, f"plain text where a message was expected: {message}"
    assert CJK.search(chinese), chinese
    if message.code not in NUMBERS_DROPPED:
        missing = _numbers(str(message)) - _numbers(chinese)
        assert not missing, f"{message!s} -> {chinese!r} loses {dict(missing)}"


def messages_in(value: object) -> list[Message]:
    """Every message inside a result (fields, lists, nested models)."""
    if isinstance(value, Message):
        return [value]
    if isinstance(value, BaseModel):
        return [m for name in type(value).model_fields for m in messages_in(getattr(value, name))]
    if isinstance(value, list | tuple):
        return [m for item in value for m in messages_in(item)]
    if isinstance(value, dict):
        return [m for item in value.values() for m in messages_in(item)]
    return []


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def golden_answers(advisor) -> list[Answer]:
    return [advisor.ask(case.question) for case in load_golden(GOLDEN)]


@pytest.mark.xdist_group("golden-answers")  # golden_answers: computed once per run
def test_every_assumption_of_a_chinese_golden_answer_is_chinese(golden_answers) -> None:
    zh = [a for a in golden_answers if a.language == "zh"]
    assert len(zh) >= 20
    assert sum(len(a.assumptions) for a in zh) >= 100
    for answer in zh:
        english = [s for s in answer.assumptions if not CJK.search(s)]
        assert english == [], f"{answer.question}: {english}"


@pytest.mark.xdist_group("golden-answers")  # golden_answers: computed once per run
def test_every_message_of_the_golden_set_reads_in_chinese_with_its_numbers(golden_answers) -> None:
    messages = {m for a in golden_answers for c in a.tool_calls for m in messages_in(c.result)}
    assert len({m.code for m in messages}) >= 50
    for message in messages:
        _assert_chinese(message)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


WORKLOADS = [
    Workload(method="inference"),
    Workload(method="inference", engine="vllm", kv_precision="fp8", precision="fp8"),
    Workload(method="inference", seq_len=200_000, batch=4),
    Workload(method="full", training_precision="bf16", flash_attention=False, chunked_loss=True),
    Workload(method="full", grad_checkpointing=False, optimizer="adamw-8bit", strategy="offload"),
    Workload(method="lora", lora_targets="qv", lora_rank=64),
    Workload(method="qlora", double_quant=False),
    Workload(method="pretrain", precision="bf16"),
]


@pytest.mark.parametrize("workload", WORKLOADS, ids=lambda w: f"{w.method}-{w.engine}")
@pytest.mark.parametrize(
    ("model", "gpu", "count"),
    [("llama-3-8b", "t4", 2), ("mixtral-8x7b", "rtx-4090", 4), ("qwen2.5-72b", "h100-sxm", 8)],
)
def test_every_sizing_and_speed_message_reads_in_chinese(catalog, workload, model, gpu, count):
    spec, card = catalog.model(model), catalog.gpu(gpu)
    memory = estimate_memory(spec, card, count, workload, with_alternatives=False)
    speed = estimate_speed(spec, card, count, workload, tokens=1e9)
    for message in memory.assumptions + memory.warnings + speed.assumptions + speed.warnings:
        _assert_chinese(message)


def test_generic_model_assumption_reads_in_chinese() -> None:
    (message,) = generic_model(70).assumptions
    assert message.render("zh").startswith("70B 按 Llama 式稠密模型估算：")
    _assert_chinese(message)


PRICING_CALLS = [
    ("price_job", {"gpu": "h100", "count": 16, "hours": 48, "spot": True}),
    ("price_job", {"gpu": "rtx-4090", "count": 3, "hours": 10, "currency": "CNY"}),
    ("price_job", {"gpu": "rtx-3060", "hours": 1, "provider": "aws"}),
    ("compare_gpus", {"gpus": ["a100-80gb", "h100", "rtx-4090"], "currency": "CNY"}),
    ("rent_vs_buy", {"gpu": "rtx-4090", "count": 1}),
    ("rent_vs_buy", {"gpu": "a100-40gb-sxm", "count": 8}),
    ("rent_vs_buy", {"gpu": "a100-80gb", "count": 8, "currency": "CNY"}),
    ("rent_vs_buy", {"gpu": "h100", "count": 8, "capex": Decimal(300000), "years": 4}),
]


@pytest.mark.parametrize(("tool", "args"), PRICING_CALLS)
def test_every_pricing_message_reads_in_chinese(advisor, tool, args) -> None:
    call = advisor.tools.call(tool, **args)
    assert "error" not in call.output, call.output
    messages = messages_in(call.result)
    assert messages
    for message in messages:
        _assert_chinese(message)


QUESTIONS = [
    "Can I run a quantized 70B model on one 4090?",
    "can llama-3-8b with 8k context run on an A10?",
    "serve llama-3-8b with 32 concurrent requests on one L40S",
    "can I do 4-bit fine-tuning of a 13B model on a 3090?",
    "can a DGX H100 fine-tune llama-3-70b?",
    "预算10万能买什么GPU跑70B推理？",
    "can I run llama-3-8b on an L20 48GB?",
    "在 A100 上跑 72 小时要多少钱？",
    "Can I run llama-3-8b Q5_K_S GGUF on a 4090?",
    "run qwen2.5-72b at q4 on two 3090s",
    "跑 32B/70B 要几张卡",
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_every_parser_reading_reads_in_chinese(catalog, question) -> None:
    (message,) = parse(question, catalog).assumptions
    _assert_chinese(message)


def test_a_message_reads_as_its_english_text_in_comparisons() -> None:
    warning = say.LOW_CONFIDENCE()
    assert warning == "low-confidence price (unverified third-party aggregate)"
    assert "low-confidence" in warning and "days old" not in warning
    assert "low-confidence price (unverified third-party aggregate)" in [warning]
    assert hash(warning) == hash(str(warning))


def test_a_failed_tool_call_keeps_english_json_and_states_the_error_in_chinese(advisor) -> None:
    call = advisor.tools.call(
        "estimate_speed", model="llama-3-70b", gpu="mi300x", engine="exllamav2"
    )
    assert call.output == {"error": str(call.result.error)}
    assert (
        error_of(call)
        == "ExLlamaV2 (EXL2/GPTQ) does not run bf16 weights (it runs fp16, int4, int8)"
    )
    assert (
        error_of(call, "zh")
        == "ExLlamaV2 (EXL2/GPTQ) 不能运行 bf16 权重（它支持 fp16, int4, int8）"
    )


def test_a_chinese_answer_states_why_it_could_not_compute_in_chinese(advisor) -> None:
    answer = advisor.ask("用 exllamav2 在 MI300X 上跑 70B 速度多少")
    first = answer.answer.splitlines()[0]
    # ExLlamaV2 is timed at its usual 4-bit weights; what stops it is the card, said in Chinese
    assert first.startswith("无法估算速度：ExLlamaV2 (EXL2/GPTQ) 只能在 NVIDIA GPU 上运行"), first


def test_the_fast_constructor_builds_what_model_construct_builds() -> None:
    fast = say.BATCH_PER_GPU(batch=4)
    slow = Message.model_construct(code="sizing.batch", params={"batch": 4})
    for attribute in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__"):
        assert getattr(fast, attribute) == getattr(slow, attribute), attribute
    assert fast.__pydantic_private__ == slow.__pydantic_private__
    assert fast == slow and fast.model_dump() == slow.model_dump() == "batch 4 per GPU"
