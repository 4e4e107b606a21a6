"""``gpu-advisor verify``: read the GPUs, benchmark them briefly, judge them against the spec.

``detect`` reads the driver (nvidia-smi, NVML, torch), ``probe`` runs the benchmarks,
``rules`` and ``verdict`` judge them (pure), ``fits`` lists what the GPUs can run and
``report`` puts it together and renders it.
"""
