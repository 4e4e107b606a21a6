"""Run the CLI as ``python -m assistant``."""

from .cli import main

main()
