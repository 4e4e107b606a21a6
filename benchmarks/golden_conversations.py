"""Score the golden conversations two ways: each turn answered alone, and as a conversation.

    python benchmarks/golden_conversations.py [--independent] [--lexical] [--folder tests/golden]

Prints the conversation scorecard (last turn of each case: request slots, intent, verdict,
first line, mentions). ``--independent`` answers every turn on its own, as before issue 13.
``--lexical`` uses an in-memory index with the word-length test embedder (BM25 does the work),
so no index has to be built; passages may differ from the real index, request slots do not.
"""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from assistant.advisor import Advisor, get_advisor
from assistant.evaluation import (
    ConversationOutcome,
    last_turn_outcome,
    load_conversations,
    render_conversations,
    run_conversations,
)
from assistant.question.parsing import parse
from assistant.question.request_words import request_slots

ROOT = Path(__file__).resolve().parent.parent


def lexical_advisor() -> Advisor:
    """An advisor over the real knowledge with an in-memory index and the fake embedder."""
    from ingest.memory import in_memory_advisor

    return in_memory_advisor(today=date(2026, 11, 30))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--independent", action="store_true")
    parser.add_argument("--lexical", action="store_true")
    parser.add_argument("--folder", type=Path, default=ROOT / "tests" / "golden")
    args = parser.parse_args()
    advisor = lexical_advisor() if args.lexical else get_advisor()

    def independent(turns: list[str]) -> ConversationOutcome:
        answer = advisor.ask(turns[-1])
        query = parse(turns[-1], advisor.catalog)
        return ConversationOutcome(answer=answer, request=request_slots(query), carried={})

    def conversation(turns: list[str]) -> ConversationOutcome:
        return last_turn_outcome(advisor.converse(turns))

    card = run_conversations(
        load_conversations(args.folder), independent if args.independent else conversation
    )
    print(render_conversations(card))


if __name__ == "__main__":
    main()
