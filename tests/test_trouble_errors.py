"""Pasted errors and symptoms read as troubleshooting, and quoted commands about the subject."""

import pytest

from assistant.answer.citing import Evidence
from assistant.answer.compose_trouble import about_subject
from assistant.question.troubleshoot import stated_card_gb, trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("the run OOMs at step 3 on my card", "oom"),
        ("it OOMed again after two epochs", "oom"),
        ("can my 4060 render this scene without OOMing?", None),
        ("the job is stuck at init NCCL on 2 nodes", "nccl"),
        ("torchrun hangs at NCCL initialization forever", "nccl"),
        ("服务启动后卡在 init NCCL 一直不动", "nccl"),
        ("the log says P2P is not supported between the GPUs", "scaling"),
        ("4 GPUs train slower than one", "scaling"),
    ],
)
def test_pasted_errors_and_symptoms_are_troubles(text, kind):
    assert trouble_kind(text) == kind


def test_a_job_run_on_a_memory_size_is_run_on_a_card_of_it():
    assert stated_card_gb("lora OOMs at 4k context on 16gb, help") == 16
    assert stated_card_gb("training on a 12G card") == 12
    assert stated_card_gb("I run it on 64GB of RAM") is None


def _guide(title: str, section: str) -> Evidence:
    return Evidence(doc_id="g", title=title, section=section, text="", source="s", lang="en")


def test_a_command_is_quoted_only_when_it_shares_a_topic_term():
    checks = _guide("Verifying a rented GPU server", "First checks with nvidia-smi")
    sentence = "Start with `nvidia-smi -L`, which lists every GPU with its product name."
    assert about_subject(checks, sentence, {"rented", "a100"})  # "rented" is in the title
    assert not about_subject(checks, sentence, {"llama.cpp", "offloading", "3060"})
    assert about_subject(checks, sentence, set())  # nothing to judge by


def test_a_verify_answer_cites_no_passage_off_its_subject(advisor):
    answer = advisor.ask("just got a rented A100 box, how can I confirm it is the SXM4 80GB one?")
    assert answer.kind == "verify"
    assert 'gpu-advisor verify --expect "A100 SXM4 80GB"' in answer.answer
    topic = {"a100", "sxm4", "80gb", "rented", "sxm", "confirm", "box"}
    for c in answer.citations:
        if c.doc_id.startswith("gpu-"):
            continue
        text = f"{c.title} {c.section} {c.snippet}".lower()
        assert any(w in text for w in topic), c


def test_an_nccl_init_hang_on_four_cards_keeps_the_cards(advisor):
    answer = advisor.ask("vllm with tp=4 on four 4090s never starts, the log stops at Init NCCL")
    assert answer.kind == "troubleshoot"
    assert "4 × RTX 4090" in answer.answer.splitlines()[0]
    assert "NCCL_DEBUG" in answer.answer
