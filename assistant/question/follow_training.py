"""A training method added to an earlier inference setup whose precision was a GGUF quant; pure.

"forgot to mention I'd also like to train small LoRAs" after "70b q4 on llama.cpp": GGUF files
only serve llama.cpp inference, so the quant read as a GGUF file is kept as its bit width (q4 ->
int4) and the llama.cpp engine it implied is dropped, so the pick is sized for both jobs.
"""

from __future__ import annotations

from typing import Any

from assistant.models import Query
from assistant.question.job_half import carry_job_half

_TRAINING = frozenset({"lora", "qlora", "full"})
_GGUF_BITS = {
    "q8_0": "int8",
    "q6_k": "int8",
    "q5_k_m": "int8",
    "q4_k_m": "int4",
    "q4_0": "int4",
    "q3_k_m": "int4",
    "q2_k": "int4",
}
"""A GGUF quant's nearest bit width a trainer loads (5 and 6 bits round up to 8)."""


def training_on_a_quant(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """A training method said after a GGUF inference setup: the quant kept as its bit width.

    QLoRA said after a 4-bit setup drops the carried precision: its 4-bit base is part of it.
    """
    if new.method == "qlora" and "precision" in carried and previous.precision == "int4":
        update["precision"] = None
        carried.pop("precision")
        return
    adds = new.method in _TRAINING and previous.method in (None, "inference")
    bits = _GGUF_BITS.get(str(update.get("precision")))
    if not adds or new.precision is not None or bits is None:
        return
    update["precision"] = bits
    carried["precision"] = bits
    if new.engine is None and update.get("engine") == "llama.cpp":
        update["engine"] = None
        carried.pop("engine", None)


def method_of_the_added_job(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A media job added after an LLM ask: the training said is that job's, not the LLM's.

    "and if I also train sdxl loras on it": no method is set for the LLM, only training said.
    """
    llm = previous.model_id is not None or previous.params_b is not None
    added = new.workload_id is not None and previous.workload_id is None
    own_model = new.model_id is not None or new.params_b is not None
    # "那如果是跑 flux 出图呢": generating images is inference, no training added
    if llm and added and not own_model and new.method not in (None, "inference"):
        update.update(method=None, finetune_unspecified=True)


def carry_training_parts(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """The training parts of a follow-up: the quant, the added job's method, the size kept.

    The size kept is the half of a job's size the follow-up leaves unsaid (``job_half``).
    """
    training_on_a_quant(previous, new, update, carried)  # "also train loras" after a 70b q4
    method_of_the_added_job(previous, new, update)  # "also train sdxl loras": sdxl's method
    carry_job_half(previous, new, update)  # "what about 3 epochs": the same rows


__all__ = ["carry_training_parts", "method_of_the_added_job", "training_on_a_quant"]
