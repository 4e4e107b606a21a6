"""First lines for a card test's reported result (``Query.test_result``), yes or no first.

A memory test or burn-in judged by its length and errors, nccl-tests busbw against the cards'
one-way link bandwidth from the catalog, the row-remapping state and ECC error counters read off
``nvidia-smi -q``. The thresholds are the verify guides'. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.answer.compose import Draft, say
from assistant.answer.compose_listing import listing_lead
from assistant.answer.compose_nvlink import nvlink_lead
from assistant.answer.compose_pcie_result import pcie_copy_lead
from assistant.calc.rates import link_gb_s
from assistant.messages import NOTHING, Message
from assistant.messages import test_results as msg
from assistant.models import GPU, TestResult
from assistant.verify.burn_rate import burn_rate_check
from assistant.verify.probe import DeviceFigures
from assistant.verify.rules import figure_checks

MEMTEST_MINUTES = 5.0
"""memtest_vulkan's standard test, about 5 minutes (used-and-grey-market-gpus guide)."""
BURN_MINUTES = 30.0
"""The gpu-burn stress run that exposes an ex-mining card's wear (same guide)."""
BUSBW_SHARE = 0.7
"""All-reduce busbw for large messages reaches at least this share of the one-way link
bandwidth on a healthy machine (verifying-rented-gpus guide)."""

FABRIC_SHARE = 0.9
"""perftest's large-message bandwidth reaches about 95% of an InfiniBand port's line rate on a
healthy link; below 90% a port, cable or slot is at fault (verifying-rented-gpus guide)."""
FABRIC_TYPICAL = 0.95

STABILITY_PASS_PCT = 97.0
"""3DMark's looped stress tests pass at a frame-rate stability of 97% or more (UL's own
pass mark: the best loop's frame rate against the worst's)."""

FILLED_SHARE = 0.9
"""A memory test that filled this share of the card's memory covered it (the driver and the
test keep a few per cent: 31.5 GB filled on a 32 GB card is all of it)."""

_TEST_NAMES = {"memory_test": "memtest_vulkan", "burn": "gpu-burn"}
_STRAGGLER_TESTS = {
    **_TEST_NAMES,
    "nccl": "nccl-tests",
    "p2p": "p2pBandwidthLatencyTest",
    "matmul": "matmul",
    "memory_bandwidth": "bandwidthTest",
    "topology": "nvidia-smi topo -m",
}
"""The test a lagging card was seen in, by the tool's own name."""


def test_result_lead(draft: Draft) -> bool:
    """Judge a reported test result; False when none was reported or the card is unknown."""
    result = draft.query.test_result
    ask = draft.query.gpus[0] if draft.query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    if result is not None and result.straggler:  # one card below the rest: against its siblings
        draft.verdict = "no"
        cards = say(draft.lang, "the cards", "这台机器")
        if ask is not None and card is not None:
            name = draft.gpu_name(card.id)
            cards = f"{ask.count}× {name}" if ask.count > 1 else name
        test = _STRAGGLER_TESTS.get(result.test, result.test)
        draft.add(msg.STRAGGLER(cards=cards, test=test).render(draft.lang))
        return True
    if result is not None and result.test == "fabric":  # a port between nodes: no card needed
        return _fabric_lead(draft, result)
    if result is not None and result.test in _FLAG_LEADS:  # a counter: any card reads it alike
        unnamed = say(draft.lang, "card", "显卡")
        return _flag_lead(draft, result, draft.gpu_name(card.id) if card else unnamed)
    if result is None or ask is None or card is None:
        return False
    name = draft.gpu_name(card.id)
    if result.test in ("nccl", "p2p"):
        link = round(link_gb_s(card))
        need = round(link * BUSBW_SHARE)
        cards = f"{ask.count}× {name}" if ask.count > 1 else name
        if result.figure_gb_s is None:
            expected = msg.BUSBW_EXPECTED(cards=cards, link=link, need=need)
            draft.add(expected.render(draft.lang))
            return True
        normal = result.figure_gb_s >= need
        draft.verdict = "yes" if normal else "no"
        if result.test == "p2p":  # a copy between two cards: the same link, its own words
            lead = msg.P2P_NORMAL if normal else msg.P2P_LOW
        else:
            lead = msg.BUSBW_NORMAL if normal else msg.BUSBW_LOW
        draft.add(
            lead(measured=result.figure_gb_s, cards=cards, link=link, need=need).render(draft.lang)
        )
        return True
    if result.test == "topology":
        return _topology_lead(draft, result, ask.count, card)
    if result.test == "listing":  # "nvidia-smi 里只列出 7 张": against the cards sold
        return listing_lead(draft, result, ask.count if ask.count_stated else 0, card)
    if result.test in _CARD_LEADS:  # a figure held against the card's own spec or link
        return _CARD_LEADS[result.test](draft, result, card)
    if result.test == "stability":
        return _stability_lead(draft, result, name)
    if result.test == "burn" and not result.errors and _burn_rate_lead(draft, result, card):
        return True
    draft.add(_timed_lead(draft, result, card))
    return True


