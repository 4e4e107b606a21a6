"""``gpu-advisor api``: the tools of ``serve.tools`` as JSON endpoints (FastAPI), plus chat.

``POST /<tool>`` for every entry of ``TOOLS`` (``POST /ask`` returns exactly the ``ask --json``
object), ``POST /chat`` for conversations, ``GET /healthz``, and the OpenAPI docs at ``/docs``.
Errors are ``{"error": one line}``; a 422 adds ``detail`` (where and what); never a traceback.
"""

from __future__ import annotations

import inspect
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from starlette.exceptions import HTTPException

from assistant.advisor import Advisor
from assistant.catalog.validation import format_validation_error
from assistant.cli.chat import turn_object
from assistant.errors import AssistantError
from assistant.messages import serve as say
from assistant.serve.conversations import ConversationStore
from assistant.serve.limits import LimitMiddleware, Limits
from assistant.serve.tools import MAX_QUESTION_CHARS, TOOLS, ServedTool, package_version

log = logging.getLogger("assistant.serve")

MAX_HISTORY = 20
"""Earlier questions a ``/chat`` call may send instead of a conversation id."""


class ChatArgs(BaseModel):
    """One turn of a conversation: the message, and the conversation id or earlier questions."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    conversation_id: str | None = Field(
        default=None, max_length=64, description="id from an earlier /chat answer"
    )
    history: list[str] = Field(
        default_factory=list,
        max_length=MAX_HISTORY,
        description="earlier questions, oldest first (instead of a conversation id)",
    )

    @model_validator(mode="after")
    def _one_way_to_continue(self) -> ChatArgs:
        if self.conversation_id is not None and self.history:
            raise ValueError("give conversation_id or history, not both")
        return self


class ChatReply(BaseModel):
    """The ``ask --json`` object of the turn, what it carried over, and the conversation id."""

    model_config = ConfigDict(extra="allow")

    conversation_id: str
    carried: dict[str, Any]


class Health(BaseModel):
    """What ``GET /healthz`` reports."""

    status: str
    version: str
    tools: list[str]
    conversations: int


def _lang(request: Request) -> str:
    accepted = request.headers.get("accept-language", "").strip().lower()
    return "zh" if accepted.startswith("zh") else "en"


def _error(status: int, text: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": text, **extra}, status_code=status)


def _problems(errors: list[Any]) -> list[dict[str, Any]]:
    """The validation errors without the rejected input (it may be large): where and what."""
    return [{"loc": list(e["loc"]), "msg": e["msg"], "type": e["type"]} for e in errors]


def _install_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = _problems(list(exc.errors()))
        line = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in problems)
        return _error(422, line, detail=problems)

    @app.exception_handler(ValidationError)
    async def invalid_inside(request: Request, exc: ValidationError) -> JSONResponse:
        return _error(422, format_validation_error(exc), detail=_problems(list(exc.errors())))

    @app.exception_handler(AssistantError)
    async def refused(request: Request, exc: AssistantError) -> JSONResponse:
        return _error(400, exc.message.render(_lang(request)))

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        if exc.status_code == 404:
            return _error(404, say.NOT_FOUND(path=request.url.path).render(_lang(request)))
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(Exception)
    async def crashed(request: Request, exc: Exception) -> JSONResponse:
        log.exception("error answering %s", request.url.path)
        return _error(500, say.INTERNAL_ERROR().render(_lang(request)))


def _endpoint(advisor: Advisor, served: ServedTool) -> Any:
    """``POST /<name>``: the body is the tool's args model; the reply its JSON output."""

    def endpoint(args: BaseModel) -> JSONResponse:
        return JSONResponse(served.run(advisor, args))

    # FastAPI reads the body type from the signature: the tool's own args model
    parameter = inspect.Parameter(
        "args", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=served.args
    )
    endpoint.__signature__ = inspect.Signature([parameter])  # type: ignore[attr-defined]
    endpoint.__name__ = served.name
    endpoint.__doc__ = served.description
    return endpoint


def create_app(advisor: Advisor, limits: Limits | None = None) -> FastAPI:
    """The HTTP API over one loaded ``advisor`` (shared by every request; it keeps no state)."""
    limits = limits or Limits()
    version = package_version()
    app = FastAPI(
        title="GPU Advisor API",
        version=version,
        description="Cited answers and deterministic calculators for choosing GPUs for AI work."
        " POST /ask returns exactly the `gpu-advisor ask --json` object.",
    )
    conversations = ConversationStore()
    _install_handlers(app)
    for served in TOOLS:
        app.post(
            f"/{served.name}",
            response_model=None,
            responses={200: {"model": served.result}},
            summary=served.description,
            tags=["tools"],
        )(_endpoint(advisor, served))

    @app.post("/chat", response_model=ChatReply, tags=["chat"])
    def chat(args: ChatArgs) -> JSONResponse:
        """One conversation turn: a follow-up inherits what it does not name from earlier turns."""
        with conversations.open(args.conversation_id) as (conversation_id, conversation):
            if args.history:  # a new conversation: replay the earlier questions first
                for question in args.history:
                    conversation.turns.append(advisor.answer_turn(question, conversation))
            turn = advisor.answer_turn(args.message, conversation)
            conversation.turns.append(turn)
        return JSONResponse({**turn_object(turn), "conversation_id": conversation_id})

    @app.get("/healthz", response_model=Health, tags=["health"])
    def healthz() -> Health:
        """Liveness: the advisor is loaded and answering."""
        names = [served.name for served in TOOLS]
        return Health(status="ok", version=version, tools=names, conversations=len(conversations))

    if limits.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(limits.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["content-type", "accept-language"],
        )
    app.add_middleware(LimitMiddleware, limits=limits)
    return app
