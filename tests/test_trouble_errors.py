"""Pasted errors and symptoms read as troubleshooting, and quoted commands about the subject."""

import pytest

from assistant.answer.citing import Evidence
from assistant.answer.compose_trouble import about_subject
from assistant.question.host_memory import stated_card_gb
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("the run OOMs at step 3 on my card", "oom"),
        ("it OOMed again after two epochs", "oom"),
        ("can my 4060 render this scene without OOMing?", None),
        ("the job is stuck at init NCCL on 2 nodes", "nccl"),
        ("torchrun hangs at NCCL initialization forever", "nccl"),
        ("服务启动后卡在 init NCCL 一直不动", "nccl"),
        ("the log says P2P is not supported between the GPUs", "scaling"),
        ("4 GPUs train slower than one", "scaling"),
    ],
)
def test_pasted_errors_and_symptoms_are_troubles(text, kind):
    assert trouble_kind(text) == kind


def test_a_job_run_on_a_memory_size_is_run_on_a_card_of_it():
    assert stated_card_gb("lora OOMs at 4k context on 16gb, help") == 16
    assert stated_card_gb("training on a 12G card") == 12
    assert stated_card_gb("I run it on 64GB of RAM") is None


def _guide(title: str, section: str) -> Evidence:
    return Evidence(doc_id="g", title=title, section=section, text="", source="s", lang="en")


def test_a_command_is_quoted_only_when_it_shares_a_topic_term():
    checks = _guide("Verifying a rented GPU server", "First checks with nvidia-smi")
    sentence = "Start with `nvidia-smi -L`, which lists every GPU with its product name."
    assert about_subject(checks, sentence, {"rented", "a100"})  # "rented" is in the title
    assert not about_subject(checks, sentence, {"llama.cpp", "offloading", "3060"})
    assert about_subject(checks, sentence, set())  # nothing to judge by
    # the "s" of "it's" is no subject: "guide's" does not make a sentence about the question
    bench = "One buying guide's test method is to run `nvidia-smi` first."
    assert not about_subject(_guide("Guide", "Benchmarks"), bench, {"s", "vps", "slice"})


def test_a_second_hand_card_is_checked_with_the_used_card_tests(advisor):
    answer = advisor.ask("bought a used 3090 off ebay, what tests should I run to check it?")
    assert answer.kind == "verify"
    docs = {c.doc_id for c in answer.citations}
    assert "used-and-grey-market-gpus" in docs
    assert "--query-gpu=name,serial,uuid,vbios_version" in answer.answer


def test_a_verify_answer_cites_no_passage_off_its_subject(advisor):
    answer = advisor.ask("just got a rented A100 box, how can I confirm it is the SXM4 80GB one?")
    assert answer.kind == "verify"
    assert 'gpu-advisor verify --expect "A100 SXM4 80GB"' in answer.answer
    topic = {"a100", "sxm4", "80gb", "rented", "sxm", "confirm", "box"}
    for c in answer.citations:
        if c.doc_id.startswith("gpu-"):
            continue
        text = f"{c.title} {c.section} {c.snippet}".lower()
        assert any(w in text for w in topic), c


def test_an_nccl_init_hang_on_four_cards_keeps_the_cards(advisor):
    answer = advisor.ask("vllm with tp=4 on four 4090s never starts, the log stops at Init NCCL")
    assert answer.kind == "troubleshoot"
    assert "4 × RTX 4090" in answer.answer.splitlines()[0]
    assert "NCCL_DEBUG" in answer.answer


# --------------------------------------------------------------------------- readings checked


def test_a_power_limit_read_off_the_machine_is_a_reading():
    from assistant.question.readings import power_reading

    assert power_reading("nvidia-smi shows a power limit of 350 W") == 350
    assert power_reading("显示功耗上限300W，对吗") == 300
    assert power_reading("the card reports 250W power cap") == 250
    assert power_reading("power limit my 3090 to 250W") is None  # a setting, nothing read


def test_a_power_reading_is_checked_against_the_card_and_its_siblings():
    from assistant.calc.troubleshoot import check_power_reading
    from assistant.catalog.specs import load_catalog
    from assistant.question.trouble_tools import siblings
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    h100 = catalog.gpu("h100-sxm")
    assert {g.id for g in siblings(catalog, h100)} >= {"h100-pcie", "h100-nvl"}
    half = check_power_reading(h100, 350, siblings(catalog, h100))
    assert (half.default_w, half.share, half.normal) == (700, 0.5, False)
    assert (half.variant_id, half.variant_w) == ("h100-pcie", 350)
    a100 = catalog.gpu("a100-80gb-sxm")  # 250 W is the 40GB PCIe's default: not this card's
    capped = check_power_reading(a100, 250, siblings(catalog, a100))
    assert (capped.normal, capped.variant_id, capped.share) == (False, None, 0.625)
    assert check_power_reading(catalog.gpu("rtx-4090"), 450, []).normal


