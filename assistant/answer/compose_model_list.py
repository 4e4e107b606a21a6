"""The answer to "which models do you know (of a family)": the catalog's rows, smallest first."""

from __future__ import annotations

from assistant.answer.compose import Draft, could_not, say, table_head
from assistant.models import ToolCall
from assistant.question.model_tools import FamilyModels, ModelRow
from assistant.question.tools import error_of

LISTED_IN_LINE = 8
"""Models named in the first line; the table holds them all."""


def _size(row: ModelRow, lang: str) -> str:
    """The size as named: "9.4B" dense, "106B total, 12B active" for a mixture of experts."""
    if row.active_params_b is None:
        return f"{row.params_b:g}B"
    return say(
        lang,
        f"{row.params_b:g}B total, {row.active_params_b:g}B active",
        f"总参数 {row.params_b:g}B，激活 {row.active_params_b:g}B",
    )


def compose_model_list(draft: Draft, call: ToolCall) -> None:
    """Lead with how many models the catalog sizes and name them; the table gives each row."""
    lang = draft.lang
    out = call.typed(FamilyModels)
    if out is None:
        could_not(draft, ("I could not list the models", "无法列出模型"), error_of(call, lang))
        return
    family = out.family if out.family != "all" else ""
    if not out.models:
        families = ", ".join(out.families)
        draft.add(
            say(
                lang,
                f"My catalog has no {family} models, so I don't size them by name; a size"
                f" ('a 13B model') is sized as a generic model. Families it holds: {families}.",
                f"我的目录里没有 {family} 系列的模型，无法按名称估算；说出规模（如“13B 模型”）"
                f"可按通用模型估算。目录里有这些系列：{families}。",
            )
        )
        return
    named = ", ".join(
        r.name if "(" in r.name else f"{r.name} ({_size(r, lang)})"
        for r in out.models[:LISTED_IN_LINE]
    )
    more = len(out.models) - LISTED_IN_LINE
    tail = say(lang, f" and {more} more", f" 等 {len(out.models)} 个") if more > 0 else ""
    n = len(out.models)
    draft.add(
        say(
            lang,
            f"**My catalog sizes {n} {family + ' ' if family else ''}model"
            f"{'s' if n != 1 else ''} by name:** {named}{tail}.",
            f"**我的目录按名称收录了 {n} 个{family + ' ' if family else ''}模型：**{named}{tail}。",
        )
    )
    rows = table_head(
        say(
            lang,
            "| Model | Parameters | Longest context | Released |",
            "| 模型 | 参数量 | 最长上下文 | 发布 |",
        )
    )
    rows += [
        f"| {r.name} | {_size(r, lang)} | {r.max_context:,} | {r.release or '—'} |"
        for r in out.models
    ]
    draft.add("\n".join(rows))
    draft.add(
        say(
            lang,
            "Shapes come from each model's published config.json; a model not listed is sized"
            " as a generic model of the size you give, and the answer says so.",
            "结构取自各模型公开的 config.json；未列出的模型按你给的规模当作通用模型估算，"
            "回答中会注明。",
        )
    )


__all__ = ["compose_model_list"]
