"""Troubles users paste before a model ever runs, and readings put up as proof of fraud.

Each mechanism: a quoted error line does not decide the writer's language; Docker/WSL2 not
handed the GPU, a card on the bus the driver cannot find, a load stuck at the checkpoint
shards and an NCCL set-up hang are named troubles; a trouble the words do not name is not
answered as out of memory; "am I being scammed?" is answered no for a genuine reading; a
speed seen above the single-stream estimate is a batch's total; a Mac's slow run is its memory
limit; a CUDA build of llama.cpp that finds no device is its build; mixed cards are all said.
"""

from __future__ import annotations

import pytest

from assistant.answer.compose import Draft
from assistant.answer.compose_trouble import compose_troubleshoot
from assistant.language import detect_language
from assistant.models import Query
from assistant.question.fraud_asked import fraud_asked
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import last_answer, memory_advisor
from tests.support.toolbox import bundled_toolbox


def _first(question: str, *before: str) -> tuple[str, object]:
    answer = last_answer(memory_advisor(), *before, question)
    return answer.answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            '跑 sdxl 的时候报 "RuntimeError: Input type and weight type should be the same"，咋办',
            "zh",
        ),
        ("容器里 `nvidia-smi: command not found when running inside the container` 怎么搞", "zh"),
        ('I keep seeing "显存不足，请关闭其他程序后重试再来一次" in the app, what now?', "en"),
        ('"CUDA error: device-side assert triggered"', "en"),  # all quoted: the text decides
    ],
)
def test_quoted_lines_do_not_decide_the_language(text: str, lang: str) -> None:
    assert detect_language(text) == lang


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("docker: Error response from daemon: could not select device driver with capabilities",
         "container"),
        ("my k8s pod can't see the gpu even though the node has an A10", "container"),
        ("WSL2 上 pytorch 报 GPU access blocked by the operating system", "container"),
        ("lspci lists the tesla m40 but nvidia-smi says no devices were found", "no_device"),
        ("刚装的 V100，lspci 里有，但是 nvidia-smi 看不到这张卡", "no_device"),
        ("dmesg shows NVRM: RmInitAdapter failed on the new card", "no_device"),
        ("it just sits at loading checkpoint shards 0% for 20 minutes, qwen 14b", "load_hang"),
        ("sglang 卡在 Loading safetensors checkpoint shards 好久了", "load_hang"),
        ("job hangs at dist.init_process_group with 2 nodes", "nccl"),
        ("log says NCCL WARN NET/IB : No device found, then it crawls", "nccl"),
    ],
)  # fmt: skip
def test_set_up_faults_are_named(text: str, kind: str) -> None:
    assert trouble_kind(text) == kind


def test_docker_without_the_toolkit_is_told_to_install_it() -> None:
    first, answer = _first(
        'docker run --gpus all gives "could not select device driver "" with capabilities:'
        ' [[gpu]]" on my 4090 box'
    )
    assert answer.kind == "troubleshoot"
    assert "Container Toolkit" in first and "Out of memory" not in first


def test_wsl_blocked_access_is_answered_in_chinese() -> None:
    first, _ = _first(
        "WSL 里跑 nvidia-smi 出现"
        ' "Failed to initialize NVML: GPU access blocked by the operating system"，怎么办'
    )
    assert "WSL2" in first and "wsl --update" in first and "显卡本身没问题" in first


def test_a_card_the_driver_cannot_find_points_at_the_bios() -> None:
    first, _ = _first(
        "got a used tesla p40, lspci shows it but nvidia-smi doesn't list anything. bios setting?"
    )
    assert "Above 4G Decoding" in first and "Tesla P40" in first


def test_a_stuck_load_is_the_disk_not_the_card() -> None:
    first, _ = _first(
        'vllm on an L4 hangs at "Loading safetensors checkpoint shards: 0%" with llama 3.1 8b'
    )
    assert "reading the weights" in first and "Yes." not in first


@pytest.mark.parametrize(
    "question",
    [
        "torch.distributed hangs at init_process_group on 2x 3090, nothing printed",
        "8x 4090 机器 dist.init_process_group 卡住不动，没有报错",
    ],
)
def test_a_process_group_that_never_starts_is_an_nccl_trouble(question: str) -> None:
    first, _ = _first(question)
    assert "NCCL_P2P_DISABLE=1" in first
    assert "Out of memory" not in first and "显存不够" not in first


