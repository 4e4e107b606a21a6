"""Conversations the HTTP API keeps in memory between ``POST /chat`` calls: bounded, thread-safe.

The oldest conversation goes when more than ``max_conversations`` are held, and a conversation
keeps only its last ``max_turns`` turns (a follow-up reads the turn before it).
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from assistant.errors import UsageError
from assistant.messages import serve as say
from assistant.question.conversation import Conversation

MAX_CONVERSATIONS = 1000
"""Conversations held at once; at about 20 kB a turn, 1000 x 20 turns stay under 0.5 GB."""
MAX_TURNS = 20
"""Turns kept per conversation: far more than the golden conversations (at most 6 turns)."""


class ConversationStore:
    """Conversations by id, least recently used first out; one lock per conversation."""

    def __init__(self, max_conversations: int = MAX_CONVERSATIONS, max_turns: int = MAX_TURNS):
        self.max_conversations = max_conversations
        self.max_turns = max_turns
        self._held: OrderedDict[str, tuple[threading.Lock, Conversation]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._held)

    @contextmanager
    def open(self, conversation_id: str | None) -> Iterator[tuple[str, Conversation]]:
        """The conversation ``conversation_id`` (a new one when None), held for one turn.

        Two requests on the same conversation take turns; different conversations run at once.
        """
        with self._lock:
            if conversation_id is None:
                conversation_id = secrets.token_urlsafe(12)
                self._held[conversation_id] = (threading.Lock(), Conversation())
            elif conversation_id not in self._held:
                raise UsageError(say.UNKNOWN_CONVERSATION(conversation_id=conversation_id))
            self._held.move_to_end(conversation_id)
            while len(self._held) > self.max_conversations:
                self._held.popitem(last=False)
            turn_lock, conversation = self._held[conversation_id]
        with turn_lock:
            yield conversation_id, conversation
            del conversation.turns[: -self.max_turns]
