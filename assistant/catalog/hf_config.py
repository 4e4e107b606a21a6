"""Turn a Hugging Face ``config.json`` into a ``ModelSpec`` (dense, GQA, MoE and MLA layouts).

Parameter counts follow the transformer layout the config describes (biases and norms aside,
under 0.1 % of any model here): embeddings ``V·h`` (twice when untied); per layer, attention
(``h·(q + 2·kv) + q·h``, or DeepSeek's MLA low-rank projections) plus a gated MLP ``3·h·f``,
or for MoE layers ``(experts + shared)·3·h·f_expert`` plus the router. Active parameters
drop the unrouted experts. Checked against published totals in tests/test_hf_config.py
(Llama 3.1 8B 8.03B, Mixtral 8x7B 46.7B / 12.9B, DeepSeek-V3 671B / 37B). The counting is
pure; the callers read the file and writes the user catalog (``read_config``, ``save_user_model``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from assistant.catalog.specs import load_table
from assistant.catalog.strict_yaml import USER_LIMITS, load_json
from assistant.catalog.userfiles import existing_rows_error, locked, replace_checked
from assistant.catalog.validation import format_validation_error
from assistant.errors import CatalogError, UsageError
from assistant.messages import hardening as say
from assistant.messages.table import CONTEXT_NOT_IN_CONFIG
from assistant.models import AttentionKind, ModelSpec

# Each ModelSpec quantity and the config.json keys that may hold it, in order of preference.
FIELDS: dict[str, tuple[str, ...]] = {
    "num_layers": ("num_hidden_layers", "n_layer", "num_layers", "n_layers"),
    "hidden_size": ("hidden_size", "n_embd", "d_model", "dim"),
    "num_attention_heads": ("num_attention_heads", "n_head", "n_heads"),
    "num_kv_heads": ("num_key_value_heads", "num_kv_heads", "n_kv_heads"),
    "head_dim": ("head_dim",),
    "intermediate_size": ("intermediate_size", "ffn_dim", "n_inner"),
    "vocab_size": ("vocab_size",),
    "max_context": ("max_position_embeddings", "n_positions", "seq_length", "max_seq_len"),
    "tied_embeddings": ("tie_word_embeddings",),
    "num_experts": ("n_routed_experts", "num_experts", "num_local_experts"),
    "experts_per_token": ("num_experts_per_tok", "moe_top_k", "top_k"),
    "moe_intermediate_size": ("moe_intermediate_size",),
    "kv_lora_rank": ("kv_lora_rank",),
    "q_lora_rank": ("q_lora_rank",),
    "qk_rope_head_dim": ("qk_rope_head_dim",),
    "qk_nope_head_dim": ("qk_nope_head_dim",),
    "v_head_dim": ("v_head_dim",),
    "shared_experts": ("n_shared_experts", "num_shared_experts"),
    "shared_expert_intermediate_size": ("shared_expert_intermediate_size",),
    "first_dense_layers": ("first_k_dense_replace",),
}
REQUIRED = ("num_layers", "hidden_size", "num_attention_heads", "vocab_size")
IGNORED = frozenset(
    """
    architectures model_type torch_dtype transformers_version rope_theta rope_scaling bos_token_id
    eos_token_id pad_token_id hidden_act hidden_dropout attention_dropout attention_bias
    initializer_range rms_norm_eps layer_norm_eps layer_norm_epsilon use_cache pretraining_tp
    mlp_bias sliding_window use_sliding_window max_window_layers output_router_logits
    router_aux_loss_coef router_jitter_noise auto_map quantization_config topk_method
    n_group topk_group norm_topk_prob scoring_func routed_scaling_factor moe_layer_freq
    ep_size aux_loss_alpha seq_aux num_nextn_predict_layers _name_or_path decoder_sparse_step
    mlp_only_layers qkv_bias rope_interleave partial_rotary_factor embd_pdrop resid_pdrop
    attn_pdrop summary_type use_qk_norm attention_chunk_size no_rope_layers
    """.split()
)
SPELLING_CUTOFF = 0.85
"""How close an unknown key must be to a known one to be called a misspelling."""


def _known_keys() -> list[str]:
    return sorted({k for keys in FIELDS.values() for k in keys})


def _misspellings(config: Mapping[str, Any]) -> list[str]:
    """'num_hiden_layers: did you mean num_hidden_layers?' for each near-miss key."""
    known = _known_keys()
    out = []
    for key in config:
        if key in known or key in IGNORED or not isinstance(key, str):
            continue
        close = difflib.get_close_matches(key, known, n=1, cutoff=SPELLING_CUTOFF)
        if close:
            out.append(f"unknown field '{key}': did you mean '{close[0]}'?")
    return out


def _read(config: Mapping[str, Any]) -> dict[str, Any]:
    """The first present key of each quantity (``None`` when absent)."""
    values: dict[str, Any] = {}
    for field, keys in FIELDS.items():
        values[field] = next((config[k] for k in keys if config.get(k) is not None), None)
    return values


MAX_CONFIG_INT = 1_000_000_000
"""No config quantity (layers, widths, vocabulary, context) comes near a billion."""


def _type_problems(v: dict[str, Any]) -> list[str]:
    """Every quantity that is not a whole number in range (checked before any arithmetic)."""
    out: list[str] = []
    for field, value in v.items():
        if value is None:
            continue
        key = FIELDS[field][0]
        if field == "tied_embeddings":
            if not isinstance(value, bool):
                out.append(f"'{key}' must be true or false, got {value!r}")
            continue
        low = 1 if field in REQUIRED else 0
        if isinstance(value, bool) or not isinstance(value, int):
            out.append(str(say.CONFIG_NOT_INTEGER(key=key, value=value)))
        elif not low <= value <= MAX_CONFIG_INT:
            out.append(f"'{key}' must be from {low} to {MAX_CONFIG_INT:,}, got {value:,}")
    return out


def _attention_params(v: dict[str, Any], heads: int, kv_heads: int, head_dim: int) -> int:
    h = v["hidden_size"]
    if v["kv_lora_rank"]:
        rope = v["qk_rope_head_dim"] or 0
        nope = v["qk_nope_head_dim"] or head_dim
        v_dim = v["v_head_dim"] or head_dim
        q_rank = v["q_lora_rank"]
        q = h * q_rank + q_rank * heads * (nope + rope) if q_rank else h * heads * (nope + rope)
        kv = h * (v["kv_lora_rank"] + rope) + v["kv_lora_rank"] * heads * (nope + v_dim)
        return int(q + kv + heads * v_dim * h)
    return int(h * heads * head_dim + 2 * h * kv_heads * head_dim + heads * head_dim * h)


def count_params(v: dict[str, Any]) -> tuple[float, float | None]:
    """(total, active-or-None) parameters in billions from the config quantities ``v``."""
    h, layers, vocab = v["hidden_size"], v["num_layers"], v["vocab_size"]
    heads = v["num_attention_heads"]
    kv_heads = v["num_kv_heads"] or heads
    head_dim = v["head_dim"] or h // heads
    embeddings = vocab * h * (1 if v["tied_embeddings"] else 2)
    attention = _attention_params(v, heads, kv_heads, head_dim) * layers
    experts = v["num_experts"]
    ffn = v["intermediate_size"] or 4 * h
    if not experts:
        total = embeddings + attention + layers * 3 * h * ffn
        return total / 1e9, None
    expert_ffn = v["moe_intermediate_size"] or ffn
    dense_layers = min(v["first_dense_layers"] or 0, layers)
    moe_layers = layers - dense_layers
    shared_ffn = v["shared_expert_intermediate_size"] or (v["shared_experts"] or 0) * expert_ffn
    per_expert = 3 * h * expert_ffn
    moe = moe_layers * (experts * per_expert + 3 * h * shared_ffn + h * experts)
    total = embeddings + attention + dense_layers * 3 * h * ffn + moe
    routed = v["experts_per_token"] or 1
    active = total - moe_layers * (experts - routed) * per_expert
    return total / 1e9, active / 1e9


def _attention_kind(v: dict[str, Any], heads: int, kv_heads: int) -> AttentionKind:
    if v["kv_lora_rank"]:
        return "MLA"
    if kv_heads == heads:
        return "MHA"
    return "MQA" if kv_heads == 1 else "GQA"


def release_format(config: Mapping[str, Any], moe: bool, source: str) -> dict[str, str] | None:
    """The checkpoint's own low-precision format from ``quantization_config``, or None.

    Only formats the calculators size: MXFP4 (the experts of a MoE model) and block FP8 (the
    linear layers).
    """
    quant = config.get("quantization_config")
    method = quant.get("quant_method") if isinstance(quant, Mapping) else None
    if method not in ("mxfp4", "fp8"):
        return None
    scope = "moe_experts" if method == "mxfp4" and moe else "linear"
    where = f"{source}: config.json quantization_config quant_method {method}"
    return {"precision": method, "quantized": scope, "source": where}


def slug(name: str) -> str:
    """A catalog id from a model name: lower case, runs of other characters to one dash."""
    return re.sub(r"[^a-z0-9.]+", "-", name.lower()).strip("-.")


def model_from_config(config: Mapping[str, Any], name: str, source: str) -> ModelSpec:
    """Validate ``config`` (a parsed config.json) into a ``ModelSpec`` named ``name``.

    Raises ``UsageError`` listing every problem: misspelt keys (with the likely field), missing
    required fields, and values ``ModelSpec`` rejects.
    """
    inner = config.get("text_config")
    if isinstance(inner, Mapping):  # multimodal configs keep the language model inside
        config = {**config, **inner}
    problems = _misspellings(config)
    v = _read(config)
    problems += [
        f"missing '{FIELDS[f][0]}' (the {f.replace('_', ' ')})" for f in REQUIRED if v[f] is None
    ]
    problems += _type_problems({f: x for f, x in v.items() if x is not None})
    if problems:
        raise UsageError("config.json: " + "; ".join(problems))
    heads = int(v["num_attention_heads"])
    kv_heads = int(v["num_kv_heads"] or heads)
    mla = bool(v["kv_lora_rank"])
    head_dim = int((v["v_head_dim"] if mla else None) or v["head_dim"] or v["hidden_size"] // heads)
    if v["tied_embeddings"] is None:
        v["tied_embeddings"] = True  # the transformers default when a config leaves it out
    total, active = count_params(v)
    experts = v["num_experts"]
    fields = {
        "id": slug(name),
        "name": name,
        "family": str(config.get("model_type") or "imported").split("_")[0],
        "params_b": round(total, 2),
        "active_params_b": round(active, 2) if active is not None else None,
        "num_layers": v["num_layers"],
        "hidden_size": v["hidden_size"],
        "num_attention_heads": heads,
        "num_kv_heads": kv_heads,
        "head_dim": head_dim,
        "intermediate_size": v["intermediate_size"] or 4 * v["hidden_size"],
        "vocab_size": v["vocab_size"],
        "max_context": v["max_context"] or 4096,
        "attention": _attention_kind(v, heads, kv_heads),
        "tied_embeddings": bool(v["tied_embeddings"]),
        "num_experts": experts,
        "experts_per_token": v["experts_per_token"] if experts else None,
        "moe_intermediate_size": (v["moe_intermediate_size"] or v["intermediate_size"])
        if experts
        else None,
        "kv_lora_rank": v["kv_lora_rank"],
        "qk_rope_head_dim": v["qk_rope_head_dim"] if mla else None,
        "release_format": release_format(config, bool(experts), source),
        "source": source,
        "assumptions": [] if v["max_context"] else [CONTEXT_NOT_IN_CONFIG(tokens=4096)],
    }
    try:
        return ModelSpec.model_validate(fields)
    except ValidationError as exc:
        raise UsageError(f"config.json: {format_validation_error(exc)}") from exc


def read_config(path: Path) -> dict[str, Any]:
    """Parse a config.json file strictly (size, UTF-8, duplicate keys, NaN); errors exit 2."""
    try:
        data = load_json(path)
    except CatalogError as exc:  # the user's own file: a usage error, as the other checks
        raise UsageError(exc.message) from exc
    if not isinstance(data, dict):
        raise UsageError(f"{path}: expected a JSON object (a Hugging Face config.json)")
    return data


def default_name(path: Path, config: Mapping[str, Any]) -> str:
    """The model's name: ``_name_or_path`` in the config, else the folder holding the file."""
    named = str(config.get("_name_or_path") or "").rstrip("/").split("/")[-1]
    return named or path.resolve().parent.name


def _user_models(path: Path) -> list[ModelSpec]:
    return load_table(path, "models", ModelSpec, USER_LIMITS)


def save_user_model(spec: ModelSpec, user_file: Path, bundled_ids: set[str]) -> None:
    """Add or replace ``spec`` in the user's model file (YAML), refusing a bundled model's id.

    Under the file's lock: the rows already there are validated (an invalid one is reported
    and nothing written), and the merged file is checked whole before it replaces the old one.
    """
    if spec.id in bundled_ids:
        raise UsageError(
            f"'{spec.id}' is a bundled model already; pass --name to import it under another name"
        )
    with locked(user_file):
        try:
            existing = _user_models(user_file) if user_file.exists() else []
        except CatalogError as exc:
            raise existing_rows_error(user_file, exc) from exc
        rows = [
            m.model_dump(mode="json", exclude_defaults=True) for m in existing if m.id != spec.id
        ]
        rows.append(spec.model_dump(mode="json", exclude_defaults=True))
        rows.sort(key=lambda r: str(r.get("id")))
        header = "# Models imported with `gpu-advisor models import config.json`.\n"
        text = header + yaml.safe_dump({"models": rows}, allow_unicode=True, sort_keys=False)
        replace_checked(user_file, text, _user_models)
