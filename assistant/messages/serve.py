"""What the MCP server and the HTTP API say of a request they refuse, in English and Chinese.

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

BODY_TOO_LARGE = T(
    "serve.body_too_large",
    "request body is larger than {limit} bytes; send a shorter question or fewer fields",
    "请求体超过 {limit} 字节；请缩短问题或减少字段",
)
RATE_LIMITED = T(
    "serve.rate_limited",
    "more than {limit} requests a minute from this client; retry in {seconds} s",
    "此客户端每分钟请求超过 {limit} 次；请 {seconds} 秒后重试",
)
BAD_JSON = T(
    "serve.bad_json",
    "the request body is not valid JSON: {reason}",
    "请求体不是有效的 JSON：{reason}",
)
NOT_FOUND = T(
    "serve.not_found",
    "no endpoint {path}; see /docs for the endpoints",
    "没有 {path} 这个接口；接口列表见 /docs",
)
INTERNAL_ERROR = T(
    "serve.internal_error",
    "internal error while answering; the server log has the details",
    "回答时出现内部错误；详情见服务器日志",
)
UNKNOWN_CONVERSATION = T(
    "serve.unknown_conversation",
    "no conversation {conversation_id!r} (it may have expired); start one without an id",
    "没有对话 {conversation_id!r}（可能已过期）；不带 id 重新开始一个对话",
)
UNKNOWN_FAMILY = T(
    "serve.unknown_family",
    "no model family {family!r}; known families: {known}",
    "没有模型系列 {family!r}；已知的系列：{known}",
)
NEEDS_SERVE_EXTRA = T(
    "serve.needs_extra",
    "{command} needs the serve extra ({missing} is missing): pip install 'gpu-advisor[serve]'",
    "{command} 需要 serve 扩展（缺少 {missing}）：pip install 'gpu-advisor[serve]'",
)
NOT_LOOPBACK = T(
    "serve.not_loopback",
    "listening on {host}, reachable from other machines; there is no authentication",
    "正在 {host} 上监听，其他机器也能访问；没有任何身份验证",
)
LISTENING = T(
    "serve.listening",
    "GPU Advisor API on http://{host}:{port} (docs at /docs); Ctrl+C stops it",
    "GPU Advisor API 运行在 http://{host}:{port}（文档见 /docs）；按 Ctrl+C 停止",
)