_BURN_HOW = {"fp32": msg.BURN_HOW_FP32(), "tf32": msg.BURN_HOW_TF32()}
"""What gpu-burn multiplied on, as said in the lead (doubles are not judged)."""


def _burn_rate_lead(draft: Draft, result: TestResult, card: GPU) -> bool:
    """gpu-burn's Gflop/s against the spec of what it multiplied (FP32 unless ``-tc``)."""
    math = result.burn_math or "fp32"
    if result.figure_tflops is None or math not in _BURN_HOW:
        return False
    check = burn_rate_check(result.figure_tflops, math, card)
    if check is None or check.typical is None or check.spec is None or check.ratio is None:
        return False
    draft.verdict = "no" if check.low else "yes"
    low, high = check.typical
    dtype = "FP32" if math == "fp32" else "TF32"
    values: dict[str, str | float | Message] = dict(
        measured=result.figure_tflops, gpu=draft.gpu_name(card.id), dtype=dtype,
        how=_BURN_HOW[math], share=check.ratio, spec=check.spec, low=low, high=high,
    )  # fmt: skip
    if check.low:
        draft.add(msg.BURN_RATE_LOW(**values).render(draft.lang))
        return True
    tensor = card.bf16_tflops if math == "fp32" and card.bf16_tflops else None
    note = msg.BURN_TENSOR_NOTE(tensor=tensor) if tensor else NOTHING()
    lead = msg.BURN_RATE_NORMAL(**values, note=note)
    draft.add(lead.render(draft.lang))
    return True


def _fabric_lead(draft: Draft, result: TestResult) -> bool:
    """The bandwidth perftest measured between two nodes, against the port's line rate.

    A port listed Down is judged first: for a single-node job it does not matter, else a fault.
    """
    if result.port_down:
        ask = draft.query.gpus[0] if draft.query.gpus else None
        node = say(draft.lang, "node", "这台机器")
        if ask is not None:
            node = say(draft.lang, f"{draft.gpu_name(ask.gpu_id)} node", draft.gpu_name(ask.gpu_id))
        draft.verdict = "no"
        lead = msg.PORT_DOWN_ONE_NODE if result.one_node else msg.PORT_DOWN
        draft.add(lead(node=node).render(draft.lang))
        return True
    rate = result.line_rate_gbit
    if rate is None:
        return False
    test, need = "perftest", round(rate * FABRIC_SHARE)
    if result.figure_gbit is None:
        typical = round(rate * FABRIC_TYPICAL)
        draft.add(
            msg.FABRIC_EXPECTED(rate=rate, test=test, typical=typical, need=need).render(draft.lang)
        )
        return True
    normal = result.figure_gbit >= rate * FABRIC_SHARE
    draft.verdict = "yes" if normal else "no"
    lead = msg.FABRIC_NORMAL if normal else msg.FABRIC_LOW
    if result.port_listed:  # "ibstat: Rate: 200, others 400": a port trained down, no test
        lead, test = (msg.PORT_RATE_NORMAL if normal else msg.PORT_RATE_LOW), "ibstat"
    share = result.figure_gbit / rate
    text = lead(measured=result.figure_gbit, test=test, rate=rate, share=share, need=need)
    draft.add(text.render(draft.lang))
    return True


