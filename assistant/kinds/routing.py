"""Choose the kind of a question: the parser's typed reading, then similarity to examples.

Each kind declares example questions in both languages. A question is compared with every
example by TF-IDF cosine over the same bilingual tokens BM25 retrieval uses (English words and
model tokens whole; Chinese through jieba words and character bigrams). The kind the parser's
reading names (``Kind.prior``) stands unless another kind whose slots the question has
(``Kind.admits``) is closer to the question by at least ``MARGIN``: slots say what *can* be
answered, similarity says what was *asked*. Pure apart from the index built once per process.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache

from pydantic import BaseModel

from assistant.kinds.asked_like import (
    CONFIDENT_SHARE,
    PLURALITY_SHARE,
    answers,
    kind_for,
    vote_for,
    words_apart_from,
)
from assistant.kinds.base import Kind
from assistant.kinds.example_tokens import example_tokens
from assistant.kinds.fits_hardware import llm_list_lead
from assistant.kinds.held_count import count_put_to_hold
from assistant.kinds.instance_fits import asks_type_model_list
from assistant.kinds.kv_cache import load_in_memory
from assistant.kinds.rent_named import weighs_named_rental
from assistant.kinds.serve_capacity import asks_capacity
from assistant.models import KindName, Query
from assistant.question.card_offer import offer_weighed
from assistant.question.follow_kind import load_added
from assistant.question.intent_cues import without_indifference
from assistant.question.plan_options import weighs_options
from assistant.question.rent_weighed import rent_weighed
from assistant.question.serving_slots import per_user_speed_asked
from assistant.rag.lexical import tokenize

ROUTING_STOPWORDS = frozenset(
    """
    还是 或者 一下 这个 那个 现在 应该 大概 一般 比较 到底 是不是 有没有 怎么样 为什么 能不能
    请问 大佬 求助 or vs versus is are does do can the a an my me i
    """.split()
)
"""Connectives and question words that say nothing of the kind: "RoCE 还是 IB" is not
"租还是买"."""
CONFIDENT_READING = 6
"""A parser intent this many cue points above its runner-up stands: similarity does not
overturn "buying a 3090 vs runpod" (a rent-or-buy cue of 6) because price examples share words."""
MARGIN = 0.12
"""How much closer to its examples a challenger must be than the parser's kind."""
FLOOR = 0.30
"""Least cosine with its nearest example for a challenger to be chosen at all."""


class Routing(BaseModel):
    """Which kind was chosen, against which runner-up, and how close each was."""

    kind: KindName
    prior: KindName
    similarity: dict[str, float]
    """Cosine of the question with each kind's nearest example (kinds above zero)."""
    reason: str
    """``prior`` (the parser's reading stood), ``similarity`` (a closer kind took over) or
    ``neighbours`` (the labelled questions' vote replaced a weak reading), ``asked`` (the kind
    chosen did not give what the question asks for: ``answers_asked``)."""


@lru_cache(maxsize=64)
def _tokens(text: str) -> tuple[str, ...]:
    """Retrieval's bilingual tokens, less connectives; Chinese bigrams inside them dropped too.

    What the asker says does not matter ("速度无所谓") is no word of the kind asked. Cached: the
    similarity to examples and the labelled-question vote read the same question's tokens.
    """
    return tuple(_kept(tokenize(without_indifference(text.lower()))))


_UNIT_WORDS = {"hr": "hour", "hrs": "hour", "mo": "month"}
"""Short forms of a rate's unit read as the word ("$/hr" is per hour, as the examples say)."""


def _kept(tokens: list[str]) -> list[str]:
    return [
        _UNIT_WORDS.get(t, t)
        for t in tokens
        if t not in ROUTING_STOPWORDS and not any(t in w for w in ROUTING_STOPWORDS if len(w) > 2)
    ]


