"""The staff said to use a server ("~25 devs", "a team of 12 engineers") as its load.

A pick for one machine is sized for one stream (``recommend`` says so), but "how many H100s for
25 devs" asks the GPUs that hold them: the users at once are the peak share of the staff
(``people_load.users_at_peak``: all of a small team), and the answer says how they were read.
"""

from __future__ import annotations

from assistant.messages import request_rate as rate_say
from assistant.models import Query
from assistant.question.people_load import ALL_AT_ONCE_UP_TO, PEAK_SHARE, users_at_peak


def staff_as_users(query: Query) -> Query:
    """``query`` with its staff as the users at peak, when no load of its own is said."""
    people = query.head_count
    if query.users is not None or people is None or people < 2:
        return query
    users = users_at_peak(people)
    note = rate_say.PEOPLE_AT_PEAK(
        people=people, n=users, share=f"{PEAK_SHARE * 100:g}", floor=ALL_AT_ONCE_UP_TO
    )
    update = {"users": users, "people_using": people, "assumptions": [*query.assumptions, note]}
    return query.model_copy(update=update)


__all__ = ["staff_as_users"]
