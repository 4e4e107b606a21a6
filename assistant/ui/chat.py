"""The chat page: questions in, cited answers out, with chart, sources and changeable assumptions.

Every assistant message (history and the new turn alike) goes through ``render_message`` so the
new turn shows its sources, controls and feedback at once. No text is rendered as raw HTML.
"""

from __future__ import annotations

import json
import uuid
from typing import Any, get_args

import streamlit as st

from assistant.errors import AssistantError, IndexUnavailable
from assistant.models import Answer, Method, Precision, Query
from assistant.question.request_words import describe_slot
from assistant.ui import feedback as fb
from assistant.ui.charts import memory_chart_spec
from assistant.ui.field_labels import computed_rows, tool_label
from assistant.ui.inputs import Rule, problems
from assistant.ui.labels import METHODS as METHOD_LABELS
from assistant.ui.labels import PRECISIONS as PRECISION_LABELS
from assistant.ui.labels import cjk_safe_emphasis, humanize_ids, label, units_note, value
from assistant.ui.present import (
    chart_estimates,
    clip_snippet,
    default_overrides,
    follow_ups,
    headline_estimate,
    kv_rows,
    md_escape,
    numbers_rows,
    source_rows,
    verdict_badge,
)
from assistant.ui.state import AdvisorLike, Resources, display_names, resources, ui_lang
from assistant.ui.style import keep_answer_in_view
from assistant.ui.tables import show_table

from .i18n import EXAMPLES, UiLang, t

MESSAGES_KEY = "messages"
PENDING_KEY = "pending_prompt"

METHODS: tuple[str, ...] = get_args(Method)
PRECISIONS: tuple[str, ...] = get_args(Precision)


def messages() -> list[dict[str, Any]]:
    """The conversation in session state: dicts with id, role, content or answer."""
    found = st.session_state.setdefault(MESSAGES_KEY, [])
    assert isinstance(found, list)
    return found


def requests_before(msgs: list[dict[str, Any]], msg_id: str | None = None) -> list[Query]:
    """The requests of the answers before ``msg_id`` (all of them when None), oldest first."""
    found = []
    for msg in msgs:
        if msg_id is not None and msg.get("id") == msg_id:
            break
        if msg.get("role") == "assistant" and isinstance(msg.get("request"), dict):
            found.append(Query.model_validate(msg["request"]))
    return found


def _store_turn(msg: dict[str, Any], turn: Any) -> None:
    """Keep a turn's answer, its request (for follow-ups and export) and what it carried."""
    msg["answer"] = turn.answer.model_dump(mode="json")
    msg["request"] = turn.query.model_dump(mode="json")
    msg["carried"] = dict(turn.carried)
    msg["options"] = list(turn.options)


def carried_line(carried: dict[str, Any]) -> str:
    """What a turn inherited, as one readable line ("model: 70b · gpus: rtx-4090 · count: 2")."""

    def show(value: Any) -> str:
        return ", ".join(map(str, value)) if isinstance(value, list) else str(value)

    return " · ".join(f"{slot}: {show(value)}" for slot, value in carried.items())


def carried_text(msg: dict[str, Any], names: dict[str, str]) -> str:
    """What a turn inherited, in words and names ("70B · 2 × GeForce RTX 4090"), never ids."""
    carried = msg.get("carried") or {}
    request = msg.get("request")
    if not isinstance(request, dict):
        return carried_line(carried)
    query = Query.model_validate(request)
    slots = [s for s in carried if s != "task" and not (s == "count" and "gpus" in carried)]
    return " · ".join(
        humanize_ids(describe_slot(query, s, names), names, query.language) for s in slots
    )


def _queue(key: str) -> None:
    """Widget callback: send the pill (or example) chosen under ``key`` as the next question."""
    value = st.session_state.get(key)
    if isinstance(value, str) and value:
        st.session_state[PENDING_KEY] = value
    st.session_state[key] = None


def ensure_advisor(res: Resources, lang: UiLang) -> AdvisorLike | None:
    """Return the advisor; on first run build the index with a visible progress bar."""
    try:
        return res.advisor()
    except IndexUnavailable:
        pass
    bar = st.progress(0.0, text=t("building_index", lang))

    def report(fraction: float, message: str) -> None:
        bar.progress(min(max(fraction, 0.0), 1.0), text=message or t("building_index", lang))

    try:
        res.build_index(report)
        bar.progress(1.0, text=t("index_ready", lang))
        return res.advisor()
    except AssistantError as exc:
        st.error(f"{t('error', lang)}: {exc}")
        return None


