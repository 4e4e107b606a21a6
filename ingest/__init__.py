"""Ingestion entry point: build or refresh the retrieval index from ``knowledge/``."""