class ExampleIndex:
    """TF-IDF vectors of every kind's examples, both languages in one vocabulary."""

    def __init__(self, kinds: Sequence[Kind]) -> None:
        named = [(k.name, text) for k in kinds for text in (*k.examples.en, *k.examples.zh)]
        cached = example_tokens([text for _, text in named])  # jieba only when they change
        docs = [(name, Counter(_kept(t))) for (name, _), t in zip(named, cached, strict=True)]
        frequency: Counter[str] = Counter()
        for _, tokens in docs:
            frequency.update(set(tokens))
        total = len(docs)
        self._idf = {t: math.log((1 + total) / (1 + n)) + 1.0 for t, n in frequency.items()}
        self._docs = [(name, self._unit(tokens)) for name, tokens in docs]

    def _unit(self, tokens: Counter[str]) -> dict[str, float]:
        weights = {t: (1 + math.log(n)) * self._idf.get(t, 0.0) for t, n in tokens.items()}
        norm = math.sqrt(math.fsum(w * w for w in weights.values())) or 1.0
        return {t: w / norm for t, w in weights.items() if w}

    def similarity(self, text: str) -> dict[KindName, float]:
        """Cosine of ``text`` with the nearest example of each kind (0 when none shares a term)."""
        query = self._unit(Counter(_tokens(text)))
        best: dict[KindName, float] = {}
        for name, doc in self._docs:
            score = math.fsum(w * doc[t] for t, w in query.items() if t in doc)
            if score > best.get(name, 0.0):
                best[name] = score
        return best


@cache
def _index(kinds: tuple[Kind, ...]) -> ExampleIndex:
    return ExampleIndex(kinds)


EXPLAINED_ANYWAY: frozenset[KindName] = frozenset({"smalltalk", "unsupported", "not_covered"})
EXPLAINED_ANYWAY |= {"verify", "troubleshoot", "clarify"}
"""Kinds whose reading stands even when a why is asked ("why does it OOM" is a symptom)."""


def prior_kind(query: Query, kinds: Sequence[Kind]) -> Kind:
    """The first kind (in registry order) that the parser's reading names.

    A why or how-it-works asked with nothing to compute (``explain_asked``) is the
    explanation kind's, ahead of any calculator kind whose slots the question also fills.
    """
    concept = next(k for k in kinds if k.name == "concept")
    if _price_gap(query):  # "为啥一个便宜那么多" of two cards: set side by side, prices shown
        return next(k for k in kinds if k.name == "compare")
    # "4090 支持 fp8 吗，fp8 训练靠谱吗"; "NVLink 和 NVSwitch 什么关系": the format, the terms
    if _format_weighed(query) or query.intent == "concept" and query.terms_asked:
        return concept
    if offer_weighed(query):  # "p40 二手 900 收，还是买新卡？跑 14b": the offer among picks
        return next(k for k in kinds if k.name == "recommend")
    for kind in kinds:
        if kind.prior(query):
            # "a3-megagpu-8g vs a3-highgpu-8g, what's the difference": the table answers it
            table = kind.name == "instance" and query.instance_named is not None
            # "h20 bf16 tflops? why is prefill so slow on it": the row first, the why after it
            table = table or kind.name == "catalog" and query.figures_asked
            stands = kind.name in EXPLAINED_ANYWAY and not _in_general(kind, query)
            # "why is renting said to be cheaper? I run it 2 h on weekends": weighed at that use
            stands = (
                stands or kind.name == "rent_vs_buy" and query.usage_hours_per_month is not None
            )
            if kind.name == "verify" and query.held_memory_asked:
                return concept  # "22G used, the model is 8G, normal?": no card to check
            if query.explain_asked and not stands and not table:
                return concept
            return kind
    return concept


def _price_gap(query: Query) -> bool:
    """Why one of two named cards costs far more or less than the other, nothing sized."""
    sized = query.model_id is not None or query.params_b is not None
    return query.price_gap_why and len({g.gpu_id for g in query.gpus}) == 2 and not sized


def _format_weighed(query: Query) -> bool:
    """One card's support for a format asked beside the format judged or weighed as such.

    "fp8 训练靠谱吗，4090 支持 fp8 吗", "L40S 支持 fp8 吗？fp8 跟 awq int4 哪个划算": what is
    asked is the format (its reliability, its worth against another), the card's row beside it.
    """
    one = len({g.gpu_id for g in query.gpus}) == 1
    # "flux dev in 12gb with the fp8 checkpoint, or gguf q5": a job to fit, not the formats
    job = query.workload_id is not None or query.workload_family is not None
    sized = query.model_id is not None or query.params_b is not None or job
    formats = [o for o in query.options_weighed if o.precision is not None]
    judged = query.format_judged or len(formats) >= 2
    return one and not sized and bool(query.features) and judged


def _in_general(kind: Kind, query: Query) -> bool:
    """A trouble's why asked of how things go in general, no card or model of the asker's."""
    setup = bool(query.gpus) or query.model_id is not None
    # "开了投机解码反而变慢，什么情况下不划算": the technique's trade-off, whatever card it ran on;
    # "vllm 跑 gguf 为啥慢还报错，awq 和 gptq 哪个快": formats weighed, no setup of the asker's
    weighed = len(query.options_weighed) >= 2
    general = (query.asked_in_general or weighed) and not setup or query.technique_backfired
    return kind.name == "troubleshoot" and general