def _flag_lead(draft: Draft, result: TestResult, name: str) -> bool:
    """Judge a counter or flag read off ``nvidia-smi -q``: clean, flagged or past repair."""
    if result.beyond_repair:  # a double-bit error, the spare rows gone: return it
        back = result.give_back_asked  # "walk away?": yes; "is it ok?", "keep it?": no
        draft.verdict = "yes" if back else "no"
        verdict = (msg.FAILING_RETURN if back else msg.FAILING_NO)().render(draft.lang)
        failed = msg.ECC_UNCORRECTABLE if result.test == "ecc" else msg.REMAP_FAILED
        draft.add(failed(gpu=name, verdict=verdict).render(draft.lang))
        return True
    if result.errors is None:
        return False
    draft.verdict = "conditional" if result.errors else "yes"
    flagged, clean = _FLAG_LEADS[result.test]
    draft.add((flagged if result.errors else clean)(gpu=name).render(draft.lang))
    return True


_FLAG_LEADS = {
    "ecc": (msg.ECC_ERRORS, msg.ECC_CLEAN),
    "remapped_rows": (msg.REMAP_PENDING, msg.REMAP_CLEAN),
}
"""The first line for a flagged and a clean reading of each nvidia-smi counter judged."""


def _topology_lead(draft: Draft, result: TestResult, count: int, card: GPU) -> bool:
    """Judge the link matrix against the card's links.

    NVLink where the card has it built in (SXM) or was said to be bridged; PCIe hops where it
    has none or no bridge was said.
    """
    name = draft.gpu_name(card.id)
    nvlink = card.nvlink
    cards = f"{count}× {name}" if count > 1 else name
    # "NV12", "8 links at 26.562 GB/s": the links counted against the card's own
    if not result.errors and nvlink and nvlink_lead(draft, result, cards, card):
        return True
    if result.errors is None:
        return False
    built_in = card.form_factor.startswith("SXM") or "Superchip" in card.form_factor
    bridged = nvlink and not built_in and "nvlink" not in draft.query.features
    if not nvlink or bridged:  # PCIe hops are what the card shows (without a bridge)
        draft.verdict = "yes"
        lead = msg.TOPO_NO_BRIDGE if bridged else msg.TOPO_PCIE_EXPECTED
        draft.add(lead(gpu=name).render(draft.lang))
        return True
    draft.verdict = "no" if result.errors else "yes"
    lead = msg.TOPO_NO_NVLINK if result.errors else msg.TOPO_NVLINK_OK
    draft.add(lead(cards=cards).render(draft.lang))
    return True


def _matmul_lead(draft: Draft, result: TestResult, card: GPU) -> bool:
    """A measured matmul against the card's dense spec and the share one matmul reaches."""
    if result.figure_tflops is None:
        return False
    measured = DeviceFigures(device="cuda:0", bf16_tflops=result.figure_tflops)
    check = next((c for c in figure_checks(0, measured, card) if c.figure == "compute"), None)
    if check is None or check.typical is None or check.spec is None or check.ratio is None:
        return False
    draft.verdict = "no" if check.low else "yes"
    lead = msg.MATMUL_LOW if check.low else msg.MATMUL_NORMAL
    low, high = check.typical
    dtype = "BF16" if card.supports_bf16 else "FP16"
    text = lead(
        measured=result.figure_tflops, gpu=draft.gpu_name(card.id), share=check.ratio,
        spec=check.spec, dtype=dtype, low=low, high=high,
    )  # fmt: skip
    draft.add(text.render(draft.lang))
    return True


