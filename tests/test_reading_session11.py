"""Readings added in the eleventh session, each with phrasings of its own.

A trouble reported again after a fix was tried stays that trouble; a swinging utilisation is
the utilisation trouble; a speed called slow is troubleshot; joined versioned names the catalog
lacks are said first; a card given only by its memory, asked whether it can run a model, is a
fit check.
"""

import pytest

from assistant.language import article
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "训练 resnet 的时候 4090 利用率忽高忽低，是不是 cpu 拖后腿",
        "gpu 占用一会儿 100 一会儿 0，yolov8 训练，正常吗",
        "gpu util keeps jumping between 0 and 98% while fine-tuning, dataloader?",
        "utilization fluctuates wildly during whisper training on my 3090",
    ],
)
def test_a_swinging_utilisation_is_the_utilisation_trouble(text):
    assert trouble_kind(text) == "utilization"


@pytest.mark.parametrize(
    ("first", "then", "trouble", "card"),
    [
        (
            "training yolov8s on a 3060, gpu util goes 95% then 0% over and over, normal?",
            "moved the dataset to an nvme and set workers=8, no change. what else can I check?",
            "utilization",
            "RTX 3060",
        ),
        (
            "两张 4080 torchrun 一起跑就报 NCCL 错误",
            "NCCL_P2P_DISABLE=1 也设了，还是不行",
            "nccl",
            "RTX 4080",
        ),
        (
            "4090 训练 gpu 利用率一会 90 一会 0，锯齿状",
            "pin_memory 开了也没用，还有什么办法",
            "utilization",
            "RTX 4090",
        ),
    ],
)
def test_a_fix_that_did_not_help_keeps_the_trouble(advisor, first, then, trouble, card):
    query, answer, line = turn_of(advisor, first, then)
    assert answer.kind == "troubleshoot"
    assert query.trouble == trouble
    assert card in line


def test_a_new_question_after_a_trouble_is_not_held_to_it(advisor):
    query, answer, _ = turn_of(
        advisor,
        "4090 训练 gpu 利用率一会 90 一会 0",
        "换个问题，h100 租一小时多少钱",
    )
    assert answer.kind == "price"
    assert query.trouble is None


@pytest.mark.parametrize(
    ("figure", "said"), [("8B", "an"), ("80", "an"), ("11B", "an"), ("13B", "a"), ("7B", "a")]
)
def test_a_figure_takes_the_article_it_is_read_with(figure, said):
    assert article(figure) == said


def test_a_slow_speed_called_slow_is_troubleshot_with_the_expected_figure(advisor):
    _, answer, line = turn_of(advisor, "my 4090 running llama.cpp is slow, 5 t/s on a 8b q4, why?")
    assert answer.kind == "troubleshoot"
    assert line.startswith("**An 8B model")
    assert "5 tokens/s you see" in line


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ring-flash-linear-2.0 kv cache at 128k, linear part free?", "ring-flash-linear-2.0"),
        ("能在 4090 上跑 hunyuan-large-vision-1.5 吗", "hunyuan-large-vision-1.5"),
    ],
)
def test_a_joined_versioned_name_the_catalog_lacks_is_said_first(advisor, text, said):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "not_covered"
    assert said in line


def test_a_kernel_with_a_version_is_no_model(advisor):
    _, answer, line = turn_of(advisor, "does flash-attn-2 work on a 3090")
    assert answer.kind != "not_covered"
    assert "flash-attn-2" not in line


@pytest.mark.parametrize(
    ("text", "verdict", "gb"),
    [
        ("can a 24gb card run qwen2.5 14b q4", "yes", "24.5 GB usable"),
        ("could a 16gb gpu handle llama 3.1 8b fp16?", "no", "16.2 GB usable"),
        ("8G 显存的卡能跑 qwen2.5 7b 吗", "conditional", "每卡可用 7.8 GB"),
    ],
)
def test_a_card_given_by_its_memory_asked_to_run_a_model_is_a_fit(advisor, text, verdict, gb):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "fit_check"
    assert answer.verdict == verdict
    assert gb in line


