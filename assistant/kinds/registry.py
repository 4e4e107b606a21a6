"""The registry of question kinds, in the order their priors are tried; nothing else dispatches.

Adding a kind: write its module (examples, prior/admits, plan, compose), add it here, add its
messages and a test (see README, "Adding a kind of question").
"""

from __future__ import annotations

from assistant.kinds.base import Kind
from assistant.kinds.catalog import CATALOG
from assistant.kinds.clarify import CLARIFY
from assistant.kinds.compare import COMPARE
from assistant.kinds.concept import CONCEPT
from assistant.kinds.fit_check import FIT_CHECK
from assistant.kinds.fits_hardware import FITS_HARDWARE
from assistant.kinds.host import HOST
from assistant.kinds.instance import INSTANCE
from assistant.kinds.job_duration import JOB_DURATION
from assistant.kinds.kv_cache import KV_CACHE
from assistant.kinds.not_covered import NOT_COVERED
from assistant.kinds.power import POWER
from assistant.kinds.price import PRICE
from assistant.kinds.recommend import RECOMMEND
from assistant.kinds.rent_vs_buy import RENT_VS_BUY
from assistant.kinds.serve import SERVE
from assistant.kinds.smalltalk import SMALLTALK
from assistant.kinds.speed import SPEED
from assistant.kinds.troubleshoot import TROUBLESHOOT
from assistant.kinds.unsupported import UNSUPPORTED
from assistant.kinds.verify import VERIFY
from assistant.kinds.workload_compare import WORKLOAD_COMPARE
from assistant.kinds.workload_fit import WORKLOAD_FIT
from assistant.kinds.workload_pick import WORKLOAD_PICK
from assistant.kinds.workload_speed import WORKLOAD_SPEED
from assistant.models import KindName

REGISTRY: tuple[Kind, ...] = (
    SMALLTALK,
    UNSUPPORTED,
    NOT_COVERED,
    VERIFY,
    TROUBLESHOOT,
    WORKLOAD_COMPARE,
    WORKLOAD_SPEED,
    WORKLOAD_FIT,
    WORKLOAD_PICK,
    HOST,
    CLARIFY,
    INSTANCE,
    CATALOG,
    POWER,
    KV_CACHE,
    SERVE,
    FITS_HARDWARE,
    JOB_DURATION,
    FIT_CHECK,
    RECOMMEND,
    PRICE,
    RENT_VS_BUY,
    SPEED,
    COMPARE,
    CONCEPT,
)
"""Every kind, most specific prior first; ``concept`` last (the parser's default)."""

BY_NAME: dict[KindName, Kind] = {kind.name: kind for kind in REGISTRY}


def kind_named(name: KindName) -> Kind:
    """The registered kind called ``name``."""
    return BY_NAME[name]


__all__ = ["BY_NAME", "REGISTRY", "kind_named"]
