"""First lines for pasted error families (ROCm, PTX toolchain) and card-health checks.

``error_lead`` states the cause of a ROCm runtime that finds no GPU or a PTX toolchain error,
with the card's architecture, gfx target or compute capability from ``card_facts`` when a card
is named. ``health_lead`` answers a verify question about the card's health (ECC read as
disabled, clocks that drop, a whole-memory test, bandwidth and NVLink to measure), yes or no
first where a reading is stated. Pure: every figure comes from the catalog or a tool output.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.answer.clock_held import clocks_lead
from assistant.answer.compose import Draft
from assistant.answer.compose_host_faults import host_fault_lead
from assistant.answer.compose_link_width import narrow_link_lead
from assistant.answer.compose_symptom import card_facts_of, setup_prefix
from assistant.answer.tp_split_lead import tp_split_lead
from assistant.messages import health as msg
from assistant.messages import health_readings as readings
from assistant.models import GPU, ToolCall
from assistant.question.held_hot import HELD_SHARE

_GFX_RE = re.compile(r"\bgfx\d{3,4}\w?\b")
"""The gfx target an AMD card's architecture names ("RDNA 3 Navi 31 (gfx1100)")."""
_LISTED_RE = re.compile(r"^ROCm on Linux[^:]*: (?:officially )?supported \(gfx")
"""A card the catalog's runtime note says ROCm supports on Linux (not one that left the list)."""


def error_lead(draft: Draft, kind: str, calls: Sequence[ToolCall]) -> str | None:
    """The first line for a ROCm or PTX toolchain error; None for other troubles."""
    facts = card_facts_of(calls)
    if kind == "rocm":
        target = _GFX_RE.search(facts.architecture) if facts is not None else None
        card = draft.catalog.gpus.get(facts.gpu_id) if facts is not None else None
        listed = card is not None and _LISTED_RE.search(card.runtime_support or "") is not None
        if facts is None or target is None or not listed:
            return msg.ROCM_GENERAL().render(draft.lang)
        name = draft.gpu_name(facts.gpu_id)
        # a Python framework's wheel, not a llama.cpp build: the ROCm build of the wheel; any
        # training (a QLoRA with bitsandbytes, a LoRA) runs on Python frameworks, never llama.cpp
        training = draft.query.method not in (None, "inference")
        wheel = draft.query.engine not in (None, "llama.cpp") or training
        card_msg = msg.ROCM_CARD_WHEEL if wheel else msg.ROCM_CARD
        lead = card_msg(gpu=name, arch=facts.architecture, target=target[0])
        return lead.render(draft.lang)
    if kind == "toolchain":
        if facts is None or facts.sm is None or facts.min_cuda is None:
            return msg.TOOLCHAIN_GENERAL().render(draft.lang)
        name = draft.gpu_name(facts.gpu_id)
        lead = msg.TOOLCHAIN_CARD(gpu=name, sm=facts.sm, cuda=facts.min_cuda)
        return lead.render(draft.lang)
    if kind == "error":  # no error pasted nor trouble named: what to send
        said = msg.ERROR_GENERAL() if draft.query.trouble else msg.TROUBLE_UNNAMED()
        return setup_prefix(draft) + said.render(draft.lang)
    if kind == "container":  # Docker or WSL2 not handed the GPU
        return setup_prefix(draft) + msg.CONTAINER_GPU().render(draft.lang)
    if kind == "tp_split":  # "attention heads (40) must be divisible by … (3)"
        return setup_prefix(draft) + tp_split_lead(draft.query.tp_split_said, draft.lang)
    if kind == "load_hang":  # the weights still being read from disk
        return setup_prefix(draft) + msg.LOAD_HANG().render(draft.lang)
    if kind == "no_device":  # on the bus, not brought up by the driver
        return setup_prefix(draft) + msg.NO_DEVICE().render(draft.lang)
    if kind == "held_memory":  # memory taken with no process listed
        return setup_prefix(draft) + msg.HELD_MEMORY().render(draft.lang)
    return host_fault_lead(draft, kind, calls)  # the kernel module, an assert, a PSU that trips


