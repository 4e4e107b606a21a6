"""One rendering of pydantic validation errors for every loader and front end."""

from __future__ import annotations

from pydantic import ValidationError


def format_validation_error(exc: ValidationError) -> str:
    """Render pydantic errors as ``loc: msg`` fragments joined by ``; ``."""
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err["loc"]) or "entry"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)


__all__ = ["format_validation_error"]
