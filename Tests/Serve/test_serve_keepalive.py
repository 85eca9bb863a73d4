"""Keep-alive: the `: keep-alive` comments of an event stream left open during the whole run, on a
server of its own, every 10 s. The full tier only.

The stream is opened before the first test of this folder (conftest.py's `heartbeat`, when these
tests are selected) and these tests run last; if that is less than 21.5 s after it opened (these
tests alone), they wait until then, so that there are at least two comments to look at. They fail if
the comments stop at any time, the last one included: every gap, from the connection to the first
comment and from the last comment to now, is at most 11 s.
"""

import pytest

from serving import note

pytestmark = pytest.mark.full

PERIOD, SLACK = 10, 1  # seconds: a comment every 10 s, give or take 1


@pytest.fixture(scope="module")
def seen(heartbeat):
    events, comments, open_for, now, ended = heartbeat.observe()
    times = [heartbeat.connected] + [when for when, _ in comments]
    gaps = [b - a for a, b in zip(times, times[1:])]
    note(f"keep-alive: {len(comments)} comments in {open_for:.0f} s, gaps {', '.join(f'{g:.1f}' for g in gaps)} s")
    return events, comments, open_for, gaps, now - times[-1], ended


def test_only_hello(seen):
    events = seen[0]
    assert [e.name for e in events] == ["hello"], f"an idle stream got {events}, expected only hello"


def test_comments_are_keep_alive(seen):
    _, comments, open_for, _, _, _ = seen
    assert comments and all(text == "keep-alive" for _, text in comments), \
        f"{len(comments)} comments in {open_for:.0f} s: {comments[:3]}; expected `: keep-alive`"


def test_comment_every_10_s(seen):
    _, comments, open_for, gaps, silent, _ = seen
    shown = [round(g, 1) for g in gaps]
    assert len(comments) >= int(open_for // PERIOD) - 1, \
        f"{len(comments)} comments in {open_for:.0f} s, expected one every {PERIOD} s (gaps {shown} s)"
    assert all(gap <= PERIOD + SLACK for gap in gaps) and all(gap >= PERIOD - SLACK for gap in gaps[1:]), \
        f"keep-alive gaps {shown} s in {open_for:.0f} s; expected every {PERIOD} s"
    assert silent <= PERIOD + SLACK, f"no comment for the last {silent:.1f} s of {open_for:.0f} s (gaps {shown} s)"


def test_stream_still_open(seen, heartbeat):
    ended = seen[5]
    assert not ended, f"the stream ended ({ended}) before the end of the run"
    assert heartbeat.server.running(), f"the keep-alive server exited:\n{heartbeat.server.transcript()}"
