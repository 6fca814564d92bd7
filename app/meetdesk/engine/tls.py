"""The engine's TLS certificate: its own (made once, kept in the data directory) or one the user provides.

Browsers give a page camera and microphone only in a secure context, so a guest page opened from another
machine needs HTTPS. No certificate authority signs a certificate for 192.168.x.y, so the engine makes its
own: an ECDSA P-256 key and a self-signed certificate, written once to ``DATA_DIR/tls-cert.pem`` and
``DATA_DIR/tls-key.pem`` (0600) and used on every later start, so that its SHA-256 fingerprint, which the
engine's links carry (``#sha256=...``, api/links.py) and MeetDesk clients check (client/tls.py), stays the same.
"""
from __future__ import annotations

import datetime
import hashlib
import ipaddress
import socket
import ssl
from pathlib import Path

from meetdesk.files import write_private

CERT_FILE = "tls-cert.pem"
KEY_FILE = "tls-key.pem"
VALID_DAYS = 3650   # pinned by fingerprint, never by a CA: a new certificate would break every link handed out


class CertificateError(ValueError):
    """A certificate or key file that cannot be used, in one sentence."""


def fingerprint(der: bytes) -> str:
    """The SHA-256 fingerprint of a DER certificate, as 64 lowercase hex digits (the form links carry)."""
    return hashlib.sha256(der).hexdigest()


def cert_fingerprint(cert_file: Path) -> str:
    """The fingerprint of the first (leaf) certificate of a PEM file."""
    try:
        pem = Path(cert_file).read_text(encoding="ascii", errors="replace")
    except OSError as exc:
        raise CertificateError(f"cannot read {cert_file}: {exc.strerror or exc}") from None
    begin, end = "-----BEGIN CERTIFICATE-----", "-----END CERTIFICATE-----"
    start = pem.find(begin)
    stop = pem.find(end, start)
    if start < 0 or stop < 0:
        raise CertificateError(f"{cert_file} holds no PEM certificate")
    try:
        der = ssl.PEM_cert_to_DER_cert(pem[start:stop + len(end)])
    except ValueError as exc:
        raise CertificateError(f"{cert_file}: {exc}") from None
    return fingerprint(der)


def server_context(cert_file: Path, key_file: Path) -> ssl.SSLContext:
    """A server TLS context of the pair: raises CertificateError when they cannot be loaded or do not match."""
    for path in (cert_file, key_file):
        if not Path(path).is_file():
            raise CertificateError(f"no such file: {path}")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(str(cert_file), str(key_file))
    except (ssl.SSLError, OSError) as exc:
        raise CertificateError(f"the certificate {cert_file} and key {key_file} cannot be used: "
                               f"{getattr(exc, 'reason', None) or exc}") from None
    return context


def _names() -> tuple[list[str], list[str]]:
    """DNS names and addresses the certificate names (browsers show a name mismatch otherwise; MeetDesk
    clients check the fingerprint only, so an address that changes later does not matter to them)."""
    dns = ["localhost"]
    host = socket.gethostname()
    if host and host not in dns:
        dns.append(host)
    addresses = ["127.0.0.1", "::1"]
    try:
        import ifaddr   # aioice's interface lister
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                address = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
                if address not in addresses and not address.startswith(("169.254.", "fe80")):
                    addresses.append(address.split("%")[0])
    except Exception:   # noqa: BLE001 - the names are a courtesy to browsers
        pass
    return dns, addresses


def make_certificate(cert_file: Path, key_file: Path) -> None:
    """A new ECDSA P-256 key and a self-signed certificate for it (the key written 0600 first)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    dns, addresses = _names()
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"MeetDesk engine on {dns[-1]}"[:64]),
                      x509.NameAttribute(NameOID.ORGANIZATION_NAME, "MeetDesk (self-signed)")])
    now = datetime.datetime.now(datetime.timezone.utc)
    alt = [x509.DNSName(n) for n in dns]
    for address in addresses:
        try:
            alt.append(x509.IPAddress(ipaddress.ip_address(address)))
        except ValueError:
            pass
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
            .add_extension(x509.SubjectAlternativeName(alt), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .sign(key, hashes.SHA256()))
    write_private(key_file, key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                              serialization.NoEncryption()).decode("ascii"))
    Path(cert_file).write_bytes(cert.public_bytes(serialization.Encoding.PEM))


def own_certificate(data_dir: Path) -> tuple[Path, Path]:
    """The engine's own certificate and key in ``data_dir``: made on the first call, the same ones after."""
    cert_file, key_file = Path(data_dir) / CERT_FILE, Path(data_dir) / KEY_FILE
    if not (cert_file.is_file() and key_file.is_file()):
        Path(data_dir).mkdir(parents=True, exist_ok=True)
        make_certificate(cert_file, key_file)
    return cert_file, key_file


def fingerprint_text(value: str) -> str:
    """64 hex digits as browsers show them: AB:CD:..."""
    value = value.upper()
    return ":".join(value[i:i + 2] for i in range(0, len(value), 2))


__all__ = ["CertificateError", "cert_fingerprint", "fingerprint", "fingerprint_text", "own_certificate",
           "server_context", "CERT_FILE", "KEY_FILE"]
