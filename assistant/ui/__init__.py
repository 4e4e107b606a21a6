"""Streamlit user interface: page scripts (``pages/``) and the pure helpers they render with.

Pure helpers (tables, chart specs, follow-ups, filters, feedback records) take plain data and
return plain data, so they are unit-tested without Streamlit. Only ``app.py`` creates cached
resources; pages reach them through ``assistant.ui.state``.
"""
