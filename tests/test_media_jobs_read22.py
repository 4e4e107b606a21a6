"""Image, video, vision and speech jobs read and answered as asked (session 22 mechanisms).

Telephone lines as live streams; a time asked beside "can it finish"; a named LoRA trainer;
SAM ViT-B timed from its sibling; video LoRA training sized; a UI's partial load read as an
offloaded, slow job; a spill into shared memory sized as the job was stated.
"""

import re

import pytest

from assistant.question.finish_ask import finish_asked
from assistant.question.partial_load import partly_loaded
from assistant.question.stream_slots import streams
from assistant.question.trainer_names import workload_method_named
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _tool(answer, name):
    return next(c.input for c in answer.tool_calls if c.tool == name)


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("transcribe 40 phone lines live with whisper", 40),
        ("our pbx has 120 sip trunks to caption", 120),
        ("实时转写 60 个客服坐席的通话", 60),
        ("25条电话线路同时转写", 25),
    ],
)
def test_telephone_lines_count_as_streams(text, n):
    assert streams(text.lower()) == n


def test_lines_of_other_things_are_no_streams():
    assert streams("we have 300 lines of config to parse") is None


def test_lines_served_pick_the_cards_for_that_load(advisor):
    answer = advisor.ask(
        "live transcription for 200 phone lines with whisper medium, how many L4s?"
    )
    assert answer.kind == "workload_pick"
    assert _tool(answer, "estimate_workload_capacity")["streams"] == 200
    assert "200" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "finish"),
    [
        ("几个小时能跑完", False),
        ("how many days until it can finish", False),
        ("不开 blockswap 能跑完吗", True),
        ("can it finish without offloading", True),
    ],
)
def test_a_time_asked_beside_finishing_is_no_fit(text, finish):
    assert finish_asked(text) is finish


def test_days_to_finish_a_transcription_are_timed(advisor):
    answer = advisor.ask("五千小时会议录音，whisper small，两张L4，几天能跑完？")
    assert answer.kind == "workload_speed"
    assert _tool(answer, "estimate_workload_speed")["audio_hours"] == 5000
    assert re.search(r"\d[\d.]*\s*(?:小时|天)", answer.answer.splitlines()[0])


@pytest.mark.parametrize(
    ("text", "family", "method"),
    [
        ("onetrainer with sdxl, 40 pics", "image", "lora"),
        ("用 ai-toolkit 训 wan2.1", "video", "lora"),
        ("musubi tuner on a 4090", "video", "lora"),
        ("kohya dreambooth of sd 1.5", "image", "dreambooth"),
        ("comfyui flux dev on a 3090", "image", None),
    ],
)
def test_a_named_trainer_reads_as_lora(text, family, method):
    assert workload_method_named(text, None, family) == method


def test_a_full_fine_tune_said_beside_a_trainer_stays_full():
    assert workload_method_named("kohya full fine-tune of sdxl", "full", "image") is None


def test_fluxgym_times_a_flux_lora_run(advisor):
    answer = advisor.ask(
        "fluxgym on my 4090: 18 selfies, 1200 steps at 768, how long will it take?"
    )
    speed = _tool(answer, "estimate_workload_speed")
    assert answer.kind == "workload_speed"
    assert (speed["workload"], speed["method"], speed["train_steps"]) == ("flux-dev", "lora", 1200)
    assert "1,200" in answer.answer.splitlines()[0]


def test_fluxgym_in_chinese_is_a_flux_lora_fit(advisor):
    answer = advisor.ask("fluxgym 在 3060 12g 上练 lora 显存够不够")
    memory = _tool(answer, "estimate_workload_memory")
    assert (memory["workload"], memory["method"]) == ("flux-dev", "lora")
    assert answer.verdict is not None


def test_sam_base_gets_a_time_per_image(advisor):
    answer = advisor.ask("how many milliseconds for SAM ViT-B to embed one image on an L4?")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "workload_speed"
    ms = float(re.search(r"([\d.]+)\s*ms", first)[1])
    assert 20 < ms < 300  # a fraction of ViT-H's time on the same card


