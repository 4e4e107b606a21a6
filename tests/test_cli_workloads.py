"""``gpu-advisor size --workload`` and ``speed --workload``: image, video, vision, speech models."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from assistant.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_sdxl_lora_on_a_4060_ti_16gb_fits():
    r = run("size", "--workload", "sdxl", "--method", "lora", "--gpu", "4060-ti-16gb", "--json")
    assert r.exit_code == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["workload_id"] == "sdxl-base" and d["gpu_id"] == "rtx-4060-ti-16gb"
    # 6.7706 GB of fp16 UNet + text encoders (latents cached: no VAE), LoRA 2567.5M x 0.0022
    # = 5.65M params x 16 B = 0.090 GB, activations 1.2 x 1.048576 x 2.5675 = 3.231 GB, + 0.8 GB
    assert d["fits"] is True and d["peak_gb"] == pytest.approx(10.892, abs=0.002)


def test_flux_on_16gb_says_what_would_fit():
    r = run("size", "--workload", "flux dev", "--gpu", "4060 Ti")
    assert r.exit_code == 0
    assert "DOES NOT FIT" in r.stdout and "an NF4 denoiser would bring it to 8.1 GB" in r.stdout


def test_speed_of_sdxl_images_and_a_resnet_imagenet_run():
    r = run("speed", "--workload", "sdxl", "--gpu", "h100", "--json")
    assert json.loads(r.stdout)["seconds_per_image"] == pytest.approx(1.0906, rel=1e-3)
    r = run("speed", "--workload", "resnet-50", "--method", "full", "--gpu", "a100-80gb-sxm",
            "--images", "1281167", "--epochs", "90")  # fmt: skip
    assert r.exit_code == 0 and "12.97 h" in r.stdout


def test_the_llm_path_is_unchanged():
    r = run("size", "--model", "llama-2-13b", "--method", "lora", "--gpu", "4090", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["model_id"] == "llama-2-13b"


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--gpu", "h100"], "Missing option '--model'"),
        (["--model", "7b", "--workload", "sdxl", "--gpu", "h100"], "not both"),
        (["--model", "7b", "--gpu", "h100", "--method", "dreambooth"], "--workload image models"),
        (["--model", "7b", "--gpu", "h100", "--precision", "nf4"], "applies to --workload"),
        (["--workload", "sdxxl", "--gpu", "h100"], "did you mean 'sdxl-base'"),
        (["--workload", "yolo11x", "--gpu", "t4", "--method", "lora"], "LoRA/DreamBooth"),
        (["--workload", "sdxl", "--gpu", "t4", "--count", "2"], "one GPU"),
        (["--workload", "sdxl", "--gpu", "t4", "--precision", "int4"], "does not apply"),
        (["--workload", "sdxl", "--gpu", "t4", "--batch", "0"], "--batch must be at least 1"),
    ],
)
def test_bad_input_is_one_line_exit_2(args, needle):
    r = run("size", *args)
    assert r.exit_code == 2
    assert r.stdout == ""
    assert needle in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
