"""Link shapes of the service (docs/engine-api.md "Objects and states"), built in one place.

The engine serves its app links from its own base URL (app_url == base_url), so a link handed out by the
engine is enough for a client to find the API again. An engine serving HTTPS with a certificate no authority
signed (its own, engine/tls.py) puts the certificate's SHA-256 fingerprint into its app links as a fragment,
``#sha256=<64 hex digits>``: the fragment never reaches a server and every URL parser sets it apart, so browsers
and public clients are unaffected, while MeetDesk clients check the certificate against it (client/tls.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import partial
from urllib.parse import quote, unquote, unquote_plus, urlencode, urlsplit


def _join(base: str, path: str) -> str:
    return base.rstrip("/") + path


FINGERPRINT_KEY = "sha256"


def with_fingerprint(link: str, fingerprint: str | None) -> str:
    """An app link with the server certificate's fingerprint as its fragment (unchanged without one)."""
    return f"{link}#{FINGERPRINT_KEY}={fingerprint}" if fingerprint else link


def normalize_fingerprint(text: str) -> str:
    """A SHA-256 fingerprint as 64 lowercase hex digits, from that or the AB:CD:... form browsers show."""
    value = (text or "").replace(":", "").strip().lower()
    if not re.fullmatch(r"[0-9a-f]{64}", value):
        raise ValueError(f"not a SHA-256 certificate fingerprint: {text!r}")
    return value


def fingerprint_text(hex_digits: str) -> str:
    """A fingerprint as browsers show it (AB:CD:...), in four groups of eight bytes that wrap at the spaces
    between them: the same grouped form as the guest page's (resources/web/guest.js fingerprintText)."""
    value = normalize_fingerprint(hex_digits).upper()
    return " ".join(":".join(value[i + j:i + j + 2] for j in range(0, 16, 2)) for i in range(0, 64, 16))


def link_fingerprint(fragment: str) -> str | None:
    """The fingerprint a link's fragment carries (``sha256=HEX``, beside other parts such as ``browser``,
    separated by ``&`` or ``#``); None when it carries none; ValueError when it is malformed."""
    for part in re.split(r"[&#]", fragment or ""):
        key, _, value = part.partition("=")
        if key.lower() == FINGERPRINT_KEY:
            return normalize_fingerprint(unquote(value))
    return None


def self_link(base_url: str, access_key: str) -> str:
    return _join(base_url, f"/rooms/{quote(access_key)}")


def _app_link(app_url: str, query: str, fingerprint: str | None, permalink: bool) -> str:
    """A link to the app's page of a meeting (/) or of a permalink (/permalink), with ``query``."""
    return with_fingerprint(_join(app_url, f"{'/permalink' if permalink else '/'}?{query}"), fingerprint)


def gui_link(app_url: str, token: str, fingerprint: str | None = None, *, permalink: bool = False) -> str:
    """``links.gui``, what a host opens: /?<ACCESS_KEY> of a meeting, /permalink?<USER_TOKEN> of a permalink."""
    return _app_link(app_url, quote(token), fingerprint, permalink)


def guest_link(app_url: str, guest_token: str, fingerprint: str | None = None, *, permalink: bool = False) -> str:
    """``links.guest_join``, what a guest opens: /?guest=<TOKEN> of a meeting, /permalink?guest=<TOKEN> of a
    permalink."""
    return _app_link(app_url, f"guest={quote(guest_token)}", fingerprint, permalink)


permalink_host_link = partial(gui_link, permalink=True)      # /permalink?<USER_TOKEN>
permalink_guest_link = partial(guest_link, permalink=True)   # /permalink?guest=<TOKEN>


def websocket_link(base_url: str, access_key: str) -> str:
    return _join(base_url, f"/rt?access_key={quote(access_key)}")


def permalink_self_link(base_url: str, permalink_id: str) -> str:
    return _join(base_url, f"/permalink/{quote(permalink_id)}")


