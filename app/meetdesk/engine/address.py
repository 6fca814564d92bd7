"""Where the engine is reached: the base URL of every link it hands out (fixed once the server is bound, unless
a public URL is configured), the fingerprint of the certificate its app links pin (engine/tls.py, set by
engine/server.py) and the signed download links of recordings and snapshots (engine/signed_links.py)."""
from __future__ import annotations

from meetdesk.engine.config import EngineConfig, lan_address
from meetdesk.engine.signed_links import SignedLinks


class EngineAddress:
    def __init__(self, config: EngineConfig, download_secret: bytes) -> None:
        self._config = config
        self.scheme = "https" if config.uses_tls else "http"
        self.base_url: str = (config.public_url or f"{self.scheme}://{config.host}:{config.port}").rstrip("/")
        self.fingerprint: str | None = None  # SHA-256 of the served certificate; app links carry it
        self.download_links = SignedLinks(download_secret, clock=lambda: config.clock())

    def set_listening(self, host: str, port: int) -> None:
        """Called by the server once bound: fixes base_url unless a public URL was configured."""
        self._config.port = port
        if not self._config.public_url:
            shown = lan_address() if host in ("0.0.0.0", "", "::") else host
            self.base_url = f"{self.scheme}://{shown}:{port}"

    def download_link(self, path: str) -> str:
        """``path`` (a /download/... address) signed for one hour from now."""
        return self.download_links.sign(self.base_url, path)
