"""Page scripts, one per page; each runs its page function when Streamlit executes it."""