def signaling_endpoint(base_url: str) -> str:
    """ws(s)://host:port/call: the sepp socket on the engine's own port."""
    if base_url.startswith("https://"):
        return "wss://" + base_url[len("https://"):].rstrip("/") + "/call"
    if base_url.startswith("http://"):
        return "ws://" + base_url[len("http://"):].rstrip("/") + "/call"
    return base_url.rstrip("/") + "/call"


# ---------------------------------------------------------------------------------------------------------
# Parsing what a user pastes or clicks: bare access keys, app links, permalink links, meetdesk:// links.

APP_SCHEME = "meetdesk"
KINDS = ("access_key", "guest", "permalink_host", "permalink_guest")
# App hosts whose REST interface lives elsewhere (otherwise app_url == base_url, as for the engine).
KNOWN_API_HOSTS = {"app.eyeson.team": "https://api.eyeson.team"}

_TOKEN = re.compile(r"^[A-Za-z0-9._~\-]{4,512}$")
_PASTE_JUNK = " \t\r\n\"'`<>"


@dataclass(frozen=True)
class ParsedLink:
    """What a link grants: kind (one of KINDS), its token, the REST base URL when derivable, and the
    SHA-256 fingerprint of the service's certificate when the link carries one (64 lowercase hex digits)."""

    kind: str
    token: str
    api_url: str | None = None
    fingerprint: str | None = None


def _check_token(token: str, what: str) -> str:
    if not _TOKEN.match(token):
        raise ValueError(f"not a valid {what}: {token!r}")
    return token


def _split_query(query: str) -> tuple[list[str], dict[str, str]]:
    bare, params = [], {}
    for part in query.split("&"):
        if not part:
            continue
        if "=" in part:
            key, value = part.split("=", 1)
            params[unquote_plus(key)] = unquote_plus(value)
        else:
            bare.append(unquote_plus(part))
    return bare, params


def _api_from_app(scheme: str, netloc: str, prefix: str) -> str:
    host = netloc.rsplit("@", 1)[-1].lower()
    if host in KNOWN_API_HOSTS:
        return KNOWN_API_HOSTS[host]
    return f"{scheme}://{netloc}{prefix.rstrip('/')}"


def _from_query(route: str, query: str, api_url: str | None, original: str) -> ParsedLink:
    """route is "join" (app root) or "permalink"; query is the link's query string."""
    bare, params = _split_query(query)
    if "guest" in params:
        kind = "guest" if route == "join" else "permalink_guest"
        return ParsedLink(kind, _check_token(params["guest"], "guest token"), api_url)
    token = params.get("key") or params.get("token") or params.get("access_key") or (bare[0] if bare else "")
    if not token:
        raise ValueError(f"the link carries no key or token: {original!r}")
    if route == "join":
        return ParsedLink("access_key", _check_token(token, "access key"), api_url)
    return ParsedLink("permalink_host", _check_token(token, "permalink host token"), api_url)


def _guess_scheme(netloc: str, pinned: bool = False) -> str:
    """For meetdesk://host[:port]/...: https when the link pins a certificate; else plain http on local hosts
    or explicit non-443 ports, else https."""
    if pinned:
        return "https"
    host, _, port = netloc.rsplit("@", 1)[-1].rpartition(":") if ":" in netloc else (netloc, "", "")
    host = host.strip("[]").lower()
    local = (host in ("localhost", "") or host.endswith((".local", ".lan", ".localhost"))
             or re.match(r"^[0-9.]+$", host) is not None or ":" in host)
    if local or (port and port != "443"):
        return "http"
    return "https"


