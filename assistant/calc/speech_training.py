"""Memory of fine-tuning a Whisper-class encoder-decoder (full or LoRA); pure.

The method is the LLM training calculator's: frozen weights in their precision, trainable
params with fp32 master, gradient and AdamW moments (16 bytes, 10 in 8-bit), and activations
per sample from Korthikanti et al. 2022 with SDPA attention and a GeLU MLP: 24 bytes per
token x width per block (``memory_terms._activation_bytes``; cross-attention adds 6 in the
decoder). Gradient checkpointing, on by default as in the Hugging Face Whisper fine-tuning
recipe, keeps 2 bytes per token x width per block plus one block recomputed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from assistant.messages import Message
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say

if TYPE_CHECKING:
    from assistant.calc.media import MediaJob
    from assistant.catalog.workload_specs import WorkloadSpec

ENCODER_FRAMES = 1500
"""Whisper's encoder sees 30 s of audio as 1500 frames after its two convolutions."""
WINDOW_SECONDS = 30
"""Whisper trains and transcribes in 30 s windows (shorter clips are padded to 30 s)."""


def audio_windows(hours: float) -> int:
    """The 30 s windows ``hours`` of audio make: what one epoch of fine-tuning passes over."""
    return round(hours * 3600 / WINDOW_SECONDS)


DECODER_TOKENS = 448
"""Whisper's longest label sequence (``max_target_positions``): a conservative bound."""
BLOCK_BYTES = {"encoder": 24.0, "decoder": 30.0}
"""Saved activation bytes per token x width per block: self-attention and GeLU MLP (24);
the decoder's cross-attention keeps its query input and output (6 more)."""
LORA_SHARE_PER_32 = 15_728_640 / 1_559_033_600
"""Trainable share of LoRA rank 32 on q_proj/v_proj: 15.7M of Whisper large-v2's 1.56B (the
Hugging Face PEFT int8 Whisper fine-tuning example)."""
GB = 1e9
FALLBACK_WIDTH = 1280
FALLBACK_LAYERS = 32


def speech_training_terms(
    spec: WorkloadSpec, job: MediaJob, weight_bytes: float, state_bytes: float
) -> tuple[tuple[float, float, float, float, float], list[Message]]:
    """(weights, trainable state, activations, decode, resident) in GB and what was assumed.

    ``weight_bytes`` is the frozen precision's bytes per param, ``state_bytes`` the optimizer's
    bytes per trainable param.
    """
    params = spec.params_m * 1e6
    if job.method == "lora":
        share = LORA_SHARE_PER_32 * job.lora_rank / 32
        trainable = params * share
        weights = params * weight_bytes / GB
    else:
        share = 1.0
        trainable = params
        weights = 0.0  # the fp32 master copy is counted in the state
    state = trainable * state_bytes / GB
    act = sum(_block_activations(c.role, c.layers, c.width, job) for c in spec.components) / GB
    label = (
        say.CHECKPOINTING_LABEL_ON() if job.grad_checkpointing else say.CHECKPOINTING_LABEL_OFF()
    )
    notes: list[Message] = [
        jobs_say.SPEECH_TRAIN_METHOD(
            enc_seq=ENCODER_FRAMES, dec_seq=DECODER_TOKENS, checkpointing=label
        ),
        say.TRAIN_STATE(optimizer=job.optimizer, bytes=state_bytes),
        jobs_say.SPEECH_ACTIVATIONS(gb=act, batch=job.batch),
    ]
    if job.method == "lora":
        notes.insert(
            1, jobs_say.SPEECH_LORA_SHARE(rank=job.lora_rank, params=trainable / 1e6, share=share)
        )
    resident = weights if job.method == "lora" else params * 4 / GB
    return (weights, state, act, 0.0, resident), notes


def _block_activations(role: str, layers: int | None, width: int | None, job: MediaJob) -> float:
    """Bytes of saved activations of one stack (encoder or decoder) for the job's batch."""
    kind = "decoder" if role == "decoder" else "encoder"
    seq = DECODER_TOKENS if kind == "decoder" else ENCODER_FRAMES
    sbh = seq * job.batch * (width or FALLBACK_WIDTH)
    blocks = layers or FALLBACK_LAYERS
    per_block = BLOCK_BYTES[kind] * sbh
    if job.grad_checkpointing:
        return 2.0 * sbh * blocks + per_block
    return per_block * blocks


__all__ = ["speech_training_terms"]
