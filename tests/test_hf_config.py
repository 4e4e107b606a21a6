"""Importing a Hugging Face config.json: parameter counts, layouts, did-you-mean, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from assistant.catalog.hf_config import model_from_config, read_config
from assistant.cli import main
from assistant.errors import UsageError

FIXTURES = Path(__file__).parent / "fixtures" / "hf_configs"


def spec(name: str):
    return model_from_config(read_config(FIXTURES / f"{name}.json"), name, "test fixture")


# Published totals: Llama 3.1 8B model card (8.03B); Mistral's Mixtral announcement
# (46.7B total, 12.9B active); DeepSeek-V3 technical report (671B total, 37B active, without
# the 14B multi-token-prediction module).
@pytest.mark.parametrize(
    ("name", "total_b", "active_b", "attention"),
    [
        ("llama-3.1-8b", 8.03, None, "GQA"),
        ("mixtral-8x7b", 46.7, 12.9, "GQA"),
        ("deepseek-v3", 671.0, 37.0, "MLA"),
    ],
)
def test_parameter_counts_match_published_totals(name, total_b, active_b, attention):
    model = spec(name)
    assert model.params_b == pytest.approx(total_b, rel=0.02)
    if active_b is None:
        assert model.active_params_b is None and not model.is_moe
    else:
        assert model.active_params_b == pytest.approx(active_b, rel=0.02)
    assert model.attention == attention


def test_layout_fields_are_carried_over():
    llama, mixtral, deepseek = spec("llama-3.1-8b"), spec("mixtral-8x7b"), spec("deepseek-v3")
    assert (llama.num_layers, llama.num_kv_heads, llama.head_dim) == (32, 8, 128)
    assert llama.max_context == 131072 and llama.tied_embeddings is False
    assert (mixtral.num_experts, mixtral.experts_per_token) == (8, 2)
    assert mixtral.moe_intermediate_size == 14336  # Mixtral's experts are full-width MLPs
    assert (deepseek.kv_lora_rank, deepseek.qk_rope_head_dim) == (512, 64)
    assert (deepseek.num_experts, deepseek.moe_intermediate_size) == (256, 2048)
    assert deepseek.family == "deepseek"


def test_misspelt_field_gets_did_you_mean():
    raw = read_config(FIXTURES / "llama-3.1-8b.json")
    raw["num_hiden_layers"] = raw.pop("num_hidden_layers")
    with pytest.raises(UsageError) as exc:
        model_from_config(raw, "broken", "test")
    message = str(exc.value)
    assert "unknown field 'num_hiden_layers': did you mean 'num_hidden_layers'?" in message
    assert "missing 'num_hidden_layers'" in message


def test_bad_json_names_the_line(tmp_path):
    bad = tmp_path / "config.json"
    bad.write_text('{\n  "hidden_size": 4096,\n  oops\n}\n')
    with pytest.raises(UsageError, match=r"config.json:3: not valid JSON"):
        read_config(bad)


@pytest.fixture
def user_env(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(tmp_path / "data"))
    from assistant.catalog.specs import load_catalog

    load_catalog.cache_clear()
    yield tmp_path / "data"
    load_catalog.cache_clear()


def test_cli_import_then_size_by_name(user_env, tmp_path):
    folder = tmp_path / "My-MoE-Model"
    folder.mkdir()
    (folder / "config.json").write_text((FIXTURES / "mixtral-8x7b.json").read_text())
    runner = CliRunner()
    result = runner.invoke(main, ["models", "import", str(folder / "config.json")])
    assert result.exit_code == 0, result.output
    assert "Imported My-MoE-Model as 'my-moe-model': 46.7" in result.output
    saved = (user_env / "models.yaml").read_text()
    assert "id: my-moe-model" in saved and "num_experts: 8" in saved
    sized = runner.invoke(
        main,
        [
            "size",
            "--model",
            "My-MoE-Model",
            "--method",
            "inference",
            "--gpu",
            "h100-sxm",
            "--count",
            "2",
            "--precision",
            "bf16",
            "--json",
        ],
    )
    assert sized.exit_code == 0, sized.output
    out = json.loads(sized.stdout)
    # 46.7e9 parameters x 2 bytes = 93.4 GB of weights, split over two GPUs
    assert out["breakdown"]["weights"] == pytest.approx(93.4 / 2, rel=0.02)
    listed = runner.invoke(main, ["models", "--json"])
    assert "my-moe-model" in {m["id"] for m in json.loads(listed.stdout)["models"]}


def test_cli_import_refuses_a_bundled_id_and_bad_fields(user_env, tmp_path):
    runner = CliRunner()
    config = FIXTURES / "llama-3.1-8b.json"
    clash = runner.invoke(main, ["models", "import", str(config), "--name", "Llama 3.1 8B"])
    assert clash.exit_code == 2 and "bundled model already" in clash.stderr
    broken = tmp_path / "config.json"
    raw = json.loads(config.read_text())
    raw["vocab_sise"] = raw.pop("vocab_size")
    broken.write_text(json.dumps(raw))
    bad = runner.invoke(main, ["models", "import", str(broken)])
    assert bad.exit_code == 2 and "did you mean 'vocab_size'" in bad.stderr
    assert not (user_env / "models.yaml").exists()


def test_quantization_config_becomes_the_release_format():
    # the DeepSeek-V3 fixture carries its published block-FP8 quantization_config
    fmt = spec("deepseek-v3").release_format
    assert fmt is not None and (fmt.precision, fmt.quantized) == ("fp8", "linear")
    assert "quantization_config" in fmt.source
    assert spec("llama-3.1-8b").release_format is None
    mixtral = read_config(FIXTURES / "mixtral-8x7b.json")
    mixtral["quantization_config"] = {"quant_method": "mxfp4"}
    moe = model_from_config(mixtral, "mixtral-mxfp4", "test fixture").release_format
    assert moe is not None and (moe.precision, moe.quantized) == ("mxfp4", "moe_experts")
    mixtral["quantization_config"] = {"quant_method": "gptq", "bits": 4}
    assert model_from_config(mixtral, "mixtral-gptq", "test fixture").release_format is None