def test_a_power_cap_question_is_answered_no_with_the_pcie_default(advisor):
    answer = advisor.ask("rented an H100 and nvidia-smi reports a 350W power limit, is that ok?")
    assert answer.kind == "verify" and answer.verdict == "no"
    first = answer.answer.splitlines()[0]
    assert "700 W" in first and "350 W" in first and "H100 PCIe 80GB" in first
    assert "power.default_limit" in answer.answer
    call = answer.tool_calls[0]
    assert (call.tool, call.input) == ("check_power_reading", {"gpu": "h100-sxm", "watts": 350.0})


def test_a_power_limit_to_set_stays_a_power_question(advisor):
    answer = advisor.ask("how much speed do I lose if I power limit my 4090 to 300W")
    assert answer.kind == "power"


def test_a_mib_total_asked_as_the_real_part_is_checked(advisor):
    answer = advisor.ask("my cloud box shows 81559MiB in nvidia-smi, is this the real 80GB A100?")
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "81,559 MiB is 79.65 GiB" in answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- utilisation stated


def test_the_stated_gpu_utilisation_is_read_and_not_the_cpus():
    from assistant.question.troubleshoot import stated_utilisation

    assert stated_utilisation("gpu utilization hovers at 25% during training") == 25
    assert stated_utilisation("训练时显卡利用率一直在35%左右") == 35
    assert stated_utilisation("CPU usage 100% while gpu util is 45%") == 45
    assert stated_utilisation("training is slow, any tips?") is None


def test_a_stated_utilisation_and_a_saturated_cpu_are_kept_in_the_answer(advisor):
    answer = advisor.ask("my gpu utilization hovers at 25% on 2 3090s, cpu maxed out at 100%")
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert "2 × RTX 3090" in first and "25% GPU utilisation" in first and "75%" in first
    assert "num_workers" in answer.answer and "input pipeline is the bottleneck" in answer.answer


def test_a_chinese_utilisation_question_keeps_its_figure(advisor):
    answer = advisor.ask("4卡A100训练，GPU利用率只有20%，正常吗")
    assert answer.kind == "troubleshoot"
    assert "GPU 利用率 20%" in answer.answer and "80% 的时间" in answer.answer
    assert "CPU 已经跑满" not in answer.answer  # no saturated CPU was stated


# --------------------------------------------------------------------------- KV cache too small


def test_a_kv_cache_shortfall_is_read_from_the_error_or_its_description():
    from assistant.question.troubleshoot import kv_shortfall

    assert kv_shortfall("ValueError: no available memory for the cache blocks")
    assert kv_shortfall("sglang says the KV cache is too small for my context")
    assert kv_shortfall("启动vllm提示KV缓存不够")
    assert not kv_shortfall("how big is the KV cache of llama 3 8b at 32k")


def test_a_kv_cache_error_with_no_model_lists_what_fits_at_that_context(advisor):
    answer = advisor.ask("vllm on 2 L40S: kv cache isn't enough with max_model_len=65536")
    assert answer.kind == "kv_cache"
    first = answer.answer.splitlines()[0]
    assert "65,536-token" in first and "2 × L40S" in first and "--max-model-len" in first
    call = answer.tool_calls[0]
    assert call.tool == "fits_hardware"
    assert (call.input["gpu"], call.input["count"], call.input["context"]) == ("l40s", 2, 65536)


def test_a_kv_cache_error_where_the_cache_should_fit_blames_the_larger_profile(advisor):
    answer = advisor.ask(
        "vllm, mistral 7b on an L4 with --gpu-memory-utilization 0.95 and max_model_len left at"
        " the default 32768: ValueError: No available memory for the cache blocks"
    )
    assert answer.kind == "kv_cache" and answer.verdict == "no"  # not as configured
    call = answer.tool_calls[0]
    assert (call.input["context"], call.input["gpu_memory_utilization"]) == (32768, 0.95)
    first = answer.answer.splitlines()[0]
    # 32,768 tokens x 131.1 KB is 4.3 GB; 24 GiB x 0.95 less 0.5 GB of warm-up (a 32,768-entry
    # vocabulary, 256 sequences) and non-torch memory is 24.0 GB; 14.5 GB of weights leave 9.5
    assert first.startswith("**Not as your server ran it")
    assert "one sequence of 32,768 tokens (4.3 GB of KV cache) would fit" in first
    assert "at `gpu_memory_utilization` 0.95 it may use 24.0 GB of 1 × L4" in first
    assert "Mistral 7B at bf16 takes 14.5 GB and 9.5 GB are left" in first
    assert "chunked prefill" in first and "`--max-model-len 16384` or lower" in first
    assert "**Yes" not in answer.answer  # no fit line beside the error's explanation
    zh = advisor.ask(
        "用 vllm 在 L4 上部署 mistral 7b，显存利用率设了 0.95，最大长度没改（默认 32768），"
        "启动就报 No available memory for the cache blocks，怎么办"
    )
    assert zh.verdict == "no" and zh.answer.startswith("**按你的配置放不下")
    assert "分块预填充" in zh.answer.splitlines()[0]


