"""Shared test helpers: advisors over the real knowledge folder, and starting servers."""
