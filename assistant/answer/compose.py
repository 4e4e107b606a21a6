"""Compose the answer from the query, the tool calls and the evidence; pure.

Verdict first, then the numbers, what would work instead, caveats, and the explanation from
cited passages.

Every number in the text is formatted from a tool output or quoted from a cited passage, and
every ``[n]`` is handed out by ``Citer`` for evidence actually used.

This module holds the shared pieces (``Draft``, formatting, method and strategy names) and the
refusal answers; each kind of answer has its own module (``compose_fit``, ``concept``,
``compose_price``, ``compose_choice``, ``compose_compare``, ``compose_speed``,
``compose_catalog``, ``compose_trouble``, ``compose_market``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from assistant.answer.citing import Citer, Evidence, best_sentences, terms
from assistant.answer.consistency import (
    Setup,
    about_other_cards,
    about_other_platform,
    adjust_quote,
)
from assistant.answer.other_models import about_other_models
from assistant.catalog.specs import Catalog
from assistant.language import article
from assistant.messages import Message, render_all, talk
from assistant.models import Answer, Query, ToolCall, Verdict
from assistant.question.topic import names_subject, query_topic, shares_topic, topic_terms
from assistant.question.unlisted import is_a_model_kind

WHY_SHARE = 0.5
"""Share of the question's topic terms a passage must hold to be quoted under "Why:"."""
QUOTE_SHARE = 1e-9
"""The sentences quoted must hold at least one of the question's topic terms (a passage about
the L40S may also hold a sentence about dataset size, which does not answer "L20 or L40S")."""


def _worded(topic: list[str]) -> list[str]:
    """The topic terms a quoted sentence must share: its words, not a small figure.

    "1" of "1 × L4" is in "1,440 GB" too; a card number ("4090") is a word. All the terms when
    the topic is only small figures.
    """
    return [t for t in topic if not (t.isdigit() and len(t) < 3)] or topic


METHOD_NAMES = {
    "en": {
        "inference": "inference",
        "full": "full fine-tuning",
        "lora": "LoRA",
        "qlora": "QLoRA",
        "pretrain": "pretraining",
    },
    "zh": {
        "inference": "推理",
        "full": "全参数微调",
        "lora": "LoRA",
        "qlora": "QLoRA",
        "pretrain": "预训练",
    },
}
STRATEGY_NAMES = {
    "en": {
        "single": "one GPU",
        "ddp": "data parallel (full copy per GPU)",
        "zero1": "ZeRO-1 (optimizer sharded)",
        "zero2": "ZeRO-2 (optimizer + gradients sharded)",
        "zero3": "ZeRO-3 (everything sharded)",
        "fsdp": "FSDP (everything sharded)",
        "tp": "tensor parallel",
        "pp": "pipeline parallel",
        "device_map": "layers split across GPUs",
        "offload": "CPU offload",
    },
    "zh": {
        "single": "单卡",
        "ddp": "数据并行（每卡一份完整模型）",
        "zero1": "ZeRO-1（切分优化器状态）",
        "zero2": "ZeRO-2（切分优化器状态和梯度）",
        "zero3": "ZeRO-3（全部切分）",
        "fsdp": "FSDP（全部切分）",
        "tp": "张量并行",
        "pp": "流水线并行",
        "device_map": "按层切分到多卡",
        "offload": "CPU 卸载",
    },
}
SHARDED = {"zero1", "zero2", "zero3", "fsdp", "offload"}
"""Strategies a user must set up on purpose (a named setting makes a verdict conditional)."""


def say(lang: str, en: str, zh: str) -> str:
    """Pick the sentence for the answer's language."""
    return zh if lang == "zh" else en


def gb(value: float) -> str:
    """Format GB (1e9 bytes) with one decimal."""
    return f"{value:,.1f} GB"


def table_head(header: str) -> list[str]:
    """A markdown table's header row and its separator row (one ``---`` per column)."""
    columns = header.strip().strip("|").count("|") + 1
    return [header, "|" + " --- |" * columns]


def money(amount: Decimal | str | float | None, currency: str) -> str:
    """Format an amount as ``$1,234.50`` or ``¥1,234.50``; '—' when missing."""
    if amount is None:
        return "—"
    sign = "¥" if currency == "CNY" else "$"
    return f"{sign}{float(amount):,.2f}"


_SIZED_NAME_RE = re.compile(r"\d+(?:\.\d+)?\s?[BbMm]\b|\d+[xX]\d+B")
"""A model name that already says its size ("Llama 3.1 70B", "Mixtral 8x7B")."""


