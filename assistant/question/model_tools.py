"""The model-catalog tool: the open models the catalog sizes, of one family or all.

``Toolbox`` (``question.tools``) registers it through ``model_tools(box)``. Each row is the
catalog's own (``knowledge/specs/models.yaml``): total and active parameters, the longest
documented context, the release month and the config it was transcribed from.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput


class ModelListArgs(BaseModel):
    """Arguments of ``list_models``: a family (with its version) or ``all``."""

    model_config = ConfigDict(extra="forbid")

    family: str = Field(default="all", description="model family: glm, qwen3, llama, or all")


class ModelRow(BaseModel):
    """One catalog model as listed."""

    model_id: str
    name: str
    family: str
    params_b: float
    active_params_b: float | None
    """Parameters per token for a mixture-of-experts model; None when dense."""
    max_context: int
    release: str | None
    source: str


class FamilyModels(BaseModel):
    """The catalog's models of one family (or all), smallest first."""

    family: str
    models: list[ModelRow]
    families: list[str]
    """Every family the catalog holds, for a family it holds nothing of."""


def of_family(family_id: str, model_id: str, key: str) -> bool:
    """Whether a model belongs to ``key`` (a family, with its version when one is given).

    Its family folded contains the key's letters, and its id starts with the key's version:
    "qwen3" is Qwen3-*, not Qwen2.5-*.
    """
    letters = re.sub(r"[\d.]+$", "", key)
    version = key[len(letters) :]
    if letters not in normalize_name(family_id):
        return False
    return not version or normalize_name(model_id).startswith(normalize_name(letters + version))


def list_models(catalog: Catalog, family: str) -> FamilyModels:
    """The catalog's models of ``family`` (``all``: every one), smallest first."""
    key = family.lower().strip()
    rows = [
        ModelRow(
            model_id=m.id,
            name=m.name,
            family=m.family,
            params_b=m.params_b,
            active_params_b=m.active_params_b,
            max_context=m.max_context,
            release=m.release,
            source=m.source.split(";")[0],
        )
        for m in sorted(catalog.models.values(), key=lambda m: (m.family, m.params_b))
        if not m.generic and (key == "all" or of_family(m.family, m.id, key))
    ]
    families = sorted({m.family for m in catalog.models.values() if not m.generic})
    return FamilyModels(family=key, models=rows, families=families)


def model_tools(
    box: Toolbox,
) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The model-catalog tool bound to ``box``'s catalog, for ``Toolbox`` to register."""
    from assistant.question.tools import Typed

    def list_catalog_models(args: ModelListArgs) -> Typed:
        """The open models the catalog sizes, of one family or all, with their sizes."""
        return Typed(list_models(box.catalog, args.family), {})

    return {"list_models": (ModelListArgs, list_catalog_models)}


__all__ = ["FamilyModels", "ModelListArgs", "ModelRow", "list_models", "model_tools", "of_family"]
