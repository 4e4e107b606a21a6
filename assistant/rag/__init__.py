"""Serving side of retrieval: passages, the versioned Chroma store, BM25, fusion, embedder."""