def test_a_kv_cache_error_without_a_length_is_sized_at_the_models_maximum(advisor):
    answer = advisor.ask("llama 3.1 8b on one L4 in vllm: No available memory for the cache blocks")
    call = answer.tool_calls[0]
    assert call.input["context"] == 131072 and "gpu_memory_utilization" not in call.input
    assert any("vLLM's default is the model's own maximum context" in a for a in answer.assumptions)
    # 24 GiB x 0.9 less 1.4 GB of warm-up and non-torch memory, less 16.1 GB of weights: 5.7 GB
    assert "`--max-model-len 43008` or lower" in answer.answer.splitlines()[0]


def test_a_server_memory_share_is_read_beside_its_name_or_after_the_error():
    from assistant.question.readings import memory_utilization

    error = "Try increasing `gpu_memory_utilization` when initializing the engine.\n\nI use 0.95"
    assert memory_utilization(error) == 0.95
    assert memory_utilization("--gpu-memory-utilization 0.98") == 0.98
    assert memory_utilization("显存利用率设到 0.9 了") == 0.9
    assert memory_utilization("gpu memory utilization 85%") == 0.85
    assert memory_utilization("gpu util 30% while training") is None


def test_a_kv_cache_error_with_a_model_sizes_its_cache_on_the_card(advisor):
    answer = advisor.ask("vllm: KV cache too small for qwen2.5 32b at 32k context on one 4090")
    assert answer.kind == "kv_cache"
    call = answer.tool_calls[0]
    assert call.tool == "estimate_kv_cache"
    assert (call.input["model"], call.input["context"], call.input["gpu"]) == (
        "qwen2.5-32b",
        32768,
        "rtx-4090",
    )


def test_a_context_set_in_chinese_is_read():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    assert parse("max_model_len 设成 16384 还是报错", catalog).context_tokens == 16384


# --------------------------------------------------------------------------- partial offload


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ollama keeps offloading qwen 14b even though I have a 3090", "offload"),
        ("half the layers are on the cpu with my 4070, why", "offload"),
        ("ollama跑qwen2.5:14b，一半跑在内存里，卡是4070", "offload"),
        ("and on a 4090 with some layers offloaded to cpu, how fast?", None),
        ("can I load Qwen3 32B fully on the GPU or will it spill into system RAM?", None),
        ("llama.cpp log: offloaded 35/81 layers to GPU, 3 tok/s", "offload"),
        ("only 24/49 layers went to the gpu with mistral small q8", "offload"),
        ("ollama 日志显示 40/65 层放到了 GPU，速度很慢", "offload"),
    ],
)
def test_a_model_seen_running_from_system_ram_is_an_offload(text, kind):
    assert trouble_kind(text) == kind


def test_an_offload_that_must_happen_is_called_expected(advisor):
    answer = advisor.ask("ollama run qwen2.5:32b on my 4070 12gb, it's offloading, normal?")
    assert answer.kind == "troubleshoot" and answer.verdict == "no"
    call = answer.tool_calls[0]
    assert call.tool == "estimate_memory"
    assert (call.input["model"], call.input["gpu"], call.input["precision"]) == (
        "qwen2.5-32b",
        "rtx-4070",
        "q4_k_m",
    )
    first = answer.answer.splitlines()[0]
    assert first.startswith("**That is expected: Qwen2.5-32B at Q4_K_M needs about 20.4 GB")
    assert "against 12.0 GB usable" in first
    assert "`ollama ps`" in answer.answer