def _memory_bandwidth_lead(draft: Draft, result: TestResult, card: GPU) -> bool:
    """A device-to-device copy against the card's memory bandwidth and the share copies reach.

    A test said failed with no figure ("dcgmi diag fails the memory bandwidth test on GPU 5"):
    the card is short of its spec, whatever the figure.
    """
    if result.figure_gb_s is None and result.errors:
        draft.verdict = "no"
        spec = card.memory_bandwidth_gb_s
        draft.add(msg.MEMBW_FAILED(gpu=draft.gpu_name(card.id), spec=spec).render(draft.lang))
        return True
    if result.figure_gb_s is None:
        return False
    measured = DeviceFigures(device="cuda:0", memory_gb_s=result.figure_gb_s)
    check = next((c for c in figure_checks(0, measured, card) if c.figure == "memory"), None)
    if check is None or check.typical is None or check.spec is None or check.ratio is None:
        return False
    draft.verdict = "no" if check.low else "yes"
    lead = msg.MEMBW_LOW if check.low else msg.MEMBW_NORMAL
    low, high = check.typical
    text = lead(
        measured=result.figure_gb_s, gpu=draft.gpu_name(card.id), share=check.ratio,
        spec=check.spec, low=low, high=high,
    )  # fmt: skip
    draft.add(text.render(draft.lang))
    return True


def _stability_lead(draft: Draft, result: TestResult, name: str) -> bool:
    """A looped stress test's frame-rate stability against its pass mark."""
    if result.stability_pct is None:
        return False
    passed = result.stability_pct >= STABILITY_PASS_PCT
    draft.verdict = "yes" if passed else "no"
    lead = msg.STABILITY_PASSED if passed else msg.STABILITY_FAILED
    draft.add(
        lead(measured=result.stability_pct, gpu=name, need=STABILITY_PASS_PCT).render(draft.lang)
    )
    return True


def _timed_lead(draft: Draft, result: TestResult, card: GPU) -> str:
    """A memory test or burn-in: failed on errors, else judged by how long it ran.

    A clean memory test that says how much memory it filled is judged by that against the
    card's memory (the size sold is what it checks); one that says neither is a yes on
    condition that it ran the standard length.
    """
    name = draft.gpu_name(card.id)
    burn = result.test == "burn"
    need = BURN_MINUTES if burn else MEMTEST_MINUTES
    if result.errors:
        draft.verdict = "no"
        return msg.TEST_FAILED(test=_TEST_NAMES[result.test], gpu=name).render(draft.lang)
    if result.filled_gb is not None and result.errors is False and not burn:
        whole = result.filled_gb >= FILLED_SHARE * card.memory_gb
        draft.verdict = "yes" if whole else "no"
        lead = msg.MEMTEST_FILLED if whole else msg.MEMTEST_PART
        return lead(filled=result.filled_gb, memory=card.memory_gb, gpu=name, need=need).render(
            draft.lang
        )
    if result.minutes is None and result.errors is False and not burn:
        draft.verdict = "conditional"
        return msg.MEMTEST_CLEAN(need=need, gpu=name).render(draft.lang)
    if result.minutes is None:
        lead = msg.BURN_LENGTH if burn else msg.MEMTEST_LENGTH
        return lead(need=need, gpu=name).render(draft.lang)
    passed = result.minutes >= need
    draft.verdict = "yes" if passed else "no"
    if burn:
        lead = msg.BURN_PASSED if passed else msg.BURN_SHORT
    else:
        lead = msg.MEMTEST_PASSED if passed else msg.MEMTEST_SHORT
    return lead(minutes=result.minutes, need=need, gpu=name).render(draft.lang)


_CARD_LEADS: dict[str, Callable[[Draft, TestResult, GPU], bool]] = {
    "matmul": _matmul_lead,
    "memory_bandwidth": _memory_bandwidth_lead,
    "pcie": pcie_copy_lead,  # "dcgmi diag: PCIe bandwidth 11.2 GB/s": against the card's link
}
"""Tests whose figure is judged against the card alone."""


__all__ = ["test_result_lead"]
