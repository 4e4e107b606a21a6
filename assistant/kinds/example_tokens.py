"""The kinds' example questions as BM25 tokens, kept on disk beside the BM25 token cache.

Tokenizing the Chinese examples loads jieba (about a second), so without the cache every
process paid for it at its first question, English ones included. ``tokenize_all`` keys the
file by the example texts, the tokenizer's code and jieba's version: an edited example, a
changed tokenizer or another jieba rewrites it, and the tokens are those ``tokenize`` gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from assistant.config import cache_dir, get_settings
from assistant.rag.lexical import tokenize_all

CACHE_FILE = "kind-example-tokens.json"


def cache_file() -> Path:
    """Where the configured data folder keeps the examples' tokens."""
    return cache_dir(get_settings()) / CACHE_FILE


def example_tokens(texts: Sequence[str], where: Path | None = None) -> list[list[str]]:
    """``tokenize`` of every example text, read from ``where`` (default ``cache_file()``)."""
    return tokenize_all(texts, where or cache_file())


__all__ = ["CACHE_FILE", "cache_file", "example_tokens"]
