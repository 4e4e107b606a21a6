"""A question's kind read from its slots, and a first line that answers what was asked.

Own phrasings (not the understanding sets' wording): an instance's price asked as "on demand"
or "what does X charge", a bare size after an instance type, the host in an instance's first
line, a machine type asked for by the GPUs it carries.
"""

import pytest

from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer


# --------------------------------------------------------------------------- instance prices


@pytest.mark.parametrize(
    "question",
    [
        "how much does a g6e.12xlarge go for on demand",
        "what does aws charge for a p4d.24xlarge?",
        "a2-highgpu-1g on-demand rate?",
        "阿里云 ecs.gn7i-c8g1.2xlarge 按需一小时多少",
    ],
)
def test_an_instance_price_asked_is_a_price(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "price"
    line = answer.answer.splitlines()[0]
    assert "$" in line or "¥" in line


@pytest.mark.parametrize(
    ("first", "second", "named"),
    [
        ("what does gcp charge for an a2-highgpu-8g on demand?", "and the 2g?", "a2-highgpu-2g"),
        ("how many GPUs in an a2-ultragpu-4g", "and the 1g?", "a2-ultragpu-1g"),
        ("阿里云 ecs.gn7i-c32g1.8xlarge 几张卡", "那 32xlarge 呢", "ecs.gn7i-c32g1.32xlarge"),
    ],
)
def test_a_bare_size_completes_the_earlier_type(advisor, first, second, named):
    query, answer = _last(advisor, first, second)
    assert named in answer.answer.splitlines()[0]
    assert query.kind in ("instance", "price")


def test_a_gpu_count_suffix_after_no_instance_is_no_instance(advisor):
    query, _ = _last(advisor, "how much memory does an L4 have", "and the 2g?")
    assert query.instance_named is None


# --------------------------------------------------------------------------- instance specs


@pytest.mark.parametrize(
    ("question", "gpus", "vcpus"),
    [
        ("what's inside a g6e.12xlarge", "4 × L40S", "48 vCPUs"),
        ("阿里云 ecs.gn7i-c32g1.16xlarge 配置", "2 张", "64 个 vCPU"),
        ("p4d.24xlarge specs", "8 × A100", "96 vCPUs"),
    ],
)
def test_an_instance_first_line_holds_gpus_and_host(advisor, question, gpus, vcpus):
    query, answer = _last(advisor, question)
    line = answer.answer.splitlines()[0]
    assert query.kind == "instance"
    assert gpus in line and vcpus in line and "GPU" in line


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("which gcp machine type has exactly 4x a100 80gb?", "a2-ultragpu-4g"),
        ("gcp 上哪个机型正好是 2 张 a100 40gb", "a2-highgpu-2g"),
    ],
)
def test_a_machine_type_asked_by_its_gpus_is_listed(advisor, question, named):
    query, answer = _last(advisor, question)
    assert query.kind == "instance"
    assert named in answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- serving counts


@pytest.mark.parametrize(
    "question",
    [
        "we serve qwen2.5 32b int4 on 2x l40s, how many concurrent 16k chats until the kv cache"
        " is full?",
        "4张4090跑qwen2.5 14b awq，8k上下文，能扛多少并发",
        "llama 3.1 8b on one h100 at 32k context — how many simultaneous users?",
    ],
)
def test_users_counted_on_stated_cards_is_serving(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "serve"
    assert query.asks_load_count
    line = answer.answer.splitlines()[0]
    assert any(ch.isdigit() for ch in line)


@pytest.mark.parametrize(
    "question",
    [
        "how many 32k sequences fit in the kv cache next to llama 3.1 8b on one a100 80gb?",
        "with fp8 kv cache, how many 16k sequences can qwen2.5 7b hold on a 4090?",
    ],
)
def test_sequences_the_cache_holds_stay_kv_cache(advisor, question):
    query, _ = _last(advisor, question)
    assert query.kind == "kv_cache"
    assert not query.asks_load_count


def test_one_conversation_is_said_in_the_singular(advisor):
    _, answer = _last(advisor, "llama 3.1 8b bf16 on one rtx 3090 at 32k context, how many users?")
    line = answer.answer.splitlines()[0]
    assert "1 concurrent users" not in line and "1 conversations" not in line


@pytest.mark.parametrize(
    "question",
    [
        "transcription backend for 300 hours of audio per day on whisper large-v3, how many l4s?",
        "每天要转写 200 小时录音，用 whisper large-v3，需要几张 T4",
    ],
)
def test_cards_counted_for_a_media_load_is_a_pick(advisor, question):
    query, _ = _last(advisor, question)
    assert query.kind == "workload_pick"


# --------------------------------------------------------------------------- spec sheets


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("A10 和 A10G 规格差在哪", ("GB", "TFLOPS")),
        ("what are the specs of the rtx 4000 ada", ("GB", "TFLOPS", "W")),
        ("H20 的参数是什么", ("96 GB", "4,000 GB/s")),
    ],
)
def test_a_spec_sheet_asked_is_the_catalog_row(advisor, question, figures):
    query, answer = _last(advisor, question)
    assert query.kind == "catalog"
    assert set(query.spec_fields) >= {"memory", "bandwidth"}
    line = answer.answer.splitlines()[0]
    assert all(f in line for f in figures)


def test_how_a_cards_memory_is_exposed_is_its_memory(advisor):
    query, answer = _last(advisor, "is the mi250's 128gb in one device or two dies with 64 each?")
    assert query.kind == "catalog" and query.spec_fields == ["memory"]
    assert "128 GB" in answer.answer.splitlines()[0]


def test_an_instance_shape_is_not_a_card_sheet(advisor):
    query, _ = _last(advisor, "阿里云 gn7i 实例规格")
    assert query.kind == "instance"


