"""The mDNS announcement's TXT record (api/announcement.py): what the engine puts in, within the size limits,
and what a client keeps of what arrives (hostile names and links left out). Pure: no sockets."""
from __future__ import annotations

import pytest

from meetdesk.api.announcement import (MAX_MEETINGS, MAX_NAME, TXT_BUDGET, announcement_txt, clean_link,
                                       clean_name, instance_name, read_announcement)

ADDR, PORT = "192.168.1.5", 8765
LINK = f"http://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh"


def as_txt(txt: dict[str, str]) -> dict[bytes, bytes]:
    """As zeroconf hands a TXT record to a browser."""
    return {k.encode(): v.encode() for k, v in txt.items()}


def size(txt: dict[str, str]) -> int:
    return sum(1 + len(f"{k}={v}".encode()) for k, v in txt.items())


def test_a_listed_meeting_goes_in_and_comes_back_out():
    txt = announcement_txt("0.1.0", [("Standup", LINK)], serial=3)
    assert txt["version"] == "0.1.0" and txt["s"] == "3"
    meetings = read_announcement("Hana's laptop", [ADDR], PORT, as_txt(txt))
    assert [(m.name, m.host, m.link) for m in meetings] == [("Standup", "Hana's laptop", LINK)]


def test_the_host_who_listed_a_meeting_is_named_not_the_machine():
    """"Hosted by Ada", not "Hosted by vm": the name of who listed it goes with each meeting (h<i>); an older
    engine's record without it names the engine's instance; a hostile host name is the instance's too."""
    txt = announcement_txt("0.1.0", [("Standup", LINK, "Ada Lovelace"), ("Retro", LINK + "x", "bidi ‮")])
    assert txt["h0"] == "Ada Lovelace" and "h1" not in txt
    meetings = read_announcement("vm", [ADDR], PORT, as_txt(txt))
    assert [(m.name, m.host) for m in meetings] == [("Standup", "Ada Lovelace"), ("Retro", "vm")]
    hostile = dict(txt, h1="Nul\x00name")
    assert [m.host for m in read_announcement("vm", [ADDR], PORT, as_txt(hostile))] == ["Ada Lovelace", "vm"]


def test_no_listed_meeting_no_entries():
    txt = announcement_txt("0.1.0", [])
    assert set(txt) == {"txtvers", "version", "s"}
    assert read_announcement("host", [ADDR], PORT, as_txt(txt)) == []


def test_the_record_stays_within_one_packet_however_many_and_long_the_meetings():
    many = [("Ü" * 200 + str(i), f"http://{ADDR}:{PORT}/?guest={'T' * 100}{i:03d}") for i in range(40)]
    txt = announcement_txt("0.1.0", many)
    assert size(txt) <= TXT_BUDGET
    assert all(len(f"{k}={v}".encode()) <= 255 for k, v in txt.items())
    kept = read_announcement("host", [ADDR], PORT, as_txt(txt))
    assert 0 < len(kept) <= MAX_MEETINGS
    assert all(len(m.name) <= MAX_NAME for m in kept)


def test_a_link_too_long_to_announce_is_left_out_not_cut():
    txt = announcement_txt("0.1.0", [("Long", f"http://{ADDR}:{PORT}/?guest={'T' * 300}"), ("Short", LINK)])
    assert [m.name for m in read_announcement("host", [ADDR], PORT, as_txt(txt))] == ["Short"]


@pytest.mark.parametrize("name", [b"Nul\x00name", "lone \ud800 surrogate", b"enc \xed\xa0\x80 surrogate",
                                  b"\xff\xfe broken", "bidi \u202e override", "bell \x07", "", "   ",
                                  "x" * (MAX_NAME + 1)])
def test_hostile_names_are_refused(name):
    assert clean_name(name) is None


@pytest.mark.parametrize("name,shown", [("Standup", "Standup"), ("  Café  équipe ", "Café équipe"),
                                        ("会议 🎉", "会议 🎉"), ("<b>bold</b>", "<b>bold</b>"),
                                        ("line\u2028sep\tand\nmore", "line sep and more")])
def test_fair_names_are_kept(name, shown):
    assert clean_name(name) == shown and clean_name(name.encode()) == shown


@pytest.mark.parametrize("link", [
    f"http://10.0.0.9:{PORT}/?guest=Gu3stT0kenAbcdefgh",            # another address than the announcer's
    f"http://{ADDR}:{PORT + 1}/?guest=Gu3stT0kenAbcdefgh",          # another port
    f"http://{ADDR}/?guest=Gu3stT0kenAbcdefgh",                     # no port
    f"ftp://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh",
    f"javascript://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh",
    f"meetdesk://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh",
    f"http://user:pw@{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh",      # user info
    f"http://{ADDR}:{PORT}/?Acc3ssKeyAbcdefghij",                   # a host's access key, not a guest link
    f"http://{ADDR}:{PORT}/rooms/Acc3ssKeyAbcdefghij",
    f"http://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh#x",
    f"http://{ADDR}:{PORT}/?guest=bad token",
    f"http://{ADDR}:{PORT}/?guest=Gu3st\x00",
    f"http://evil.example:{PORT}/?guest=Gu3stT0kenAbcdefgh",        # a name, not the announcing address
    f"http://{ADDR}:99999/?guest=Gu3stT0kenAbcdefgh",
    "http://" + "a" * 300,
    b"http://\xff/",
])
def test_links_not_to_the_announcing_address_or_not_guest_links_are_refused(link):
    assert clean_link(link, [ADDR], PORT) is None


def test_guest_and_permalink_guest_links_to_the_announcer_are_kept():
    assert clean_link(LINK, [ADDR], PORT) == LINK
    https = f"https://{ADDR}:{PORT}/?guest=Gu3stT0kenAbcdefgh#sha256={'ab' * 32}"   # an HTTPS engine's link
    assert clean_link(https, [ADDR], PORT) == https
    assert clean_link(https.replace("#sha256=", "#sha1="), [ADDR], PORT) is None
    permalink = f"https://{ADDR}:{PORT}/permalink?guest=Perma1inkGuestT0ken"
    assert clean_link(permalink.encode(), ["10.1.1.1", ADDR], PORT) == permalink


def test_a_record_with_one_bad_entry_keeps_the_good_ones():
    txt = {"txtvers": "1", "n0": "Evil\x00", "g0": LINK, "n1": "Fine", "g1": LINK.replace("Gu3st", "Other"),
           "n2": "Elsewhere", "g2": "http://10.9.9.9:8765/?guest=Gu3stT0kenAbcdefgh", "n3": "Dup", "g3": LINK}
    kept = read_announcement("host", [ADDR], PORT, as_txt(txt))
    assert [m.name for m in kept] == ["Fine", "Dup"]


def test_a_hostile_host_name_drops_the_whole_announcement():
    txt = as_txt(announcement_txt("0.1.0", [("Standup", LINK)]))
    assert read_announcement("host\x00", [ADDR], PORT, txt) == []
    assert read_announcement("host", [ADDR], 0, txt) == []


def test_instance_names_fit_a_dns_label():
    assert len(instance_name("Ü" * 60).encode()) <= 63
    assert instance_name("bad\x00") == "MeetDesk"
