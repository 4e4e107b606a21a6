"""From tool results and passages to the answer: composers, citations, messages, guards."""
