"""Bad files and flags, in English and Chinese: strict loading, limits, snapshots, timeouts.

Each message names the place (``file:line``) and says how to fix it. The same rules as
``table`` and ``failures``: the same named values and formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

FILE_TOO_LARGE = T(
    "hardening.file_too_large",
    "{path}: {size} bytes is over the limit of {limit} bytes for this file; split or shorten it",
    "{path}：{size} 字节超过了此类文件 {limit} 字节的上限；请拆分或精简",
)
NOT_A_FILE = T(
    "hardening.not_a_file",
    "{path}: not a regular file; point it at a real file",
    "{path}：不是普通文件；请指向一个真实的文件",
)
OUTSIDE_FOLDER = T(
    "hardening.outside_folder",
    "{path}: a link to {target}, outside {root}; copy the file into the folder instead",
    "{path}：是指向 {root} 之外 {target} 的链接；请把文件复制到该文件夹内",
)
CANNOT_READ = T(
    "hardening.cannot_read",
    "{path}: cannot read ({reason})",
    "{path}：无法读取（{reason}）",
)
NOT_UTF8 = T(
    "hardening.not_utf8",
    "{path}:{line}: not UTF-8: byte 0x{byte} at column {column} (byte offset {offset});"
    " save the file as UTF-8",
    "{path}:{line}：不是 UTF-8 编码：第 {column} 列的字节 0x{byte}（字节偏移 {offset}）；"
    "请以 UTF-8 保存文件",
)
YAML_TOO_DEEP = T(
    "hardening.yaml_too_deep",
    "{path}:{line}: nested {depth} levels deep (the limit is {limit}); flatten the structure",
    "{path}:{line}：嵌套了 {depth} 层（上限 {limit} 层）；请减少嵌套",
)
YAML_TOO_MANY_ALIASES = T(
    "hardening.yaml_aliases",
    "{path}:{line}: more than {limit} YAML aliases (*name); write the values out",
    "{path}:{line}：YAML 别名（*name）超过 {limit} 个；请直接写出取值",
)
YAML_TOO_BIG = T(
    "hardening.yaml_too_big",
    "{path}:{line}: the YAML expands to more than {limit} values (aliases repeat whole"
    " subtrees); write the values out",
    "{path}:{line}：YAML 展开后超过 {limit} 个值（别名会复制整棵子树）；请直接写出取值",
)
YAML_TOO_MANY_KEYS = T(
    "hardening.yaml_keys",
    "{path}:{line}: a mapping with more than {limit} keys; split the file",
    "{path}:{line}：一个映射的键超过 {limit} 个；请拆分文件",
)
YAML_DUPLICATE_KEY = T(
    "hardening.yaml_duplicate_key",
    "{path}:{line}: duplicate key {key!r} (first at line {first}); keep one of them",
    "{path}:{line}：重复的键 {key!r}（第一次出现在第 {first} 行）；只保留一个",
)
YAML_SYNTAX = T(
    "hardening.yaml_syntax",
    "{path}:{line}: invalid YAML ({problem}); fix the syntax there",
    "{path}:{line}：YAML 语法错误（{problem}）；请修正该处语法",
)
JSON_SYNTAX = T(
    "hardening.json_syntax",
    "{path}:{line}: not valid JSON ({problem})",
    "{path}:{line}：不是有效的 JSON（{problem}）",
)
JSON_DUPLICATE_KEY = T(
    "hardening.json_duplicate_key",
    "{path}: duplicate key {key!r}; keep one of them",
    "{path}：重复的键 {key!r}；只保留一个",
)
JSON_TOO_MANY_KEYS = T(
    "hardening.json_keys",
    "{path}: {count} keys is more than any config.json holds (limit {limit})",
    "{path}：{count} 个键超过了任何 config.json 的规模（上限 {limit}）",
)
CONFIG_NOT_INTEGER = T(
    "hardening.config_not_integer",
    "config.json: '{key}' must be a whole number, got {value!r}",
    "config.json：'{key}' 必须是整数，收到的是 {value!r}",
)
CSV_SHORT_ROW = T(
    "hardening.csv_short_row",
    "{path}:{line}: the row has {found} columns, the header {expected}; fix or remove the row",
    "{path}:{line}：这一行有 {found} 列，表头有 {expected} 列；请修正或删除该行",
)
CSV_NUMBER = T(
    "hardening.csv_number",
    "{path}:{line}: column {column} is not a number from {low} to {high} (got {value!r});"
    " fix or remove the row",
    "{path}:{line}：{column} 列必须是 {low} 到 {high} 之间的有限数，收到的是 {value!r}；"
    "请修正或删除该行",
)
FLAG_OUT_OF_RANGE = T(
    "hardening.flag_out_of_range",
    "{flag} must be a finite number from {low} to {high}, got {value}",
    "{flag} 必须是 {low} 到 {high} 之间的有限数，收到的是 {value}",
)
EXISTING_ROWS_INVALID = T(
    "hardening.existing_rows_invalid",
    "{path} already holds invalid rows, nothing was written: {problems}",
    "{path} 中已有无效的行，未写入任何内容：{problems}",
)
STALE_CATALOG = T(
    "hardening.stale_catalog",
    "the spec or price files have an error, so these figures come from the catalog of the last"
    " successful ingest ({built}): {problem}",
    "规格或价格文件有错误，因此这些数字来自上次成功导入（{built}）时的目录：{problem}",
)
SNAPSHOT_UNREADABLE = T(
    "hardening.snapshot_unreadable",
    "{path}: the saved catalog snapshot is unreadable ({reason}); run `gpu-advisor ingest`",
    "{path}：保存的目录快照无法读取（{reason}）；请运行 `gpu-advisor ingest`",
)
SERVER_TIMEOUT = T(
    "hardening.server_timeout",
    "the Chroma server at {url} did not answer within {seconds:g} s; check that it is running"
    " (or unset CHROMA_URL to use the local index)",
    "位于 {url} 的 Chroma 服务器在 {seconds:g} 秒内没有响应；请检查它是否在运行"
    "（或取消 CHROMA_URL 以使用本地索引）",
)
SERVER_DOWN = T(
    "hardening.server_down",
    "cannot reach the Chroma server at {url} ({reason}); start it, or unset CHROMA_URL to use"
    " the local index",
    "无法连接位于 {url} 的 Chroma 服务器（{reason}）；请启动它，或取消 CHROMA_URL 以使用本地索引",
)
LLM_TIMEOUT = T(
    "hardening.llm_timeout",
    "the LLM did not answer within {seconds:g} s; showing the answer as computed",
    "LLM 在 {seconds:g} 秒内没有响应；显示的是计算得出的原始回答",
)
APP_LISTENS_EVERYWHERE = T(
    "hardening.app_listens_everywhere",
    "this app was started listening on every network interface with no login; restart it with"
    " `make run` (this machine only) or choose the address: HOST=0.0.0.0 make run",
    "此应用在所有网络接口上监听且没有登录保护；请用 `make run` 重新启动（仅本机访问），"
    "或明确指定地址：HOST=0.0.0.0 make run",
)
APP_CANNOT_START = T(
    "hardening.app_cannot_start",
    "the advisor cannot start: {problem}",
    "顾问无法启动：{problem}",
)
NOTHING_TO_SAY = T(
    "hardening.nothing_to_say",
    "I could not work out an answer to this one. Name the GPU, the model and what you want to do"
    " with it (run, fine-tune, serve, rent, buy), and I will size it.",
    "这个问题我没能算出答案。请告诉我显卡、模型和你想做什么（推理、微调、部署、租用还是购买），我再来估算。",
)
