"""Answers for troubleshooting, host-RAM and clarifying questions (``Query.task``).

Every number comes from a tool output; the commands to run are quoted from the guides that
hold them, each cited. English and Chinese text sit side by side in ``TEXT``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from assistant.answer.citing import Evidence, sentences
from assistant.answer.compose import Draft, gb, say, table_head
from assistant.answer.compose_symptom import (
    nccl_consumer,
    nccl_model_fit,
    nccl_training,
    on_apple,
    setup_prefix,
    symptom_lead,
)
from assistant.answer.mfu_seen import mfu_stated
from assistant.answer.saver_alone import lead_saver_alone
from assistant.answer.speed_judged import judge_seen_speed
from assistant.answer.trouble_hints import KIND_HINTS, below_cuda12
from assistant.answer.util_not_on_card import not_on_card
from assistant.calc.remedies import HostRam, Remedy, RemedyPlan
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import trouble as msg
from assistant.messages.health_readings import UTIL_DRAW_READ
from assistant.models import Query, ToolCall
from assistant.question.clarifying import clarifying_options
from assistant.question.topic import query_topic, topic_terms
from assistant.rag.lexical import tokenize

TEXT: dict[str, tuple[str, str]] = {
    "oom_lead": (
        "**{method} {model} on {count} × {gpu} needs about {need} per GPU against {usable}"
        " usable**; most of it is {top}.",
        "**在 {count} × {gpu} 上{method} {model} 每卡约需 {need}，可用只有 {usable}**；"
        "大头是{top}。",
    ),
    "not_yet": ("Not yet: ", "还不够："),
    "too_big": ("Yes, it is too big: ", "是的，模型太大了："),
    "oom_fits": (
        "**{method} {model} on {count} × {gpu} should fit: about {need} per GPU against {usable}"
        " usable.** If it still runs out of memory, look for a larger batch or sequence than"
        " assumed, or another process on the card.",
        "**在 {count} × {gpu} 上{method} {model} 每卡约需 {need}，可用 {usable}，"
        "按估算应当装得下。**"
        "如果仍然爆显存，检查批大小或序列长度是否比假设的大，或卡上是否还有别的进程。",
    ),
    "table_head": (
        "| Change (cheapest first, each on top of the ones above) | Per GPU after | Saves | Fits |",
        "| 改动（按代价从低到高，逐项叠加） | 改后每卡 | 节省 | 能否装下 |",
    ),
    "fits": ("yes", "能"),
    "no_fit": ("no", "不能"),
    "oom_general": (
        "**Out of memory: the fixes, cheapest first:** micro-batch 1 with gradient accumulation,"
        " gradient checkpointing, a shorter sequence, an 8-bit optimizer, LoRA, then QLoRA,"
        " ZeRO-3/FSDP across GPUs, CPU offload, and last a card with more memory. Tell me the"
        " model, the card and the method and I will size each step.",
        "**显存不够时的办法（按代价从低到高）：** 微批大小降到 1 并用梯度累积、打开梯度检查点、"
        "缩短序列、换 8-bit 优化器、改用 LoRA、再到 QLoRA、多卡用 ZeRO-3/FSDP 切分、CPU 卸载，"
        "最后才是换更大显存的卡。告诉我模型、显卡和微调方式，我可以逐项算出每一步省多少显存。",
    ),
    "utilization": (
        "**Low GPU utilisation usually means the GPU is waiting: for data loading, the CPU or"
        " communication between GPUs.** Measure before changing hardware:",
        "**GPU 利用率低，通常是 GPU 在等：等数据加载、等 CPU，或等多卡之间的通信。**"
        "先测量再换硬件：",
    ),
    "scaling": (
        "**When more GPUs barely speed training up, the link between them (PCIe without"
        " NVLink) or small per-GPU batches are the usual cause.** Check the topology and the"
        " measured bandwidth:",
        "**多卡训练加速不明显，常见原因是卡间互联（没有 NVLink、只走 PCIe）或每卡批太小。**"
        "先查拓扑和实测带宽：",
    ),
    "nccl": (
        "**An NCCL timeout is usually a network or topology problem, or one rank that crashed"
        " or stalls.** Turn on NCCL's own logging and test the links:",
        "**NCCL 超时通常是网络或拓扑问题，或某个进程崩溃、卡住。**打开 NCCL 日志并测试链路：",
    ),
    "verify": (
        "**Check the card yourself: its name and memory in nvidia-smi, then a benchmark and"
        " nccl-tests against published figures.**",
        "**自己验机：先用 nvidia-smi 看型号和显存，再跑基准测试和 nccl-tests，与公开数据对比。**",
    ),
    "commands": ("**Commands to check:** ", "**检查命令：**"),
    "host_no": (
        "**No: {ram} GB of system RAM is less than the {gpu_mem} GB of GPU memory in"
        " {count} × {gpu}; plan on at least {buy} GB.**",
        "**不够：{count} × {gpu} 共有 {gpu_mem} GB 显存，{ram} GB 内存少于显存总量；"
        "至少配 {buy} GB。**",
    ),
    "host_yes": (
        "**Yes: {ram} GB of system RAM covers the {gpu_mem} GB of GPU memory in {count} × {gpu}.**",
        "**够：{ram} GB 内存不少于 {count} × {gpu} 的 {gpu_mem} GB 显存总量。**",
    ),
    "host_need": (
        "**{count} × {gpu} needs at least {buy} GB of system RAM** ({gpu_mem} GB of GPU memory).",
        "**{count} × {gpu} 至少需要 {buy} GB 系统内存**（显存总量 {gpu_mem} GB）。",
    ),
    "host_rule": (
        "Rule: at least as much system RAM as total GPU memory, because checkpoints are loaded"
        " and staged through host RAM, and more when optimizer state or weights are offloaded"
        " to the CPU. About {comfort} GB (1.6× the GPU memory, the ratio of NVIDIA's DGX A100)"
        " is comfortable. {quote}",
        "经验规则：系统内存至少等于显存总量，因为加载和保存检查点都要经过主机内存；"
        "把优化器状态或权重卸载到 CPU 时还要更多。约 {comfort} GB（显存的 1.6 倍，即 NVIDIA"
        " DGX A100 的配比）比较宽裕。{quote}",
    ),
    "clarify": (
        "**Which GPU depends on what you will run on it.** What is it for? Pick one, or"
        " tell me the model and your budget:",
        "**选哪张卡取决于你要用它跑什么。**主要用途是什么？选一个，或告诉我模型和预算：",
    ),
    "method_full": ("Full fine-tuning", "全参微调"),
    "method_lora": ("LoRA fine-tuning", "LoRA 微调"),
    "method_qlora": ("QLoRA fine-tuning", "QLoRA 微调"),
    "method_pretrain": ("Pre-training", "预训练"),
    "method_inference": ("Running", "推理运行"),
    "assume_full": (
        "fine-tuning with no method named read as full fine-tuning (the Hugging Face Trainer"
        " default)",
        "未说明微调方式，按全参微调估算（Hugging Face Trainer 的默认）",
    ),
    "assume_batch": (
        "micro-batch {batch} and gradient checkpointing off assumed for the job as it runs now",
        "按当前任务微批大小 {batch}、未开梯度检查点估算",
    ),
}
"""Sentences of these answers, English and Chinese side by side."""

REMEDY_TEXT: dict[str, tuple[str, str]] = {
    "micro_batch": (
        "micro-batch 1 with gradient accumulation (same effective batch)",
        "微批大小降到 1，用梯度累积保持等效批大小",
    ),
    "checkpointing": (
        "gradient checkpointing on (about 30% slower steps)",
        "打开梯度检查点（每步约慢 30%）",
    ),
    "shorter_sequence": ("sequence length {seq_len}", "序列长度缩短到 {seq_len}"),
    "adamw_8bit": ("8-bit AdamW (bitsandbytes)", "8-bit AdamW（bitsandbytes）"),
    "lora": ("LoRA instead of full fine-tuning", "改用 LoRA 而非全参微调"),
    "qlora": ("QLoRA (4-bit base model)", "QLoRA（4-bit 量化底模）"),
    "sharding": ("{strategy} sharding across the GPUs", "多卡 {strategy} 切分"),
    "offload": ("CPU offload (needs host RAM, much slower)", "CPU 卸载（占主机内存，明显变慢）"),
    "larger_gpu": ("a larger card: {gpu}, job unchanged", "换更大显存的卡：{gpu}，任务不变"),
}
"""Remedy names for the table, by ``calc.remedies`` key."""

COMMANDS: dict[str, tuple[str, ...]] = {
    "oom": ("nvidia-smi", "memory_summary", "max_memory_allocated", "PYTORCH_CUDA_ALLOC_CONF"),
    "utilization": ("nvidia-smi", "dcgm", "dmon", "profiler", "num_workers"),
    "scaling": ("nvidia-smi topo", "nccl-tests", "all_reduce_perf", "NCCL_DEBUG"),
    "nccl": ("NCCL_DEBUG", "nccl-tests", "all_reduce_perf", "nvidia-smi topo", "NCCL_"),
    "verify": ("nvidia-smi", "nccl-tests", "gpu-burn", "nvidia-smi topo", "dcgm", "memtest"),
    "cuda_arch": ("get_device_capability", "get_arch_list", "torch.version.cuda", "--index-url"),
    "cuda_unavailable": ("torch.version.cuda", "nvidia-smi", "--index-url", "is_available"),
    "nan_loss": ("gradscaler", "detect_anomaly", "bf16", "isfinite"),
    "nan_output": ("--no-half", "force_upcast", "torch_dtype", "vae"),
    "gpu_fault": ("dmesg", "xid", "nvidia-bug-report", "dcgmi diag", "-q -d ecc"),
    "slow": ("nvidia-smi", "clocks", "power.draw", "profiler", "num_workers"),
    "offload": ("-ngl", "n-gpu-layers", "num_gpu", "ollama ps"),
    "rocm": ("rocminfo", "rocm-smi", "hsa_override", "ggml_hip"),
    "toolchain": ("nvidia-smi", "torch.version.cuda", "--index-url", "cu12"),
    "error": ("nvidia-smi", "torch.version.cuda", "dmesg", "NCCL_DEBUG"),
    "container": ("--gpus all", "container toolkit"),
    "no_device": ("rminitadapter", "above 4g"),
    "driver_module": ("dkms", "modprobe", "mokutil", "lsmod"),
    "device_assert": ("cuda_launch_blocking", "labels.min", "resize_token_embeddings"),
    "power_trip": ("journalctl", "kernel-power", "-pl"),
}
"""Words that mark a guide sentence as a command to run, by trouble kind."""

HIGH_UTIL_PCT = 90.0
"""A GPU-Util this high is no low-utilisation trouble: whether the busy GPU is used well is."""

KIND_WORDS: dict[str, tuple[str, ...]] = {
    "oom": ("checkpointing", "gradient accumulation", "micro-batch", "检查点", "梯度累积"),
    "cuda_arch": ("compute capability", "sm_", "kernel", "算力", "内核"),
    "cuda_unavailable": ("is_available", "driver", "驱动"),
    "nan_loss": ("NaN", "overflow", "loss scal", "溢出", "损失缩放"),
    "nan_output": ("NaN", "溢出"),
    "gpu_fault": ("Xid", "ECC", "bus", "掉卡"),
    "slow": ("clock", "power", "throttl", "频率", "功耗", "降频"),
    "rocm": ("officially supports", "正式支持"),
    "toolchain": ("driver", "驱动"),
}
"""A passage quoted as the "why" of these problems must mention one of these words."""

TASK_HINTS: dict[str, tuple[str, str]] = {
    "host": ("CPU PCIe lanes and system memory RAM server", "CPU PCIe 通道 系统内存 服务器"),
    "clarify": ("which GPU to choose by user and workload", "按用户和用途选卡"),
}
"""Words added to the retrieval query by task, so the passages hold what the answer needs."""


def task_hint(query: Query) -> str | None:
    """Words to add to the retrieval query for a task question (None for other questions)."""
    zh = query.language == "zh"
    if query.task == "troubleshoot":  # black or noise frames out of an image or video model
        frames = query.trouble == "nan_loss" and query.workload_family in ("image", "video")
        key: str = "nan_output" if frames else query.trouble or "error"
        key = "driver_old" if below_cuda12(query) else key  # "470 + a new torch": the driver
        return KIND_HINTS.get(key, ("", ""))[zh]
    hint = TASK_HINTS.get(query.task or "")
    return hint[zh] if hint else None


def _t(draft: Draft, key: str, **values: Any) -> str:
    en, zh = TEXT[key]
    return say(draft.lang, en, zh).format(**values)


_CROSS_REF_RE = re.compile(r"《|\"[^\"]{25,}\"")
_CODE_RE = re.compile(r"`[^`]*`")


def _not_for_engine(draft: Draft) -> tuple[str, ...]:
    """Words of commands not for the runtime or the card.

    llama.cpp is rebuilt, not pip-installed; a card without bf16 (GTX 16, T4, V100) is not
    told to switch to it.
    """
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    no_bf16 = ("bf16",) if card is not None and not card.supports_bf16 else ()
    return (*(("pytorch", "torch") if draft.query.engine == "llama.cpp" else ()), *no_bf16)


def command_quotes(
    draft: Draft,
    kind: str,
    limit: int = 3,
    must: tuple[str, ...] = (),
    fallback: bool = True,
    skip: tuple[str, ...] = (),
    passages: Sequence[Evidence] | None = None,
) -> list[str]:
    """Guide sentences that name a command for ``kind``, each cited (at most ``limit``).

    A passage quoted must be about the trouble (``KIND_WORDS``); with ``must``, a sentence
    naming one of those words is quoted instead (what the user asked to check: SXM, MIG…).
    A sentence naming a ``skip`` word is never quoted (the multi-GPU test for one card), nor
    one that, with its guide's title and section, shares no topic term with the question: a
    command quoted must be about what was asked (``about_subject``). ``passages`` narrows the
    guides searched (a second-hand card's own guide).
    """
    words = [w.lower() for w in (must or COMMANDS.get(kind, ()))]
    topical = [w.lower() for w in KIND_WORDS.get(kind, ())]
    topic = set(topic_terms(draft.focus) if draft.focus else query_topic(draft.query))
    quotes: list[str] = []
    for evidence in draft.guides if passages is None else passages:
        if evidence.lang != draft.lang:
            continue
        if topical and not any(w in evidence.text.lower() for w in topical):
            continue
        for sentence in sentences(evidence.text):
            low = sentence.lower()
            # a quoted title names a guide; a quoted string inside `code` is the command's own
            if _CROSS_REF_RE.search(_CODE_RE.sub("", sentence)) or len(sentence) > 400:
                continue  # "See "Monitoring GPU utilisation: … nvidia-smi …"" names a guide
            if any(w in low for w in skip) or not about_subject(evidence, sentence, topic):
                continue
            if any(w in low for w in words):
                quotes.append(f"{sentence} {draft.citer.cite(evidence, sentence)}")
                break
        if len(quotes) >= limit:
            break
    if must and not quotes and fallback:
        return command_quotes(draft, kind, limit, skip=skip, passages=passages)
    return quotes


def about_subject(evidence: Evidence, sentence: str, topic: set[str]) -> bool:
    """Whether ``sentence``, under its guide's title and section, holds a topic term.

    A guide titled by the question's subject ("Verifying a rented GPU server" for a rented
    card) is about it throughout. True when the question has no topic terms to judge by.
    """
    # "s" of "it's" is no subject, nor "ti" of a card's name ("4070 ti" is no 2080 Ti section)
    words = {t for t in topic if len(t) > 2 or not t.isascii()}
    if not words:
        return True
    return not words.isdisjoint(tokenize(f"{evidence.title} {evidence.section} {sentence}"))


LOW_DRAW_SHARE = 0.6
"""A draw under this share of the cap, read beside a low utilisation, is said as its sign."""


def utilisation_stated(draft: Draft) -> str:
    """The stated GPU utilisation and the idle share it means ('' when none was stated)."""
    query = draft.query
    if query.gpu_util_pct is None:
        return ""
    name = draft.model_name(query.model_id) if query.model_id else query.workload_name
    job = msg.UTIL_JOB(name=name).render(draft.lang) if name else ""
    idle = round(100 - query.gpu_util_pct, 1)
    said = msg.UTIL_STATED(pct=query.gpu_util_pct, job=job, idle=idle).render(draft.lang)
    read = query.usage_cap_read  # "80W / 320W": the card's own sign that it waits
    if read is None or read[0] / read[1] >= LOW_DRAW_SHARE:
        return said
    line = UTIL_DRAW_READ(draw=read[0], cap=read[1], share=read[0] / read[1]).render(draft.lang)
    return f"{said.rstrip()} {line} " if draft.lang != "zh" else f"{said}{line}"


def _top_terms(draft: Draft, current: MemoryEstimate) -> str:
    names = {
        "weights": ("weights", "权重"),
        "gradients": ("gradients", "梯度"),
        "optimizer": ("optimizer state", "优化器状态"),
        "activations": ("activations", "激活值"),
        "logits": ("logits", "logits"),
        "kv_cache": ("KV cache", "KV 缓存"),
        "overhead": ("overhead", "框架开销"),
    }
    terms = sorted(current.breakdown.model_dump().items(), key=lambda kv: -float(kv[1]))[:2]
    parts = [f"{say(draft.lang, *names.get(k, (k, k)))} ({gb(float(v))})" for k, v in terms]
    return say(draft.lang, " and ", "和").join(parts)


def _remedy_label(draft: Draft, remedy: Remedy) -> str:
    en, zh = REMEDY_TEXT[remedy.key]
    change = remedy.change
    strategy = {"zero3": "ZeRO-3", "fsdp": "FSDP"}.get(str(change.get("strategy")), "")
    return say(draft.lang, en, zh).format(
        seq_len=change.get("seq_len", ""), strategy=strategy, gpu=draft.gpu_name(remedy.gpu_id)
    )


def _remedy_table(draft: Draft, remedies: list[Remedy]) -> str:
    rows = table_head(_t(draft, "table_head"))
    for r in remedies:
        saves = gb(r.saves_gb) if r.key != "larger_gpu" else "—"
        ok = _t(draft, "fits" if r.fits else "no_fit")
        rows.append(f"| {_remedy_label(draft, r)} | {gb(r.per_gpu_gb)} | {saves} | {ok} |")
    return "\n".join(rows)


def _oom_verdict(draft: Draft, fits: bool) -> None:
    """The yes or no an out-of-memory question asks: the change asked fits, or the size is why.

    "把 -c 降到 16k 是不是就行了", "would 8k be enough": the change asked is judged; "is it just too
    big, or a gpu-memory-utilization thing?": yes when it does not fit the card at all.
    """
    if draft.query.saver_alone_asked:  # the change asked is judged on its own (saver_alone)
        return
    if draft.query.asks_feasibility:
        draft.verdict = "yes" if fits else "no"
    elif draft.query.too_big_asked:
        draft.verdict = "no" if fits else "yes"


def compose_troubleshoot(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """What takes the memory and the remedies in order of cost; or the checks for the problem."""
    # no trouble read off the words: an error or symptom of its own, not out of memory
    kind = draft.query.trouble or "error"
    remedies = [c for c in calls if c.tool == "suggest_remedies"]
    plans = [plan for c in remedies if (plan := c.typed(RemedyPlan)) is not None]
    if plans:
        plan = plans[0]
        current = plan.current
        method = _t(draft, f"method_{current.method}")
        values = dict(
            method=method,
            model=draft.model_name(current.model_id),
            count=current.count,
            gpu=f"{draft.gpu_name(current.gpu_id)} {draft.spec(current.gpu_id)}".strip(),
            need=gb(current.per_gpu_gb),
            usable=gb(current.usable_gb),
        )
        # "would 8k be enough", "is it just too big": the yes or no asked
        _oom_verdict(draft, current.fits)
        if current.fits:
            draft.add(_t(draft, "oom_fits", **values))
        else:
            head = _t(draft, "oom_lead", top=_top_terms(draft, current), **values)
            said = draft.verdict is not None and head.startswith("**")  # the verdict in the bold
            word = "too_big" if draft.query.too_big_asked else "not_yet"
            rest = head[2:3].lower() + head[3:] if word == "too_big" else head[2:]
            draft.add(f"**{_t(draft, word)}{rest}" if said else head)
            draft.add(_remedy_table(draft, plan.remedies))
        if draft.query.finetune_unspecified:
            draft.assume(_t(draft, "assume_full"))
        if draft.query.batch_size is None and current.method != "inference":
            draft.assume(_t(draft, "assume_batch", batch=current.batch))
        draft.assume(*current.assumptions)
        lead_saver_alone(draft, calls)  # "would checkpointing alone fix it?": yes or no first
    elif (lead := symptom_lead(draft, kind, calls)) is not None:
        draft.add(lead)
        if kind == "slow":  # "别人能到 70，我这台正常吗": the speed seen, judged in the lead
            judge_seen_speed(draft, calls)
        if kind in ("cuda_unavailable", "slow", "error") and on_apple(draft):
            return  # the guides' CUDA commands do not apply to Metal
        frames = kind == "nan_loss" and draft.query.workload_family in ("image", "video")
        named = draft.query.trouble is not None  # unnamed: the question's passages explain it
        quotes = named and command_quotes(
            draft, "nan_output" if frames else kind, skip=_not_for_engine(draft)
        )
        if quotes:  # the guide's steps are the answer; a "why" beside them would repeat it
            draft.add(_t(draft, "commands") + " ".join(quotes))
            return
    else:
        stated = utilisation_stated(draft) + mfu_stated(draft)  # "mfu 只有 18%": against runs
        general = _t(draft, "oom_general" if kind == "oom" else kind)
        busy = draft.query.gpu_util_pct
        if kind == "utilization" and busy is not None and busy >= HIGH_UTIL_PCT:
            stated, general = "", msg.UTIL_HIGH(pct=busy).render(draft.lang)  # busy, not useful
        idle_card = not_on_card(draft) if kind == "utilization" else ""
        stated, general = ("", idle_card) if idle_card else (stated, general)  # "P8 12W, 0%"
        if kind == "nccl":  # whether the model fits the cards it is split over, beside the
            fit = nccl_model_fit(draft, calls)  # causes (GeForce cards' own first)
            consumer = nccl_consumer(draft)
            # the general lead ends on a colon before the commands, so the fit goes first
            sep = "" if draft.lang == "zh" else " "
            # a job trained: a rank held up or a link dropped, in place of the general causes
            general = nccl_training(draft) or general
            general = sep.join(p for p in ((consumer, fit) if consumer else (fit, general)) if p)
        draft.add(setup_prefix(draft) + stated + general)
        if draft.query.cpu_saturated:
            draft.add(msg.CPU_SATURATED().render(draft.lang))
    named = draft.query.trouble is not None  # an unnamed trouble has no commands of its own
    quotes = named and command_quotes(draft, kind, skip=_not_for_engine(draft))
    if quotes:
        draft.add(_t(draft, "commands") + " ".join(quotes))
    cited = {c.doc_id for c in draft.citer.citations}
    topical = KIND_WORDS.get(kind, ())
    draft.guides = [  # say nothing twice, and only what is about this problem
        g
        for g in draft.guides
        if g.doc_id not in cited and (not topical or any(w in g.text for w in topical))
    ]
    if named:  # an unnamed trouble: the question's own words search
        draft.focus = draft.focus or KIND_HINTS[kind][draft.lang == "zh"]
    draft.explain(limit=1, asked_too=True)


def compose_host(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The host-RAM rule with its source, and the figure for the stated box."""
    rams = [c for c in calls if c.tool == "host_ram"]
    boxes = [box for c in rams if (box := c.typed(HostRam)) is not None]
    if not boxes:
        draft.explain(limit=2)
        return
    out = boxes[0]
    values = dict(
        ram=f"{out.stated_ram_gb:g}" if out.stated_ram_gb else "",
        gpu_mem=f"{out.gpu_memory_gb:g}",
        count=out.count,
        gpu=draft.gpu_name(out.gpu_id),
        buy=out.buy_gb,
    )
    if out.enough is None:
        draft.add(_t(draft, "host_need", **values))
    else:
        draft.verdict = "yes" if out.enough else "no"
        draft.add(_t(draft, "host_yes" if out.enough else "host_no", **values))
    quote = ""
    for evidence in draft.guides:
        found = [s for s in sentences(evidence.text) if "DGX A100" in s and "TB" in s]
        if found:
            quote = f"{found[0]} {draft.citer.cite(evidence, found[0])}"
            break
    draft.add(_t(draft, "host_rule", comfort=f"{out.comfortable_ram_gb:g}", quote=quote))


def compose_clarify(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A short question with the choices that would let the answer be computed."""
    options = clarifying_options(draft.query)
    draft.add(_t(draft, "clarify"))
    draft.add("\n".join(f"{i}. {option}" for i, option in enumerate(options, 1)))


__all__ = [
    "about_subject",
    "command_quotes",
    "compose_clarify",
    "compose_host",
    "compose_troubleshoot",
    "task_hint",
]