def _weighed(query: Query, prior: Kind) -> bool:
    """Two different cards read as a comparison for a workload: which to take for it.

    "4090 vs 4090D for training, the D is cheaper" weighs the cards; the price remark is context,
    so similarity to price or rent-or-buy examples does not take it over. A price asked per hour
    or month ("an H100 vs a 4090 per month"), a provider, or no workload leaves it to similarity.
    """
    distinct = {g.gpu_id for g in query.gpus}
    stated = query.method is not None or query.finetune_unspecified or query.model_id is not None
    # "9070 xt vs 5060 ti for llama.cpp — is vulkan good enough": the runtime says the job
    stated = stated or (query.versus and query.engine is not None)
    # "B200 vs H200 for a 70B: which gives more per dollar, hourly price and speed", "p4de vs p5
    # for a 70B LoRA, does the speed-up pay": the rates weighed on the job, not a price row asked
    rated = query.unit is None or query.objective == "best_value"
    workload = stated and rated and (query.provider is None or query.objective == "best_value")
    return prior.name == "compare" and len(distinct) >= 2 and workload


def _serving_count(query: Query, prior: Kind) -> bool:
    """Cards asked for N concurrent users (or the speed each gets on the cards one has).

    "500 concurrent at 4k context, how many L40S" states a context and "8卡" a node, but the
    question is a count of cards for the users, so KV-cache or fit examples do not take it over.
    """
    if prior.name == "speed":  # "32 users on my 8 cards: tokens/s each?": that plan's speeds
        return per_user_speed_asked(query)
    if prior.name != "serve":
        return False
    # "8卡H200 跑 Kimi K2，16k 上下文能扛多少并发": the users the cards hold, counted; "50并发，
    # 8k上下文，选L20还是L40S还是别的": the cards for the users, chosen
    many = (query.users or 0) >= 2
    chosen = query.named_candidates is not None or query.asks_gpu_pick
    # "50 并发，每人 16k，一台 8 卡 h200 够吗", "64 concurrent, is 2x h200 enough?": whether the
    # cards stated carry the load, which the plan answers (its lead says yes or no), not the
    # cache's size alone (the cache named, or room asked, is the KV kind's prior before this)
    enough = (query.asks_feasibility or query.intent == "fit_check") and bool(query.gpus)
    return (query.asks_gpu_count or chosen or enough) and many or asks_capacity(query)


def _measured(query: Query) -> bool:
    """A test's measured figure read off the machine (a bandwidth, TFLOPS, a stability score)."""
    result = query.test_result
    if result is None:
        return False
    figures = (result.figure_gb_s, result.figure_gbit, result.figure_tflops, result.stability_pct)
    return any(f is not None for f in figures)


def _features_of_named(query: Query, prior: Kind) -> bool:
    """A feature looked up over the cards named ("which of the A4000/A5000 have NVLink")."""
    named = len({g.gpu_id for g in query.gpus}) >= 2
    return prior.name == "catalog" and query.task == "catalog" and named and bool(query.features)


WORDED_KINDS: frozenset[KindName] = frozenset(
    {"troubleshoot", "verify", "smalltalk", "unsupported"}
)
_SIZED_KINDS: frozenset[KindName] = frozenset({"fit_check", "speed", "fits_hardware"})
"""Calculator kinds that size or time a model on the cards named."""
"""Kinds a question's wording decides more than its slots: a symptom, a check of a rented machine,
a greeting or an off-topic request states cards and models like any sizing question does."""


def _refused_for_want_of_a_topic(query: Query, chosen: Kind) -> bool:
    """An off-topic refusal only because nothing on topic was read: no off-topic subject named.

    "anyone else still up at this hour": no GPU word, but no weather or recipe either; questions
    worded like it were small talk, so a clear vote for small talk greets it instead.
    """
    named = query.off_topic or query.declined is not None or query.closed_model is not None
    return chosen.name == "unsupported" and not named and not query.smalltalk


def _owning_weighed(query: Query, chosen: Kind) -> bool:
    """Owning weighed against renting, with no fault read: a low use stated is its ground.

    "利用率只有30%左右，自建GPU集群还值得吗" words a low utilisation as troubles do, but asks
    whether building is worth it; the vote of trouble-worded neighbours does not replace it.
    """
    return chosen.name == "rent_vs_buy" and query.owning_words and query.trouble is None