def test_a_joined_name_of_a_catalog_model_is_that_model(advisor):
    _, answer, line = turn_of(advisor, "一张 4090 用 whisper-large-v3 转 100 小时音频要多久")
    assert answer.kind == "workload_speed"
    assert "Whisper large-v3" in line


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("yolov8x on my t4 takes like 300 ms per frame, something wrong or just the t4?", "T4"),
        ("sdxl 在 3060 上一张图要 40 秒，正常吗", "RTX 3060 12GB"),
    ],
)
def test_a_time_per_image_seen_and_judged_is_troubleshot(advisor, text, card):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert card in line


def test_a_card_without_bf16_names_its_half_precision_as_fp16(advisor):
    _, answer, line = turn_of(
        advisor, "stable diffusion 1.5 on my t4 takes 9 s per image, normal or misconfigured?"
    )
    assert answer.kind == "troubleshoot"
    # the time seen is judged first (9 s against the estimate); the card's checks follow it
    assert answer.verdict == "no" and "9.0 s an image" in line
    assert "fp16 tensor cores at 65.0 TFLOPS" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "两张 a100 跑 qwen2.5 32b，8k 上下文能同时跑多少个序列",
        "4090 跑 llama 3.1 8b，同时能处理几个序列",
    ],
)
def test_sequences_held_at_once_are_a_serving_count(advisor, text):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "serve"
    assert "路并发" in line


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("can a 4090 run qwen 32b q4", "Qwen3-32B"),
        ("qwen 30b 在 4090 上能跑吗", "Qwen3-30B-A3B"),
    ],
)
def test_a_family_and_size_name_the_general_model_of_that_size(advisor, text, model):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "fit_check"
    assert model in line and "Coder" not in line


@pytest.mark.parametrize(
    ("text", "count"), [("mi300x 8-gpu platform, node power for sizing the pdus?", 8),
                        ("h200 8 gpu node, power draw at full load?", 8)],
)  # fmt: skip
def test_a_count_said_after_the_card_as_gpus_counts_them(advisor, text, count):
    query, answer, line = turn_of(advisor, text)
    assert answer.kind == "power"
    assert query.gpus[0].count == count
    assert f"{count} ×" in line


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("why is my 4090 only 4 t/s on a 70b?", "That is expected: a 70B model at Q4_K_M needs"),
        ("4090 跑 qwen2.5 72b q4 为啥只有 3 t/s", "这是正常的：Qwen2.5-72B（Q4_K_M）"),
    ],
)
def test_a_slow_model_that_cannot_fit_the_card_is_answered_as_its_offload(advisor, text, lead):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert line.lstrip("*").startswith(lead)
    assert any(c.tool == "plan_offload" for c in answer.tool_calls)


def test_a_slow_model_too_big_for_bf16_is_judged_at_four_bit(advisor):
    _, answer, line = turn_of(advisor, "why do i only get 6 tok/s with llama 3 8b on my 4060 8gb?")
    assert answer.kind == "troubleshoot"
    assert "(q4_k_m)" in line and "llama.cpp" in line


@pytest.mark.parametrize(
    ("text", "said", "card", "verdict"),
    [
        ("can a quadro p6000 24g run qwen2.5 14b q4", "'quadro p6000 24g'", "RTX 4090", "yes"),
        ("tesla t10 16g 能跑 qwen2.5 7b 吗", "'tesla t10 16g'", "RTX 4060 Ti 16GB", "conditional"),
    ],
)
def test_a_card_the_catalog_lacks_with_its_memory_is_said_first_then_sized(
    advisor, text, said, card, verdict
):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "fit_check"
    assert said in line and card in line
    assert answer.verdict == verdict


def test_an_unknown_card_checked_is_not_sized_as_another(advisor):
    _, answer, line = turn_of(advisor, "淘宝买的 tesla t10 16g，怎么看是不是真卡")
    assert answer.kind == "not_covered"
    assert "4060" not in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "is infiniband worth it for 2 nodes of 8x h100 fine-tuning a 70b?",
        "两台 8 卡 A800 多机训练，RoCE 够不够，还是得上 IB",
        "do I need 400G networking between 4 nodes for FSDP training?",
    ],
)
def test_the_network_between_servers_weighed_is_explained(advisor, text):
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "concept"
    assert query.users is None  # "2 nodes" counts machines, not people


