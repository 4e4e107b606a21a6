"""The HTTP API's guards: a request body size limit and a per-client rate limit (pure ASGI).

Both answer with one JSON ``{"error": ...}`` line before any endpoint runs; ``/healthz`` is
exempt from the rate limit so a supervisor's probes never crowd out users.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from assistant.messages import Message
from assistant.messages import serve as say

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_BODY_BYTES = 64 * 1024
"""Largest request body: a 2000-character Chinese question is about 6 kB; a chat history of
20 such turns about 120 kB would not fit, so history is capped at 20 short questions."""
RATE_PER_MINUTE = 120
"""Requests a minute per client address: a person asking, or a portal polling, never reaches it."""
TRACKED_CLIENTS = 10_000
"""Client addresses whose buckets are kept; the least recently seen are forgotten first."""
EXEMPT_PATHS = frozenset({"/healthz"})


@dataclass(frozen=True)
class Limits:
    """What the API accepts: body size, request rate, and origins allowed by CORS."""

    max_body_bytes: int = MAX_BODY_BYTES
    rate_per_minute: int = RATE_PER_MINUTE
    cors_origins: tuple[str, ...] = ()
    """Origins a browser may call from; empty = CORS off (no CORS headers at all)."""


def language_of(scope: Scope) -> str:
    """``zh`` when the client's Accept-Language starts with Chinese, else ``en``."""
    for key, value in scope.get("headers", []):
        if key == b"accept-language":
            return "zh" if value.decode("latin-1").strip().lower().startswith("zh") else "en"
    return "en"


async def send_error(
    send: Send, status: int, message: Message, lang: str, headers: list[tuple[bytes, bytes]]
) -> None:
    """Send a JSON ``{"error": message}`` response with ``status``."""
    body = json.dumps({"error": message.render(lang)}, ensure_ascii=False).encode()
    head = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": head + headers})
    await send({"type": "http.response.body", "body": body})


class TokenBuckets:
    """One token bucket per client: ``rate`` a minute sustained, bursts up to ``rate``."""

    def __init__(self, rate_per_minute: int, clock: Callable[[], float] = time.monotonic):
        self.capacity = float(rate_per_minute)
        self.refill_per_s = rate_per_minute / 60.0
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, client: str) -> float:
        """Take a token for ``client``: 0 when allowed, else seconds until one is free."""
        now = self.clock()
        with self._lock:
            tokens, seen = self._buckets.pop(client, (self.capacity, now))
            tokens = min(self.capacity, tokens + (now - seen) * self.refill_per_s)
            wait = 0.0 if tokens >= 1 else (1 - tokens) / self.refill_per_s
            self._buckets[client] = (tokens - 1 if wait == 0 else tokens, now)
            while len(self._buckets) > TRACKED_CLIENTS:
                self._buckets.popitem(last=False)
        return wait


class LimitMiddleware:
    """Refuse a client over its rate (429) and a body over the size limit (413)."""

    def __init__(self, app: ASGIApp, limits: Limits) -> None:
        self.app = app
        self.limits = limits
        self.buckets = TokenBuckets(limits.rate_per_minute)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the client's rate, then the body's size, then pass the request on."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        lang = language_of(scope)
        if scope.get("path") not in EXEMPT_PATHS:
            client = scope.get("client")
            wait = self.buckets.take(client[0] if client else "unknown")
            if wait > 0:
                seconds = max(1, math.ceil(wait))
                retry = [(b"retry-after", str(seconds).encode())]
                limit = self.limits.rate_per_minute
                message = say.RATE_LIMITED(limit=limit, seconds=seconds)
                await send_error(send, 429, message, lang, retry)
                return
        body = await self._read_body(scope, receive)
        if body is None:
            await send_error(
                send, 413, say.BODY_TOO_LARGE(limit=self.limits.max_body_bytes), lang, []
            )
            return
        await self.app(scope, _replay(body, receive), send)

    async def _read_body(self, scope: Scope, receive: Receive) -> bytes | None:
        """The whole body, or None once it passes the limit (declared or streamed)."""
        limit = self.limits.max_body_bytes
        for key, value in scope.get("headers", []):
            if key == b"content-length" and value.isdigit() and int(value) > limit:
                return None
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        return b"".join(chunks)


def _replay(body: bytes, receive_more: Receive) -> Receive:
    """A ``receive`` that hands the app the body already read, then the client's messages."""
    sent = False

    async def receive() -> MutableMapping[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive_more()

    return receive
