"""The batch size a question states, and a batch that is the whole job ("a batch of 8,000 images").

"batch of 8,000 sd 1.5 images" counts the images a job makes, not the batch size each step
runs ("batch 8", "bs=8"): the words are blanked before the batch size is read, so the count
is left to the job's readers. Pure: one regular expression over the parser's working text.
"""

from __future__ import annotations

import re

from assistant.messages import table as say
from assistant.models import Problem
from assistant.question import lexicon as lx
from assistant.question.failing_batch import failing_batch
from assistant.question.text import Scan

_JOB_BATCH_RE = re.compile(
    r"(?<![a-z])batch\s+of\s+(?=\d[\d,]*(?:\.\d+)?\s*k?\s+(?:[a-z0-9.-]+\s+){0,3}?"
    r"(?:images?|imgs?|photos?|pictures?|renders?|clips?|videos?|prompts?|documents?|files?"
    r"|transcripts?|recordings?)(?![a-z]))"
    r"|一批\s*(?=\d[\d,]*\s*(?:万|千)?\s*(?:张|段|条|个))"
)
"""A batch said of the job's items, with a count of them after it."""


def blank_job_batch(scan: Scan) -> None:
    """Blank "batch of" before the job's own count of items ("a batch of 8,000 images")."""
    scan.blank_all([m.span() for m in _JOB_BATCH_RE.finditer(scan.work)])


_PER_BATCH_RE = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s*(?:images?|samples?|pictures?|photos?|frames?|clips?|sequences?)"
    r"\s*(?:per|a|each|in a|in each|/)\s*batch(?![a-z])"
    r"|每(?:个)?批(?:次)?\s*(?P<n2>\d+)\s*(?:张|条|个)"
)
"""A batch said by what it holds ("4 images per batch", "每批 8 张")."""
_BATCH_CHANGED_RE = re.compile(
    r"(?:(?<![a-z])batch(?:[\s_-]*size)?|(?<![a-z])bs|批大小|批量|批次)\s*(?:降到|降为|降成|减到|减为|减成"
    r"|调到|调成|调为|改到|改成|改为|加到|提到|升到|(?:dropped|cut|lowered|reduced|down|up|raised"
    r"|bumped|increased|halved|changed|set)\s+to)\s*(?P<n>\d+)"
)
"""A batch changed to a new size ("batch 降到128", "batch size dropped to 64")."""


def read_batch(scan: Scan) -> None:
    """Batch size ("batch 8", "bs=8", "批大小 8"); concurrency is read as a batch too.

    "a batch of 8,000 images" is blanked first: the job's count, no batch size.
    """
    blank_job_batch(scan)
    failing = failing_batch(scan.work)  # "batch 16 runs, 32 throws OOM": the trouble is 32
    if failing is not None:
        scan.set("batch_size", failing[0])
        scan.blank(*failing[1])
    per_batch = _PER_BATCH_RE.search(scan.work)
    if per_batch is not None and int(per_batch["n"] or per_batch["n2"]) > 0:
        scan.set("batch_size", int(per_batch["n"] or per_batch["n2"]))
        scan.blank(per_batch.start(), per_batch.end())
    for pattern, concurrency in ((_BATCH_CHANGED_RE, False), *lx.BATCH_RES):
        spans = []
        for m in pattern.finditer(scan.work):
            value = int(m["n"])
            if value <= 0:
                scan.problems.append(
                    Problem(
                        kind="batch",
                        en=f"a batch size of {value} makes no sense; it was ignored",
                        zh=f"批大小 {value} 不合理，已忽略",
                    )
                )
            elif scan.set("batch_size", value) and concurrency:
                scan.assumptions.append(say.CONCURRENCY_AS_BATCH(n=value))
            spans.append(m.span())
        scan.blank_all(spans)


__all__ = ["blank_job_batch", "read_batch"]
