"""The table of tools both servers offer: one entry per tool, its args model, its result model.

The MCP server makes each entry a tool and the HTTP API makes it ``POST /<name>``; neither
lists tools itself. A Toolbox method is served by one ``toolbox_tool(...)`` line in ``TOOLS``:
its input schema is the args model the Toolbox validates with, its output the Toolbox's JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.batch_inference import BatchInferenceTime
from assistant.calc.catalog_query import CatalogQuery, CatalogResult
from assistant.calc.duration import JobDuration
from assistant.calc.fits import HardwareFits
from assistant.calc.head_to_head import ComparisonReport
from assistant.calc.offload import KvCacheReport
from assistant.calc.power import PowerEstimate
from assistant.calc.rates import SpeedEstimate
from assistant.calc.recommend import Recommendation
from assistant.calc.serving import ServingCapacity, ServingPlan
from assistant.calc.sizing import MemoryEstimate
from assistant.calc.tco import RentVsBuy
from assistant.calc.unit_prices import PricedJob
from assistant.cli.ask import ask_json
from assistant.errors import AssistantError, UsageError
from assistant.messages import serve as say
from assistant.models import Answer, Language, ModelSpec
from assistant.question.model_tools import of_family
from assistant.question.tool_args import (
    BatchInferenceArgs,
    CapacityArgs,
    CompareArgs,
    DurationArgs,
    FitsArgs,
    KvCacheArgs,
    MemoryArgs,
    PowerArgs,
    PriceArgs,
    RecommendArgs,
    RentBuyArgs,
    ServeArgs,
    SpeedArgs,
)
from assistant.question.tools import Toolbox, error_of

if TYPE_CHECKING:
    from assistant.advisor import Advisor

MAX_QUESTION_CHARS = 2000
"""Longest question accepted: ten times the longest golden question, far below the body limit."""


class ToolFailed(AssistantError):
    """A tool could not compute its result; the message is the CLI's one-line error."""


class AskArgs(BaseModel):
    """Arguments of ``ask``: one question in English or Chinese."""

    model_config = ConfigDict(extra="forbid")

    question: str = Field(
        min_length=1,
        max_length=MAX_QUESTION_CHARS,
        description="the question, e.g. 'can I fine-tune a 13B model on two 4090s?'",
    )


class SearchArgs(BaseModel):
    """Arguments of ``search_knowledge``: words to look up in the guides and spec tables."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=500, description="what to look up")
    lang: Language | None = Field(default=None, description="en or zh; None = either")
    k: int = Field(default=5, ge=1, le=20, description="passages to return")
    doc_type: Literal["guide", "spec"] | None = Field(
        default=None, description="guide sections or spec/price rows; None = both"
    )


class Hit(BaseModel):
    """One passage found, with where it comes from."""

    doc_id: str
    title: str
    section: str
    lang: str
    doc_type: str
    text: str
    source: str
    updated: str
    score: float
    """Fused rank score (reciprocal rank fusion of dense and BM25 retrieval); higher is better."""


class SearchResult(BaseModel):
    """Passages for a query, best first."""

    passages: list[Hit]


class ModelFilter(BaseModel):
    """Arguments of ``list_models``."""

    model_config = ConfigDict(extra="forbid")

    family: str | None = Field(
        default=None, description="only this family (llama, qwen, mistral, deepseek, ...)"
    )


class ModelList(BaseModel):
    """The catalog's models that matched."""

    count: int
    models: list[ModelSpec]


@dataclass(frozen=True)
class ServedTool:
    """One tool of the servers: name, argument and result models, and what runs it."""

    name: str
    args: type[BaseModel]
    result: type[BaseModel]
    run: Callable[[Advisor, Any], dict[str, Any]]
    description: str
    toolbox: str | None = None
    """The Toolbox method behind the tool, when there is one."""


def toolbox_tool(
    name: str,
    method: str,
    args: type[BaseModel],
    result: type[BaseModel],
    doc: str | None = None,
) -> ServedTool:
    """Serve the Toolbox tool ``method`` as tool ``name``: same args model, same JSON out.

    ``doc`` describes a tool a helper module registers (not a ``Toolbox`` method).
    """

    def run(advisor: Advisor, given: BaseModel) -> dict[str, Any]:
        call = advisor.tools.call(method, **given.model_dump(mode="json"))
        error = error_of(call)
        if error is not None:
            raise ToolFailed(error)
        return call.output

    doc = doc or (getattr(Toolbox, method).__doc__ or method).strip().splitlines()[0]
    return ServedTool(name, args, result, run, doc, method)


