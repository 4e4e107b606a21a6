"""A missing-kernel error on an old card whose stated PyTorch build still covers it; pure.

"gtx 1070, pytorch 2.6 + cu126, no kernel image is available": CUDA 13 dropped Maxwell, Pascal
and Volta, but the build stated (``Query.cuda_build``, CUDA 12.6 or older) still carries their
kernels, so the advice to install a CUDA 12.x build is no answer: a compiled extension built
without the card's ``sm_`` is the likely cause.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.troubleshoot import CardFacts
from assistant.messages.arch_build import ARCH_BUILD_TOO_OLD, ARCH_OLD_CARD_ON_12, TORCH_FROM

NEWEST_COVERING = (12, 6)
"""The newest CUDA release whose PyTorch wheels still carry Maxwell, Pascal and Volta kernels
that this answer vouches for (newer wheels are left to the general advice)."""


def _version(text: str | None) -> tuple[int, ...]:
    return tuple(int(p) for p in (text or "").split(".")[:2] if p.isdigit())


def _covers_old_cards(build: str | None) -> bool:
    """Whether a stated CUDA build ("12.6") is 12.6 or older; False when none was said."""
    parts = [int(p) for p in (build or "").split(".")[:2] if p.isdigit()]
    return bool(parts) and tuple(parts) <= NEWEST_COVERING


def covered_by_build(draft: Draft, facts: CardFacts, values: dict[str, str]) -> str | None:
    """The lead for an old card under a build that covers it; None otherwise."""
    build = draft.query.cuda_build
    if not facts.dropped_in_cuda13 or not _covers_old_cards(build) or build is None:
        return None
    said = ARCH_OLD_CARD_ON_12(build=build, tag=build.replace(".", ""), **values)
    return said.render(draft.lang)


def below_the_card(draft: Draft, facts: CardFacts) -> str | None:
    """The lead for a stated build older than the card's first CUDA release; None otherwise.

    "5080, torch 2.4 cu121, is_available() False — is blackwell unsupported on that build?":
    CUDA 12.1 has no sm_120, so yes, and the release to install is said.
    """
    build, need = _version(draft.query.cuda_build), _version(facts.min_cuda)
    if not build or not need or build >= need or facts.sm is None:
        return None
    torch = TORCH_FROM(torch=facts.min_torch).render(draft.lang) if facts.min_torch else ""
    said = ARCH_BUILD_TOO_OLD(
        gpu=draft.gpu_name(facts.gpu_id),
        arch=facts.architecture,
        cc=facts.compute_capability or "",
        sm=facts.sm,
        cuda=facts.min_cuda or "",
        build=draft.query.cuda_build or "",
        torch_note=torch,
    )
    return said.render(draft.lang)


__all__ = ["below_the_card", "covered_by_build"]