HEALTH_WORDS: dict[str, tuple[str, ...]] = {
    "ecc_off": ("ECC",),
    "ecc_errors": ("ECC",),
    "power_cap": ("power", "功耗"),
    "slowdown": ("throttl", "降频"),
    "clocks": ("throttl", "clocks", "降频"),
    "memory_test": ("memtest",),
    "temperature": ("TEMPERATURE", "temperature", "温度"),
    "memory_temperature": ("TEMPERATURE", "temperature", "温度"),
    "bandwidth": ("NVLink", "bandwidth", "带宽"),
    "pcie_link": ("under load", "负载下"),
    "retired_pages": ("ECC",),
    "power_draw": ("utilisation", "利用率"),
}
"""Words of the guide sentences quoted beside each health check's answer."""


def health_lead(draft: Draft) -> bool:
    """Answer a card-health check (``Query.health_check``); False when none was asked."""
    query = draft.query
    check = query.health_check
    ask = query.gpus[0] if query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    if check is None or ask is None or card is None:
        return False
    name = draft.gpu_name(card.id)
    expect = f' --expect "{name}"'
    if check == "ecc_off":
        draft.verdict = "no"
        draft.add(msg.ECC_OFF(expect=expect).render(draft.lang))
    elif check == "ecc_errors":
        draft.verdict = "conditional"  # corrected errors are ECC working; their trend decides
        draft.add(msg.ECC_ERRORS(gpu=name, expect=expect).render(draft.lang))
    elif check in ("power_cap", "slowdown"):
        draft.verdict = "yes"  # the card itself reports that it is holding its clocks down
        event = msg.POWER_CAP if check == "power_cap" else msg.SLOWDOWN
        draft.add(event(gpu=name, expect=expect).render(draft.lang))
    elif check == "clocks":  # "1095 of 1755 MHz at 62C", "clocks drop, is the card faulty?"
        clocks_lead(draft, card)
    elif check == "memory_temperature" and card.memory_type.startswith("GDDR6X"):
        draft.verdict = "conditional"  # GDDR6X's junction limit is the memory's own, 110 °C
        temp = query.memory_temp_c  # "显存结温 110": at the throttle point, judged no
        if not query.slowed_by_it and temp is not None and temp >= msg.MEMORY_HOT_LIMIT_C:
            draft.verdict = "no"
            said = msg.MEMORY_AT_THROTTLE(gpu=name, temp=temp, memory=card.memory_gb)
            draft.add(said.render(draft.lang))
        elif query.slowed_by_it:
            draft.add(msg.MEMORY_THROTTLING(gpu=name).render(draft.lang))
        else:
            draft.add(msg.MEMORY_TEMPERATURE(gpu=name, memory=card.memory_gb).render(draft.lang))
    elif check == "fan_error":  # "`ERR!` in the fan column. scam or just a sensor?": a fault
        draft.verdict = "no"
        draft.add(msg.FAN_ERROR(gpu=name, expect=expect).render(draft.lang))
    elif check in ("temperature", "memory_temperature"):  # the card's own limit, read off it
        draft.verdict = "conditional"
        draft.add(msg.TEMPERATURE(gpu=name).render(draft.lang))
    elif check == "pcie_link":
        return _link_lead(draft, card)
    elif check in ("idle_power", "power_draw", "retired_pages"):
        _reading_lead(draft, card, name)
    elif check == "memory_test":
        if query.fault_asked:  # "是颗粒坏了吗": possibly, and the full test is what tells
            draft.verdict = "conditional"
            draft.add(msg.MEMORY_FAULT_POSSIBLE(gpu=name).render(draft.lang))
        draft.add(msg.MEMORY_TEST(gpu=name, memory=card.memory_gb).render(draft.lang))
    else:
        bandwidth = card.memory_bandwidth_gb_s
        draft.add(msg.BANDWIDTH(gpu=name, bandwidth=bandwidth, expect=expect).render(draft.lang))
    return True


_SPEC_RE = re.compile(r"^(\d)(?:\.\d)?\s*x(\d+)")
"""The catalog's PCIe field: generation and lanes ("4.0 x16")."""


