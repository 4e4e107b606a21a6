"""Spec tables and guides: YAML/markdown in knowledge/ read into pydantic models, names, offers."""