def neighbour_kind(
    query: Query, chosen: Kind, kinds: tuple[Kind, ...], worded_only: bool = False
) -> Kind | None:
    """The kind the nearest labelled questions agree on, where the reading was weak.

    Two readings are weak: a calculator kind chosen for what is worded as a trouble, a check of
    a rented machine, small talk or an off-topic request (``WORDED_KINDS``, on a clear vote);
    and the explanation kind reached because nothing else matched, which a plurality of the
    vote for a kind whose slots the question has replaces. A calculator kind is never traded
    for another on the vote (its slots decided); ``worded_only``: only ``WORDED_KINDS``. A
    refusal with no off-topic subject read is weak too: small talk replaces it on a clear vote.
    """
    refused = _refused_for_want_of_a_topic(query, chosen)
    if chosen.name in WORDED_KINDS and not refused or chosen.name in ("not_covered", "clarify"):
        return None
    tokens = _tokens(query.text)
    vote = vote_for(tokens)
    if vote is None or answers(chosen.name, vote.kind):
        return None
    if refused:  # "night owls unite, who else is still up": chat, on a clear vote
        chat = vote.kind == "smalltalk" and vote.share >= CONFIDENT_SHARE
        return next((k for k in kinds if k.name == "smalltalk"), None) if chat else None
    name = kind_for(vote.kind, query.workload_id is not None)
    target = next((k for k in kinds if k.name == name), None)
    if target is None:
        return None
    subject = bool(query.gpus) or query.model_id is not None or query.workload_id is not None
    # "which GPU for 7B inference" wrapped in tags; "16T 的硬盘" is no model size, refused as one
    sized = query.params_b is not None and not any(p.kind == "model_size" for p in query.problems)
    subject = subject or sized
    if target.name in ("unsupported", "smalltalk") and subject:
        return None  # "写一份报告：两张4090能不能跑72b": a fit to compute, whatever the wrapping
    if target.name == "smalltalk" and chosen.name == "concept":
        if words_apart_from("smalltalk", tokens):  # "paged attention 是干嘛的": a subject
            return None
    setup = bool(query.gpus) or query.model_id is not None or query.params_b is not None
    if target.name == "troubleshoot" and chosen.name == "concept" and not query.trouble:
        if not setup:  # "what does gpu_memory_utilization reserve": a setting explained
            return None
    # "bought a used p40, will qwen 32b q4 fit on it": a card got, then a model's fit asked of
    # it; with no check cue read (``trouble``), buying words alone do not make it a check
    sized_job = chosen.name in _SIZED_KINDS and query.trouble is None and setup and subject
    if target.name == "verify" and sized_job and (query.model_id or query.params_b):
        return None
    if target.name == "troubleshoot" and _owning_weighed(query, chosen):
        return None
    held = bool(query.gpus) or query.where == "cloud" or query.provider is not None
    defined = query.definition and query.trouble is None and query.test_result is None
    if target.name == "verify" and chosen.name == "concept" and (not held or defined):
        return None  # "is it risky to buy an ex-mining GPU": no card to check; "what is MIG,
        # can a 4090 be sliced": a feature defined, nothing read off a machine
    if target.name in WORDED_KINDS:  # read from the words alone: only on a clear vote
        return target if vote.share >= CONFIDENT_SHARE else None
    fallback = chosen.name == "concept" and not worded_only
    fills = target.prior(query) or target.admits(query)
    return target if fallback and fills and vote.share >= PLURALITY_SHARE else None


