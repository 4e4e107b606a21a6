"""Facts stated beside fit and job questions that reach the answer (fresh39 misses, new wording).

AutoBatch named makes a YOLO job a training job; a batch of prompts is timed as batch inference;
a count said apart from the card ("收三张", "buying two") is the cards checked, and "一张 800"
is a unit price, not one card; a rounded dataset count ("约 128 万张") is the count the job
runs, the dataset's exact size noted; a four-digit total ("1280gb") is said back as the total.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "yolov8x imgsz=960, batch=20 on a 3090ti, gonna OOM? autobatch only gives me 7",
            "**No.** YOLOv8x training (fp16) (960x960, batch 20) needs about 65.7 GB",
        ),
        (
            "用 4070ti super 跑 yolo11x，imgsz 1280，batch=16，会不会爆显存？我不信 autobatch",
            "**不行。** YOLO11x 训练 (fp16)（1280x1280，批大小 16）",
        ),
    ],
)
def test_autobatch_named_trains(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "workload_fit" and answer.verdict == "no"
    assert answer.answer.startswith(first)
    assert all(c.input.get("method") == "full" for c in answer.tool_calls)


def test_autobatch_reads_as_training_but_serving_batching_does_not(advisor):
    query = advisor.understand("yolo11s imgsz=640 batch=64 on a 4060, autobatch says 12")
    assert query.finetune_unspecified and query.method is None
    query = advisor.understand("does vllm auto batching let llama 3.1 8b run on a 4060?")
    assert query.method == "inference" and not query.finetune_unspecified


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "need to push 20k prompts through qwen2.5 7b on a single a10g using vllm,"
            " roughly 300 tokens out each, how long?",
            "**About 2.7 hours** of batch inference to run 20,000 prompts",
        ),
        (
            "qwen2.5 7b 在一张 l40s 上用 vllm 离线跑 3 万条请求，每条输出 400 token，要几个小时",
            "批量推理，跑完 30,000 条请求",
        ),
    ],
)
def test_a_batch_of_prompts_is_called_batch_inference(advisor, question, said):
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    assert said in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "count", "first"),
    [
        (
            "二手 p40 24g 一张 800，收三张跑 llama 3.1 70b q4 放得下吗",
            3,
            "**可以。** Llama 3.1 70B 推理（4-bit GGUF Q4_K_M）在 3 × Tesla P40 24GB 上",
        ),
        (
            "mi50 32g 一张才 700，两张跑 qwen2.5 32b q8 装得下吗",
            2,
            "**可以。** Qwen2.5-32B 推理（8-bit GGUF Q8_0）在 2 × AMD Instinct MI50 32GB 上",
        ),
        (
            "p100 16gb goes for $90 each on ebay, thinking of buying two for qwen2.5 14b q4,"
            " does it fit?",
            2,
            "**Yes.** Inference of Qwen2.5-14B in 4-bit GGUF Q4_K_M needs 10.5 GB per GPU on"
            " 2 × Tesla P100",
        ),
    ],
)
def test_a_count_said_apart_is_the_cards_checked(advisor, question, count, first):
    query = advisor.understand(question)
    assert [(g.count, g.count_stated) for g in query.gpus] == [(count, True)]
    answer = advisor.ask(question)
    assert answer.verdict == "yes" and answer.answer.startswith(first)


@pytest.mark.parametrize(
    "question", ["一张 4090 能跑 qwen2.5 32b q4 吗", "4090 一张 24g 能跑 qwen2.5 32b q4 吗"]
)
def test_one_card_without_a_price_is_still_one_card_said(advisor, question):
    query = advisor.understand(question)
    assert [(g.count, g.count_stated) for g in query.gpus] == [(1, True)]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "imagenet 约 128 万张图训 resnet50，90 个 epoch，单卡 a100 多久",
            "按你说的 1,280,000 张计算",
        ),
        (
            "resnet50 on imagenet (~1.28M images), 90 epochs on 4x a100, how long?",
            "the 1,280,000 you said is the count used",
        ),
    ],
)
def test_a_rounded_dataset_count_is_the_count_run(advisor, question, said):
    answer = advisor.ask(question)
    assert answer.kind == "workload_speed"
    assert answer.tool_calls[0].input["images"] == 1_280_000
    assert any(said in a and "1,281,167" in a for a in answer.assumptions)


def test_the_dataset_alone_runs_its_exact_size(advisor):
    answer = advisor.ask("train yolo11m on coco, 100 epochs, one a100 — how long?")
    assert answer.tool_calls[0].input["images"] == 118_287


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "can 16x h100 totaling 1280gb hold deepseek v3 at fp8 with kv room?",
            "16 × H100 SXM5 80GB: 1280 GB in all (80 GB each), as you said",
        ),
        ("8 张 h200 共 1128G，fp8 的 deepseek v3 放得下吗，还能留多少给 kv", "共 1128 GB 显存"),
    ],
)
def test_a_four_digit_total_is_said_back(advisor, question, said):
    answer = advisor.ask(question)
    assert any(said in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "两张 a6000 48g，q4 下 qwen3 235b、deepseek v3 之类的大 moe 哪些能跑",
            "**2 × RTX A6000 [1]（共 96 GB，每卡 48 GB） 能宽裕运行的最大模型是 Mixtral 8x22B",
        ),
        (
            "one rtx pro 6000 (96gb): which of the huge MoEs work at q4 — qwen3 235b,"
            " deepseek v3 and the like?",
            "**The biggest model that fits 1 × RTX PRO 6000 Blackwell Workstation Edition [1]"
            " comfortably is Mixtral 8x22B",
        ),
    ],
)
def test_models_named_as_examples_open_the_list(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware" and answer.verdict == "yes"
    assert answer.answer.startswith(first)
    assert "models" not in answer.tool_calls[0].input or not answer.tool_calls[0].input["models"]


def test_models_named_alone_stay_the_list(advisor):
    answer = advisor.ask("2x a6000 48gb: which of qwen3 32b, gemma 3 27b, llama 3.3 70b fit at q8?")
    assert answer.tool_calls[0].input["models"] == ["qwen3-32b", "gemma-3-27b", "llama-3.3-70b"]
    assert answer.answer.startswith("**The biggest model of the ones you named")


@pytest.mark.parametrize(
    "question",
    [
        "租 l40s 还是 a100 跑 sdxl 出图更快，时租差不多",
        "wan2.1 1.3b 做 480p 短视频，租 a10g 还是 l4 快一些？两家价差不多",
        "renting for sdxl batches: l40s or a100, which is faster? hourly prices are about the same",
    ],
)
def test_two_rented_cards_weighed_on_speed_are_compared(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "workload_compare"
    first = answer.answer.splitlines()[0]
    assert "胜出" in first or "wins" in first


def test_a_price_gap_asked_is_still_priced(advisor):
    answer = advisor.ask("l40s 和 a100 租一小时价差多少")
    assert answer.kind == "price" and "贵" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("咸鱼 1500 收的 2080ti 22g，跑 qwen2.5 14b q4 能全放显存吗", "¥1,500.00 的 RTX 2080 Ti"),
        (
            "bought a used 3090 for $600 last week, can it hold gemma 3 27b at q4 fully on gpu?",
            "the RTX 3090 at $600.00",
        ),
    ],
)
def test_the_price_a_card_was_got_at_is_said_back_beside_its_fit(advisor, question, said):
    answer = advisor.ask(question)
    assert answer.kind == "fit_check" and answer.verdict == "yes"
    assert any(said in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "batch"),
    [
        ("yolo11m 训练 imgsz=1280 batch=32 3090 会爆显存吗", 32),
        ("yolov8s training imgsz=640 batch=48 4090 oom?", 48),
    ],
)
def test_a_setting_value_before_the_card_is_no_count(advisor, question, batch):
    query = advisor.understand(question)
    assert query.batch_size == batch
    assert [(g.count, g.count_stated) for g in query.gpus] == [(1, False)]
