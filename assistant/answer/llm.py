"""Optional LLM prose rewrite, guarded against invented numbers and dropped citations.

A rewrite survives only if it keeps every citation and adds no number that the tool outputs,
the cited passages or the question do not contain.

The LLM never computes anything and never sees the knowledge base directly: it receives the
deterministic answer and may only reword it. Any failure falls back to that answer.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from typing import Any, Protocol

from assistant.answer.grounding import ungrounded_numbers
from assistant.errors import UsageError
from assistant.messages import hardening as say
from assistant.models import Answer

_MARKER_RE = re.compile(r"\[(\d+)\]")

_INSTRUCTIONS = {
    "en": (
        "Rewrite the answer below so it reads naturally for the person who asked. Keep the "
        "verdict, every number exactly as written and every citation marker like [1]. Do not add "
        "facts, numbers or advice. Reply with the rewritten answer only, in English."
    ),
    "zh": (
        "请把下面的回答改写得更通顺自然。保留结论、所有数字（原样）和每个引用标记（如 [1]）。"
        "不要添加任何事实、数字或建议。只输出改写后的回答，用中文。"
    ),
}


class ChatModel(Protocol):
    """The part of a LangChain chat model the rewrite uses."""

    def invoke(self, input: Any) -> Any:  # noqa: A002 - LangChain's parameter name
        """Return a message whose ``.text`` (or ``.content``) is the reply."""


def load_chat_model(spec: str, base_url: str | None = None) -> ChatModel:
    """Build the chat model named by ``ASSISTANT_LLM`` (``provider:model``) via LangChain."""
    try:
        from langchain.chat_models import init_chat_model
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError("the LLM rewrite needs: pip install 'gpu-advisor[llm]'") from exc
    kwargs: dict[str, Any] = {"base_url": base_url} if base_url else {}
    try:
        model: ChatModel = init_chat_model(spec, **kwargs)
    except Exception as exc:  # noqa: BLE001 - unknown provider, missing package, bad options
        reason = (str(exc).splitlines() or [type(exc).__name__])[0][:200]
        raise UsageError(
            f"ASSISTANT_LLM={spec!r} cannot be loaded ({reason}); use provider:model, e.g."
            " ollama:qwen2.5:7b, or unset it"
        ) from exc
    return model


def _reply_text(reply: Any) -> str:
    text = getattr(reply, "text", None)
    if isinstance(text, str):
        return text
    content = getattr(reply, "content", reply)
    return content if isinstance(content, str) else str(content)


def check_rewrite(original: Answer, rewritten: str, sources: Iterable[Any]) -> str | None:
    """Return why ``rewritten`` must be rejected, or None when it is safe to show."""
    if not rewritten.strip():
        return "empty rewrite"
    if len(rewritten) > 3 * len(original.answer) + 200:
        return "rewrite much longer than the answer"
    if set(_MARKER_RE.findall(rewritten)) != set(_MARKER_RE.findall(original.answer)):
        return "citation markers changed"
    extra = ungrounded_numbers(rewritten, [*sources, original.question, original.answer])
    if extra:
        return f"numbers not in any tool output or source: {', '.join(extra[:5])}"
    return None


LLM_TIMEOUT_S = 30.0
"""Longest wait for the optional rewrite; the computed answer is shown when it runs out."""


def rewrite_answer(
    answer: Answer,
    chat_model: ChatModel,
    sources: Iterable[Any],
    timeout_s: float | None = None,
) -> tuple[Answer, str | None]:
    """Let ``chat_model`` reword ``answer``; return (answer to show, rejection reason or None)."""
    source_list = list(sources)
    prompt = [
        ("system", _INSTRUCTIONS[answer.language]),
        ("human", answer.answer),
    ]
    outcome: list[Any] = []

    def call() -> None:
        try:
            outcome.append(_reply_text(chat_model.invoke(prompt)))
        except Exception as exc:  # noqa: BLE001 - any LLM failure falls back to the safe answer
            outcome.append(exc)

    # a daemon thread: a frozen endpoint can neither block the answer nor the process's exit
    worker = threading.Thread(target=call, name="llm-rewrite", daemon=True)
    worker.start()
    timeout_s = LLM_TIMEOUT_S if timeout_s is None else timeout_s
    worker.join(timeout_s)
    if not outcome:
        return answer, str(say.LLM_TIMEOUT(seconds=timeout_s))
    if isinstance(outcome[0], Exception):
        return answer, f"LLM call failed: {type(outcome[0]).__name__}"
    reply = outcome[0]
    reason = check_rewrite(answer, reply, source_list)
    if reason is not None:
        return answer, reason
    return answer.model_copy(update={"answer": reply.strip()}), None