# --------------------------------------------------------------------------- one answer


def _render_sources(answer: Answer, lang: UiLang) -> None:
    rows = source_rows(answer, lang)
    with st.expander(f"{t('sources', lang)} ({len(rows)})", expanded=bool(rows)):
        if not rows:
            st.caption(t("no_sources", lang))
        for row in rows:
            st.markdown(
                f"**[{row['n']}] {md_escape(row['title'])}**"
                + (f" — {md_escape(row['section'])}" if row["section"] else "")
                + f"  \n{md_escape(row['kind'])} · {value('language', row['language'], lang)}"
            )
            st.caption(md_escape(clip_snippet(row["snippet"])))


def _render_computed(answer: Answer, lang: UiLang) -> None:
    with st.expander(t("how", lang)):
        names = display_names()
        for call in answer.tool_calls:
            st.markdown(f"**{tool_label(call.tool, lang)}**")
            left, right = st.columns(2)
            left.caption(t("inputs", lang))
            with left:
                show_table(
                    computed_rows(kv_rows(call.input), lang, names), lang, order=("field", "value")
                )
            right.caption(t("outputs", lang))
            with right:
                show_table(
                    computed_rows(kv_rows(call.output), lang, names), lang, order=("field", "value")
                )
        if answer.assumptions:
            st.markdown(f"**{t('assumptions', lang)}**")
            st.markdown("\n".join(f"- {md_escape(a)}" for a in answer.assumptions))


def _recalculate(msg_id: str) -> None:
    """Button callback: re-ask the message's question with the changed assumptions."""
    res = resources()
    msg = next((m for m in messages() if m["id"] == msg_id), None)
    if msg is None:
        return
    chosen = {
        "method": st.session_state.get(f"as_method_{msg_id}"),
        "precision": st.session_state.get(f"as_precision_{msg_id}"),
        "context_tokens": st.session_state.get(f"as_context_{msg_id}"),
        "batch_size": st.session_state.get(f"as_batch_{msg_id}"),
        "gpu_id": st.session_state.get(f"as_gpu_{msg_id}"),
        "gpu_count": st.session_state.get(f"as_count_{msg_id}"),
    }
    if problems(chosen, ASSUMPTION_RULES, ui_lang()):
        return  # the fields show why; the numbers stay those of the last valid input
    base = msg.setdefault("base", default_overrides(Answer.model_validate(msg["answer"])))
    values = changed_values(base, chosen)
    earlier = requests_before(messages(), msg_id)
    try:
        turn = res.advisor().answer_turn(msg["question"], earlier, res.overrides(**values))
    except AssistantError as exc:
        msg["error"] = str(exc)
        return
    _store_turn(msg, turn)
    msg["overrides"] = values
    msg.pop("error", None)


ASSUMPTION_RULES: dict[str, Rule] = {
    "context_tokens": "positive",
    "batch_size": "count",
    "gpu_count": "count",
}


def _number(col: Any, label_key: str, key: str, value: int, lang: UiLang, field: str) -> None:
    """A number field that accepts what is typed and says at the field what is wrong with it."""
    typed = col.number_input(t(label_key, lang), value=value, step=1, key=key)
    message = problems({field: typed}, {field: ASSUMPTION_RULES[field]}, lang).get(field)
    if message:
        col.error(message)


def changed_values(base: dict[str, Any], chosen: dict[str, Any]) -> dict[str, Any]:
    """Only the assumptions that differ from the first answer's (untouched slots keep meaning)."""
    return {k: v for k, v in chosen.items() if v is not None and v != base.get(k)}


def _index(options: tuple[str, ...] | list[str], value: Any) -> int:
    return options.index(value) if value in options else 0


