"""CLI commands for the knowledge base: ``ingest`` and ``search`` (see ``cli.py``)."""

from __future__ import annotations

import click

from assistant.cli.common import echo_json, handle_errors
from assistant.config import get_settings


@click.command("ingest")
@click.option("--if-missing", is_flag=True, help="Build only when no complete index exists.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@handle_errors
def ingest_command(if_missing: bool, as_json: bool, quiet: bool) -> None:
    """Validate knowledge/, embed what changed and switch the index to the new version."""
    from ingest.pipeline import ingest

    report = ingest(if_missing=if_missing, progress=not quiet and not as_json)
    if as_json:
        echo_json(report)
        return
    where = get_settings().chroma_url or get_settings().index_dir
    if report.skipped:
        click.echo(f"{report.reason}: {report.chunks} chunks in {where} ({report.collection})")
        return
    click.echo(
        f"indexed {report.chunks} chunks from {report.documents} documents into {where}:"
        f" {report.embedded} embedded, {report.reused} reused, {report.removed} removed"
        f" ({report.seconds:.1f} s)"
    )


def _fmt(value: float | None, rank: int | None) -> str:
    return "-" if rank is None or value is None else f"#{rank} {value:.3f}"


@click.command("search")
@click.argument("query")
@click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default=None,
    help="Language of the question (default: detected).",
)
@click.option(
    "--k", "k", type=click.IntRange(1, 50), default=6, show_default=True, help="Number of passages."
)
@click.option(
    "--doc-type",
    type=click.Choice(["guide", "spec"]),
    default=None,
    help="Only guides or only spec passages.",
)
@click.option(
    "--topic", "topics", multiple=True, help="Only passages with this topic (repeatable)."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@handle_errors
def search_command(
    query: str,
    lang: str | None,
    k: int,
    doc_type: str | None,
    topics: tuple[str, ...],
    as_json: bool,
) -> None:
    """Search the knowledge base; show each hit with its dense and BM25 rank and score."""
    from assistant.language import detect_language
    from assistant.rag.retrieval import get_retriever

    lang = lang or detect_language(query)
    hits = get_retriever().retrieve(query, lang, k, doc_type, list(topics) or None)
    if as_json:
        echo_json({"query": query, "lang": lang, "passages": hits})
        return
    if not hits:
        click.echo("no passages found")
    for n, p in enumerate(hits, start=1):
        click.echo(
            f"[{n}] {p.title} — {p.section or '(intro)'}  [{p.lang}, {p.doc_type}]\n"
            f"    fused {p.score:.4f} | dense {_fmt(p.dense_score, p.dense_rank)}"
            f" | bm25 {_fmt(p.bm25_score, p.bm25_rank)}\n"
            f"    {p.source}\n"
            f"    {' '.join(p.text.split())[:200]}"
        )


COMMANDS: list[click.Command] = [ingest_command, search_command]
