"""The assistant: parse, run the calculators, retrieve, compose, optionally reword.

An LLM, when configured, may only reword the composed answer under the numeric guard.

``Advisor`` holds the loaded resources (catalog, prices, retriever, optional LLM); build it once
per process with ``get_advisor()`` and share it: ``ask`` keeps no state between calls; a
conversation's earlier requests come in as ``history`` (see ``question.conversation``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from functools import cache

from pydantic import BaseModel, Field

from assistant.answer.citing import Evidence
from assistant.answer.compose import (
    Draft,
    compose_concept,
    compose_fit,
    compose_problems,
    compose_unsupported,
)
from assistant.answer.compose_catalog import compose_catalog
from assistant.answer.compose_choice import compose_recommend
from assistant.answer.compose_compare import compose_compare
from assistant.answer.compose_market import compose_rent_vs_buy
from assistant.answer.compose_price import compose_cost
from assistant.answer.compose_speed import compose_serve, compose_speed
from assistant.answer.compose_trouble import TASK_COMPOSERS, task_hint
from assistant.answer.llm import ChatModel, load_chat_model, rewrite_answer
from assistant.answer.premises import add_premises
from assistant.catalog.offers import PriceBook, TcoInputs, load_price_book, load_tco
from assistant.catalog.specs import Catalog, load_catalog
from assistant.config import Settings, get_settings
from assistant.models import Answer, GPUAsk, Method, Precision, Query, ToolCall
from assistant.question.conversation import (
    Conversation,
    Turn,
    carried_note,
    describe,
    previous_query,
    resolve,
)
from assistant.question.parsing import parse
from assistant.question.plan_trouble import TASK_PLANS
from assistant.question.planner import plan, route
from assistant.question.tools import Toolbox
from assistant.question.troubleshoot import clarifying_options, route_task
from assistant.rag.passages import gpu_passages, offer_passages
from assistant.rag.retrieval import Passage, Retriever, ServingRetriever

GUIDE_PASSAGES = 6
"""Guide passages retrieved per question; the composer quotes the best two or three."""
RETRIEVAL_HINTS = {
    "en": {
        "fit_check": "GPU memory per GPU VRAM fine-tuning inference",
        "recommend": "which GPU to choose recommendations",
        "cost": "cloud GPU price billing spot on-demand",
        "rent_vs_buy": "rent or buy own hardware cost",
        "compare": "GPU tiers comparison",
        "speed": "memory bandwidth tokens per second speed",
    },
    "zh": {
        "fit_check": "显存 每卡 微调 推理",
        "recommend": "选什么卡 推荐",
        "cost": "云 GPU 价格 计费 抢占式 按量",
        "rent_vs_buy": "租还是买 自建 成本",
        "compare": "GPU 档次 对比",
        "speed": "显存带宽 速度",
    },
}
"""Words added to the retrieval query by intent, so the passage explains the numbers shown."""


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

    def _guides(self, query: Query, focus: str = "") -> list[Evidence]:
        if query.intent == "unsupported" or not query.text.strip():
            return []
        hint = RETRIEVAL_HINTS[query.language].get(query.intent, "")
        hint = task_hint(query) or hint
        passages = self.retriever.retrieve(
            f"{focus or query.text} {hint}".strip(),
            lang=query.language,
            k=GUIDE_PASSAGES,
            doc_type="guide",
        )
        return [_passage_evidence(p) for p in passages]

    def compose(self, query: Query, calls: Sequence[ToolCall], focus: str = "") -> Answer:
        """Write the answer for ``query`` from the recorded ``calls`` and retrieved passages.

        ``focus`` is the request in words when it differs from the question's text (a
        follow-up, changed assumptions): passages are retrieved and quoted for it instead.
        """
        draft = Draft(
            query=query,
            catalog=self.catalog,
            specs=self._specs[query.language],
            guides=self._guides(query, focus),
            focus=focus,
        )
        compose_problems(draft)
        composers: dict[str, Callable[[Draft, Sequence[ToolCall]], None]] = {
            "fit_check": compose_fit,
            "recommend": compose_recommend,
            "cost": compose_cost,
            "rent_vs_buy": compose_rent_vs_buy,
            "speed": compose_speed,
            "compare": compose_compare,
        }
        if query.task == "serve" and query.users is not None:
            composers["recommend"] = compose_serve
        composer = composers.get(query.intent) if calls else None
        if query.task == "catalog" and calls:
            composer = compose_catalog
        if query.task in TASK_COMPOSERS:
            composer = TASK_COMPOSERS[query.task]
        if query.intent == "unsupported":
            compose_unsupported(draft)
        elif composer is not None:
            composer(draft, calls)
        else:
            compose_concept(draft)  # a concept question, or a calculator question with no calls
        add_premises(draft)
        draft.assume(*query.assumptions)
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
        query, carried = resolve(parse(question, self.catalog), previous_query(history))
        names = {g: gpu.name.replace("GeForce ", "") for g, gpu in self.catalog.gpus.items()}
        focus = f"{query.text} {describe(query, names)}" if carried else ""
        query = route(query)  # two different GPUs to choose between: a comparison
        if overrides is not None:
            query = apply_overrides(query, overrides)
            focus = describe(query, names)  # the question's own words name the old setup
        query = route_task(query, self.catalog)
        task_plan = TASK_PLANS.get(query.task or "")
        calls = task_plan(query, self.tools) if task_plan else plan(query, self.tools)
        answer = self.compose(query, calls, focus)
        if carried:  # said first: the reader must see what this answer did not hear
            note = carried_note(query, carried, names)
            rest = [a for a in answer.assumptions if a != note]
            answer = answer.model_copy(update={"assumptions": [note, *rest]})
        if self.chat_model is not None:
            sources = [c.output for c in calls] + [c.snippet for c in answer.citations]
            answer, _ = rewrite_answer(answer, self.chat_model, sources)
        options = clarifying_options(query) if query.task == "clarify" else []
        return Turn(question=question, query=query, carried=carried, answer=answer, options=options)

    def converse(self, questions: Sequence[str]) -> Conversation:
        """Ask ``questions`` in order as one conversation and return its turns."""
        conversation = Conversation()
        for question in questions:
            conversation.turns.append(self.answer_turn(question, conversation))
        return conversation


def build_advisor(
    settings: Settings, today: date | None = None, chat_model: ChatModel | None = None
) -> Advisor:
    """An advisor over ``settings``: its catalog, price book (with the user file) and index."""
    specs = settings.knowledge_dir / "specs"
    catalog = load_catalog(specs)
    return Advisor(
        catalog=catalog,
        prices=load_price_book(
            specs, user_file=settings.user_prices_file, known_gpu_ids=set(catalog.gpus)
        ),
        tco=load_tco(specs),
        retriever=ServingRetriever(settings),  # survives an ingest by another process
        today=today or date.today(),
        chat_model=chat_model,
    )


@cache
def get_advisor() -> Advisor:
    """Return the process-wide advisor: catalog, prices, index and LLM loaded once."""
    settings = get_settings()
    chat = load_chat_model(settings.llm, settings.llm_base_url) if settings.llm else None
    return build_advisor(settings, chat_model=chat)
