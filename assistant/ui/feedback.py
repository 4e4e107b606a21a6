"""Feedback on answers, stored locally as JSON lines for review (never secrets or env values)."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from assistant.models import Answer

FEEDBACK_FILE = "feedback.jsonl"

NEGATIVE_REASONS: tuple[tuple[str, str, str], ...] = (
    # (code, English, Chinese): Onyx's three reasons plus one for the calculators.
    ("irrelevant_sources", "Retrieved sources were not relevant", "检索到的来源不相关"),
    ("misread_sources", "The answer misread the sources", "回答误读了来源"),
    ("wrong_source", "A cited source was wrong", "引用的来源有误"),
    ("wrong_numbers", "Numbers look wrong", "数字看起来不对"),
)
REASON_CODES = frozenset(code for code, _, _ in NEGATIVE_REASONS)
_SECRET_RE = re.compile(
    # OpenAI/Anthropic-style keys, Hugging Face and GitHub tokens, AWS access key ids
    r"\b(?:sk|pk|rk)-[A-Za-z0-9_\-]{8,}|\bhf_[A-Za-z0-9]{16,}|\bgh[pousr]_[A-Za-z0-9]{16,}"
    r"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"
    # Stripe secret, restricted and publishable keys (sk_live_…, rk_test_…)
    r"|\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}"
    # Slack bot, user, app and refresh tokens (xoxb-…, xoxp-…)
    r"|\bxox[abposre]-[A-Za-z0-9-]{10,}"
    # Google API keys: AIza and 35 more characters
    r"|\bAIza[0-9A-Za-z_\-]{35}"
    # JSON Web Tokens: base64url header.payload.signature, header and payload start {"
    r"|\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}"
    # an AWS secret access key after its name (aws_secret_access_key = …)
    r"|(?i:aws_secret_access_key|secret_access_key|aws_secret)[\"']?\s*[:=]\s*[\"']?[A-Za-z0-9/+=]{40}"
)
_BARE_AWS_SECRET_RE = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
"""40 base64 characters standing alone: an AWS secret key when it mixes cases, digits and /+."""


def _looks_like_aws_secret(match: re.Match[str]) -> str:
    token = match.group(0)
    mixed = (
        any(c.islower() for c in token)
        and any(c.isupper() for c in token)
        and any(c.isdigit() for c in token)
        and any(c in "/+" for c in token)
    )
    return "[redacted]" if mixed else token


def redact_secrets(text: str) -> str:
    """Replace anything shaped like an API key or token with ``[redacted]``."""
    return _BARE_AWS_SECRET_RE.sub(_looks_like_aws_secret, _SECRET_RE.sub("[redacted]", text))


def answer_hash(answer: Answer) -> str:
    """Stable short hash of what was shown: answer text, citations and tool calls."""
    payload = json.dumps(
        {
            "answer": answer.answer,
            "citations": [c.model_dump() for c in answer.citations],
            "tool_calls": [c.model_dump() for c in answer.tool_calls],
        },
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:16]


class FeedbackRecord(BaseModel):
    """One line of ``feedback.jsonl``: the newest record per ``message_id`` wins."""

    message_id: str
    question: str = Field(max_length=2000)
    answer_hash: str
    rating: Literal["up", "down"]
    reason: str | None = None
    """A code from ``NEGATIVE_REASONS``, only for thumbs down."""
    sources: list[str] = Field(default_factory=list)
    """Cited doc ids, so a review can tell which document misled."""
    tools: list[str] = Field(default_factory=list)
    language: str = "en"
    intent: str = ""
    verdict: str | None = None
    at: str = ""
    """UTC timestamp, ISO 8601."""


def make_record(
    message_id: str,
    answer: Answer,
    thumbs: int,
    reason: str | None = None,
    now: datetime | None = None,
) -> FeedbackRecord:
    """Build a record from ``st.feedback``'s thumbs index (0 = down, 1 = up)."""
    rating: Literal["up", "down"] = "up" if thumbs == 1 else "down"
    return FeedbackRecord(
        message_id=message_id,
        question=redact_secrets(answer.question)[:2000],
        answer_hash=answer_hash(answer),
        rating=rating,
        reason=reason if rating == "down" and reason in REASON_CODES else None,
        sources=[c.doc_id for c in answer.citations],
        tools=[c.tool for c in answer.tool_calls],
        language=answer.language,
        intent=answer.intent,
        verdict=answer.verdict,
        at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
    )


def append_feedback(data_dir: Path, record: FeedbackRecord) -> Path:
    """Append ``record`` as one JSON line to ``data_dir/feedback.jsonl``; return the path."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / FEEDBACK_FILE
    with path.open("a", encoding="utf-8") as fh:
        fh.write(record.model_dump_json() + "\n")
    return path


def read_feedback(data_dir: Path) -> list[FeedbackRecord]:
    """Read every record back (skipping unreadable lines), oldest first."""
    path = data_dir / FEEDBACK_FILE
    if not path.exists():
        return []
    out: list[FeedbackRecord] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(FeedbackRecord.model_validate_json(line))
        except ValueError:
            continue
    return out