def _render_assumptions(msg: dict[str, Any], answer: Answer, lang: UiLang) -> None:
    current = default_overrides(answer)
    if not current:
        return
    mid = msg["id"]
    try:
        catalog = resources().catalog()
        gpu_ids = sorted(catalog.gpus, key=lambda g: catalog.gpus[g].name)
        names = {g: catalog.gpus[g].name for g in gpu_ids}
    except AssistantError:
        gpu_ids, names = [], {}
    if current.get("gpu_id") and current["gpu_id"] not in gpu_ids:
        gpu_ids.insert(0, str(current["gpu_id"]))
    # keyed, so the panel stays open across the reruns its own fields cause
    with st.expander(t("change", lang), key=f"as_open_{mid}", on_change="rerun"):
        c1, c2, c3 = st.columns(3)
        c1.selectbox(
            t("method", lang),
            METHODS,
            index=_index(METHODS, current.get("method")),
            format_func=lambda m: label(METHOD_LABELS, m, lang),
            key=f"as_method_{mid}",
        )
        c2.selectbox(
            t("precision", lang),
            PRECISIONS,
            index=_index(PRECISIONS, current.get("precision")),
            format_func=lambda p: label(PRECISION_LABELS, p, lang),
            key=f"as_precision_{mid}",
        )
        _number(
            c3,
            "context",
            f"as_context_{mid}",
            int(current.get("context_tokens") or 2048),
            lang,
            "context_tokens",
        )
        c4, c5, c6 = st.columns(3)
        _number(
            c4, "batch", f"as_batch_{mid}", int(current.get("batch_size") or 1), lang, "batch_size"
        )
        c5.selectbox(
            t("gpu", lang),
            gpu_ids,
            index=_index(gpu_ids, current.get("gpu_id")),
            format_func=lambda g: names.get(g, g),
            key=f"as_gpu_{mid}",
        )
        _number(
            c6,
            "gpu_count",
            f"as_count_{mid}",
            int(current.get("gpu_count") or 1),
            lang,
            "gpu_count",
        )
        st.button(
            t("recalculate", lang),
            key=f"recalc_{mid}",
            on_click=_recalculate,
            args=(mid,),
            type="primary",
        )
        if msg.get("overrides"):
            st.caption(t("recalculated", lang))
        if msg.get("error"):
            st.error(md_escape(str(msg["error"])))


def _save_feedback(msg_id: str) -> None:
    """Feedback callback: append the rating (and reason, if any) as one JSON line."""
    msg = next((m for m in messages() if m["id"] == msg_id), None)
    thumbs = st.session_state.get(f"fb_{msg_id}")
    if msg is None or thumbs is None or "answer" not in msg:
        return
    reason = st.session_state.get(f"fbr_{msg_id}") if thumbs == 0 else None
    record = fb.make_record(msg_id, Answer.model_validate(msg["answer"]), int(thumbs), reason)
    fb.append_feedback(resources().data_dir(), record)
    msg["feedback_saved"] = True


def _render_feedback(msg: dict[str, Any], lang: UiLang) -> None:
    mid = msg["id"]
    st.feedback("thumbs", key=f"fb_{mid}", on_change=_save_feedback, args=(mid,))
    if st.session_state.get(f"fb_{mid}") == 0:
        codes = [code for code, _, _ in fb.NEGATIVE_REASONS]
        text = {code: (en if lang == "en" else zh) for code, en, zh in fb.NEGATIVE_REASONS}
        st.selectbox(
            t("feedback_reason", lang),
            codes,
            index=None,
            key=f"fbr_{mid}",
            format_func=lambda c: text[c],
            on_change=_save_feedback,
            args=(mid,),
        )
    if msg.get("feedback_saved"):
        st.caption(t("feedback_saved", lang))


NUMBER_COLUMNS = (
    "method",
    "precision",
    "gpus",
    "per_gpu_gb",
    "usable_gb",
    "headroom_gb",
    "fits",
    "strategy",
    "model",
)


def _render_units(answer: Answer, lang: UiLang) -> None:
    """One sentence and a tooltip on GB vs the vendor's GiB and the reserve (headline card)."""
    est = headline_estimate(answer)
    if est is None:
        return
    try:
        gpu = resources().catalog().gpus.get(est.gpu_id)
    except AssistantError:
        gpu = None
    if gpu is None:
        return
    sentence, tip = units_note(gpu.name, gpu.memory_gb, est.capacity_gb, est.usable_gb, lang)
    st.caption(sentence, help=tip)


