"""An advisor serving from the last good catalog snapshot: every answer says so first.

``build_advisor`` returns one when the live spec or user files are broken and an ingest
saved a snapshot (``catalog.snapshot``): answers keep coming, and each one's first
assumption names the broken file and line so the fault is not missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from assistant.advisor import Advisor, QueryOverrides
from assistant.answer.llm import ChatModel
from assistant.catalog.snapshot import ServingInputs
from assistant.messages import Message
from assistant.models import Query
from assistant.question.conversation import Conversation, Turn
from assistant.rag.retrieval import Retriever


class SnapshotAdvisor(Advisor):
    """An ``Advisor`` whose answers carry ``catalog_warning`` as their first assumption."""

    def __init__(
        self,
        inputs: ServingInputs,
        retriever: Retriever,
        today: date,
        chat_model: ChatModel | None = None,
    ) -> None:
        """Build over ``inputs`` (which carry the warning)."""
        super().__init__(
            catalog=inputs.catalog,
            prices=inputs.prices,
            tco=inputs.tco,
            retriever=retriever,
            today=today,
            chat_model=chat_model,
        )
        self.catalog_warning: Message | None = inputs.warning

    def answer_turn(
        self,
        question: str,
        history: Conversation | Sequence[Query] | None = None,
        overrides: QueryOverrides | None = None,
    ) -> Turn:
        """Answer as ``Advisor`` does, then state the warning first."""
        turn = super().answer_turn(question, history, overrides)
        if self.catalog_warning is None or turn.answer is None:
            return turn
        answer = turn.answer
        rest = [a for a in answer.assumptions if a != self.catalog_warning]
        answer = answer.model_copy(update={"assumptions": [self.catalog_warning, *rest]})
        return turn.model_copy(update={"answer": answer})
