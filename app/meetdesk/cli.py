"""The `meetdesk` command: the GUI by default, `engine` (and `engine keys ...`), `join`, `transcribe`."""
from __future__ import annotations

import argparse
import asyncio
import signal
import multiprocessing
import sys
from pathlib import Path


def default_data_dir() -> Path:
    from platformdirs import user_data_dir
    return Path(user_data_dir("MeetDesk", appauthor=False)) / "engine"


def engine_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="meetdesk engine", description="Run the MeetDesk meeting engine.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--api-key", default=None, help="ensure this API key exists")
    parser.add_argument("--public-url", default=None, help="base URL of every link (for LAN use)")
    parser.add_argument("--tls", action="store_true",
                        help="serve HTTPS with the engine's own certificate (made once, kept in the data directory)")
    parser.add_argument("--tls-cert", type=Path, default=None, metavar="FILE",
                        help="serve HTTPS with this PEM certificate (chain) instead; needs --tls-key")
    parser.add_argument("--tls-key", type=Path, default=None, metavar="FILE", help="the PEM key of --tls-cert")
    parser.add_argument("--idle-shutdown", type=float, default=120.0)
    parser.add_argument("--stun", action="append", default=[], help="STUN server URL handed to clients")
    parser.add_argument("--allow-target", action="append", default=[], metavar="CIDR",
                        help="allow fetching from and connecting to this address range (internal ranges such as "
                             "127.0.0.0/8 or 192.168.0.0/16 are refused by default); repeatable")
    parser.add_argument("--no-guest-moderation", dest="guests_moderate", action="store_false",
                        help="guests may not lock the meeting, remove someone or end it (hosts and the API key "
                             "only); the desktop app's engine runs so")
    parser.add_argument("--no-announce", dest="announce", action="store_false",
                        help="do not announce the engine to MeetDesk apps on the network (mDNS); an engine whose "
                             "links carry a LAN address announces itself and the meetings its hosts list")
    sub = parser.add_subparsers(dest="command")
    keys = sub.add_parser("keys", help="manage API keys")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    for name in ("create", "list", "revoke", "lock", "unlock"):
        p = keys_sub.add_parser(name)
        p.add_argument("--data-dir", dest="keys_data_dir", type=Path, default=None)
        if name in ("revoke", "lock", "unlock"):
            p.add_argument("key", help="key id (see list) or the key itself")
    return parser


def run_keys(args: argparse.Namespace) -> int:
    from meetdesk.engine import keys

    data_dir = args.keys_data_dir or args.data_dir or default_data_dir()
    if args.keys_command == "create":
        key_id, key = keys.create(data_dir)
        print(f"{key_id} {key}")
        return 0
    if args.keys_command == "list":
        for row in keys.list_keys(data_dir):
            state = "revoked" if row["revoked"] else ("locked" if row["locked"] else "active")
            print(f"{row['id']} {row['created_at']} {state}")
        return 0
    flag, value = {"revoke": ("revoked", True), "lock": ("locked", True), "unlock": ("locked", False)}[
        args.keys_command]
    if not keys.set_flag(data_dir, args.key, flag, value):
        print(f"unknown API key {args.key}", file=sys.stderr)
        return 1
    print(f"{args.keys_command}: ok")
    return 0


async def serve_engine(args: argparse.Namespace) -> None:
    from meetdesk.engine import keys
    from meetdesk.engine.server import running_engine
    from meetdesk.engine.engine import EngineConfig

    data_dir = args.data_dir or default_data_dir()
    api_key = args.api_key
    created = api_key is None
    if created:
        api_key = keys.default_key(data_dir)
    config = EngineConfig(data_dir=data_dir, host=args.host, port=args.port, public_url=args.public_url,
                          api_key=api_key, idle_shutdown=args.idle_shutdown, stun_servers=list(args.stun),
                          allow_targets=list(args.allow_target), tls=args.tls, tls_cert=args.tls_cert,
                          tls_key=args.tls_key, announce=args.announce, guests_moderate=args.guests_moderate)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    async with running_engine(config) as engine:
        print(f"MeetDesk engine listening on {engine.base_url}", flush=True)
        if created:
            print(f"API key: {api_key} (stored in {Path(data_dir) / keys.KEY_FILE})", flush=True)
        if engine.fingerprint:
            from meetdesk.engine.tls import fingerprint_text
            print(f"TLS certificate SHA-256 fingerprint: {fingerprint_text(engine.fingerprint)}", flush=True)
        await stop.wait()
        print("MeetDesk engine stopping", flush=True)


def engine_main(argv: list[str]) -> int:
    args = engine_parser().parse_args(argv)
    if args.command == "keys":
        return run_keys(args)
    from meetdesk.engine.outbound import parse_targets
    from meetdesk.engine.server import PortInUse
    from meetdesk.engine.tls import CertificateError
    try:
        parse_targets(args.allow_target)
    except ValueError as exc:  # a usage error, in one line
        print(f"meetdesk engine: --allow-target: {exc}", file=sys.stderr)
        return 2
    if (args.tls_cert is None) != (args.tls_key is None):
        print("meetdesk engine: --tls-cert and --tls-key go together: give both", file=sys.stderr)
        return 2
    from meetdesk.engine import event_loop
    try:
        event_loop.run(serve_engine(args))
    except CertificateError as exc:
        print(f"meetdesk engine: {exc}", file=sys.stderr)
        return 1
    except PortInUse as exc:
        print(f"meetdesk engine: port {exc.port} is in use; stop what uses it or pick another with --port",
              file=sys.stderr)
        return 1
    return 0


def limit_malloc_arenas() -> None:
    """glibc's allocator set for video (meetdesk/allocator.py): at most two arenas, a fixed mmap threshold.
    Called first, before any thread starts."""
    from meetdesk.allocator import tune
    tune()


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the frozen app started as the MCU's compositor process (compositor.py)
    argv = list(sys.argv[1:] if argv is None else argv)
    limit_malloc_arenas()
    if argv and argv[0] == "engine":
        return engine_main(argv[1:])
    if argv and argv[0] == "engine-child":   # hidden: the desktop app's engine process (ui/hosting.py)
        from meetdesk.engine.child import main as child_main
        return child_main(argv[1:])
    if argv and argv[0] == "join":
        from meetdesk.client.join_command import main as join_main
        return join_main(argv[1:]) or 0
    if argv and argv[0] == "transcribe":
        from meetdesk.captions.command import main as transcribe_main
        return transcribe_main(argv[1:])
    if argv and argv[0] in ("-h", "--help"):
        print("usage: meetdesk [LINK | register-handler | host [--name NAME] | engine ... | join ... "
              "| transcribe FILE [--format vtt|txt] | --version]")
        return 0
    if argv and argv[0] in ("-V", "--version"):
        from meetdesk import __version__
        print(f"MeetDesk {__version__}")
        return 0
    from meetdesk.ui.launch import main as gui_main  # no subcommand, a link, or register-handler
    return gui_main(argv) or 0


if __name__ == "__main__":
    sys.exit(main())