def model_display(catalog: Catalog, model_id: str, lang: str) -> str:
    """A model as people name it: ``Llama 3.1 70B``, or a bare size as "a 13B model"."""
    model = catalog.models.get(model_id)
    if model is not None:
        if _SIZED_NAME_RE.search(model.name) is None:  # "DeepSeek-R1" is asked as "R1 671B"
            return f"{model.name} ({model.params_b:g}B)"
        return model.name
    if model_id.startswith("generic-"):
        size = model_id.removeprefix("generic-").upper()
        return say(lang, f"{article(size)} {size} model", f"{size} 模型")
    return model_id


@dataclass
class Draft:
    """An answer being written: paragraphs, verdict, assumptions and the citations used."""

    query: Query
    catalog: Catalog
    specs: dict[str, Evidence]
    guides: list[Evidence]
    paragraphs: list[str] = field(default_factory=list)
    verdict: Verdict | None = None
    assumptions: list[str] = field(default_factory=list)
    citer: Citer = field(default_factory=Citer)
    focus: str = ""
    """The request in words when it differs from the question's text (follow-up, overrides)."""
    setup: Setup | None = None
    """What the answer computed, so quoted results for another setup are dropped or qualified."""
    premises_said: bool = False
    """The composer already said which named cards lack the features asked (a catalog answer),
    so no premise correction is added above its first line."""
    deferred_note: str = ""
    subject: tuple[frozenset[str], ...] = ()
    """What was asked about, as groups of name tokens (the provider's names, the card's): a
    quoted sentence must name one token of every group (``quote_subject``)."""
    stand_in_note: bool = False
    """The deferred note says the figures are for a stand-in (a generic model of the size named):
    an answer with no verdict to lead with says that first."""
    winner_led: bool = False
    """The first line names the winner of the cards compared: a verdict that leads, so a note
    on a stand-in model follows it."""
    """A note on something the question could not use that does not block the answer (a model
    sized as generic): placed after the first line, which answers what was asked."""

    @property
    def lang(self) -> str:
        """Language of the answer (the question's)."""
        return self.query.language

    def add(self, text: str) -> None:
        """Append one paragraph (skipped when empty)."""
        if text.strip():
            self.paragraphs.append(text.strip())

    def assume(self, *items: Message | str) -> None:
        """Record assumptions once each, in order, rendered in the answer's language."""
        for text in render_all([item for item in items if item], self.lang):
            if text and text not in self.assumptions:
                self.assumptions.append(text)

    def spec(self, gpu_id: str) -> str:
        """Cite the spec passage of ``gpu_id`` and return its marker ('' if none exists)."""
        return self.spec_row(f"gpu-{gpu_id}")

    def spec_row(self, doc_id: str) -> str:
        """Cite a spec passage (``gpu-…`` or ``offer-…``) by its first line; '' if unknown."""
        evidence = self.specs.get(doc_id)
        if evidence is None:
            return ""
        first = evidence.text.splitlines()[0] if evidence.text else ""
        return self.citer.cite(evidence, first)

    def gpu_name(self, gpu_id: str) -> str:
        """Display name of a catalog GPU id."""
        gpu = self.catalog.gpus.get(gpu_id)
        return gpu.short_name if gpu else gpu_id

    def model_name(self, model_id: str) -> str:
        """Display name of a model id: its catalog name, or "a 13B model" for a bare size."""
        return model_display(self.catalog, model_id, self.lang)

    def _adjust(self, sentence: str, previous: str | None) -> str | None:
        if self.setup is None:
            return sentence
        if about_other_cards(sentence, self.setup, self.catalog):
            return None  # an explanation beside sized cards stays on those cards (issue 14)
        return adjust_quote(sentence, self.setup, self.catalog, self.lang, previous)

    def explain(self, limit: int = 2, sentences: int = 2, asked_too: bool = False) -> None:
        """Quote the best sentences of the top guide passages, each with its marker.

        Only a passage about the question's subject is quoted: it must hold ``WHY_SHARE`` of
        the question's topic terms (an H100 price is not explained by a QLoRA passage). With a
        ``focus`` and ``asked_too``, sentences that also hold a term of the question come first;
        when the question shares a term with the focus, only those are quoted.
        """
        topic = topic_terms(self.focus) if self.focus else query_topic(self.query)
        wanted = terms(self.focus or " ".join(topic))
        asked = query_topic(self.query) if asked_too and self.focus else []
        found: list[tuple[Evidence, str]] = []
        for evidence in self.guides:
            if not asked and len({e.doc_id for e, _ in found}) >= limit:
                break  # enough to quote; with ``asked`` every candidate is weighed
            if any(e.doc_id == evidence.doc_id for e, _ in found):
                continue
            if not shares_topic(f"{evidence.section} {evidence.text}", topic, WHY_SHARE):
                continue
            if self.setup is not None and about_other_platform(
                evidence.section, self.setup, self.catalog
            ):
                continue  # a Mac section names an RTX 4090 only as its yardstick
            quote = best_sentences(evidence, wanted, sentences, self._adjust)
            if not quote or not shares_topic(quote, _worded(topic), QUOTE_SHARE):
                continue  # the sentences quoted, not only their passage, are about the question
            if not names_subject(quote, self.subject):
                continue  # "算家云 5090 per hour" is not explained by why Aliyun lists no prices
            if about_other_models(quote, self.query, self.catalog):
                continue  # a DeepSeek question is not explained by Whisper's sizes
            found.append((evidence, quote))
        if asked:  # a hint's passage that also says something of what was asked first
            said = [(e, q) for e, q in found if shares_topic(q, asked, QUOTE_SHARE)]
            # the asker named the problem in its own terms ("nccl … p2p"): only such passages
            strict = not set(asked).isdisjoint(topic)
            found = said if said or strict else found
        used: set[str] = set()
        quotes = []
        for evidence, quote in found:
            if evidence.doc_id in used or len(used) >= limit:
                continue
            used.add(evidence.doc_id)
            quotes.append(f"{quote} {self.citer.cite(evidence, quote)}")
        if quotes:
            self.add(say(self.lang, "**Why:** ", "**原因与背景：**") + " ".join(quotes))

    def answer(self, calls: Sequence[ToolCall]) -> Answer:
        """Assemble the contract object."""
        return Answer(
            question=self.query.text,
            language=self.query.language,
            intent=self.query.intent,
            kind=self.query.kind,
            verdict=self.verdict,
            answer="\n\n".join(self.paragraphs),
            citations=self.citer.citations,
            tool_calls=list(calls),
            assumptions=self.assumptions,
        )


