"""Score the budget, cheapest-offer and comparison cases of the everyday golden set.

For each ``ev-budget-*``, ``ev-cheap-*`` and ``ev-cmp-*`` case of
``tests/golden_new/everyday.yaml`` it asks the in-memory advisor (knowledge folder, word-length
fake embedder, as ``golden_snapshot.py``) and checks two measures:

- first line: the first non-empty answer line contains one of ``first_line`` (case-insensitive);
- constraints: a stated budget is not exceeded by the setup recommended (the ``recommend_setup``
  tool's pick, else any catalog GPU named in the first line priced within the budget), a stated
  provider is named, a per-hour unit is answered per hour, required features are met.

Usage: ``python benchmarks/choice_scorecard.py [-v]``; prints one line per case with ``-v``.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from golden_snapshot import build_advisor  # noqa: E402

PREFIXES = ("ev-budget", "ev-cheap", "ev-cmp")
PER_HOUR = ("/h", "per hour", "an hour", "/hr", "每小时", "/小时", "每卡时")


def first_line(text: str) -> str:
    """The first non-empty line of an answer."""
    return next((line for line in text.splitlines() if line.strip()), "")


def _budget_ok(answer: Any, cons: dict[str, Any], advisor: Any) -> bool:
    fx = Decimal("6.9858")
    budget = (
        Decimal(str(cons["budget_usd"]))
        if "budget_usd" in cons
        else Decimal(str(cons["budget_cny"])) / fx
    )
    for call in answer.tool_calls:
        if call.tool == "recommend_setup" and call.output.get("pick"):
            pick = call.output["pick"]
            usd = pick.get("price_usd")
            return usd is not None and Decimal(str(usd)) <= budget * Decimal("1.001")
    line = first_line(answer.answer).lower()
    for gpu in advisor.catalog.gpus.values():
        names = [gpu.name.replace("GeForce ", ""), *gpu.aliases]
        if any(n.lower() in line for n in names if len(n) >= 3) and gpu.launch_price_usd:
            if gpu.launch_price_usd <= budget:
                return True
    return False


def constraints_ok(answer: Any, cons: dict[str, Any] | None, advisor: Any) -> bool:
    """Whether the answer honours what the question stated."""
    if not cons:
        return True
    text = answer.answer.lower()
    if ("budget_usd" in cons or "budget_cny" in cons) and not _budget_ok(answer, cons, advisor):
        return False
    if "provider" in cons and cons["provider"].lower() not in text:
        return False
    if cons.get("unit") == "per_hour" and not any(p in text for p in PER_HOUR):
        return False
    return all(f.lower() in text for f in cons.get("features", []))


def main() -> None:
    verbose = "-v" in sys.argv
    advisor = build_advisor()
    cases = yaml.safe_load((ROOT / "tests/golden_new/everyday.yaml").read_text("utf-8"))["cases"]
    cases = [c for c in cases if c["id"].startswith(PREFIXES)]
    lead = cons = 0
    for case in cases:
        answer = advisor.ask(case["question"])
        line = first_line(answer.answer)
        ok_line = any(alt.lower() in line.lower() for alt in case.get("first_line", []))
        ok_cons = constraints_ok(answer, case.get("constraints"), advisor)
        lead += ok_line
        cons += ok_cons
        if verbose:
            mark = ("L" if ok_line else "-") + ("C" if ok_cons else "-")
            print(f"{mark} {case['id']:40} {answer.intent:11} {line[:110]}")
    n = len(cases)
    print(f"{n} cases: first line {lead}/{n}, constraints {cons}/{n}")


if __name__ == "__main__":
    main()