def test_a_stated_layer_split_and_speed_are_checked_against_ram_bandwidth(advisor):
    answer = advisor.ask(
        "3060 12gb, llama 3.1 70b q4_k_m, llama.cpp offloaded 16/81 layers to GPU and I get"
        " 1.1 tok/s, can it go faster?"
    )
    assert answer.kind == "troubleshoot" and answer.verdict == "no"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_offload")
    assert (plan.input["gpu_layers"], plan.input["total_layers"]) == (16, 81)
    first = answer.answer.splitlines()[0]
    # 16 of 81 is 16 of the model's 80 layers: 64 layers' weights read from RAM every token
    assert "With 16 of 80 layers on the GPU" in first
    assert "of 89.6 GB/s theoretical" in first
    assert "The 1.1 tokens/s you see is in line with that" in first


def test_a_stated_speed_far_below_the_estimate_points_at_the_host(advisor):
    answer = advisor.ask(
        "llama.cpp offloaded 40/81 layers to GPU on my 4090, llama 3.1 70b q4, only 0.4 t/s, why"
    )
    first = answer.answer.splitlines()[0]
    assert "The 0.4 tokens/s you see is below that" in first and "(`-t`)" in first


def test_the_layer_split_and_the_speed_seen_are_read():
    from assistant.question.readings import offload_split, seen_tokens_per_s

    assert offload_split("offloaded 20/81 layers to GPU") == (20, 81)
    assert offload_split("81/20 layers") is None
    assert seen_tokens_per_s("每秒才 4 个 token") == 4.0
    assert seen_tokens_per_s("crawling at 1.5 t/s") == 1.5


def test_an_offload_of_a_model_that_fits_points_at_the_layer_setting(advisor):
    answer = advisor.ask("llama.cpp is it offloading? 8b q4 on my 4090 runs at 5 t/s")
    assert answer.kind == "troubleshoot" and answer.verdict == "yes"
    assert answer.answer.startswith("**It should not be:")
    assert "`-ngl 99`" in answer.answer and "`num_gpu`" in answer.answer


def test_whisperx_names_the_whisper_family_so_its_model_size_is_read():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    query = parse("用whisperx转写两小时的播客，4060上爆显存，模型是large-v2", catalog)
    assert (query.workload_family, query.workload_id) == ("speech", "whisper-large-v2")


def test_a_sentence_that_only_names_another_guide_is_never_quoted():
    from assistant.answer.citing import best_sentences

    evidence = Evidence(
        doc_id="common-pitfalls",
        title="Pitfalls",
        section="Utilisation",
        text='Below 30 percent sustained means a CPU or I/O bottleneck. See "Monitoring GPU'
        ' utilisation: Prometheus, Grafana, DCGM exporter, nvidia-smi and alerts".',
        source="s",
        lang="en",
    )
    quote = best_sentences(evidence, {"monitoring", "gpu", "utilisation", "nvidia-smi"}, 2)
    assert quote == "Below 30 percent sustained means a CPU or I/O bottleneck."


# --------------------------------------------------------------------------- NCCL with a model


def test_nccl_on_geforce_cards_names_their_fixes_and_whether_the_model_fits(advisor):
    answer = advisor.ask("vllm tensor parallel on 4x 4090 with qwen2.5 72b dies with an NCCL error")
    assert answer.kind == "troubleshoot"
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert (sized.input["model"], sized.input["count"]) == ("qwen2.5-72b", 4)
    first = answer.answer.splitlines()[0]
    assert "`NCCL_P2P_DISABLE=1`" in first and "`--shm-size`" in first and "ACS" in first
    # bf16 weights alone are 145 GB, 36 GB a card at TP 4: more than a 4090's 23.2 GB usable
    assert "Even once NCCL works, Qwen2.5-72B at bf16 needs about 40.6 GB per GPU" in first
    assert "At fp8 it needs about 23.1 GB per GPU and fits." in first


def test_nccl_on_datacenter_cards_keeps_the_network_causes_and_sizes_the_model(advisor):
    answer = advisor.ask("8x A100 80GB serving qwen2.5 72b, NCCL timeout at startup")
    first = answer.answer.splitlines()[0]
    assert "NCCL_P2P_DISABLE" not in first
    assert "Qwen2.5-72B at bf16 needs about 22.3 GB per GPU at tensor parallel 8" in first
    assert "An NCCL timeout is usually a network or topology problem" in first


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("max_model_len left at the default 131072, vllm on a 4090", 131072),
        ("max-model-len is still the default (32768) on my L4", 32768),
        ("vllm 跑 qwen2.5 7b，max_model_len 保持默认的 32768", 32768),
    ],
)
def test_a_length_left_at_its_default_is_the_context(text, tokens):
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse
    from tests.support.advisors import KNOWLEDGE

    assert parse(text, load_catalog(KNOWLEDGE / "specs")).context_tokens == tokens
