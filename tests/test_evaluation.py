from assistant.evaluation import GoldenCase, NumberCheck, score_case, structure_problems
from assistant.models import Answer, Citation, ToolCall


def _answer(text="Fits: 14.3 GB per GPU [1].", citations=None, **kw):
    cites = citations if citations is not None else [
        Citation(n=1, doc_id="memory-math", title="Memory math", section="s", snippet="x",
                 source="guides/en/memory-math.md")
    ]
    base = dict(question="q", language="en", intent="fit_check", verdict="yes", answer=text,
                citations=cites,
                tool_calls=[ToolCall(tool="estimate_memory", input={"method": "qlora"},
                                     output={"per_gpu_gb": 14.3, "fits": True})])
    base.update(kw)
    return Answer(**base)


def test_marker_without_citation_is_a_structure_problem():
    assert structure_problems(_answer(text="see [2]")) == [
        "markers without a citation: [2]", "citations never used: [1]"
    ]


def test_contract_keys_are_checked():
    raw = _answer().model_dump()
    raw["extra"] = 1
    assert structure_problems(_answer(), raw) == ["contract keys differ: ['extra']"]


def test_score_case_names_each_failure():
    case = GoldenCase(
        id="c", question="q", intent="fit_check", verdict="no",
        must_mention=["QLoRA", ["NVLink", "PCIe"]], must_cite=["interconnect"],
        tools=["price_job"],
        numbers=[NumberCheck(tool="estimate_memory", where={"method": "qlora"},
                             field="per_gpu_gb", min=20, max=30),
                 NumberCheck(tool="estimate_memory", field="fits", equals=True)],
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
        _answer(text="Fits: 14.3 GB per GPU, about 9 GB less than 40 GB [1]."), 1.0,
    )
    assert result.ungrounded == ["9", "40"]
