"""Strict loading (issue #28): every bad file is one error at its true line, never data.

The probe table of the issue replayed on copies of the real knowledge folder: duplicate keys,
absurd or non-finite numbers, non-UTF-8 bytes, billion laughs, deep nesting, huge files,
links to /dev/zero or out of ``knowledge/``. Expected lines are counted in the planted text.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.catalog.guides import parse_guide
from assistant.catalog.hf_config import model_from_config, read_config
from assistant.catalog.offers import read_user_file
from assistant.catalog.skypilot import parse_skypilot_vms
from assistant.catalog.specs import read_catalog
from assistant.catalog.strict_yaml import SPEC_LIMITS, Limits, load_yaml
from assistant.errors import CatalogError, UsageError
from ingest.chunking import collect_chunks

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [{', '.join([f'*{p}'] * 10)}]\n"
    for p, c in zip("abcdefgh", "bcdefghi", strict=True)
)
"""Nine levels of ten aliases each: 10^9 values from a 400-byte file."""


@pytest.fixture
def kb(tmp_path: Path) -> Path:
    """A private copy of the real knowledge folder."""
    shutil.copytree(KNOWLEDGE, tmp_path / "knowledge")
    return tmp_path / "knowledge"


def _write(path: Path, text: str | bytes) -> Path:
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


# --------------------------------------------------------------------------- the YAML reader


def test_duplicate_key_names_both_lines(tmp_path: Path) -> None:
    path = _write(tmp_path / "t.yaml", "gpus:\n  - id: x\n    memory_gb: 24\n    memory_gb: 82.8\n")
    with pytest.raises(CatalogError) as err:
        load_yaml(path)
    assert str(err.value) == (
        f"{path}:4: duplicate key 'memory_gb' (first at line 3); keep one of them"
    )


def test_duplicate_key_in_the_rtx_4090_row_is_an_error_not_82_gb(kb: Path) -> None:
    gpus = kb / "specs" / "gpus.yaml"
    lines = gpus.read_text(encoding="utf-8").split("\n")
    row = lines.index("  - id: rtx-4090")
    first = next(i for i in range(row, len(lines)) if lines[i].startswith("    memory_gb:"))
    lines.insert(row + 1, "    memory_gb: 82.8")
    gpus.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"gpus.yaml:{first + 2}: duplicate key 'memory_gb'"):
        read_catalog(kb / "specs")


DEEP_BLOCK = "".join(f"{'  ' * i}k{i}:\n" for i in range(40)) + "  " * 40 + "end\n"
"""40 levels of block mappings: the depth limit (32) is hit at line 32."""


@pytest.mark.parametrize(
    ("text", "limits", "message"),
    [
        (LAUGHS, Limits(max_aliases=1000), r":6: the YAML expands to more than 500000 values"),
        (LAUGHS, SPEC_LIMITS, r":8: more than 64 YAML aliases"),
        (DEEP_BLOCK, SPEC_LIMITS, r":33: nested 33 levels deep \(the limit is 32\)"),
        ("deep: " + "[" * 5000 + "]" * 5000 + "\n", SPEC_LIMITS, r":1: (nested|invalid YAML)"),
        ("".join(f"k{i}: 1\n" for i in range(10_001)), SPEC_LIMITS, r":1: a mapping with more"),
        ("a: 1\nb: &b [1, *b]\n", SPEC_LIMITS, r":2: the YAML expands to more than"),
    ],
    ids=["billion-laughs", "aliases", "deep", "5000-deep", "keys", "recursive"],
)
def test_yaml_shape_limits_are_checked_before_objects_are_built(
    tmp_path: Path, text: str, limits: Limits, message: str
) -> None:
    path = _write(tmp_path / "t.yaml", text)
    with pytest.raises(CatalogError, match=rf"t.yaml{message}"):
        load_yaml(path, limits)


def test_non_utf8_byte_is_named_by_line_column_and_offset(tmp_path: Path) -> None:
    path = _write(tmp_path / "t.yaml", b"a: 1\nbb: \xff\n")
    with pytest.raises(CatalogError) as err:
        load_yaml(path)
    # "a: 1\n" is 5 bytes, "bb: " 4 more: the bad byte is offset 9, line 2, column 5
    assert str(err.value).startswith(f"{path}:2: not UTF-8: byte 0xff at column 5 (byte offset 9)")


def test_size_limit_reads_no_more_than_the_limit(tmp_path: Path) -> None:
    path = _write(tmp_path / "t.yaml", "# pad\n" * 1000)
    with pytest.raises(CatalogError, match="6000 bytes is over the limit of 100 bytes"):
        load_yaml(path, Limits(max_bytes=100))


def test_link_to_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.symlink_to("/dev/zero")
    with pytest.raises(CatalogError, match="not a regular file"):
        load_yaml(path, SPEC_LIMITS)


def test_unclosed_quote_is_reported_where_it_opens(tmp_path: Path) -> None:
    path = _write(tmp_path / "t.yaml", 'a: 1\nb: "open\nc: 3\nd: 4\n')
    with pytest.raises(CatalogError, match=rf"{path}:2: invalid YAML"):
        load_yaml(path)


# --------------------------------------------------------------------------- bounds


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("memory_gb: 24\n", "memory_gb: 1e999\n", "memory_gb"),
        ("memory_gb: 24\n", "memory_gb: .nan\n", "memory_gb"),
        ("memory_gb: 24\n", "memory_gb: 100000\n", "memory_gb"),
        ("launch_year: 2022\n", "launch_year: 20222\n", "launch_year"),
    ],
)
def test_gpu_numbers_out_of_physical_range_are_errors(
    kb: Path, old: str, new: str, field: str
) -> None:
    gpus = kb / "specs" / "gpus.yaml"
    text = gpus.read_text(encoding="utf-8")
    assert old in text
    gpus.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"is invalid: {field}: Input should be"):
        read_catalog(kb / "specs")


def test_a_model_with_10_to_the_12_layers_is_an_error(kb: Path) -> None:
    models = kb / "specs" / "models.yaml"
    text = models.read_text(encoding="utf-8")
    models.write_text(text.replace("num_layers: 32", "num_layers: 1000000000000", 1), "utf-8")
    with pytest.raises(CatalogError, match="num_layers: Input should be less than or equal to"):
        read_catalog(kb / "specs")


PRICE_ROW = """offerings:
  - id: user-h100-test
    provider: Test
    offering: test
    instance_type: t
    gpu_id: h100-sxm
    gpu_name: H100
    gpu_memory_gb: 80
    gpu_count: {count}
    region: us
    currency: USD
    price_basis: instance
    on_demand_per_hour: {price}
    as_of: 2026-11-20
    source: 'a quote'
    confidence: user