def _ask(advisor: Advisor, given: AskArgs) -> dict[str, Any]:
    return ask_json(advisor.ask(given.question))


def _search(advisor: Advisor, given: SearchArgs) -> dict[str, Any]:
    passages = advisor.retriever.retrieve(
        given.query, lang=given.lang, k=given.k, doc_type=given.doc_type
    )
    hits = [Hit.model_validate(p.model_dump()) for p in passages]
    return SearchResult(passages=hits).model_dump(mode="json")


def _models(advisor: Advisor, given: ModelFilter) -> dict[str, Any]:
    models = list(advisor.catalog.models.values())
    if given.family:
        wanted = given.family.casefold().strip()
        models = [m for m in models if of_family(m.family, m.id, wanted)]
        if not models:
            known = ", ".join(sorted({m.family for m in advisor.catalog.models.values()}))
            raise UsageError(say.UNKNOWN_FAMILY(family=given.family, known=known))
    return ModelList(count=len(models), models=models).model_dump(mode="json")


TOOLS: tuple[ServedTool, ...] = (
    ServedTool(
        "ask",
        AskArgs,
        Answer,
        _ask,
        "Answer a question about GPUs for AI work (English or Chinese): verdict, answer with"
        " [n] citations, the tool calls behind its numbers, assumptions.",
    ),
    toolbox_tool("size", "estimate_memory", MemoryArgs, MemoryEstimate),
    toolbox_tool("speed", "estimate_speed", SpeedArgs, SpeedEstimate),
    toolbox_tool("serve", "plan_serving", ServeArgs, ServingPlan),
    toolbox_tool("serve_capacity", "serving_capacity", CapacityArgs, ServingCapacity),
    toolbox_tool("price", "price_job", PriceArgs, PricedJob),
    toolbox_tool("rent_vs_buy", "rent_vs_buy", RentBuyArgs, RentVsBuy),
    toolbox_tool("compare", "compare_gpus", CompareArgs, ComparisonReport),
    toolbox_tool("recommend", "recommend_setup", RecommendArgs, Recommendation),
    toolbox_tool("list_gpus", "query_catalog", CatalogQuery, CatalogResult),
    # a new Toolbox method is served by one more line here, e.g.
    toolbox_tool("fits", "fits_hardware", FitsArgs, HardwareFits),
    toolbox_tool("kv_cache", "estimate_kv_cache", KvCacheArgs, KvCacheReport),
    toolbox_tool("duration", "estimate_job_duration", DurationArgs, JobDuration),
    toolbox_tool(
        "batch_job",
        "estimate_batch_inference",
        BatchInferenceArgs,
        BatchInferenceTime,
        "Hours, GPU-hours and cost of running N prompts offline through a model.",
    ),
    toolbox_tool("power", "estimate_power", PowerArgs, PowerEstimate),
    ServedTool(
        "list_models",
        ModelFilter,
        ModelList,
        _models,
        "The open models in the catalog (size, layers, attention, KV heads, context), by family.",
    ),
    ServedTool(
        "search_knowledge",
        SearchArgs,
        SearchResult,
        _search,
        "Search the curated guides and spec/price rows; passages best first, with sources.",
    ),
)
"""Every tool the MCP server and the HTTP API offer, in the order they list them."""

TOOLS_BY_NAME = {tool.name: tool for tool in TOOLS}


def output_schema(tool: ServedTool) -> dict[str, Any]:
    """JSON schema of the tool's output: its result model as serialised, extras allowed.

    A Toolbox tool may merge a few extra keys into its result (``model_params_b``), so the
    top level accepts more properties than the model names.
    """
    schema = tool.result.model_json_schema(mode="serialization")
    schema.pop("additionalProperties", None)
    return schema


def package_version() -> str:
    """The installed gpu-advisor version the servers report."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gpu-advisor")
    except PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0"
