from assistant.evaluation import GoldenCase, NumberCheck, score_case, structure_problems
from assistant.models import Answer, Citation, ToolCall


def _answer(text="Fits: 14.3 GB per GPU [1].", citations=None, **kw):
    cites = (
        citations
        if citations is not None
        else [
            Citation(
                n=1,
                doc_id="memory-math",
                title="Memory math",
                section="s",
                snippet="x",
                source="guides/en/memory-math.md",
            )
        ]
    )
    base = dict(
        question="q",
        language="en",
        intent="fit_check",
        verdict="yes",
        answer=text,
        citations=cites,
        tool_calls=[
            ToolCall(
                tool="estimate_memory",
                input={"method": "qlora"},
                output={"per_gpu_gb": 14.3, "fits": True},
            )
        ],
    )
    base.update(kw)
    return Answer(**base)


def test_marker_without_citation_is_a_structure_problem():
    assert structure_problems(_answer(text="see [2]")) == [
        "markers without a citation: [2]",
        "citations never used: [1]",
    ]


def test_contract_keys_are_checked():
    raw = _answer().model_dump()
    raw["extra"] = 1
    assert structure_problems(_answer(), raw) == ["contract keys differ: ['extra']"]


def test_score_case_names_each_failure():
    case = GoldenCase(
        id="c",
        question="q",
        intent="fit_check",
        verdict="no",
        must_mention=["QLoRA", ["NVLink", "PCIe"]],
        must_cite=["interconnect"],
        tools=["price_job"],
        numbers=[
            NumberCheck(
                tool="estimate_memory",
                where={"method": "qlora"},
                field="per_gpu_gb",
                min=20,
                max=30,
            ),
            NumberCheck(tool="estimate_memory", field="fits", equals=True),
        ],
    )
    result = score_case(case, _answer(), latency_ms=1.0)
    assert result.failures == [
        "verdict yes != no",
        "missing mention 'QLoRA'",
        "missing mention ['NVLink', 'PCIe']",
        "not cited: interconnect",
        "tool not called: price_job",
        "estimate_memory.per_gpu_gb = 14.3 not in [20.0, 30.0]",
    ]
    assert result.checks == 8 and result.passed == 2


def test_invented_number_is_ungrounded():
    result = score_case(
        GoldenCase(id="c", question="q", intent="fit_check"),
        _answer(text="Fits: 14.3 GB per GPU, about 9 GB less than 40 GB [1]."),
        1.0,
    )
    assert result.ungrounded == ["9", "40"]


# ---- first line and stated constraints (issue 12)

from assistant.catalog.specs import load_catalog  # noqa: E402
from assistant.evaluation import run_eval  # noqa: E402
from assistant.evaluation_constraints import Constraints, constraint_checks, first_line  # noqa: E402


def test_first_line_skips_blank_lines_and_markdown():
    assert first_line("\n\n**The cheapest GPU is the RTX A6000** [1].\n\nmore") == (
        "The cheapest GPU is the RTX A6000 [1]."
    )


def test_first_line_check_is_scored_and_reported():
    case = GoldenCase(id="c", question="q", intent="fit_check", first_line=["A6000", "L40S"])
    hit = score_case(case, _answer(text="The RTX A6000 [1].\nmore"), 1.0)
    miss = score_case(case, _answer(text="Why: memory matters [1].\nA6000"), 1.0)
    assert (hit.first_line_ok, miss.first_line_ok) == (True, False)
    assert any("first line" in f for f in miss.failures)
    card = run_eval([case], lambda q: _answer(text="The RTX A6000 [1]."))
    assert card.first_line_rate == 1.0 and card.constraints_rate == 1.0


def test_constraints_check_gpus_named_in_the_first_line():
    catalog = load_catalog()
    fp8 = Constraints(features=["fp8"], min_memory_gb=48, budget_usd=5000)
    good = constraint_checks(fp8, _answer(text="The RTX 6000 Ada [1]."), catalog)
    bad = constraint_checks(fp8, _answer(text="The A100 80GB or an RTX 4090 [1]."), catalog)
    assert [ok for ok, _ in good] == [False, True, True]  # $6,800 is over the $5,000 budget
    failures = [what for ok, what in bad if not ok]
    assert "constraint: a100-80gb-sxm lacks fp8" in failures
    assert "constraint: rtx-4090 has under 48 GB" in failures


def test_constraints_check_provider_unit_and_memory_variant():
    c = Constraints(provider="aliyun", unit="per_month", gpu_memory_gb=16)
    no_price = _answer(
        text="**没有阿里云的 A100 按月报价：** 价格表里没有 [1]。",
        tool_calls=[ToolCall(tool="estimate_memory", input={"gpu": "v100-16gb-sxm"},
                             output={"fits": True})],
    )  # fmt: skip
    assert all(ok for ok, _ in constraint_checks(c, no_price, load_catalog()))
    wrong = _answer(
        text="AWS: $3.43 per GPU-hour [1].",
        tool_calls=[ToolCall(tool="price_job", input={"gpu": "a100"},
                             output={"quotes": [{"provider": "AWS"}]})],
    )  # fmt: skip
    failures = [what for ok, what in constraint_checks(c, wrong, load_catalog()) if not ok]
    assert failures == [
        "constraint: offers not from aliyun and no 'no price from' line",
        "constraint: the first line gives no price per month",
        "constraint: the stated 16 GB variant was not used",
    ]


def test_a_comparison_keeps_a_provider_constraint_through_its_priced_rows():
    c = Constraints(provider="aws")

    def compared(*rows: dict) -> list[tuple[bool, str]]:
        call = ToolCall(tool="compare_gpus", input={}, output={"gpus": list(rows)})
        return constraint_checks(c, _answer(text="**The L4 wins** [1].", tool_calls=[call]), None)

    aws = {"provider": "aws", "per_gpu_hour": "0.80"}
    unpriced = {"provider": None, "per_gpu_hour": None}  # a card AWS does not rent
    assert all(ok for ok, _ in compared(aws, unpriced))
    lambda_row = {"provider": "lambda", "per_gpu_hour": "1.1"}
    failures = [what for ok, what in compared(aws, lambda_row) if not ok]
    assert failures == ["constraint: offers not from aws and no 'no price from' line"]
