"""``gpu-advisor verify``: readings, verdicts on saved machines, the CPU probe run, the CLI.

The fixtures (tests/fixtures/verify, see its README) are ``nvidia-smi -q -x`` and ``topo -m``
reports written from NVIDIA's schema for seven machines, each with the probe figures such a
machine gives (from published measurements). Expected first lines are worked out by hand from
those figures and the catalog spec: e.g. 712.4 / 989 = 72%, 2921 / 3350 = 87%.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from assistant.catalog.specs import load_catalog
from assistant.cli import main
from assistant.errors import UsageError
from assistant.messages import templates
from assistant.messages import verify as say
from assistant.verify import detect as detection
from assistant.verify import probe
from assistant.verify.detect import detect, parse_smi_xml, parse_topology
from assistant.verify.fits import what_fits
from assistant.verify.probe import SIZES, ProbeReport
from assistant.verify.report import build_report, render
from assistant.verify.verdict import judge, parse_expect
from tests.support.code_words import attributes_in_code

FIX = Path(__file__).parent / "fixtures" / "verify"
ROOT = Path(__file__).resolve().parent.parent
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def reading(name: str, topo: str | None = None, edit: tuple[str, str] | None = None):
    text = (FIX / f"{name}.xml").read_text()
    if edit:
        assert edit[0] in text, edit[0]
        text = text.replace(edit[0], edit[1])
    d = parse_smi_xml(text)
    if topo:
        d = d.model_copy(update={"topology": parse_topology((FIX / topo).read_text())})
    return d


def figures(name: str, **update) -> ProbeReport:
    report = ProbeReport.model_validate_json((FIX / f"{name}.probe.json").read_text())
    if update:
        devices = [d.model_copy(update=update) for d in report.devices]
        report = report.model_copy(update={"devices": devices})
    return report


# --------------------------------------------------------------------------- readings


def test_the_h100_board_reads_as_eight_gpus_on_gen5_x16_with_nvlink_everywhere():
    d = reading("h100-sxm-8x", "h100-sxm-8x-topo.txt")
    assert (d.driver_version, d.cuda_version, len(d.gpus)) == ("535.129.03", "12.2", 8)
    g = d.gpus[0]
    assert g.name == "NVIDIA H100 80GB HBM3" and g.memory_mib == 81559
    assert round(g.memory_gib, 1) == 79.6  # 81559 / 1024
    assert (g.pcie_gen_current, g.pcie_gen_max, g.pcie_width_current, g.pcie_width_max) == (
        5, 5, 16, 16,
    )  # fmt: skip
    assert (g.power_limit_w, g.default_power_limit_w, g.max_sm_clock_mhz) == (700, 700, 1980)
    assert g.ecc_enabled and g.ecc_uncorrectable_volatile == 0 and not g.mig_enabled
    assert g.clock_events == ["gpu_idle"]
    assert d.topology is not None and d.topology.min_nvlinks() == 18
    assert d.topology.nvlinks(3, 7) == 18 and d.topology.links[2][2] == "X"


def test_older_schemas_read_too_throttle_reasons_and_single_double_bit_ecc():
    t4 = reading("t4").gpus[0]
    assert (t4.name, t4.memory_mib, t4.pcie_gen_max, t4.power_limit_w) == ("Tesla T4", 15360, 3, 70)
    assert t4.clock_events == ["gpu_idle"] and t4.ecc_uncorrectable_aggregate == 0
    v100 = reading(
        "v100-sold-as-a100",
        edit=("<total>0</total>\n\t\t\t\t</double_bit>", "<total>3</total>\n\t\t\t\t</double_bit>"),
    )
    assert v100.gpus[0].ecc_uncorrectable_volatile == 3  # the first double_bit block: volatile


def test_a_mig_slice_and_a_power_cap_are_read_as_reported():
    mig = reading("a100-mig-3g20gb").gpus[0]
    assert mig.mig_enabled and len(mig.mig_slices) == 1
    assert (mig.mig_slices[0].memory_mib, mig.mig_slices[0].sm_count) == (19968, 42)
    capped = reading("a100-sxm-80gb-power-capped").gpus[0]
    assert (capped.power_limit_w, capped.default_power_limit_w) == (250, 400)
    assert capped.clock_events == ["sw_power_cap"]


def test_a_pcie_only_box_has_no_nvlink_pair():
    topo = parse_topology((FIX / "pcie-only-8x-topo.txt").read_text())
    assert topo is not None and len(topo.gpus) == 8 and topo.min_nvlinks() == 0
    assert topo.links[0][1] == "NODE" and topo.links[0][4] == "SYS"


def test_text_that_is_not_a_report_is_refused():
    with pytest.raises(ValueError, match="not an nvidia-smi XML report"):
        parse_smi_xml("<html></html>")
    assert parse_topology("no matrix here") is None


def test_detection_prefers_the_xml_report_and_asks_for_topology_on_several_gpus():
    calls = []

    def run(argv):
        calls.append(argv)
        if argv[:2] == ["nvidia-smi", "-q"]:
            return (FIX / "h100-sxm-8x.xml").read_text()
        return (FIX / "h100-sxm-8x-topo.txt").read_text()

    d = detect(run)
    assert d.source == "nvidia-smi" and len(d.gpus) == 8 and d.topology.min_nvlinks() == 18
    assert calls == [["nvidia-smi", "-q", "-x"], ["nvidia-smi", "topo", "-m"]]
    assert d.host.cpu_cores and d.host.cpu_cores >= 1 and d.host.ram_gb and d.host.ram_gb > 0.1


def test_without_nvidia_smi_nvml_is_read():
    mem = SimpleNamespace(total=24564 * 2**20)
    nvml = SimpleNamespace(
        nvmlInit=lambda: None, nvmlShutdown=lambda: None, nvmlDeviceGetCount=lambda: 1,
        nvmlDeviceGetHandleByIndex=lambda i: i,
        nvmlDeviceGetName=lambda h: b"NVIDIA GeForce RTX 4090",
        nvmlDeviceGetMemoryInfo=lambda h: mem, nvmlDeviceGetEnforcedPowerLimit=lambda h: 300000,
        nvmlDeviceGetPowerManagementDefaultLimit=lambda h: 450000,
        nvmlDeviceGetCurrPcieLinkWidth=lambda h: 8, nvmlDeviceGetMaxPcieLinkWidth=lambda h: 16,
        nvmlSystemGetDriverVersion=lambda: "560.35.03",
        nvmlSystemGetCudaDriverVersion=lambda: 12060,
    )  # fmt: skip
    d = detect(lambda argv: None, nvml=nvml)
    g = d.gpus[0]
    assert (d.source, d.driver_version, d.cuda_version) == ("nvml", "560.35.03", "12.6")
    assert (g.name, g.memory_mib, g.power_limit_w, g.default_power_limit_w) == (
        "NVIDIA GeForce RTX 4090", 24564, 300, 450,
    )  # fmt: skip
    assert (g.pcie_width_current, g.pcie_width_max, g.pcie_gen_max) == (8, 16, None)


def test_a_machine_without_any_gpu_reads_as_none(monkeypatch):
    monkeypatch.setattr(detection, "_from_torch", lambda: None)
    broken = SimpleNamespace(nvmlInit=lambda: (_ for _ in ()).throw(OSError("no driver")))
    d = detect(lambda argv: None, nvml=broken)
    assert d.source == "none" and d.gpus == []


# --------------------------------------------------------------------------- verdicts

CASES = [
    # fixture, topology, --expect, status, finding kinds, first line
    ("h100-sxm-8x", "h100-sxm-8x-topo.txt", "8x H100 SXM", "genuine", [],
     "Genuine 8x H100 SXM5 80GB: 712 TFLOPS BF16 (72% of spec, typical 70%–86%), 2921 GB/s"
     " memory (87%), NVLink (NV18) between all 8 GPUs"),
    ("h100-sxm-8x", "pcie-only-8x-topo.txt", "8x H100 SXM", "problem", ["no_nvlink"],
     "No NVLink between the 8 GPUs, though H100 SXM5 80GB servers are sold with it"),
    ("a100-pcie-40gb", None, None, "genuine", [],
     "Genuine A100 PCIe 40GB: 241 TFLOPS BF16 (77% of spec, typical 70%–86%), 1331 GB/s"
     " memory (86%)"),
    ("a100-pcie-40gb", None, "A100 80GB", "problem", ["less_memory"],
     "Not what was sold: a 40 GB card sold as 80 GB (A100 PCIe 40GB, not A100 SXM4 80GB)"),
    ("a100-pcie-40gb", None, "2x A100 PCIe 40GB", "problem", ["fewer_gpus"],
     "Not what was sold: 1 GPU(s) found, 2 sold"),
    ("rtx-4090", None, "RTX 4090", "genuine", [],
     "Genuine GeForce RTX 4090: 158 TFLOPS BF16 (96% of spec, typical 80%–105%), 915 GB/s"
     " memory (91%)"),
    ("t4", None, None, "genuine", [],
     "Genuine T4: 36 TFLOPS FP16 (55% of spec, typical 40%–75%), 254 GB/s memory (79%)"),
    ("a100-mig-3g20gb", None, None, "problem", ["mig"],
     "MIG slice of A100 SXM4 40GB: 19.5 of 40 GB, not a whole GPU; measured 118 TFLOPS BF16"
     " (38% of spec, typical 70%–86%)"),
    ("a100-sxm-80gb-power-capped", None, None, "problem", ["power_cap", "low_compute"],
     "Power-capped A100 SXM4 80GB: limited to 250 W of its 400 W default; measured 168 TFLOPS"
     " BF16 (54% of spec, typical 70%–86%) (+1 more below)"),
    ("v100-sold-as-a100", None, "A100", "problem", ["different_card"],
     "Not what was sold: Tesla V100 SXM2 16GB, not A100 SXM4 80GB"),
    ("v100-sold-as-a100", None, None, "genuine", [],
     "Genuine Tesla V100 SXM2 16GB: 91 TFLOPS FP16 (73% of spec, typical 70%–82%), 790 GB/s"
     " memory (88%)"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "topo", "expect", "status", "kinds", "line"), CASES)
def test_every_fixture_gets_its_verdict_and_first_line(
    catalog, name, topo, expect, status, kinds, line
):
    v = judge(reading(name, topo), figures(name), catalog,
              parse_expect(expect, catalog) if expect else None)  # fmt: skip
    assert v.status == status
    assert [f.kind for f in v.findings if f.severity == "problem"] == kinds
    assert str(v.first_line) == line
    chinese = v.first_line.render("zh")
    assert CJK.search(chinese)
    for number in re.findall(r"\d+(?:\.\d+)?", line):
        assert number in chinese, (number, chinese)


EDITS = [
    # fixture, text edit, figures edit, kinds, words in the first line
    ("a100-pcie-40gb", ("<current_link_width>16x", "<current_link_width>8x"), {"h2d_gb_s": 12.1},
     ["pcie_narrow", "pcie_slow"], "runs its PCIe link at x8, not x16"),
    ("rtx-4090", ("<clocks_event_reason_hw_thermal_slowdown>Not Active",
                  "<clocks_event_reason_hw_thermal_slowdown>Active"), {"bf16_tflops": 100.0},
     ["throttling", "low_compute"], "is slowing its clocks: hw_thermal_slowdown"),
    ("a100-pcie-40gb", ("<dram_uncorrectable>0</dram_uncorrectable>",
                        "<dram_uncorrectable>2</dram_uncorrectable>"), {},
     ["ecc"], "reports memory faults: 2 uncorrectable ECC errors since boot, 2 in its lifetime"),
    ("a100-pcie-40gb", ("<remapped_row_pending>No", "<remapped_row_pending>Yes"), {},
     ["ecc"], "reports memory faults: row remapping pending or failed"),
    ("a100-pcie-40gb", ("<virtualization_mode>None", "<virtualization_mode>VGPU"), {},
     ["vgpu"], "is a virtual GPU (vGPU)"),
    ("rtx-4090", ("<total>24564 MiB", "<total>12282 MiB"), {},
     ["memory_below_spec"], "reports 12.0 GB, less than the 24 GB this card has"),
    ("rtx-4090", ("NVIDIA GeForce RTX 4090", "NVIDIA Frobnicator X1"), {},
     [], "Unknown GPU 'NVIDIA Frobnicator X1' (24.0 GB): not in the catalog"),
    ("t4", ("<current_power_limit>70.00 W", "<current_power_limit>70.00 W"), {"memory_gb_s": 150.0},
     ["low_bandwidth"], "memory is slower than it should be: 150 GB/s (47% of 320 GB/s"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "edit", "update", "kinds", "words"), EDITS)
def test_each_kind_of_problem_is_found_with_evidence_and_a_request(
    catalog, name, edit, update, kinds, words
):
    v = judge(reading(name, edit=edit), figures(name, **update), catalog)
    problems = [f for f in v.findings if f.severity == "problem"]
    assert [f.kind for f in problems] == kinds
    assert words in str(v.first_line)
    for f in problems:
        assert f.ask.code != "nothing" and CJK.search(f.ask.render("zh"))


def test_a_slow_nvlink_pair_is_reported_and_a_healthy_one_is_not(catalog):
    d = reading("h100-sxm-8x", "h100-sxm-8x-topo.txt")
    healthy = figures("h100-sxm-8x")
    # one-way NVLink 4 rate: the catalog's 900 GB/s counts both directions, 450 each way
    assert all(c.spec == 450 and not c.low for c in judge(d, healthy, catalog).figures
               if c.figure == "peer")  # fmt: skip
    slow = healthy.model_copy(
        update={"peers": [healthy.peers[0].model_copy(update={"gb_s": 40.0})]}
    )
    v = judge(d, slow, catalog)
    assert [f.kind for f in v.findings] == ["slow_peer"]
    assert str(v.first_line) == (
        "GPU 0 to GPU 1 copies at 40 GB/s, below the 225 GB/s that NVLink 4 (NVSwitch in HGX)"
        " should give"
    )


def test_a_machine_with_no_gpu_has_nothing_to_verify(catalog):
    v = judge(detection.Detected(source="none"), None, catalog)
    assert v.status == "no_gpu" and str(v.first_line).startswith("No NVIDIA GPU found")


@pytest.mark.parametrize(
    ("text", "count", "gpu_id"),
    [("8x H100 SXM", 8, "h100-sxm"), ("H100 x 8", 8, "h100-sxm"), ("A100 80GB", None,
     "a100-80gb-sxm"), ("8卡 H100", 8, "h100-sxm"), ("4 x RTX 4090", 4, "rtx-4090")],
)  # fmt: skip
def test_expect_reads_count_and_card(catalog, text, count, gpu_id):
    e = parse_expect(text, catalog)
    assert (e.count, e.gpu_id) == (count, gpu_id)


def test_expect_naming_no_card_is_a_usage_error(catalog):
    with pytest.raises(UsageError, match="names no GPU in the catalog"):
        parse_expect("8x H900", catalog)


# --------------------------------------------------------------------------- what fits


def test_what_fits_uses_the_memory_the_driver_reports(catalog):
    fits = what_fits(catalog, catalog.gpus["t4"], 1, 15360 / 1024)
    bf16 = [f.model_id for f in fits if f.precision == "bf16"]
    assert bf16 and len(fits) <= 6
    # Llama 3 8B needs 8.03e9 x 2 B = 16.1 GB of weights alone: more than 15 GiB (16.1e9 B)
    assert "llama-3-8b" not in bf16
    assert all(f.per_gpu_gb < 15 * 2**30 / 1e9 for f in fits)
    whole = what_fits(catalog, catalog.gpus["a100-40gb-sxm"], 1, 40.0)
    slice_ = what_fits(catalog, catalog.gpus["a100-40gb-sxm"], 1, 19968 / 1024)
    assert max(f.params_b for f in slice_) < max(f.params_b for f in whole)


# --------------------------------------------------------------------------- probes


def test_flops_and_bytes_are_counted_from_the_clock():
    ticks = iter(range(100))

    def clock():  # one second between any two readings
        return float(next(ticks))

    assert probe.matmul_tflops("cpu", "fp16", 64, 5, clock) == pytest.approx(2 * 64**3 * 5 / 1e12)
    assert probe.copy_gb_s("cpu", 4, 3, clock) == pytest.approx(2 * 4 * 2**20 * 3 / 1e9)
    h2d, d2h = probe.host_gb_s("cpu", 2, 2, clock)
    assert h2d == d2h == pytest.approx(2 * 2**20 * 2 / 1e9)
    assert probe.matmul_tflops("cpu", "fp8", 64, 1, clock) is None


@pytest.fixture(scope="module")
def cpu_run(catalog):
    return probe.run_probes("quick", catalog.models["qwen2.5-0.5b"])


def test_the_probes_run_on_the_cpu_with_real_figures(cpu_run):
    assert cpu_run.mode == "cpu" and [d.device for d in cpu_run.devices] == ["cpu"]
    f = cpu_run.devices[0]
    # a CPU core does 1e-4 to a few TFLOPS and copies 0.1 to 1000 GB/s
    assert 1e-5 < (f.bf16_tflops or 0) < 20 and 1e-5 < (f.fp16_tflops or 0) < 20
    assert 0.1 < (f.memory_gb_s or 0) < 1000 and 0.1 < (f.h2d_gb_s or 0) < 1000
    assert f.fp8_tflops is None
    assert (f.largest_block_gib, f.largest_block_capped) == (SIZES["cpu"].block_limit_gib, True)
    assert f.decode_model_id == "qwen2.5-0.5b" and f.decode_layers == 2
    assert 0.5 < (f.decode_tokens_s or 0) < 1e5
    assert cpu_run.peers == [] and cpu_run.seconds > 0


def test_cpu_figures_are_judged_by_the_same_rules(catalog, cpu_run):
    # The CPU's figures, held against a T4's spec as if they came from that card: both are
    # far below a T4 (65 TFLOPS, 320 GB/s), so both are reported as low. (A host copy within
    # RAM may also fall under half of the T4's 15.8 GB/s PCIe link, depending on the machine.)
    cpu = cpu_run.devices[0].model_copy(update={"device": "cuda:0"})
    v = judge(reading("t4"), cpu_run.model_copy(update={"devices": [cpu]}), catalog)
    kinds = [f.kind for f in v.findings]
    assert (
        {"low_compute", "low_bandwidth"}
        <= set(kinds)
        <= {"low_compute", "low_bandwidth", "pcie_slow"}
    )
    low = next(f for f in v.findings if f.kind == "low_compute")
    assert v.status == "problem" and "computes slower than it should" in str(low.headline)
    report = build_report(reading("t4"), cpu_run.model_copy(update={"devices": [cpu]}), catalog)
    assert report.decode is not None and report.decode.estimated_tokens_s is None  # cut model
    assert "2-layer cut of qwen2.5-0.5b" in render(report, "en")


def test_a_full_depth_decode_probe_is_held_against_the_speed_model(catalog):
    m = figures("rtx-4090", decode_model_id="qwen2.5-0.5b", decode_layers=24,
                decode_tokens_s=400.0)  # fmt: skip
    report = build_report(reading("rtx-4090"), m, catalog)
    assert report.decode is not None and report.decode.estimated_tokens_s
    assert report.decode.estimated_tokens_s > 0


# --------------------------------------------------------------------------- messages


def _specs(pattern: str) -> set[tuple[str, str]]:
    return {(n, spec or "") for _, n, spec, _ in string.Formatter().parse(pattern) if n}


VERIFY_CODES = sorted(c for c in templates() if c.startswith("verify."))


@pytest.mark.parametrize("code", VERIFY_CODES)
def test_every_verify_message_states_the_same_values_in_chinese(code):
    t = templates()[code]
    assert not CJK.search(t.en) and CJK.search(t.zh), code
    assert _specs(t.en) == _specs(t.zh), code


def test_every_verify_template_is_used_in_the_code():
    names = [n for n in dir(say) if n.isupper() and n != "T"]
    assert len(names) >= 40
    assert [n for n in names if n not in attributes_in_code("say")] == []


# --------------------------------------------------------------------------- the command


def run(*args: str):
    return CliRunner().invoke(main, ["verify", *args])


def saved(name: str, topo: str | None = None) -> list[str]:
    args = ["--smi-xml", str(FIX / f"{name}.xml"), "--measured", str(FIX / f"{name}.probe.json")]
    return args + (["--topo", str(FIX / topo)] if topo else [])


def test_a_saved_report_prints_the_verdict_and_exits_0_when_it_matches():
    r = run(*saved("h100-sxm-8x", "h100-sxm-8x-topo.txt"), "--expect", "8x H100 SXM")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("Genuine 8x H100 SXM5 80GB: 712 TFLOPS BF16")
    assert "What this machine can run" in r.output


def test_a_machine_that_is_not_what_was_sold_exits_1_in_either_language():
    r = run(*saved("v100-sold-as-a100"), "--expect", "A100", "--lang", "zh")
    assert r.exit_code == 1
    assert (
        r.output.splitlines()[0] == "与售卖的不符：这是 Tesla V100 SXM2 16GB，不是 A100 SXM4 80GB"
    )


def test_json_is_one_object_and_save_writes_the_same(tmp_path):
    out = tmp_path / "report.json"
    r = run(*saved("a100-sxm-80gb-power-capped"), "--json", "--save", str(out))
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data == json.loads(out.read_text())
    assert data["verdict"]["status"] == "problem"
    assert [f["kind"] for f in data["verdict"]["findings"]] == ["power_cap", "low_compute"]
    assert data["detected"]["gpus"][0]["power_limit_w"] == 250
    assert data["measured"]["devices"][0]["bf16_tflops"] == 168.4


def test_no_gpu_says_so_and_exits_0_but_2_with_expect(monkeypatch):
    from assistant.cli import verify as cli_verify

    monkeypatch.setattr(cli_verify.detection, "detect", lambda: detection.Detected(source="none"))
    r = run()
    assert r.exit_code == 0
    assert r.output.strip() == (
        "No NVIDIA GPU found on this machine (nvidia-smi, NVML and torch see none): nothing to"
        " verify"
    )
    r = run("--expect", "8x H100 SXM")
    assert r.exit_code == 2
    assert "no GPU found on this machine, so it cannot be checked against '8x H100 SXM'" in r.output


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--expect", "8x H900"], "names no GPU in the catalog"),
        (["--smi-xml", "/nonexistent.xml"], "cannot read --smi-xml"),
        (["--topo", "x.txt"], "--topo and --measured go with --smi-xml"),
        (["--smi-xml", str(FIX / "h100-sxm-8x-topo.txt")], "not an nvidia-smi XML report"),
        (["--frobnicate"], "No such option"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(args, words):
    r = run(*args)
    assert r.exit_code == 2 and words in r.output
    assert "Traceback" not in r.output


def test_the_about_page_says_how_to_run_it_in_both_languages():
    from assistant.ui.calculator import LIMITATIONS

    for lang in ("en", "zh"):
        assert any("gpu-advisor verify" in x and '--expect "8x H100 SXM"' in x
                   for x in LIMITATIONS[lang])  # fmt: skip


def test_a_probe_that_fails_leaves_its_figure_empty_and_says_why(monkeypatch):
    def out_of_memory(*args, **kwargs):
        raise RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB\nmore detail")

    monkeypatch.setattr(probe, "copy_gb_s", out_of_memory)
    f = probe.probe_device("cpu", SIZES["cpu"], None)
    assert f.memory_gb_s is None and f.failed == [
        "copy: CUDA out of memory. Tried to allocate 2.00 GiB"
    ]
    assert f.bf16_tflops and f.h2d_gb_s and f.largest_block_gib == SIZES["cpu"].block_limit_gib


def test_the_readme_example_is_what_the_fixture_prints():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = readme.split("a fixture (an A100 SXM4 80GB capped at 250 W):\n\n```\n", 1)[1]
    r = run(*saved("a100-sxm-80gb-power-capped"))
    assert r.exit_code == 0 and example.split("\n```", 1)[0] == r.output.rstrip()
