"""Named entities in questions and sections: GPUs, models, providers, chip vendors, commands.

GPU and model names come from the catalog's alias tables; providers, chip vendors and commands
from the tables below. Retrieval boosts the sections that mention the entities a question names,
so "does the 4090 have NVLink" prefers the section that lists the 4090 over a generic one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence

from assistant.catalog.specs import Catalog

PROVIDERS: dict[str, list[str]] = {
    "aws": ["AWS", "Amazon Web Services", "EC2", "亚马逊云"],
    "azure": ["Azure", "微软云"],
    "gcp": ["Google Cloud", "GCP", "谷歌云"],
    "aliyun": ["Aliyun", "Alibaba Cloud", "阿里云"],
    "tencent-cloud": ["Tencent Cloud", "腾讯云"],
    "huawei-cloud": ["Huawei Cloud", "华为云"],
    "baidu-cloud": ["Baidu AI Cloud", "百度智能云", "百度云"],
    "volcano-engine": ["Volcano Engine", "火山引擎"],
    "qingcloud": ["QingCloud", "青云"],
    "lambda": ["Lambda Labs", "Lambda Cloud"],
    "runpod": ["RunPod"],
    "nebius": ["Nebius"],
    "autodl": ["AutoDL"],
    "vast": ["Vast.ai", "vast ai"],
    "coreweave": ["CoreWeave"],
}
CHIP_VENDORS: dict[str, list[str]] = {
    "nvidia": ["NVIDIA", "Nvidia", "英伟达", "N卡"],
    "amd": ["AMD", "Instinct", "ROCm"],
    "intel": ["Intel", "Gaudi", "英特尔"],
    "huawei": ["Huawei", "Ascend", "华为", "昇腾"],
    "cambricon": ["Cambricon", "寒武纪", "思元"],
    "hygon": ["Hygon", "海光"],
    "kunlunxin": ["Kunlunxin", "Kunlun", "昆仑芯"],
    "domestic": [
        "domestic accelerator",
        "domestic chip",
        "国产卡",
        "国产加速卡",
        "国产芯片",
        "国产 GPU",
    ],
}
COMMANDS: dict[str, list[str]] = {
    "nvidia-smi": ["nvidia-smi"],
    "nccl-tests": ["nccl-tests", "all_reduce_perf"],
    "dcgm": ["DCGM", "dcgmi"],
    "rocm-smi": ["rocm-smi"],
    "npu-smi": ["npu-smi"],
    "nvcc": ["nvcc"],
    "docker": ["docker", "Container Toolkit"],
    "kubectl": ["kubectl", "Kubernetes", "k8s"],
    "slurm": ["Slurm", "sbatch", "srun"],
    "gpu-burn": ["gpu-burn", "gpu_burn"],
}
MIN_FORM_CHARS = 3
HEAD = 3
"""Characters of a spelling's start by which ``EntityMatcher`` looks it up."""
"""Shorter spellings ("K2", "L4" aside) match too much prose to be evidence of a mention."""


def normalize(text: str) -> str:
    """NFKC and lower case, so full-width and case variants compare equal."""
    return unicodedata.normalize("NFKC", text).lower()


def _pattern(form: str) -> str:
    escaped = re.escape(form)
    if form.isascii():
        return rf"(?<![a-z0-9]){escaped}(?![a-z0-9])"
    return escaped


class EntityMatcher:
    """Finds which entities (by id) a text names, from a table of id -> spellings."""

    def __init__(self, table: Mapping[str, Sequence[str]]) -> None:
        """Gather one alternation per entity over its normalized spellings.

        Each alternation is compiled when a text first contains one of its spellings: most
        entities never come up in a process that asks one question (compiling all of them
        took a tenth of a cold ``ask``).
        """
        self.table = {entity: list(forms) for entity, forms in table.items()}
        """The spellings it was made from (a matcher made from them finds the same)."""
        self._patterns: list[tuple[str, tuple[str, ...], str]] = []
        self._compiled: dict[int, re.Pattern[str]] = {}
        for entity, forms in table.items():
            # longest first, ties by spelling: the same order in every process (``signature``)
            usable = sorted(
                {normalize(f) for f in forms if len(f.strip()) >= MIN_FORM_CHARS or _digit(f)},
                key=lambda f: (-len(f), f),
            )
            if usable:
                alternation = "|".join(_pattern(f) for f in usable)
                self._patterns.append((entity, tuple(usable), alternation))
        # each spelling by its first three characters: a text tests only the spellings that
        # start with one of its character triples (shorter ones are always tested)
        self._by_head: dict[str, list[tuple[int, str]]] = {}
        self._short: list[tuple[int, str]] = []
        for i, (_, forms, _) in enumerate(self._patterns):
            for form in forms:
                if len(form) < HEAD:
                    self._short.append((i, form))
                else:
                    self._by_head.setdefault(form[:HEAD], []).append((i, form))

    def _regex(self, i: int) -> re.Pattern[str]:
        pattern = self._compiled.get(i)
        if pattern is None:
            pattern = self._compiled[i] = re.compile(self._patterns[i][2])
        return pattern

    def __bool__(self) -> bool:
        return bool(self._patterns)

    def find(self, text: str) -> set[str]:
        """Ids of the entities ``text`` names."""
        low = normalize(text)
        # a plain substring test first: the pattern can only match where a spelling occurs, and
        # ``in`` is far cheaper than a regex search (the retriever scans every section at start)
        heads = {low[i : i + HEAD] for i in range(len(low) - HEAD + 1)} & self._by_head.keys()
        first: dict[int, int] = {}  # entity -> where its earliest spelling occurs
        for head in heads:
            self._first(low, self._by_head[head], first)
        self._first(low, self._short, first)
        # a match starts at a spelling, so the search starts at the earliest one (the
        # look-behind still sees the character before it)
        return {self._patterns[i][0] for i, at in first.items() if self._regex(i).search(low, at)}

    @staticmethod
    def _first(low: str, spellings: list[tuple[int, str]], first: dict[int, int]) -> None:
        for i, form in spellings:
            at = low.find(form)
            if at >= 0 and at < first.get(i, len(low)):
                first[i] = at


def _digit(form: str) -> bool:
    """A short spelling with a digit (L4, T4, A10) is still a specific name."""
    return len(form.strip()) >= 2 and any(ch.isdigit() for ch in form)


def entity_table(
    catalog: Catalog, extra: Iterable[Mapping[str, Sequence[str]]] = ()
) -> dict[str, list[str]]:
    """Every entity the retriever knows: catalog GPUs and models, then the fixed tables."""
    table: dict[str, list[str]] = {}
    for gpu in catalog.gpus.values():
        table[f"gpu:{gpu.id}"] = [gpu.name, gpu.short_name, *gpu.aliases]
    for model in catalog.models.values():
        table[f"model:{model.id}"] = [model.name, *model.aliases]
    for kind, fixed in (("provider", PROVIDERS), ("vendor", CHIP_VENDORS), ("command", COMMANDS)):
        for key, forms in fixed.items():
            table[f"{kind}:{key}"] = list(forms)
    for more in extra:
        for key, spellings in more.items():
            table.setdefault(key, []).extend(spellings)
    return table