def could_not(draft: Draft, what: tuple[str, str], reason: str | None, passages: int = 1) -> None:
    """Say which calculation failed and why, then quote what the guides offer instead."""
    en, zh = what
    draft.add(say(draft.lang, f"{en}: {reason}.", f"{zh}：{reason}。"))
    draft.explain(limit=passages)


# --------------------------------------------------------------------------- concept & refusals


def compose_unsupported(draft: Draft) -> None:
    """Politely decline a question outside GPU selection."""
    draft.add(
        say(
            draft.lang,
            "I can only help with choosing GPUs, servers and cloud instances for AI work: whether a"
            " model fits on your GPUs, how fast it runs, what a cloud job costs, and whether to"
            " rent or buy.",
            "我只能回答与 AI 算力选型相关的问题：模型能否装进你的显卡、运行速度、云上任务成本，"
            "以及租还是买。",
        )
    )


CHINESE_CLOUDS = {
    "aliyun": ("Aliyun", "阿里云"),
    "tencent": ("Tencent Cloud", "腾讯云"),
    "huawei": ("Huawei Cloud", "华为云"),
    "baidu": ("Baidu AI Cloud", "百度智能云"),
    "volcano": ("Volcano Engine", "火山引擎"),
    "qingcloud": ("QingCloud", "青云"),
}
"""China's clouds, whose GPU prices are not published as tables (key: en, zh names)."""
PROVIDER_NAMES = {
    "aws": ("AWS", "AWS"),
    "gcp": ("Google Cloud (GCP)", "谷歌云（GCP）"),
    "azure": ("Azure", "Azure"),
    "lambda": ("Lambda", "Lambda"),
    "runpod": ("RunPod", "RunPod"),
    "nebius": ("Nebius", "Nebius"),
    "vast": ("Vast.ai", "Vast.ai"),
    "coreweave": ("CoreWeave", "CoreWeave"),
    "oracle": ("Oracle Cloud", "甲骨文云"),
    "paperspace": ("Paperspace", "Paperspace"),
    "autodl": ("AutoDL", "AutoDL"),
    "ucloud": ("UCloud", "优云智算"),
    "gpushare": ("gpushare", "恒源云"),
    "matpool": ("matpool", "矩池云"),
    "suanjia": ("Suanjiayun (算家云)", "算家云"),
    "chenjian": ("Chenjianyun (晨涧云)", "晨涧云"),
    "together": ("Together AI", "Together AI"),
    "jarvislabs": ("Jarvislabs", "Jarvislabs"),
    "fireworks": ("Fireworks AI", "Fireworks AI"),
    "modal": ("Modal", "Modal"),
    "replicate": ("Replicate", "Replicate"),
    "hyperbolic": ("Hyperbolic", "Hyperbolic"),
    "tensordock": ("TensorDock", "TensorDock"),
    "digitalocean": ("DigitalOcean", "DigitalOcean"),
    "crusoe": ("Crusoe", "Crusoe"),
    "fluidstack": ("FluidStack", "FluidStack"),
    "massedcompute": ("Massed Compute", "Massed Compute"),
    "featurize": ("Featurize", "Featurize"),
    "zhixingyun": ("Zhixingyun (智星云)", "智星云"),
    "gpugeek": ("GPUGeek", "GPUGeek"),
    "lanrui": ("Lanyun (蓝耘)", "蓝耘"),
    "onethingai": ("OneThingAI", "网心云"),
    "vultr": ("Vultr", "Vultr"),
    "salad": ("SaladCloud", "SaladCloud"),
    "scaleway": ("Scaleway", "Scaleway"),
    "akamai": ("Akamai Cloud (Linode)", "Akamai Cloud（Linode）"),
    "genesiscloud": ("Genesis Cloud", "Genesis Cloud"),
    "tensorwave": ("TensorWave", "TensorWave"),
    "hotaisle": ("Hot Aisle", "Hot Aisle"),
    "voltagepark": ("Voltage Park", "Voltage Park"),
    "sfcompute": ("SF Compute", "SF Compute"),
    "shadeform": ("Shadeform", "Shadeform"),
    "baseten": ("Baseten", "Baseten"),
    "novita": ("Novita AI", "Novita AI"),
    "lepton": ("Lepton AI", "Lepton AI"),
    "jdcloud": ("JD Cloud", "京东云"),
    "ksyun": ("Kingsoft Cloud", "金山云"),
    "ecloud": ("China Mobile Cloud", "移动云"),
    "cucloud": ("China Unicom Cloud", "联通云"),
    "sensecore": ("SenseCore", "商汤大装置"),
    "hyperstack": ("Hyperstack", "Hyperstack"),
    "lanruixingzhou": ("Lanrui Xingzhou", "揽睿星舟"),
    "gongji": ("Gongji Compute", "共绩算力"),
    "hetzner": ("Hetzner", "Hetzner"),
    "ovhcloud": ("OVHcloud", "OVHcloud"),
    "thundercompute": ("Thunder Compute", "Thunder Compute"),
    "ctyun": ("China Telecom Cloud (CTyun)", "天翼云"),
    "infinigence": ("Infinigence AI", "无问芯穹"),
    "luchen": ("Luchen Cloud", "潞晨云"),
    "capitalonline": ("Capital Online", "首都在线"),
    "paratera": ("Paratera", "并行科技"),
    **CHINESE_CLOUDS,
}
"""Providers as answers name them (key: en, zh). A Chinese cloud known only by its Chinese name
keeps it beside the romanization in English ("Suanjiayun (算家云)"): the name its users search."""
PROVIDER_NAMES_ZH = {
    name.lower(): names[1] for key, names in PROVIDER_NAMES.items() for name in (key, names[0])
}
"""Chinese names of providers a Chinese answer should name as its reader does."""