def _link_lead(draft: Draft, card: GPU) -> bool:
    """A PCIe link read off the card against the catalog row's generation and width.

    A lower generation at idle is the link saving power (normal); under load it is held back
    by the slot, a riser or the BIOS; unsaid, it is normal only at idle. False when the reading
    or the card's link is unknown.
    """
    reading = draft.query.link_reading
    spec = _SPEC_RE.match(card.pcie_gen or "")
    if reading is None or spec is None:
        return False
    gen, lanes = int(spec[1]), int(spec[2])
    name = draft.gpu_name(card.id)
    # a width read alone ("链路 x4"), or at the card's full generation ("Gen5, x4"): the lanes
    # it lost, whether idle or loaded (an idle link drops its generation, not its width)
    narrow = reading.current_width is not None and reading.current_width < lanes
    # a lower generation with the width short, load unsaid: the lanes lost are what is sure
    full_or_idle = reading.current_gen is not None and reading.current_gen >= gen
    if reading.current_gen is None or narrow and (full_or_idle or reading.idle is None):
        return narrow_link_lead(draft, name, gen, lanes, reading.current_width)
    values: dict[str, str | int] = dict(
        gpu=name, spec=f"Gen{gen} x{lanes}", now=reading.current_gen
    )
    width = reading.current_width or lanes
    if reading.current_gen >= gen and width >= lanes:
        draft.verdict = "yes"
        draft.add(msg.PCIE_FULL(gpu=name, spec=values["spec"]).render(draft.lang))
    elif reading.idle is False or width < lanes:
        # "is the listing lying?": yes, short of what was sold; else "is that normal?": no
        doubted = draft.query.fraud_asked
        draft.verdict = "yes" if doubted else "no"
        low = readings.PCIE_SHORT_OF_LISTING if doubted else msg.PCIE_LOADED_LOW
        draft.add(low(width=width, gen=gen, **values).render(draft.lang))
    elif reading.idle:  # "is the slot broken?": no; "is that normal?": yes
        draft.verdict = "no" if draft.query.fault_asked else "yes"
        idle = readings.PCIE_IDLE_FINE if draft.query.fault_asked else msg.PCIE_IDLE
        draft.add(idle(top=reading.max_gen or gen, **values).render(draft.lang))
    else:
        draft.verdict = "conditional"
        draft.add(msg.PCIE_UNSTATED(**values).render(draft.lang))
    return True


_IDLE_SHARE = 0.1
"""An idle draw at or under this share of the board power is a card asleep in P8."""


def _reading_lead(draft: Draft, card: GPU, name: str) -> None:
    """Idle power, a draw far below the cap at full load, or retired pages, judged."""
    check = draft.query.health_check
    if check == "idle_power":  # awake at idle: a process or the displays, not a fault
        watts, awake = draft.query.idle_draw or (None, False)
        tdp = card.tdp_w or 0.0
        low = watts is not None and watts <= tdp * _IDLE_SHARE and not awake
        draft.verdict = "yes" if low else "no"
        idle = readings.IDLE_POWER_LOW(gpu=name, tdp=tdp, watts=watts or 0.0)
        draft.add((idle if low else readings.IDLE_POWER(gpu=name, tdp=tdp)).render(draft.lang))
    elif check == "power_draw":
        draw = draft.query.power_draw
        draw_w, cap_w = draw if draw is not None else (0.0, card.tdp_w or 0.0)
        at_cap = draw_w >= cap_w * HELD_SHARE  # "339.0W … 339.0W": fully loaded, as expected
        draft.verdict = "yes" if at_cap else "no"  # no cap holds it: the work does not load it
        said = readings.DRAW_AT_CAP if at_cap else readings.DRAW_BELOW_CAP
        lead = said(gpu=name, draw=draw_w, cap=cap_w)
        draft.add(lead.render(draft.lang))
    else:
        draft.verdict = "yes"
        draft.add(readings.RETIRED_PAGES(gpu=name).render(draft.lang))


__all__ = ["HEALTH_WORDS", "error_lead", "health_lead"]