def test_an_unnamed_trouble_is_not_answered_as_out_of_memory() -> None:
    first, answer = _first("my comfyui workflow on a 3060 behaves weirdly since the update, ideas?")
    if answer.kind == "troubleshoot":  # when routed here, no out-of-memory fixes first
        assert "Out of memory" not in first


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("nvidia-smi says 24564MiB on the 4090 i bought, did i get scammed?", True),
        ("is the seller lying? it shows 11264MiB", True),
        ("二手 3090 显示 24576MiB，我是不是被骗了", True),
        ("是不是假卡？显示 81920MiB", True),
        ("is 24564MiB right for a 4090?", False),
        ("how do scammers fake the memory size on a card", False),
    ],
)
def test_being_cheated_is_read_as_asked(text: str, asked: bool) -> None:
    assert fraud_asked(text) is asked


def test_a_genuine_reading_answers_a_fraud_question_no() -> None:
    first, answer = _first(
        "bought a used rtx 4090, nvidia-smi total 24564MiB. have I been scammed?"
    )
    assert first.startswith("**No")
    assert "RTX 4090" in first and "24,564 MiB" in first
    assert answer.verdict == "yes"  # the verdict stays whether the reading is right


def test_a_short_reading_answers_a_fraud_question_yes() -> None:
    first, answer = _first("租的 A100 80G，nvidia-smi 总显存 40960MiB，是不是被坑了")
    assert first.startswith("**确实不对")
    assert "40,960 MiB" in first
    assert answer.verdict == "no"


def test_a_rate_above_one_stream_is_a_batch_total() -> None:
    first, _ = _first("vllm 在 4 张 H100 上跑 qwen2.5 72b，吞吐只有 300 token/s，正常吗")
    assert "批处理" in first and "倍" in first and "与此相符" not in first


def test_a_mac_running_slow_is_told_about_its_memory_limit() -> None:
    first, answer = _first(
        "mac mini m4 16gb, ollama qwen2.5 14b q4 only gets 2 t/s, is it swapping?"
    )
    assert answer.kind == "troubleshoot"
    assert "2 tokens/s" in first and "iogpu.wired_limit_mb" in first
    assert "PCIe" not in answer.answer and "nvidia-smi" not in answer.answer


def test_a_llama_cpp_build_without_a_device_is_its_build() -> None:
    first, _ = _first(
        "compiled llama.cpp with -DGGML_CUDA=ON, on a 4070 it says no CUDA-capable device is"
        " detected while nvidia-smi is fine"
    )
    assert "llama.cpp" in first and "nvcc --version" in first
    assert "torch.cuda.is_available()" not in first


def test_a_radeon_running_on_the_cpu_is_a_rocm_question() -> None:
    first, _ = _first("ollama only uses cpu on my rx 7900 xtx under ubuntu, why")
    assert "ROCm" in first and "gfx1100" in first


def test_mixed_cards_are_all_said() -> None:
    first, _ = _first(
        "4090 + 3090 in one box, llama.cpp throws"
        ' "CUDA error: an illegal memory access was encountered"'
    )
    assert "RTX 4090" in first and "RTX 3090" in first and " + " in first


@pytest.mark.parametrize(
    ("lang", "trouble", "lead", "not_said"),
    [
        ("en", None, "could not match this", "Out of memory"),
        ("zh", None, "没能把它对上", "显存不够"),
        ("en", "error", "first error in the log", "Out of memory"),
        ("en", "container", "Container Toolkit", "Out of memory"),
    ],
)
def test_the_trouble_named_picks_the_lead(
    lang: str, trouble: str | None, lead: str, not_said: str
) -> None:
    box = bundled_toolbox()
    query = Query(text="q", language=lang, task="troubleshoot", trouble=trouble)  # type: ignore[arg-type]
    draft = Draft(query=query, catalog=box.catalog, specs={}, guides=[])
    compose_troubleshoot(draft, [])
    first = draft.paragraphs[0]
    assert lead in first and not_said not in first
    assert "Commands to check" not in " ".join(draft.paragraphs) or trouble is not None