def provider_name(provider: str, lang: str) -> str:
    """A provider as the reader names it (阿里云 in a Chinese answer, Aliyun in English)."""
    return PROVIDER_NAMES_ZH.get(provider.lower(), provider) if lang == "zh" else provider


def place_deferred_note(draft: Draft) -> None:
    """Put a deferred note right after the first line (first when nothing else was written).

    A note that the figures are for a stand-in model goes first when no verdict leads.
    """
    if draft.deferred_note:
        first = draft.stand_in_note and draft.verdict is None and not draft.winner_led
        draft.paragraphs.insert(0 if first else min(1, len(draft.paragraphs)), draft.deferred_note)
        draft.deferred_note = ""


def _asked_request(draft: Draft) -> str:
    """The model and GPUs the question named, in words ('' when it named neither)."""
    query = draft.query
    model = query.model_id or (f"generic-{query.params_b:g}b" if query.params_b else None)
    named = model_display(draft.catalog, model, draft.lang) if model else ""
    cards = say(draft.lang, ", ", "、").join(draft.gpu_name(g.gpu_id) for g in query.gpus)
    if named and cards:
        return say(draft.lang, f"{named} on {cards}", f"{named}（{cards}）")
    return named or cards


def compose_problems(draft: Draft) -> None:
    """State plainly, in the question's language, what in the question could not be used.

    "Did you mean" suggestions are shown by name, each citing that GPU's spec row.
    """
    lang = draft.lang
    lines = []
    for problem in draft.query.problems:
        text = problem.text(draft.query.language)
        gpus = [g for g in problem.suggestions if g in draft.catalog.gpus]
        if gpus:
            text = text.split("; did you mean")[0].split("；您是不是指")[0]
            named = [f"{draft.gpu_name(g)} {draft.spec(g)}" for g in gpus]
            text += say(
                lang, f"; did you mean {', '.join(named)}?", f"；您是不是指 {'、'.join(named)}？"
            )
        elif not text.endswith((".", "。", "?", "？")):
            text += say(lang, ".", "。")
        lines.append(text)
    miscounted = draft.query.miscounted
    if lines:
        lead = talk.BLOCKED_LEAD() if miscounted else None
        note = (lead.render(lang) if lead else say(lang, "**Note:** ", "**请注意：**")) + " ".join(
            lines
        )
        cites = any(
            p.suggestions and p.kind in ("unknown_gpu", "unknown_gpu_sized")
            for p in draft.query.problems
        )
        # a model the catalog lacks is said first: nothing after it is about that model
        # so is a model or a precision the catalog lacks ("1.58bit"): the figures are not it
        # so is a mixture of experts sized as a dense stand-in: its speed is not that model's
        kinds = ("unlisted_model", "low_bits", "generic_moe_model")
        # a kind of model beside a model sized stays a note: its family's list ("asr + tts":
        # Whisper listed), or one model named and sized ("whisper with a small tts beside it";
        # not the family's stand-in read from "tts" alone)
        asked = draft.query
        sized = asked.workload_id in asked.workload_ids and not asked.workload_unknown
        listed = asked.workload_id is not None and (asked.workload_ask == "list" or sized)
        unlisted = any(
            p.kind in kinds and not (listed and is_a_model_kind(p.surface or ""))
            for p in draft.query.problems
        )
        unsized = draft.query.model_id is None and draft.query.params_b is None
        # "GLM-4.1V-9B-Thinking": only the size read from its name is sized, as a stand-in
        stand_in = draft.query.model_id is None and draft.query.models_named == 1
        # "deepseek v3.1" with nothing sized in its place: said first, with what is close; so
        # is one named to its size beside a sized model ("qwen3-reranker-8b + qwen3 32b"), left
        # unsized (a helper said in general, "+ bge for embeddings", stays a note)
        unknown = any(
            p.kind == "unknown_model"
            and p.surface
            and (unsized or stand_in or _SIZED_NAME_RE.search(p.surface) is not None)
            for p in draft.query.problems
        )
        # models kept loaded together ("qwen3-8b + bge-m3 + a reranker all resident"): the one
        # the catalog lacks is part of the sum asked, so the fit cannot be said without it
        together = draft.query.models_resident and any(
            p.kind == "unknown_model" for p in draft.query.problems
        )
        if draft.query.blocked or cites or unlisted or unknown or together:
            draft.add(note)
        else:
            draft.deferred_note = note
            draft.stand_in_note = any(p.kind == "generic_model" for p in draft.query.problems)
    request = _asked_request(draft) if miscounted else ""
    if request:  # the count was wrong: the rest of the question is said back, sized once fixed
        draft.add(talk.BLOCKED_ASKED(request=request).render(lang))
    elif draft.query.blocked and not spec_looked_up(draft.query):  # a spec asked: no sizing
        draft.add(
            say(
                lang,
                "To size this I need a GPU I know and a count of at least one; please ask again.",
                "要估算这个问题，需要一个目录中已知的 GPU 型号和至少 1 张卡；请补充后再问。",
            )
        )


def spec_looked_up(query: Query) -> bool:
    """A card's figures asked ("A30 显存多大", "rtx 5095 bandwidth"), with no model to size."""
    return bool(query.spec_fields) and query.model_id is None and query.params_b is None