def test_nodes_counted_are_no_users():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse

    assert parse("training a 70b for 4 nodes of 8x h100, how long", load_catalog()).users is None


def test_a_network_question_beside_a_hardware_pick_leaves_the_pick_leading(advisor):
    _, answer, _ = turn_of(
        advisor,
        "llama 3.3 70b for 40 analysts: which gpus, how many, and do we need infiniband?",
    )
    assert answer.kind != "concept"


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("yolov8 用 s 还是 m，4060 训练 5000 张图", ["yolov8s", "yolov8m"]),
        ("yolo11 的 x 版本在 3060 上训练", ["yolo11x"]),
        ("yolov8 n/s/m which one for a jetson", ["yolov8n", "yolov8s", "yolov8m"]),
        ("yolov8 on a t4", []),
        ("yolov8 or sam on a t4", []),
    ],
)
def test_yolo_sizes_said_apart_from_the_family_are_read(text, sizes):
    from assistant.question.yolo_sizes import yolo_sizes

    assert yolo_sizes(text) == sizes


def test_a_yolo_size_said_apart_is_the_model_sized(advisor):
    _, answer, line = turn_of(advisor, "yolo11 的 x 版本在 3060 上训练 batch 16 会爆显存吗")
    assert answer.kind == "workload_fit"
    assert "YOLO11x" in line and answer.verdict == "no"


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("m4 max 36gb, llama 3.1 8b tokens/s?", "Llama 3.1 8B"),
        ("qwen2.5 7b tokens per second on a 3060?", "Qwen2.5-7B"),
    ],
)
def test_a_size_before_tokens_per_second_is_the_models_size(advisor, text, model):
    query, answer, line = turn_of(advisor, text)
    assert answer.kind == "speed"
    assert model in line and query.tokens is None


def test_the_mac_minis_m4_pro_is_sized(advisor):
    _, answer, line = turn_of(advisor, "m4 pro 48g 能跑 qwen2.5 32b q4 吗")
    assert answer.kind == "fit_check" and answer.verdict == "yes"
    assert "Apple M4 Pro (20-core GPU, 48GB)" in line


def test_metals_buffer_refusal_on_a_mac_is_an_out_of_memory_trouble():
    text = "mlx on an m4 max 36gb: [metal::malloc] Attempting to allocate 30GB which is greater than the maximum allowed buffer size"  # noqa: E501
    assert trouble_kind(text) == "oom"


@pytest.mark.parametrize(
    ("text", "n", "said"),
    [
        ("十来个人用，qwen2.5 7b 一张 4090 够吗", 10, "十来个"),
        ("团队二三十个人同时用 qwen2.5 32b，要几张 l40s", 30, "二三十个"),
        ("百来号人的公司部署 qwen3 32b", 100, "百来号"),
    ],
)
def test_a_loose_chinese_head_count_is_the_users_and_said(advisor, text, n, said):
    query, answer, _ = turn_of(advisor, text)
    assert query.users == n
    assert any(said in a for a in answer.assumptions)


def test_the_card_had_is_served_narrower_before_more_cards_are_asked_for(advisor):
    _, answer, line = turn_of(
        advisor, "一张 4090 跑 qwen2.5 7b，给 30 个学生同时用，上下文 4k，够吗"
    )
    assert answer.kind == "serve"
    assert line.startswith("**够用，1 × RTX 4090 就行")
    assert "fp8" in answer.answer


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("二手 A6000，nvidia-smi 显示 ECC 可纠正错误计数 5，还能用吗", "**计数不再增长就能用"),
        (
            "used a100, 3 volatile correctable ECC errors in nvidia-smi -q. ok to use?",
            "**Usable if",
        ),
    ],
)
def test_correctable_ecc_errors_are_judged_by_their_trend(advisor, text, lead):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert line.startswith(lead) and "ROW_REMAPPER" in answer.answer


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("quadro T1000 8G 显存带宽多少，能跑 AI 吗", "quadro T1000"),
        ("海光 BW1000 和 A800 训练比怎么样", "BW1000"),
        ("seller says it's an 'rtx 4080 20gb'. is that even a real sku?", "rtx 4080 20gb"),
        ("LongCat-Flash 开 128k 上下文 kv 多大", "LongCat-Flash"),
    ],
)
def test_more_names_the_catalog_lacks_are_said_first(advisor, text, said):
    _, answer, line = turn_of(advisor, text)
    assert answer.kind == "not_covered"
    assert said in line


