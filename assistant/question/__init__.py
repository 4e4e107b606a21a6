"""From a question to a typed request and the tool calls that answer it."""
