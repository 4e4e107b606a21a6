"""A real-time factor asked of a speech job ("what rtf would that give me", "实时率大概多少").

The real-time factor is a speech model's speed (seconds to transcribe a second of audio): asked
after a fit, it is the rate of the job already named, as "how fast" is. Said with a figure ("rtf
0.3 here") it is a reading, not a question. Pure: a regular expression read by ``intent_cues``.
"""

from __future__ import annotations

RTF_ASK = (
    r"\b(?:what|which|how good|how low)\s+(?:\w+\s+){0,2}?(?:rtfx?|real[\s-]?time factor)\b"
    r"|(?<![a-z])(?:rtfx?|real[\s-]?time factor)\s*\?"
    r"|实时率(?:大概|大约|能|会)?(?:有|是|到)?(?:多少|几)|几倍速"
    # whether it keeps up with the audio, asked outright: "能做到实时吗", "can it keep up in
    # real time?" (a job "for real-time captions" asked to fit is a fit: "做实时转写能行不")
    r"|(?:能|可以|能不能|可不可以)(?:做到|达到|跑到|跑得到|跟得上|赶上)实时(?:吗|么|嘛|不)?"
    r"|\b(?:can|could|will|would) (?:it|that|this|the \w+) (?:keep up|run|transcribe|go)"
    r" (?:in )?real[\s-]?time\s*\?"
)
"""The words that ask for a real-time factor (a speed cue)."""

__all__ = ["RTF_ASK"]