def test_a_memory_total_put_up_with_a_dash_is_checked(advisor):
    _, answer, line = turn_of(advisor, "my 4090 D shows 24564MiB total — normal?")
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "24,564 MiB" in line


@pytest.mark.parametrize("text", ["brb testing this now", "ok gonna try it out", "brb"])
def test_a_sign_off_to_go_and_try_is_small_talk(advisor, text):
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "smalltalk"


@pytest.mark.parametrize(
    "text", ["B站有什么好的大模型入门视频推荐", "recommend a good youtube channel to learn llms"]
)
def test_learning_material_asked_is_off_topic(advisor, text):
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "unsupported"


def test_learning_material_beside_a_card_and_a_job_stays_on_topic(advisor):
    _, answer, _ = turn_of(advisor, "有什么好的教程教怎么用 4090 跑 sdxl")
    assert answer.kind != "unsupported"


@pytest.mark.parametrize(
    "text",
    [
        "FSDP 和 DeepSpeed ZeRO-3 有什么区别，单机 8 卡选哪个",
        "tensor parallel or pipeline parallel for serving a 70b on 4 cards?",
    ],
)
def test_multi_gpu_strategies_weighed_are_explained(advisor, text):
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "concept"


def test_a_length_before_concurrent_requests_is_their_context(advisor):
    query, answer, line = turn_of(advisor, "qwen3 32b kv for 32 concurrent 16k requests")
    assert answer.kind == "kv_cache"
    assert query.context_tokens == 16384 and "16,384 tokens" in line


def test_the_context_left_after_loading_is_the_longest_that_fits(advisor):
    _, answer, line = turn_of(advisor, "qwen2.5 7b q4 在 3060 12G 上加载完还能开多少上下文")
    assert answer.kind == "kv_cache"
    assert line.startswith("**上下文最多约")


def test_how_many_at_once_asked_bare_is_a_serving_count(advisor):
    _, answer, line = turn_of(advisor, "4 张 A100 跑 qwen2.5 72b，8k 上下文，峰值能同时跑几个")
    assert answer.kind == "serve"
    assert "路并发" in line


_SMI_TWO_3090 = (
    "nvidia-smi:\n"
    "|   0  NVIDIA GeForce RTX 3090        Off |   00000000:01:00.0 Off |                  N/A |\n"
    "| 30%   40C    P8     20W /  350W |     10MiB /  24576MiB |      0%      Default |\n"
    "|   1  NVIDIA GeForce RTX 3090        Off |   00000000:02:00.0 Off |                  N/A |\n"
    "| 30%   41C    P8     21W /  350W |     10MiB /  24576MiB |      0%      Default |\n"
)


def test_a_pasted_nvidia_smi_table_counts_the_cards_by_their_rows(advisor):
    query, answer, line = turn_of(
        advisor, _SMI_TWO_3090 + "can this box run llama 3.3 70b at q4, split over both?"
    )
    assert query.gpus[0].count == 2
    assert answer.kind == "fit_check" and "2 × RTX 3090" in line


def test_offloading_to_ddr_ram_is_asked_of_the_gpu():
    from assistant.question.host_memory import is_host_question

    assert not is_host_question("is 48gb enough or will it be offloading to ddr4 and crawling")


def test_a_difference_guessed_as_one_figure_sets_the_sheets_side_by_side(advisor):
    _, answer, line = turn_of(advisor, "h200 vs h100: is it just more hbm, or faster too?")
    assert answer.kind == "catalog"
    assert "differ in memory" in line and "memory bandwidth" in line


def test_a_laptop_cards_memory_and_tgp_listed_read_its_row(advisor):
    _, answer, line = turn_of(advisor, "rtx 4060 laptop: vram and tgp range?")
    assert answer.kind == "catalog"
    assert "8 GB" in line and "W board power" in line