def render_answer(msg: dict[str, Any], lang: UiLang) -> None:
    """Render one assistant message: badge, answer, numbers, chart, sources, tools, controls."""
    answer = Answer.model_validate(msg["answer"])
    # the whole card follows the answer's language: a Chinese question in the English UI
    # gets Chinese headings, tables and notes, not only a Chinese answer text
    lang = "zh" if answer.language == "zh" else "en"
    names = display_names()
    if msg.get("carried"):
        st.caption(f"{t('carried', lang)}: {md_escape(carried_text(msg, names))}")
    badge = verdict_badge(answer.verdict, lang)
    if badge is not None:
        st.badge(badge[0], color=badge[1])  # type: ignore[arg-type]
    st.markdown(cjk_safe_emphasis(humanize_ids(answer.answer, names, answer.language)))
    rows = numbers_rows(answer, lang, names)
    if rows:
        st.markdown(f"**{t('numbers', lang)}**")
        show_table(rows, lang, order=NUMBER_COLUMNS)
        _render_units(answer, lang)
    spec = memory_chart_spec(
        chart_estimates(answer),
        lang,
        t("chart_title", lang),
        names,
    )
    if spec is not None:
        st.vega_lite_chart(spec, width="stretch")
    if msg.get("options"):  # a clarifying question: its choices are the next question
        st.pills(
            t("clarify_pick", lang),
            msg["options"],
            key=f"opt_{msg['id']}",
            on_change=_queue,
            args=(f"opt_{msg['id']}",),
        )
    _render_sources(answer, lang)
    _render_computed(answer, lang)
    _render_assumptions(msg, answer, lang)
    st.pills(
        t("follow_ups", lang),
        follow_ups(answer, names),
        key=f"fu_{msg['id']}",
        on_change=_queue,
        args=(f"fu_{msg['id']}",),
    )
    _render_feedback(msg, lang)


def render_message(msg: dict[str, Any], lang: UiLang) -> None:
    """Render one message of either role inside its chat bubble."""
    with st.chat_message(msg["role"]):
        if msg["role"] == "user":
            st.markdown(md_escape(msg["content"]))
        elif "answer" in msg:
            render_answer(msg, lang)
        else:
            st.error(md_escape(str(msg.get("error", ""))))


def ask(advisor: AdvisorLike, question: str, history: list[Query] | None = None) -> dict[str, Any]:
    """Ask ``question`` after ``history`` and return the assistant message to store."""
    msg: dict[str, Any] = {"id": uuid.uuid4().hex[:12], "role": "assistant", "question": question}
    try:
        _store_turn(msg, advisor.answer_turn(question, history or []))
    except AssistantError as exc:
        msg["error"] = str(exc)
    return msg


def _sidebar(lang: UiLang) -> None:
    with st.sidebar:
        if st.button(t("new_chat", lang), key="new_chat"):
            st.session_state[MESSAGES_KEY] = []
        st.download_button(
            t("export", lang),
            data=json.dumps(messages(), ensure_ascii=False, indent=2, default=str),
            file_name="gpu-advisor-chat.json",
            mime="application/json",
            key="export_chat",
        )


def chat_page() -> None:
    """The chat page script."""
    lang = ui_lang()
    st.title(t("app_title", lang))
    _sidebar(lang)
    history = messages()
    # read the box first: examples vanish on the run that sends the first question
    typed = st.chat_input(t("chat_placeholder", lang), key="chat_input", max_chars=2000)
    question = typed or st.session_state.pop(PENDING_KEY, None)
    if not history and not question:
        st.pills(
            t("examples", lang),
            EXAMPLES[lang],
            key="examples",
            on_change=_queue,
            args=("examples",),
        )
    for msg in history:
        render_message(msg, lang)
    # the page is drawn first; the advisor (embedder, index) loads after it, under a spinner
    with st.spinner(t("loading_advisor", lang)):
        advisor = ensure_advisor(resources(), lang)
    if not question or advisor is None:
        return
    user = {"id": uuid.uuid4().hex[:12], "role": "user", "content": question}
    history.append(user)
    render_message(user, lang)
    with st.spinner(t("thinking", lang)):
        reply = ask(advisor, question, requests_before(history))
    history.append(reply)
    render_message(reply, lang)
    keep_answer_in_view()
