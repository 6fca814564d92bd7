"""The engine's own encoders and decoders (engine/media/codecs.py), on real libvpx and libopus: keyframes when
asked and after a new bitrate, round trips through the decoders, and a decoder's error on what is not a frame."""
from __future__ import annotations

import av
import numpy as np
import pytest

from meetdesk.engine.media.codecs import AvDecoder, OpusEncoder, Vp8Encoder, vp8_decoder
from meetdesk.engine.media.keyframes import is_keyframe
from meetdesk.media.synthetic import TestCardRenderer


def test_vp8_keyframes_when_asked_and_after_a_new_bitrate():
    encoder = Vp8Encoder(320, 240, 500_000, 30)
    renderer = TestCardRenderer(320, 240)
    decoder = vp8_decoder()
    flags = []
    for n in range(8):
        frame = renderer.render(n, 0)
        frame.pts = n
        force = n == 4
        if n == 6:
            assert not encoder.set_bitrate(500_000)  # the same target: nothing re-opened
            assert encoder.set_bitrate(300_000) and encoder.bitrate == 300_000
        encoded = encoder.encode(frame, force)
        assert len(encoded) == 1 and encoded[0].pts == n
        flags.append(encoded[0].keyframe)
        assert encoded[0].keyframe == is_keyframe("video/vp8", encoded[0].data)
        pictures = decoder.decode(encoded[0].data)
        assert [(p.width, p.height) for p in pictures] == [(320, 240)]
    assert flags == [True, False, False, False, True, False, True, False]


def test_a_picture_encoded_again_after_a_forced_keyframe_is_not_a_keyframe_again():
    """A playback's picture is encoded until its next is due, as the same frame object (the CI failure of
    test_forwards' playback test: its second frame a keyframe when the playback's first picture came twice)."""
    encoder = Vp8Encoder(160, 120, 300_000, 15)
    picture = TestCardRenderer(160, 120).render(0, 0)
    flags = []
    for n in range(4):
        picture.pts = n
        flags.append([e.keyframe for e in encoder.encode(picture, n == 0)])
    assert flags == [[True], [False], [False], [False]]


def test_opus_round_trip_of_a_tone():
    encoder, decoder = OpusEncoder(48000, 32_000), AvDecoder("opus")
    t = np.arange(960 * 10) / 48000
    pcm = (np.sin(2 * np.pi * 440 * t) * 16000).astype(np.int16)
    out = []
    for n in range(10):
        frame = av.AudioFrame.from_ndarray(pcm[n * 960:(n + 1) * 960].reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, n * 960
        for encoded in encoder.encode(frame):
            assert encoded.keyframe and encoded.data
            out += [s.to_ndarray() for s in decoder.decode(encoded.data)]
    samples = np.concatenate([a.reshape(-1) for a in out])  # float, full scale 1
    assert len(samples) >= 960 * 8
    assert 0.4 < float(np.abs(samples[960 * 2:]).max()) < 0.6  # the tone's peak, 16000 / 32768


def test_a_decoder_refuses_what_is_not_a_frame():
    with pytest.raises(av.FFmpegError):
        vp8_decoder().decode(b"\x00" * 64)