# --------------------------------------------------------------------------- power


@pytest.mark.parametrize(
    ("question", "tariff"),
    [
        ("4090 一天开10小时，电费一度五毛三，一个月多少电费", "0.53"),
        ("两张3090全天跑，一度电七毛八，一年电费多少", "0.78"),
        ("电费每度八毛，4070 一天8小时一个月多少钱", "0.8"),
    ],
)
def test_a_tariff_in_jiao_and_fen_is_kept(advisor, question, tariff):
    query, answer = _last(advisor, question)
    assert query.kind == "power"
    assert str(query.tariff_per_kwh) == tariff
    assert f"¥{float(tariff):.2f}" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "2x rtx 4090 rig, 12h/day, $0.25/kWh — what's the monthly electricity?",
        "three a6000s running 6 hours a day at $0.15/kWh, yearly power cost?",
    ],
)
def test_a_stated_tariff_keeps_the_power_kind(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "power"
    assert "$" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "most"),
    [
        ("家里一路16A的电，最多能带几张3090", "最多带"),
        ("how many 4090s can one 20 amp circuit carry?", "At most 2"),
        ("how many h100 pcie can a 230v 16 amp circuit take", "At most"),
    ],
)
def test_the_most_cards_a_circuit_carries_is_said_first(advisor, question, most):
    query, answer = _last(advisor, question)
    line = answer.answer.splitlines()[0]
    assert query.kind == "power" and query.power_ask == "circuit"
    assert most in line and " W" in line


def test_amp_as_mixed_precision_is_no_circuit(advisor):
    query, _ = _last(advisor, "resnet50 训练 loss 变 nan，amp 开着，卡是 2080 ti")
    assert query.power_ask is None and query.kind != "power"


# --------------------------------------------------------------------------- fit, pick, context


@pytest.mark.parametrize(
    "question",
    [
        "got a cheap used 3090 — does qwen2.5 32b at q4 with 16k ctx run fully on gpu?",
        "bought a 4060 ti 16gb on sale; mistral small 24b q4, entirely in vram or does it spill?",
    ],
)
def test_all_on_the_gpu_asked_is_a_fit(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "fit_check"
    assert answer.verdict in ("yes", "no", "conditional")


@pytest.mark.parametrize(
    "question",
    [
        "what gpu should i rent to lora qwen2.5 32b without it going oom? cheapest please",
        "which card to rent for qlora on a 70b that won't oom",
    ],
)
def test_an_oom_to_avoid_in_a_pick_is_a_pick(advisor, question):
    query, _ = _last(advisor, question)
    assert query.kind == "recommend"
    assert query.trouble is None


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 7b 放在 4070 12g 上，还能开多长的上下文",
        "llama 3.1 8b q4 在 3060 12g 上最多多长的上下文",
    ],
)
def test_how_long_a_context_is_the_longest_context(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "kv_cache" and query.asks_max_context
    assert "tokens" in answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- model lists


@pytest.mark.parametrize(
    "turns",
    [
        ("what models can i run on 2x 3090?", "and at int4, anything 70b+?"),
        ("one h100 80gb, which models can it serve in fp8?", "what about over 100b at 4-bit?"),
        ("4090 能跑哪些大模型", "int4 的话 30b以上的有吗"),
    ],
)
def test_a_size_floor_after_a_model_list_keeps_the_list(advisor, turns):
    query, answer = _last(advisor, *turns)
    assert query.size_floor
    assert query.kind == "fits_hardware"
    assert "B" in answer.answer.splitlines()[0] or "b" in answer.answer.splitlines()[0]


def test_a_size_floor_asked_fresh_is_a_list(advisor):
    query, _ = _last(advisor, "what can i run on a single a6000, anything 70b and up?")
    assert query.kind == "fits_hardware"


@pytest.mark.parametrize(
    ("first", "second", "gpu"),
    [
        ("手上一张 4060 8g，能跑哪些大模型", "出图呢？sdxl 能跑吗", "RTX 4060"),
        ("一张 3090 24g 能跑哪些本地模型", "视频呢，wan2.1 哪些能跑", "RTX 3090"),
    ],
)
def test_a_leading_short_ne_clause_is_a_follow_up(advisor, first, second, gpu):
    query, answer = _last(advisor, first, second)
    assert query.kind == "workload_fit"
    assert gpu in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "card", "image"),
    [
        ("4090 24g 能跑哪些模型？大模型和出图都说一下", "RTX 4090", "Stable Diffusion"),
        ("3060 12g 能跑哪些模型，llm 和出图都列一下", "RTX 3060", "Stable Diffusion"),
    ],
)
def test_llms_and_a_workload_listed_together(advisor, question, card, image):
    query, answer = _last(advisor, question)
    assert query.kind == "fits_hardware" and query.llm_said
    first = answer.answer.splitlines()[0]
    assert card in first and "tokens/s" in first
    assert image in answer.answer


def test_a_workload_list_alone_stays_the_workload_kind(advisor):
    query, _ = _last(advisor, "我的 3060 12g 能跑哪些出图模型")
    assert query.kind == "workload_fit" and not query.llm_said


@pytest.mark.parametrize(
    ("question", "hours", "streams"),
    [
        (
            "we transcribe about 240 hours of calls a day with whisper large-v3, how many l4s?",
            240,
            10,
        ),
        ("每天要转写 480 小时录音，用 whisper large-v3，要几张 T4", 480, 20),
    ],
)
def test_hours_of_audio_a_day_are_sized_as_streams(advisor, question, hours, streams):
    query, answer = _last(advisor, question)
    line = answer.answer.splitlines()[0]
    assert query.kind == "workload_pick"
    assert f"{hours}" in line and f"{streams}" in line
