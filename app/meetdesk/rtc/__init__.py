"""WebRTC as both the client and the engine use it: peer connections with loopback-aware ICE gathering and the
frame-completing jitter buffer, the simulated bad path of tests and benchmarks, the call's JSON data channel,
audio levels and voice activity. A base layer beside meetdesk.api: client, media and engine import it, it
imports none of them."""
from .data_channel import JsonDataChannel
from .impairment import Impairment
from .levels import VoiceActivity, dbfs, meter_fraction, rms
from .peer_connection import close_peer_connection, create_peer_connection

__all__ = [
    "create_peer_connection", "close_peer_connection", "Impairment",
    "JsonDataChannel",
    "VoiceActivity", "dbfs", "meter_fraction", "rms",
]
