"""The topic terms of a question: its content words, read once by the parser.

A passage is quoted only when it is about the question's subject; that judgement compares
passages with these terms (``Query.topic_terms``), so composers never re-read the text.
"""

from __future__ import annotations

from assistant.models import Query
from assistant.rag.lexical import STOPWORDS, tokenize

# Words every question in this domain shares; they do not make a passage "about" the question.
GENERIC = frozenset(
    """
    gpu gpus card cards graphics ai model models really actually way good better best which
    what why how much many get check know mean means meaning run runs running
    显卡 卡 gpu 模型 什么 怎么 为什么 哪些 多少 真的 好 用
    everyone everybody people folks say says said saying make makes made
    isn aren doesn don didn wasn weren 实际 实际上 大家
    anything something
    区别 差别 差异 差多 between terms
    eli5 pls plz please
    """.split()
)
"""The hearsay a why is framed in ("why does everyone say", "大家都说") and the stems of "isn't"
are no subject either, nor is "anything" ("does it do anything on my 2080 ti"), nor the asking
of a difference ("有什么区别", "差多少", "between … in terms of"): the things weighed are,
nor the asking manner ("eli5 pls")."""
_ZH_FUNCTION_CHARS = frozenset(
    "的了吗呢吧啊是在和与及或也都就还又把被让给对从到为以之其这那个些我你他她它能要会该什怎么哪办"
)
"""Characters of Chinese question words; a bigram holding one straddles a word boundary."""


def _content_token(token: str) -> bool:
    if token in STOPWORDS or token in GENERIC:
        return False
    if token.isascii():
        return len(token) > 1 or token.isdigit()  # "t" of "isn't", "g" of "14G": no subject
    return len(token) > 1 and not (set(token) & _ZH_FUNCTION_CHARS)


def subject_terms(question: str) -> set[str]:
    """Content words of the question.

    Its tokens less stop words, domain-generic words and Chinese bigrams that straddle a
    question word ("些卡", "么办").
    """
    return {t for t in tokenize(question) if _content_token(t)}


TOPIC_CHARS = 600
"""Topic terms are read from the question's opening: its subject is there, and segmenting a
4,000-character paste would cost the better part of a second."""


def topic_terms(question: str) -> list[str]:
    """``Query.topic_terms``: the content words, or every token when all are generic."""
    head = question[:TOPIC_CHARS]
    return sorted(subject_terms(head) or set(tokenize(head)))


def query_topic(query: Query) -> list[str]:
    """The topic terms of ``query``: as parsed, or read here for a query built by hand."""
    return query.topic_terms or topic_terms(query.text)


def shares_topic(text: str, topic: list[str] | set[str], share: float) -> bool:
    """Whether ``text`` holds at least ``share`` of the topic terms (True when there are none)."""
    wanted = set(topic)
    if not wanted:
        return True
    have = set(tokenize(text))
    return len(wanted & have) >= share * len(wanted)


def names_subject(text: str, groups: tuple[frozenset[str], ...]) -> bool:
    """Whether ``text`` names one name of every group (True when there are no groups).

    A Latin name is matched as a token ("h100", not "h1000"), a Chinese one as it is written.
    """
    if not groups:
        return True
    have, low = set(tokenize(text)), text.lower()
    return all(any(n in have if n.isascii() else n in low for n in g) for g in groups)


__all__ = [
    "GENERIC",
    "names_subject",
    "query_topic",
    "shares_topic",
    "subject_terms",
    "topic_terms",
]