def test_sam_base_is_faster_than_sam_huge(advisor):
    def ms(text):
        return float(re.search(r"([\d.]+)\s*(?:ms|毫秒)", advisor.ask(text).answer)[1])

    base = ms("SAM ViT-B 在 A10 上处理一张图要多少毫秒")
    huge = ms("SAM ViT-H 在 A10 上处理一张图要多少毫秒")
    assert 0.1 < base / huge < 0.2  # 89.7M against 632M encoder parameters


def test_sam_fine_tuning_is_timed_over_its_epochs(advisor):
    answer = advisor.ask("微调 SAM ViT-B，3000 张医学图像，15 个 epoch，一张 4090 要几个小时")
    speed = _tool(answer, "estimate_workload_speed")
    assert answer.kind == "workload_speed" and speed["method"] == "full"
    assert re.search(r"\d[\d.]*\s*小时", answer.answer.splitlines()[0])


@pytest.mark.parametrize(
    "text",
    [
        "is a wan2.1 1.3b lora trainable on a 16gb 4060 ti at 480p?",
        "wan 2.1 1.3b lora on a 3080 10gb, 480p — will it fit?",
    ],
)
def test_a_video_lora_gets_a_verdict(advisor, text):
    answer = advisor.ask(text)
    memory = _tool(answer, "estimate_workload_memory")
    assert answer.kind == "workload_fit" and memory["method"] == "lora"
    assert answer.verdict in ("yes", "no", "conditional")
    assert "not sized" not in answer.answer


@pytest.mark.parametrize(
    ("text", "loaded"),
    [
        ("console says loaded partially 7012.4 every run", True),
        ("a1111 reloads sdxl for each image", True),
        ("每次出图都要重新加载模型", True),
        ("does it reload the model every time?", False),
        ("i reload the browser tab every time", False),
    ],
)
def test_a_partial_load_is_read(text, loaded):
    assert partly_loaded(text) is loaded


@pytest.mark.parametrize(
    "text",
    [
        "comfyui sdxl on my 3070 8gb keeps reloading the model every generation, 90 s each. why?",
        "forge 跑 flux dev，4070 12g，日志里一直 loaded partially，每张两分钟，怎么回事",
    ],
)
def test_a_partial_load_is_troubleshot_with_the_job_sized(advisor, text):
    answer = advisor.ask(text)
    assert answer.kind == "troubleshoot"
    assert _tool(answer, "estimate_workload_memory")["method"] == "inference"
    assert re.search(r"\d+(?:\.\d)?\s*GB", answer.answer)


def test_a_shared_memory_spill_sizes_the_job_as_stated(advisor):
    answer = advisor.ask(
        "onetrainer sdxl lora, 4060 8gb, batch 2 at 1024: shared gpu memory climbs to 5gb and"
        " it crawls. spilling?"
    )
    memory = _tool(answer, "estimate_workload_memory")
    assert answer.kind == "troubleshoot"
    assert (memory["workload"], memory["method"], memory["batch"]) == ("sdxl-base", "lora", 2)


def test_sam_served_counts_images_a_minute_not_camera_streams(advisor):
    answer = advisor.ask("how many L4s to cut out 500k product photos a day with SAM ViT-B?")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "workload_pick"
    assert re.search(r"\d[\d,]*\s*images?\s*(?:a|/|per)\s*min", first)
    assert "stream" not in first


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("g4dn.12xlarge has 4 t4s? can each run whisper medium on its own?", "T4"),
        ("Standard_NC24ads_A100_v4 is a single a100? enough for flux dev?", "A100"),
        ("g5.xlarge 就一张 A10G 吗？跑 sdxl 够不够", "A10G"),
    ],
)
def test_a_type_with_its_cards_asked_back_is_described_then_sized(advisor, text, gpu):
    answer = advisor.ask(text)
    assert answer.kind == "instance"
    assert gpu in answer.answer.splitlines()[0]
    assert any(c.tool == "estimate_workload_memory" for c in answer.tool_calls)