"""


@pytest.mark.parametrize(
    ("count", "price", "message"),
    [
        (8, "'1e999'", "13: .* on_demand_per_hour: Input should be less than or equal to 100000"),
        (8, ".nan", "13: .* on_demand_per_hour: Input should be a finite number"),
        (8, "'-5'", "13: .* on_demand_per_hour: Input should be greater than or equal to 0"),
        (10**12, "'20'", "9: .* gpu_count: Input should be less than or equal to 1024"),
    ],
)
def test_user_prices_out_of_range_are_errors_at_their_line(
    tmp_path: Path, count: int, price: str, message: str
) -> None:
    path = _write(tmp_path / "prices.yaml", PRICE_ROW.format(count=count, price=price))
    with pytest.raises(CatalogError, match=rf"prices.yaml:{message}"):
        read_user_file(path)


def test_fx_rate_of_1e_minus_999_is_an_error(tmp_path: Path) -> None:
    text = "fx:\n  - id: x\n    base: USD\n    quote: CNY\n    rate: '1e-999'\n"
    path = _write(tmp_path / "prices.yaml", text + "    as_of: 2026-11-20\n    source: bank\n")
    with pytest.raises(CatalogError, match="prices.yaml:5: .* rate: Input should be greater than"):
        read_user_file(path)


# --------------------------------------------------------------------------- guides, questions


def _one_error(kb: Path) -> str:
    with pytest.raises(CatalogError) as err:
        collect_chunks(kb)
    lines = str(err.value).splitlines()
    assert len(lines) == 1, lines  # one broken file: one line, no cascade
    return lines[0]


def test_broken_guide_is_one_error_at_line_3_without_a_cascade(kb: Path) -> None:
    guide = kb / "guides" / "en" / "memory-math.md"
    text = guide.read_text(encoding="utf-8")
    assert text.split("\n")[2].startswith('title: "') and text.split("\n")[2].endswith('"')
    guide.write_text(text.replace('full fine-tuning"\n', "full fine-tuning\n", 1), "utf-8")
    assert _one_error(kb).startswith(f"{guide}:3: invalid YAML")


def test_duplicate_key_in_front_matter_names_both_lines(kb: Path) -> None:
    guide = kb / "guides" / "en" / "memory-math.md"
    text = guide.read_text(encoding="utf-8")
    guide.write_text(text.replace("\nlang: en\n", "\nlang: en\nlang: zh\n", 1), "utf-8")
    assert _one_error(kb) == f"{guide}:5: duplicate key 'lang' (first at line 4); keep one of them"


def test_guide_link_out_of_the_knowledge_folder_is_refused(kb: Path, tmp_path: Path) -> None:
    guide = kb / "guides" / "en" / "memory-math.md"
    outside = tmp_path / "memory-math.md"
    shutil.move(guide, outside)
    guide.symlink_to(outside)
    assert _one_error(kb).startswith(f"{guide}: a link to {outside}, outside {kb}")


def test_a_guide_over_200_kb_is_refused_before_chunking(kb: Path) -> None:
    guide = kb / "guides" / "en" / "memory-math.md"
    with guide.open("a", encoding="utf-8") as fh:
        fh.write("\nfiller words\n" * 100_000)
    assert "is over the limit of 200000 bytes" in _one_error(kb)


def test_question_file_duplicate_heading_and_bad_bytes(kb: Path) -> None:
    path = kb / "questions" / "en" / "memory-math.yaml"
    lines = path.read_text(encoding="utf-8").split("\n")
    first = next(i for i, ln in enumerate(lines) if ln and not ln.startswith((" ", "#", "-")))
    path.write_text("\n".join([*lines, lines[first], "- a question?", ""]), "utf-8")
    assert f"{path}:{len(lines) + 1}: duplicate key" in _one_error(kb)
    path.write_bytes(path.read_bytes() + b"# \xff\n")
    assert "not UTF-8: byte 0xff" in _one_error(kb)


def test_parse_guide_reads_a_real_guide_unchanged() -> None:
    guide = parse_guide(KNOWLEDGE / "guides" / "en" / "memory-math.md", KNOWLEDGE)
    assert guide.id == "memory-math" and guide.lang == "en" and guide.body_line > 5


# --------------------------------------------------------------------------- CSV and config.json

HEADER = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,SpotPrice\n"
ROW = "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,23.92,us-east-1,\n"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("H100,8.0", "H100,1e999", ":2: column AcceleratorCount is not a number from 0 to 1024"),
        ("23.92", "NaN", ":2: column Price is not a number from 0 to 100000"),
        ("23.92", "1e308", ":2: column Price is not a number"),
        ("H100,8.0", "H100,2.5", ":2: column AcceleratorCount is not a number"),
        (ROW, "gpu_8x_h100_sxm5,H100,8.0\n", ":2: the row has 3 columns, the header 8"),
        (ROW, ROW.strip() + ",extra\n", ":2: the row has 9 columns, the header 8"),
    ],
)
def test_skypilot_csv_faults_are_one_error_at_their_row(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    path = _write(tmp_path / "vms.csv", (HEADER + ROW).replace(old, new))
    with pytest.raises(CatalogError, match=rf"vms.csv{message}"):
        parse_skypilot_vms(path, "lambda", __import__("datetime").date(2026, 12, 1))


def test_skypilot_csv_not_utf8(tmp_path: Path) -> None:
    path = _write(tmp_path / "vms.csv", (HEADER + ROW).encode() + b"\xff,\n")
    with pytest.raises(CatalogError, match=r"vms.csv:3: not UTF-8: byte 0xff at column 1"):
        parse_skypilot_vms(path, "lambda", __import__("datetime").date(2026, 12, 1))


CONFIG = {
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "vocab_size": 128256,
}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"num_hidden_layers": 10**12}, "'num_hidden_layers' must be from 1 to 1,000,000,000"),
        ({"num_attention_heads": 0}, "'num_attention_heads' must be from 1 to"),
        ({"hidden_size": "4096x"}, "'hidden_size' must be a whole number, got '4096x'"),
        ({"hidden_size": 4096.5}, "'hidden_size' must be a whole number"),
        ({"tie_word_embeddings": "yes"}, "'tie_word_embeddings' must be true or false"),
        ({"num_hidden_layers": 200_000}, "num_layers: Input should be less than or equal"),
    ],
)
def test_config_json_values_are_checked_before_any_arithmetic(
    change: dict[str, object], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        model_from_config({**CONFIG, **change}, "probe", "test")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (json.dumps(CONFIG)[:-1] + ', "rope_theta": NaN}', "NaN is not a number JSON allows"),
        ('{"hidden_size": 1, "hidden_size": 2}', "duplicate key 'hidden_size'"),
        (json.dumps({f"k{i}": 1 for i in range(6000)}), "6000 keys is more than any config.json"),
        ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
    ],
)
def test_config_json_file_faults(tmp_path: Path, text: str, message: str) -> None:
    path = _write(tmp_path / "config.json", text)
    with pytest.raises(UsageError, match=message):
        read_config(path)