def choose(
    query: Query, kinds: tuple[Kind, ...], continued: Query | None = None
) -> tuple[Kind, Routing]:
    """The kind that answers ``query``, and how it was chosen (``continued``: see kinds.choose)."""
    prior = prior_kind(query, kinds)
    other_job = continued is not None and query.workload_id != continued.workload_id
    if (
        continued is not None
        and continued.kind
        and continued.intent == query.intent
        and (not other_job or query.bare_change)  # a sibling model is the same job
    ):
        same = next((k for k in kinds if k.name == continued.kind), prior)
        # the earlier kind still fits the reading, or the follow-up only changes its slots;
        # "那剩下的显存能给 kv cache 多少" names the cache: that is the new question
        cache = prior.name == "kv_cache" and query.kv_asked and not continued.kv_asked
        # the KV ask left behind (a rental bill asked next): the cache is no longer the question
        left = continued.kv_asked and not query.kv_asked and query.kv_precision is None
        cache = cache or (same.name == "kv_cache" and left and query.intent == "cost")
        # "how many users could that card serve at 32k each" after a fit: the count is new
        cache = cache or (
            prior.name == "serve" and asks_capacity(query) and not continued.asks_capacity
        )
        # "our team is ~30 ppl, can it take all of them at once?" after a fit: the load is new
        cache = cache or (prior.name == "serve" and load_added(continued, query))
        # "这张卡还能跑哪些模型" after one model's fit: the card's list is the new question
        listed = prior.name == "fits_hardware" and query.model_id is None
        cache = cache or (listed and continued.model_id is not None)
        # "stress test: 98.5% stability, pass?" after an explanation: the result read is new
        read = query.trouble is not None and continued.trouble is None and prior.name != "concept"
        # (or after a type's sheet: "launched it, but nvidia-smi only lists 4 gpus")
        cache = cache or (continued.kind in ("concept", "instance") and read)
        # "busbw 230GB/s, normal?" after an instance's contents: a test's result read off the
        # machine is the new question, whatever the kind before (the type stays its context)
        cache = cache or (read and query.test_result is not None and continued.test_result is None)
        # "l20 具体规格是多少" after two cards were weighed: the named card's sheet is asked now
        # (after an explanation, "额外占多少显存" asks of the technique explained)
        sheet = prior.name == "catalog" and query.task == "catalog" and bool(query.spec_fields)
        sheet = sheet and continued.task != "catalog" and continued.kind != "concept"
        cache = cache or (sheet and bool(query.gpus))
        # "so for that, g6e.2xlarge: how many vcpus?" after a serving count: a type newly named
        # and its figures asked is the instance table's question
        typed = prior.name == "instance" and query.instance_named is not None
        typed = typed and query.type_spec_asked and not continued.type_spec_asked
        cache = cache or (typed and continued.instance_named != query.instance_named)
        # "ok and qwen3-235b the same way, experts in ram?" after the box's RAM: the fit placed
        cache = cache or (same.name == "host" and prior.name == "fit_check" and query.ram_offload)
        if not cache and (same.prior(query) or same.admits(query) or query.bare_change):
            prior = same
    if continued is not None and prior.name == "kv_cache" and continued.kind == "kv_cache":
        # "那只有我一个人用的话，生成速度能有多少" after a KV-cache question: the carried cache
        # ask named the kind; the follow-up's own reading asks a speed, which is the question now
        # (a cache that ran short in a pasted error is a trouble whose sequel stays one)
        if query.intent == "speed" and continued.intent != "speed" and not continued.kv_short:
            prior = next((k for k in kinds if k.name == "speed"), prior)
    settled = (
        continued is not None
        or prior.name == "smalltalk"
        or (prior.name == "fit_check" and count_put_to_hold(query))  # "8 张够吗": those cards
        or (prior.name == "unsupported" and (query.off_topic or query.declined is not None))
        or prior.name == "not_covered"  # an unknown card, model or workload is said first
        or (prior.name == "instance" and query.instance_named is not None)  # found in the table
        or (prior.name == "instance" and query.asks_instance_pick)  # "which machine type has"
        # "p4d.24xlarge 能跑哪些模型": the type's cards sized; "whisper plus which llm sizes": LLMs
        or (prior.name == "fits_hardware" and (asks_type_model_list(query) or llm_list_lead(query)))
        or (prior.name == "concept" and query.explain_asked)  # a why, nothing to compute
        or (prior.name == "concept" and _format_weighed(query))
        # a slowdown or a GPU left unused described ("device=cpu", "is_available() is False"),
        # or a latency seen rising past a load ("ttft 20s past 60 concurrent, expected?")
        or (
            prior.name == "troubleshoot"
            and query.trouble in ("slow", "cuda_unavailable", "queueing")
        )
        # a card too old for what the error says it needs ("Bf16 requires Ampere" on a cloud
        # type): the error is fixed, however close its words are to the type's
        or (prior.name == "troubleshoot" and query.trouble == "cuda_arch")
        # cards that fail to talk to each other ("NCCL WARN … peer access is not supported",
        # "lacks GPU P2P capability"): the failure is fixed first, however much the words also
        # doubt the machine (topo, PCIe) as verify's examples do
        or (prior.name == "troubleshoot" and query.trouble in ("nccl", "scaling"))
        # NaNs at random steps beside a card counter read ("Volatile Uncorr. ECC: 12"): the job's
        # fault hunted, its cause the counter (a counter only judged for use is a check)
        or (
            prior.name == "troubleshoot" and query.trouble == "nan_loss" and bool(query.test_result)
        )
        or (prior.name == "workload_fit" and query.trouble == "oom")  # a media job's OOM, sized
        or (prior.name in ("catalog", "price") and bool(query.spec_fields))  # one card's row
        # a bill, or a colocation fee per kW ("$150/kW/month, cost to host"): the box's draw
        or (prior.name == "power" and query.power_ask in ("electricity", "circuit", "hosting"))
        # the cache named: its size is asked; or the engine said it ran short (a pasted error)
        or (prior.name == "kv_cache" and (query.kv_asked or query.kv_short))
        or (prior.name == "kv_cache" and load_in_memory(query))  # users' caches against memory
        # a check of a machine that names its type ("GN10X号称V100，怎样核实"): the type is context
        or (prior.name == "verify" and bool(query.instance_words))
        # a sibling card suspected handed over ("是不是给了 4090D"): the card got is checked, not
        # the two weighed, however close the words are to a comparison's examples
        or (prior.name == "verify" and query.variant_suspected is not None)
        # a test's result read off the machine and judged ("8x H100 at $1.80/gpu/hr, nvbandwidth
        # only 30GB/s. legit?"): the rate paid is context, however price-like its words
        or (prior.name == "verify" and _measured(query))
        or _features_of_named(query, prior)
        or (prior.name == "catalog" and query.asks_has and bool(query.features))  # "…NVLinked?"
        or (prior.name == "rent_vs_buy" and weighs_named_rental(query))
        or (prior.name == "rent_vs_buy" and query.cards_held)  # "paid for: keep or rent?"
        or _weighed(query, prior)
        or (prior.name == "compare" and _price_gap(query))
        or (prior.name == "compare" and weighs_options(query))  # "AWQ vs GPTQ on my 4090"
        or (prior.name == "compare" and query.kv_asked)  # two setups, each with room for KV
        or _serving_count(query, prior)
        # "g4dn (t4) or g5 (a10g), the better deal per hour of audio": cost per unit of work
        or (prior.name == "workload_compare" and rent_weighed(query))
        # a card seen at a price weighed against any other ("4500 出 3090，还是买新卡"): a pick
        or (prior.name == "recommend" and offer_weighed(query))
    )
    if not query.text.strip():
        return prior, Routing(kind=prior.name, prior=prior.name, similarity={}, reason="prior")
    if settled:
        # a why asked of a symptom the parser did not recognise ("-ngl 99 but all on the CPU")
        why = continued is None and prior.name == "concept" and query.explain_asked
        why = why and not query.asked_in_general  # "why does TP sometimes slow it down"
        why = why and not query.figure_picked  # "which number is real": the units explained
        why = why and not query.held_memory_asked  # "21gb used, leak?": the engine's reserve
        # "RoCE 够不够，还是得上 IB": whether one of two options suffices, weighed; no symptom
        why = why and not (query.versus and query.asks_feasibility)
        trouble = neighbour_kind(query, prior, kinds, worded_only=True) if why else None
        kind, reason = (trouble, "neighbours") if trouble is not None else (prior, "prior")
        return kind, Routing(kind=kind.name, prior=prior.name, similarity={}, reason=reason)
    sims = _index(kinds).similarity(query.text)
    own = sims.get(prior.name, 0.0)
    # the reading is the parser's own only when the prior kind reports the parser's intent
    # (the explanation kind is the fallback, never a confident reading of its own)
    confident = (
        query.intent_margin >= CONFIDENT_READING
        and prior.intent == query.intent
        and prior.name != "concept"
    )
    challengers = [] if confident else [k for k in kinds if k is not prior and k.admits(query)]
    chosen, reason = prior, "prior"
    if challengers:
        best = max(challengers, key=lambda k: sims.get(k.name, 0.0))
        score = sims.get(best.name, 0.0)
        if score >= FLOOR and score - own >= MARGIN:
            chosen, reason = best, "similarity"
    neighbours = neighbour_kind(query, chosen, kinds)
    if neighbours is not None:
        chosen, reason = neighbours, "neighbours"
    shown = {k: round(v, 3) for k, v in sorted(sims.items(), key=lambda kv: -kv[1]) if v > 0}
    return chosen, Routing(kind=chosen.name, prior=prior.name, similarity=shown, reason=reason)


__all__ = [
    "FLOOR",
    "MARGIN",
    "WORDED_KINDS",
    "ExampleIndex",
    "Routing",
    "choose",
    "neighbour_kind",
    "prior_kind",
]
