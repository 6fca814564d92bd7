"""API key management for `meetdesk engine keys ...` and the engine's own first-start key."""
from __future__ import annotations

from pathlib import Path

from meetdesk.engine.store import DB_NAME, Store, new_api_key
from meetdesk.files import write_private

KEY_FILE = "api_key"


def open_store(data_dir: Path) -> Store:
    return Store(Path(data_dir) / DB_NAME)


def default_key(data_dir: Path) -> str:
    """The key stored in ``data_dir`` (created on first start, recreated if it was revoked)."""
    path = Path(data_dir) / KEY_FILE
    store = open_store(data_dir)
    try:
        if path.exists():
            key = path.read_text().strip()
            if key and store.find_api_key(key) is not None:
                return key
        key = new_api_key()
        store.add_api_key(key)
        Path(data_dir).mkdir(parents=True, exist_ok=True)
        write_private(path, key + "\n")
        return key
    finally:
        store.close()


def create(data_dir: Path) -> tuple[str, str]:
    """A new API key: (id, key). The key is shown once; only its digest is stored."""
    store = open_store(data_dir)
    try:
        key = new_api_key()
        return store.add_api_key(key), key
    finally:
        store.close()


def list_keys(data_dir: Path) -> list[dict]:
    store = open_store(data_dir)
    try:
        return store.list_api_keys()
    finally:
        store.close()


def _resolve(store: Store, key_or_id: str) -> str | None:
    if any(k["id"] == key_or_id for k in store.list_api_keys()):
        return key_or_id
    row = store.find_api_key(key_or_id)
    return row["id"] if row else None


def set_flag(data_dir: Path, key_or_id: str, flag: str, value: bool) -> bool:
    """Revoke, lock or unlock a key given by id or by the key itself; False when unknown."""
    store = open_store(data_dir)
    try:
        key_id = _resolve(store, key_or_id)
        return key_id is not None and store.set_api_key_flag(key_id, flag, value)
    finally:
        store.close()
