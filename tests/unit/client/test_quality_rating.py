"""client/call_quality.py: the ratings and how far the picture is behind (PictureDelay)."""
from __future__ import annotations

from meetdesk.client.call_quality import PictureDelay, Quality, rate


def test_a_picture_more_than_a_second_behind_is_poor_whatever_the_packets_say():
    assert rate(0.0, 20, 30.0) == "good"
    assert rate(0.0, 20, 30.0, behind_s=0.3) == "good"
    assert rate(0.0, 20, 30.0, behind_s=2.5) == "poor"
    assert Quality(0.0, 20, 30.0, 2.5).level == "poor" and Quality(0.0, 20, 30.0).without_fps().behind_s is None


def test_picture_delay_is_the_newest_frames_lateness_against_the_quickest_of_the_window():
    delay = PictureDelay()
    assert delay.behind is None
    for n in range(30):   # 30 fps, each on time: nothing behind
        delay.add(n / 30, 100.0 + n / 30)
    assert delay.behind == 0.0
    # the app stalls for 2 s: the next frames come in a burst, each less late than the one before
    delay.add(30 / 30, 100.0 + 30 / 30 + 2.0)
    assert delay.behind == 2.0
    delay.add(31 / 30, 100.0 + 30 / 30 + 2.01)
    assert 1.9 < delay.behind < 2.0
    # a backlog that never drains stays behind; a new stream (its clock far off) starts anew
    delay.add(5000.0, 200.0)
    assert delay.behind == 0.0
    # after the window the old quickest frame is forgotten: a path that got slower for good is the new normal
    for n in range(1, 400):
        delay.add(5000.0 + n / 30, 200.0 + n / 30 + 0.5)
    assert delay.behind == 0.0