def _parse_http(scheme: str, netloc: str, path: str, query: str, original: str) -> ParsedLink:
    if not netloc:
        raise ValueError(f"link has no host: {original!r}")
    # API self link {base_url}/rooms/<ACCESS_KEY> and real-time link {base_url}/rt?access_key=<KEY>.
    if m := re.match(r"^(.*)/rooms/([^/]+)/?$", path):
        token = _check_token(unquote(m.group(2)), "access key")
        return ParsedLink("access_key", token, f"{scheme}://{netloc}{m.group(1)}")
    if m := re.match(r"^(.*)/rt/?$", path):
        _, params = _split_query(query)
        if "access_key" in params:
            return ParsedLink("access_key", _check_token(params["access_key"], "access key"),
                              f"{scheme}://{netloc}{m.group(1)}")
    if m := re.match(r"^(.*)/permalink/?$", path):
        return _from_query("permalink", query, _api_from_app(scheme, netloc, m.group(1)), original)
    if path == "" or path.endswith("/"):
        return _from_query("join", query, _api_from_app(scheme, netloc, path), original)
    raise ValueError(f"not a meeting link: {original!r}")


def parse_link(text: str) -> ParsedLink:
    """Parse a pasted or clicked link (or a bare access key); ValueError with a readable message otherwise.

    Accepted: ``<ACCESS_KEY>``; ``{app_url}/?<ACCESS_KEY>``; ``{app_url}/?guest=<T>``;
    ``{app_url}/permalink?<USER_TOKEN>``; ``{app_url}/permalink?guest=<T>``; ``{base_url}/rooms/<ACCESS_KEY>``;
    ``meetdesk://join?api=<base>&key=<K>`` (or ``&guest=<T>``), ``meetdesk://permalink?api=<base>&token=<T>``
    (or ``&guest=<T>``), and ``meetdesk://<an app link without its scheme>``; each with a fragment that may
    carry the certificate fingerprint (``#sha256=<HEX>``, and then a meetdesk:// app link means https).
    """
    original = text
    text = (text or "").strip(_PASTE_JUNK)
    if not text:
        raise ValueError("empty link")
    if "://" not in text:
        if "/" in text or "?" in text or "=" in text:
            raise ValueError(f"not a link or access key: {original!r}")
        return ParsedLink("access_key", _check_token(text, "access key"), None)
    parts = urlsplit(text)
    fingerprint = link_fingerprint(parts.fragment)
    scheme = parts.scheme.lower()
    if scheme in ("http", "https"):
        parsed = _parse_http(scheme, parts.netloc, parts.path, parts.query, original)
    elif scheme != APP_SCHEME:
        raise ValueError(f"unsupported link scheme {parts.scheme!r}: {original!r}")
    elif parts.netloc.lower() in ("join", "permalink") and parts.path in ("", "/"):
        _, params = _split_query(parts.query)
        api_url = params.get("api") or None
        if api_url is not None and not api_url.startswith(("http://", "https://")):
            raise ValueError(f"api must be an http(s) URL: {api_url!r}")
        query = "&".join(p for p in parts.query.split("&") if not p.startswith("api="))
        parsed = _from_query(parts.netloc.lower(), query, api_url.rstrip("/") if api_url else None, original)
    else:
        parsed = _parse_http(_guess_scheme(parts.netloc, fingerprint is not None), parts.netloc, parts.path,
                             parts.query, original)
    return replace(parsed, fingerprint=fingerprint) if fingerprint else parsed


def app_scheme_link(parsed: ParsedLink) -> str:
    """The meetdesk:// form of a parsed link (carries the API base when known)."""
    route, field = {
        "access_key": ("join", "key"), "guest": ("join", "guest"),
        "permalink_host": ("permalink", "token"), "permalink_guest": ("permalink", "guest"),
    }[parsed.kind]
    query = urlencode(([("api", parsed.api_url)] if parsed.api_url else []) + [(field, parsed.token)])
    return with_fingerprint(f"{APP_SCHEME}://{route}?{query}", parsed.fingerprint)


def to_app_scheme(link: str) -> str:
    """Turn an http(s) app link (or any link :func:`parse_link` accepts) into its meetdesk:// form."""
    return app_scheme_link(parse_link(link))
