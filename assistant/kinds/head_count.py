"""The people said to use a server, set against the users it holds at once.

"how many users can 2x A6000 handle … 40ish employees", "一张 L40S 能撑多少并发？部门 30 个同事":
the count asked is the users at once, and the head count is who they are among. Not everyone
generates at the same moment: the people at a busy moment are taken as ``users_at_peak`` (all
of a small team, a share of a larger crowd), and the answer says whether the users at once
cover them, so the stated head count is judged, not dropped.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import stated_echo as echo
from assistant.question.people_load import users_at_peak


def head_count_judged(draft: Draft, users: int) -> None:
    """A sentence on the head count said, when one is said and no guess was judged already."""
    people = draft.query.head_count
    if people is None or draft.query.users_guessed is not None or users < 1:
        return
    share = min(1.0, users / people)
    if users >= people:
        line = echo.HEAD_COUNT_ALL(people=people, users=users)
    else:
        peak = users_at_peak(people)
        said = echo.HEAD_COUNT_SOME if users >= peak else echo.HEAD_COUNT_SHORT
        line = said(people=people, users=users, share=share)
    draft.add(line.render(draft.lang))


__all__ = ["head_count_judged"]
