"""Programmatic faces of the advisor: an MCP server and an HTTP API over one tool table.

``tools`` lists what both serve; ``mcp_server`` and ``http_api`` only expose it. Their
dependencies (``mcp``, ``fastapi``, ``uvicorn``) are the ``serve`` extra.
"""
