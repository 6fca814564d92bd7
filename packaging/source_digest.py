"""The digest of what the frozen app is built from (app/, resources/, packaging/, pyproject.toml, setup.py):
packaging/build-linux writes it to dist/build-stamp, and the smoke test (tests/packaging) rebuilds when the
stamp differs from the tree's."""
from __future__ import annotations

import hashlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ("app", "resources", "packaging", "pyproject.toml", "setup.py")
SKIP = {"__pycache__", ".pytest_cache"}


def source_digest(root: Path = ROOT) -> str:
    digest = hashlib.sha256()
    for name in INPUTS:
        top = root / name
        paths = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file())
        for path in paths:
            rel = path.relative_to(root)
            if SKIP & set(rel.parts) or path.suffix in (".pyc", ".egg-info") or ".egg-info" in str(rel):
                continue
            digest.update(str(rel).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


if __name__ == "__main__":
    print(source_digest())
