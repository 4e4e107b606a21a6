"""Page-wide style for phone widths, and keeping a new answer's verdict in sight.

Markdown tables scroll sideways inside their own box instead of pushing the page wider; pills
and buttons wrap their text instead of truncating it; a new answer is scrolled to its top (the
verdict badge) rather than the chat's bottom.
"""

from __future__ import annotations

import streamlit as st

CSS = """
<style>
[data-testid="stMarkdownContainer"] table {
  display: block; max-width: 100%; overflow-x: auto; white-space: nowrap;
}
[data-testid="stMarkdownContainer"] td, [data-testid="stMarkdownContainer"] th {
  white-space: normal; min-width: 5.5em;
}
[data-testid="stButtonGroup"] button, [data-testid="stBaseButton-pills"],
[data-testid="stBaseButton-pillsActive"], [data-testid="stBaseButton-segmented_control"],
[data-testid="stBaseButton-segmented_controlActive"] {
  white-space: normal; height: auto; max-width: 100%; text-align: left;
}
[data-testid="stButtonGroup"] button p, [data-testid="stButtonGroup"] button div {
  white-space: normal; overflow-wrap: anywhere; text-overflow: clip; overflow: visible;
}
[data-testid="stButtonGroup"] { flex-wrap: wrap; max-width: 100%; }
[data-testid="stMain"] button { height: auto; max-width: 100%; }
[data-testid="stMain"] button p { white-space: normal; overflow-wrap: anywhere; text-align: left; }
[data-testid="stVegaLiteChart"], [data-testid="stDataFrame"] { max-width: 100%; }
[data-testid="stChatMessage"] { min-width: 0; }
[data-testid="stChatMessageContent"] { min-width: 0; max-width: 100%; overflow-x: hidden; }
</style>
"""

SCROLL_TO_ANSWER = """
<script>
(() => {
  const top = () => {
    const msgs = document.querySelectorAll('[data-testid="stChatMessage"]');
    if (msgs.length) msgs[msgs.length - 1].scrollIntoView({block: "start"});
  };
  // the chat sticks to its bottom while the answer streams in: settle on the answer's top
  [150, 600, 1200, 2000].forEach((ms) => setTimeout(top, ms));
})();
</script>
"""


def inject_style() -> None:
    """Add the phone-friendly CSS to the page (takes no space)."""
    st.html(CSS)


def keep_answer_in_view() -> None:
    """Scroll the newest chat message's top (its verdict) into view once it is drawn."""
    st.html(SCROLL_TO_ANSWER, unsafe_allow_javascript=True)


__all__ = ["inject_style", "keep_answer_in_view"]
