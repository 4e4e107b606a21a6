"""Messages for vLLM refusing a tensor-parallel size that does not divide the attention heads."""

from assistant.messages.core import Template

T = Template

TP_SPLIT_SIZES = T(
    "trouble.tp_split_sizes",
    "**{heads} attention heads cannot be split evenly over {cards} GPUs: vLLM's"
    " `--tensor-parallel-size` must divide the head count ({sizes} do).** Keep all {cards} cards"
    " with {layout}, or run `--tensor-parallel-size {tensor}` on {tensor} of them if the model"
    " fits there; pipeline stages split the layers, with no head constraint, at some speed per"
    " token.",
    "**{heads} 个注意力头没法平均分到 {cards} 张卡上：vLLM 的 `--tensor-parallel-size`"
    " 必须能整除头数（{sizes} 可以）。**想用满 {cards} 张卡就用 {layout}；模型装得下的话，"
    "也可以只用其中 {tensor} 张跑 `--tensor-parallel-size {tensor}`。"
    "流水线并行按层切分，没有头数限制，只是每个 token 会慢一些。",
)
TP_SPLIT_GENERAL = T(
    "trouble.tp_split_general",
    "**vLLM shards attention heads evenly over the tensor-parallel GPUs, so"
    " `--tensor-parallel-size` must divide the model's head count: 2, 4 or 8 work for almost every"
    " model, 3, 5, 6 or 7 rarely do.** With an odd number of cards, use"
    " `--pipeline-parallel-size` (layers split across the cards, no head constraint), or combine"
    " the two (`--tensor-parallel-size 2 --pipeline-parallel-size 3` on six cards), or run one"
    " copy of the model per pair of cards.",
    "**vLLM 把注意力头平均分给张量并行的各张卡，所以 `--tensor-parallel-size`"
    " 必须能整除模型的头数：2、4、8 几乎对所有模型都行，3、5、6、7 很少行。**"
    "卡数是奇数时，用 `--pipeline-parallel-size`（按层切到各张卡，没有头数限制），"
    "或两者组合（六张卡用 `--tensor-parallel-size 2 --pipeline-parallel-size 3`），"
    "或者每两张卡各跑一份模型。",
)
LAYOUT_PIPELINE = T(
    "trouble.tp_split_pipeline",
    "`--pipeline-parallel-size {cards}` (tensor parallel 1)",
    "`--pipeline-parallel-size {cards}`（张量并行 1）",
)
LAYOUT_BOTH = T(
    "trouble.tp_split_both",
    "`--tensor-parallel-size {tensor} --pipeline-parallel-size {pipeline}` ({tensor}-way tensor"
    " parallel in each of {pipeline} stages)",
    "`--tensor-parallel-size {tensor} --pipeline-parallel-size {pipeline}`（{pipeline} 段流水线，"
    "每段 {tensor} 卡张量并行）",
)
