"""Hardware and build concepts answered from the sections written for them.

Tensor cores, HBM, SXM, ECC, FP4 block formats, LoRA rank, PCIe bifurcation, cooler types and
throttling each have a guide section (en and zh); a question about one is a concept answer that
cites that section first and leads with the thing asked, not with the nearest shared word
("tensor" in tensor parallelism, "PCIe" in lane widths).
"""

import pytest

from assistant.rag.glossary import expand
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


CASES = [
    (
        "what are tensor cores, and how are they different from cuda cores?",
        "gpu-hardware-explained",
        "tensor-cores-versus-cuda-cores",
        "Tensor cores",
    ),
    ("张量核心对跑大模型推理有用吗", "gpu-hardware-explained", "张量核心与-cuda-核心", "张量核心"),
    (
        "what is HBM memory and how is it different from GDDR?",
        "gpu-hardware-explained",
        "hbm-versus-gddr",
        "HBM",
    ),
    ("为什么数据中心显卡用 HBM 不用 GDDR", "gpu-hardware-explained", "hbm-与-gddr", "HBM"),
    (
        "what is ECC memory on a GPU and does training need it?",
        "gpu-hardware-explained",
        "ecc-memory-on-gpus",
        "ECC",
    ),
    ("显卡的 ECC 显存是干什么的，训练需要吗", "gpu-hardware-explained", "ecc-显存", "ECC"),
    ("how does nvfp4 differ from mxfp4?", "precision-formats", "nvfp4-and-mxfp4", "NVFP4"),
    ("MXFP4 和 NVFP4 差在哪", "precision-formats", "nvfp4-与-mxfp4", "MXFP4"),
    ("LoRA 的 rank 是什么意思，该怎么选", "memory-math", "lora-的-rank", "rank"),
    ("装多张卡需要 PCIe 拆分吗，拆分是什么", "multi-gpu-workstations", "pcie-拆分", "拆分"),
    ("为什么显卡训练一段时间后就降频了", "multi-gpu-workstations", "会降频", "降低频率"),
    ("多卡服务器选涡轮卡好还是三风扇的好", "multi-gpu-workstations", "涡轮卡", "涡轮卡"),
]


@pytest.mark.parametrize(("question", "doc", "anchor", "named"), CASES)
def test_hardware_concept_cites_its_own_section(advisor, question, doc, anchor, named):
    answer = advisor.ask(question)
    first = answer.answer.split("\n")[0]
    assert answer.intent == "concept"
    assert answer.citations[0].doc_id == doc
    assert anchor in answer.citations[0].source
    assert named.lower() in first.lower()


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("张量核心有什么用", "tensor cores"),
        ("主板支持 PCIe 拆分吗", "bifurcation"),
        ("显卡限功耗以后慢多少", "power limit"),
        ("涡轮版显卡吵不吵", "blower"),
        ("显存纠错有必要吗", "ECC"),
    ],
)
def test_chinese_hardware_words_find_their_english_terms(text, term):
    assert term in expand(text).english
