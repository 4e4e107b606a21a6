"""GPU Advisor: cited answers about GPUs, servers and cloud instances for AI work."""
