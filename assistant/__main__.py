"""Run the CLI as ``python -m assistant``."""

from assistant.cli import main

main()
