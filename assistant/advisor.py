"""The assistant: parse, run the calculators, retrieve, compose, optionally reword.

An LLM, when configured, may only reword the composed answer under the numeric guard.

``Advisor`` holds the loaded resources (catalog, prices, retriever, optional LLM); build it once
per process with ``get_advisor()`` and share it: ``ask`` keeps no state between calls; a
conversation's earlier requests come in as ``history`` (see ``question.conversation``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import cache

from pydantic import BaseModel, Field

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft, compose_problems, place_deferred_note
from assistant.answer.compose_trouble import task_hint
from assistant.answer.concept import holds_subject, names_topic
from assistant.answer.llm import ChatModel, load_chat_model, rewrite_answer
from assistant.answer.premises import add_premises
from assistant.answer.said_first import (
    name_missing_first,
    name_provider_first,
    name_sized_card_first,
    name_unheld_parts_first,
    provider_held,
)
from assistant.answer.stated import echo_stated
from assistant.catalog.offers import PriceBook, TcoInputs
from assistant.catalog.specs import Catalog
from assistant.config import Settings, get_settings
from assistant.kinds import Kind, choose, kind_named, uncomputed
from assistant.messages.hardening import NOTHING_TO_SAY
from assistant.models import Answer, GPUAsk, Method, Precision, Query, ToolCall
from assistant.question.beside_instance import unknown_card_beside
from assistant.question.card_size_swap import swap_card_size
from assistant.question.clarifying import clarifying_options
from assistant.question.conversation import (
    Conversation,
    Turn,
    previous_pick,
    previous_query,
    resolve,
)
from assistant.question.draw_at_cap import read_draw_at_cap
from assistant.question.fan_error import read_fan_error
from assistant.question.fixed_rate import read_fixed_rate
from assistant.question.follow_engine import engine_on_new_card
from assistant.question.follow_pick import on_the_pick, picked_setup
from assistant.question.held_hot import read_held_hot
from assistant.question.in_use_fault import read_in_use_fault
from assistant.question.instance_checked import checked_on_type, checked_type_cards
from assistant.question.instance_fit import on_instance_cards, without_earlier_types_cards
from assistant.question.instances import family_member_with, find_instance, shaped_like_a_type_name
from assistant.question.job_baseline import against_earlier_job
from assistant.question.keep_check import keep_earlier_check, keep_stated_precision
from assistant.question.line_member import swap_line_member
from assistant.question.media_seen import read_media_seen
from assistant.question.name_shown import read_name_shown
from assistant.question.offer_worth import read_offer_worth
from assistant.question.parsing import parse
from assistant.question.pasted_limit import row_limit_kept
from assistant.question.plan_compare import route
from assistant.question.providers import PROVIDER_RE
from assistant.question.rate_judged import read_rate_judged
from assistant.question.rented_machine import on_rented_machine
from assistant.question.request_words import DESCRIBED_SLOTS, carried_note, describe
from assistant.question.rocm_row import read_rocm_row
from assistant.question.saver_asked import read_saver_alone
from assistant.question.served_seen import read_served_seen
from assistant.question.shown_card import unknown_card_shown
from assistant.question.speed_asked import speed_first
from assistant.question.too_big import read_too_big
from assistant.question.tools import Toolbox
from assistant.question.troubleshoot import route_task
from assistant.question.types_weighed import types_as_candidates
from assistant.question.variant_doubt import read_variant_doubt
from assistant.question.workload_swap import (
    keep_line_member,
    keep_named_for_task,
    swap_model_size,
    swap_size,
    swap_tail,
    swap_variant,
)
from assistant.rag.passages import gpu_passages, offer_passages
from assistant.rag.retrieval import Passage, Retriever, ServingRetriever

GUIDE_PASSAGES = 6
"""Guide sections retrieved per question; the composer quotes the best one to three."""
CONFIDENT_DENSE = 0.35
"""Cosine similarity above which an English question plainly matches a guide section's key
(with both retrievers agreeing on it; "what is speculative decoding?" scores 0.44 against
"how does a draft model speed up decoding?", off-topic questions 0.13-0.21)."""


AGREE_RANK = 3
"""A retriever agrees on a section when it ranks it this high (two of three must agree)."""
GUESSED_INTENTS = frozenset({"unsupported", "recommend", "speed", "fit_check"})
"""Intents the parser may reach from cue words alone ("用什么工具测" reads as a recommendation)."""


def has_numbers_to_compute(query: Query) -> bool:
    """Whether the question gives a calculator something: GPUs, a model, money, time, load."""
    return bool(
        query.gpus
        or query.model_id
        or query.params_b
        or query.budget
        or query.duration_hours
        or query.tokens
        or query.users
        or query.tokens_per_s_target
        or query.min_memory_gb
    )


class QueryOverrides(BaseModel):
    """Assumptions a user changes after an answer, without retyping the question."""

    method: Method | None = None
    precision: Precision | None = None
    context_tokens: int | None = Field(default=None, ge=1)
    batch_size: int | None = Field(default=None, ge=1)
    gpu_id: str | None = None
    gpu_count: int | None = Field(default=None, ge=1)


def apply_overrides(query: Query, overrides: QueryOverrides) -> Query:
    """Return ``query`` with the overridden slots replaced."""
    update: dict[str, object] = {}
    if overrides.method is not None:
        update.update(method=overrides.method, finetune_unspecified=False)
    if overrides.precision is not None:
        update["precision"] = overrides.precision
    if overrides.context_tokens is not None:
        update["context_tokens"] = overrides.context_tokens
    if overrides.batch_size is not None:
        update["batch_size"] = overrides.batch_size
    if overrides.gpu_id is not None or overrides.gpu_count is not None:
        first = query.gpus[0] if query.gpus else GPUAsk(gpu_id="rtx-4090", count=1)
        new = GPUAsk(
            gpu_id=overrides.gpu_id or first.gpu_id, count=overrides.gpu_count or first.count
        )
        update["gpus"] = [new, *query.gpus[1:]]
    return query.model_copy(update=update)


def _passage_evidence(p: Passage) -> Evidence:
    return Evidence(
        doc_id=p.doc_id,
        title=p.title,
        section=p.section,
        text=p.text,
        source=p.source,
        lang=p.lang,
        doc_type=p.doc_type,
        score=p.score,
    )


class Advisor:
    """Answers questions with verdicts, tool numbers and cited passages."""

    def __init__(
        self,
        catalog: Catalog,
        prices: PriceBook,
        tco: TcoInputs,
        retriever: Retriever,
        today: date,
        chat_model: ChatModel | None = None,
    ) -> None:
        self.catalog = catalog
        self.retriever = retriever
        self.tools = Toolbox(catalog, prices, tco, today)
        self.chat_model = chat_model
        # the same passages ingest indexes, so a cited spec or price row reads as in search
        self._specs: dict[str, dict[str, Evidence]] = {"en": {}, "zh": {}}
        for chunk in [*gpu_passages(catalog.gpus.values()), *offer_passages(prices.offers)]:
            self._specs[chunk.lang][chunk.doc_id] = Evidence(
                doc_id=chunk.doc_id,
                title=chunk.title,
                section=chunk.section,
                text=chunk.text,
                source=chunk.source,
                lang=chunk.lang,
                doc_type="spec",
            )

    def guides_for(self, query: Query, focus: str = "", kind: Kind | None = None) -> list[Evidence]:
        """Guide sections for the question as asked (or its ``focus``).

        No intent words are added: they pulled generic memory passages above the section that
        names the product asked about. A kind with a retrieval hint (verify) and a
        troubleshooting task keep their own hint words.
        """
        if query.intent == "unsupported" and query.kind != "not_covered" or not query.text.strip():
            return []
        hint = kind.hint_for(query.language, query) if kind else ""
        # an explanation of no named trouble ("why is gguf slow on vllm") is not an error's
        # retrieval: the generic error hint would pull driver passages above the topic's own
        explained = kind is not None and kind.name == "concept" and query.trouble in (None, "error")
        hint = hint or ("" if explained else task_hint(query)) or ""
        passages = self.retriever.retrieve(
            f"{focus or query.text} {hint}".strip(),
            lang=query.language,
            k=GUIDE_PASSAGES,
            doc_type="guide",
        )
        return [_passage_evidence(p) for p in passages]

    def knowledge_covers(self, query: Query) -> bool:
        """Whether a question the lexicon found off-domain is one the guides plainly answer.

        The best section must name a topic word of the question and be in the top three of two
        retrievers (English also needs a close dense match); a question with no domain word must
        find its subject held there ("预算" alone is no guide on a camera); a question with an
        off-topic word ("weather", "股票") never qualifies.
        """
        if query.off_topic or not query.text.strip():
            return False
        top = self.retriever.retrieve(query.text.strip(), query.language, 3, doc_type="guide")
        if not top:
            return False
        best = top[0]
        if not names_topic(query.text, f"{best.section}\n{best.text}"):
            return False
        # English: one shared word is not a guide about it ("job" in a cover-letter request);
        # Chinese bigrams spread a question's weight too thin for that bar ("有什么办法让 KV 缓存
        # 占用小一点" would be refused); goods that are no GPU are off-topic words instead
        english = query.language == "en"
        if (
            english
            and query.intent == "unsupported"
            and not holds_subject(query, [_passage_evidence(p) for p in top])
        ):
            return False
        ranks = [r for r in (best.dense_rank, best.bm25_rank, best.key_rank) if r is not None]
        agreed = sum(r <= AGREE_RANK for r in ranks) >= 2
        if query.language == "zh":  # the embedder reads English only: no similarity floor
            return agreed
        return agreed and (best.dense_score or 0.0) >= CONFIDENT_DENSE

    def reconsider(self, query: Query) -> Query:
        """Reconsider an intent the parser guessed from cue words.

        A question the guides plainly answer, with nothing for a calculator to work on and no
        request for a GPU pick, is a concept question (not refused, not a table of GPUs).
        """
        if query.task is not None:  # a catalog query or troubleshooting task has its route
            return query
        guessed = query.intent == "unsupported" or (
            query.intent in GUESSED_INTENTS and not has_numbers_to_compute(query)
        )
        if query.intent == "recommend" and query.asks_gpu_pick:
            guessed = False
        if guessed and not query.problems and self.knowledge_covers(query):
            return query.model_copy(update={"intent": "concept"})
        return query

    def understand(self, question: str) -> Query:
        """The request a fresh question is read as (no conversation)."""
        return self.reconsider(parse(question, self.catalog))

    def compose(
        self, query: Query, calls: Sequence[ToolCall], kind: Kind, focus: str = ""
    ) -> Answer:
        """Write the answer for ``query`` from the recorded ``calls`` and retrieved passages.

        ``kind`` writes it (``answer_turn`` has already swapped a calculator kind whose plan made
        no call for the explanation or not-covered kind).
        ``focus`` is the request in words when it differs from the question's text (a
        follow-up, changed assumptions): passages are retrieved and quoted for it instead.
        """
        draft = Draft(
            query=query,
            catalog=self.catalog,
            specs=self._specs[query.language],
            guides=self.guides_for(query, focus, kind),
            focus=focus,
        )
        compose_problems(draft)
        kind.compose(draft, calls)
        if not draft.paragraphs:  # a composer that found nothing to say never sends a blank
            draft.add(NOTHING_TO_SAY().render(draft.lang))
        place_deferred_note(draft)
        name_missing_first(
            draft, kind.name
        )  # a model the catalog lacks leads, whichever kind answered
        name_sized_card_first(draft)  # "tesla t10 16g": missing, sized by its memory
        held = query.provider is None or provider_held(self.tools.prices, query.provider)
        name_provider_first(draft, kind.name, held)  # so does a provider it lacks
        name_unheld_parts_first(draft, kind.name)  # "what nic, how much local nvme?"
        add_premises(draft, kind.name)
        draft.assume(*query.assumptions)
        echo_stated(draft, calls)
        return draft.answer(calls)

    def ask(
        self,
        question: str,
        overrides: QueryOverrides | None = None,
        history: Conversation | Sequence[Query] | None = None,
    ) -> Answer:
        """Answer ``question`` (English or Chinese); never raises on a question's content.

        ``history`` holds the earlier turns (a ``Conversation`` or their requests, oldest
        first): a follow-up inherits what it does not name, and the answer says so.
        """
        answer = self.answer_turn(question, history, overrides).answer
        assert answer is not None
        return answer

    def answer_turn(
        self,
        question: str,
        history: Conversation | Sequence[Query] | None = None,
        overrides: QueryOverrides | None = None,
    ) -> Turn:
        """Answer one turn of a conversation: the request it was read as, what it inherited."""
        own = parse(question, self.catalog)
        query, carried = resolve(own, previous_query(history))
        query, carried = on_the_pick(query, own, carried, previous_pick(history))  # "that"
        query = swap_size(query, self.catalog)  # "换成medium呢": the family's medium model
        query = swap_model_size(query, previous_query(history), self.catalog)  # "那 120b 的呢"
        query = keep_line_member(query, previous_query(history), self.catalog)  # "sam" = ViT-B
        if carried:  # "swap to vit-b" after SAM ViT-H: SAM ViT-B; "只出图" after FLUX: FLUX
            query = keep_stated_precision(query, previous_query(history))  # "换了 llama.cpp"
            query = swap_variant(query, previous_query(history), self.catalog)
            query = swap_tail(query, previous_query(history), self.catalog)  # "换成 v8m 呢"
            query = swap_line_member(query, previous_query(history), self.catalog, carried)
            query = swap_card_size(query, previous_query(history), self.catalog)  # "128G 的呢"
            query = keep_named_for_task(query, previous_query(history), self.catalog)
            query = against_earlier_job(query, previous_query(history), self.catalog)
            query = engine_on_new_card(query, carried, self.catalog)  # MLX onto a DGX Spark
        if not carried:  # a follow-up keeps the intent of the turn it continues
            query = self.reconsider(query)
        names = {g: gpu.short_name for g, gpu in self.catalog.gpus.items()}
        # a follow-up's inherited slots, or the technique "it" names, are searched with its words
        # (only what would be put in words: "prices in USD" carried adds nothing to search)
        inherited = any(s in carried for s in DESCRIBED_SLOTS) or query.explained_topic
        focus = f"{query.text} {describe(query, names)}" if inherited else ""
        query = route(query, "gpus" in carried)  # two GPUs to choose between: a comparison
        if overrides is not None:
            query = apply_overrides(query, overrides)
            focus = describe(query, names)  # the question's own words name the old setup
        query = types_as_candidates(query, self.tools.prices)  # "选 gn7i 还是 gn8is": their cards
        asked, query = query, self._named_instance(query)  # a type is no purchase to clarify
        if without_earlier_types_cards(query, previous_query(history), carried) is not query:
            # "那 gn8is 呢": that type with its own cards and count, not the last type's
            query = self._named_instance(asked.model_copy(update={"gpus": []}))
        if query.instance_named is not None:  # "g5.2xlarge 能跑 8b 吗": on the type's GPUs
            found = find_instance(query.instance_named, self.tools.prices, query.provider)
            query = on_instance_cards(unknown_card_beside(query), found)  # "A10 还是 A30"
            query = checked_type_cards(query, found)  # "only lists 4 gpus. wrong box?"
        query = route_task(speed_first(query), self.catalog)  # "大概多少t/s": speed first
        query = unknown_card_shown(query, self.catalog)  # "sold an A6000, smi shows Quadro …"
        query = read_variant_doubt(query, self.catalog)  # "是不是给了 4090D": the card checked
        query = read_name_shown(query, self.catalog)  # "prints `NVIDIA H100 80GB HBM3`": the SXM
        query = read_held_hot(query)  # "89C, 400W / 575W, 是机房散热问题吗": the card checked
        query = row_limit_kept(query)  # "P2 201W / 450W … Thermal Slowdown": the limit judged too
        query = read_media_seen(query)  # "一张 12 秒，正常吗": the media speed seen, judged
        query = read_rocm_row(query)  # "`0  63.0c  339.0W … 339.0W …` — expected?": a check
        query = read_draw_at_cap(query, self.catalog)  # "699W / 700W during training. healthy?"
        query = read_served_seen(query)  # "1,100 output tok/s at 64 concurrency. right range?"
        query = read_rate_judged(query)  # "单并发 22 tok/s，这个数正常不": the decode rate, judged
        query = read_fixed_rate(query)  # "after fixing I get 110 tok/s, about right?": speed
        query = read_offer_worth(query)  # "闲鱼 P40 900 块一张的能要吗": the used price
        query = read_too_big(query)  # "OOM … is it just too big, or a setting?": yes or no
        query = read_saver_alone(query)  # "OOM … would checkpointing alone fix it?": yes or no
        query = read_in_use_fault(query)  # "HW Slowdown on our H100s … what now?": a trouble
        query = read_fan_error(query)  # "`ERR!` in the fan column. scam or just a sensor?"
        if carried:  # "卖家说刷硅脂就好" after a FAULTY run: the earlier check still judged
            query = keep_earlier_check(query, previous_query(history))
        # a bare change ("what about an 8x B200 HGX for the same colo quote?") continues the
        # turn before even when it replaced every slot it had: that turn's kind answers it
        continued = previous_query(history) if carried or query.bare_change else None
        kind, _ = choose(query, continued)
        query = query.model_copy(update={"kind": kind.name, "intent": kind.intent or query.intent})
        # "spun one up. how do I confirm …": the machine the turn before priced or looked up
        query = on_rented_machine(query, previous_query(history), self.tools.prices)
        calls = kind.plan(query, self.tools)
        writer = kind
        if not calls and kind.needs_calls and query.miscounted:
            # "-2 张 4090": still the kind asked, answered by the refusal that says what was wrong
            writer = kind_named("not_covered")
        elif not calls and kind.needs_calls:  # nothing to calculate: what the words ask, else why
            kind = writer = kind_named("not_covered") if query.blocked else uncomputed(query)
            worded = kind.name not in ("not_covered", "concept")
            intent = kind.intent or query.intent if worded else query.intent
            query = query.model_copy(update={"kind": kind.name, "intent": intent})
            calls = kind.plan(query, self.tools) if kind.needs_calls else []
            if not calls and kind.needs_calls:
                kind = writer = kind_named("concept")
                query = query.model_copy(update={"kind": kind.name})
        answer = self.compose(query, calls, writer, focus)
        if carried:  # said first: the reader must see what this answer did not hear
            note = carried_note(query, carried, names)
            rest = [a for a in answer.assumptions if a != note]
            answer = answer.model_copy(update={"assumptions": [note, *rest]})
        if self.chat_model is not None:
            sources = [c.output for c in calls] + [c.snippet for c in answer.citations]
            answer, _ = rewrite_answer(answer, self.chat_model, sources)
        options = clarifying_options(query) if query.task == "clarify" else []
        return Turn(
            question=question,
            query=query,
            carried=carried,
            answer=answer,
            options=options,
            picked=picked_setup(answer),
        )

    def _named_instance(self, query: Query) -> Query:
        """``instance_named``: the instance type the question's words name, from the table."""
        if not query.instance_words or query.instance_named:
            return query
        book, provider = self.tools.prices, query.provider
        found = find_instance(" ".join(query.instance_words), book, provider)
        # two types set side by side ("a3-megagpu-8g vs a3-highgpu-8g"): each word on its own
        shaped = (w for w in query.instance_words if shaped_like_a_type_name(w) or "-" in w)
        found = found or next((f for w in shaped if (f := find_instance(w, book, provider))), None)
        if found is None:
            return query
        # "那 8 卡那个规格呢" after a 4-GPU type: the same family's 8-GPU type
        # "gcp g2 shape with 4 L4s": a family named with its GPUs counted is that member
        stated = next((g.count for g in query.gpus if g.count_stated), None)
        # "nvidia-smi only lists 4 gpus": a count read off the machine asks for no other type
        bare = None if checked_on_type(query) else query.bare_count
        count = bare or (stated if found.by_family else None)
        other = family_member_with(found.name, count, book) if count else None
        # the type is its cloud's: "keep using g4dn.xlarge or buy a T4" rents on AWS
        cloud = PROVIDER_RE.search(found.provider.lower()) if query.provider is None else None
        named: dict[str, object] = {}
        if cloud is not None and cloud.lastgroup:
            named["provider"] = cloud.lastgroup
        if other is not None:
            return query.model_copy(
                update={**named, "instance_named": other, "instance_words": [other]}
            )
        return query.model_copy(update={**named, "instance_named": found.name})

    def converse(self, questions: Sequence[str]) -> Conversation:
        """Ask ``questions`` in order as one conversation and return its turns."""
        conversation = Conversation()
        for question in questions:
            conversation.turns.append(self.answer_turn(question, conversation))
        return conversation


def build_advisor(
    settings: Settings, today: date | None = None, chat_model: ChatModel | None = None
) -> Advisor:
    """An advisor over ``settings``: its catalog, price book (with the user file) and index.

    The live spec and user files when they are sound; when one is broken, the last good
    snapshot an ingest saved (``catalog.snapshot``), and every answer names the fault.
    """
    from assistant.advisor_snapshot import SnapshotAdvisor  # it subclasses Advisor
    from assistant.catalog.snapshot import serving_inputs

    inputs = serving_inputs(settings)
    retriever = ServingRetriever(settings)  # survives an ingest by another process
    if inputs.warning is not None:
        return SnapshotAdvisor(inputs, retriever, today or date.today(), chat_model)
    return Advisor(
        catalog=inputs.catalog,
        prices=inputs.prices,
        tco=inputs.tco,
        retriever=retriever,
        today=today or date.today(),
        chat_model=chat_model,
    )


@cache
def get_advisor() -> Advisor:
    """Return the process-wide advisor: catalog, prices, index and LLM loaded once."""
    settings = get_settings()
    chat = load_chat_model(settings.llm, settings.llm_base_url) if settings.llm else None
    return build_advisor(settings, chat_model=chat)
