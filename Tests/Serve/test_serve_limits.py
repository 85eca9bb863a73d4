"""Limits, with a 1 s idle timeout (--idle-timeout-for-testing; the default is 10 s): heads sent a
line at a time and connections idle before or between requests are closed after it; HTTP/1.0
without keep-alive gets Connection: close and a closed socket; a 16 MB header gets 431 (or 400)
before it is sent and the connection closes; event streams carry `retry:`; under RLIMIT_NOFILE 512,
600 idle connections neither crash the server nor stop it answering. The full tier only.

One server with the 1 s timeout for the module, and one with few descriptors; each measurement is
made once, and the tests check one thing each of it.
"""
import resource
import socket
import threading
import time

import pytest

from serving import (FIXTURE, Connection, EventClient, Reader, closed_within, fetch, hello_version, note,
                     read_head, read_response)

pytestmark = pytest.mark.full

# The idle timeout the server is started with.
TEST_IDLE = 1.0


@pytest.fixture(scope="module")
def server(module_servers):
    site = module_servers.site(FIXTURE, "limits")
    return module_servers.serve(site, options=["--idle-timeout-for-testing", str(TEST_IDLE)])


def still_running(server):
    assert server.running(), f"the server exited ({server.process.poll()}):\n{server.transcript()}"


# --- Slowloris ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def slowloris(server, count=20):
    """Connections that send a head a line every 0.2 s, never ending it: {number: seconds until the
    server closed it} (at most 5 s), and how many there were."""
    socks = [socket.create_connection(("127.0.0.1", server.port), 5) for _ in range(count)]
    began = time.monotonic()
    for sock in socks:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
    closed, line = {}, 0
    while len(closed) < count and time.monotonic() - began < TEST_IDLE + 4:  # bounded: 5 s at most
        line += 1
        for number, sock in enumerate(socks):
            if number in closed:
                continue
            try:
                sock.sendall(f"X-Slow-{line}: {line}\r\n".encode())
            except OSError:
                pass  # closed: seen by the read below
            if closed_within(sock, 0.0 if number else 0.2) is not None:
                closed[number] = time.monotonic() - began
    for sock in socks:
        sock.close()
    if closed:
        note(f"limits: {len(closed)} slowloris closed after {min(closed.values()):.1f}-{max(closed.values()):.1f} s")
    return closed, count


def test_slowloris_closed(server, slowloris):
    closed, count = slowloris
    assert len(closed) == count, \
        f"{count - len(closed)} of {count} connections sending a head a line every 0.2 s still open after " \
        f"{TEST_IDLE + 4:.0f} s (timeout {TEST_IDLE} s)"
    still_running(server)


def test_slowloris_not_closed_before_timeout(slowloris):
    closed, _ = slowloris
    assert not closed or min(closed.values()) >= TEST_IDLE * 0.8, \
        f"a connection closed after {min(closed.values()):.2f} s, before the {TEST_IDLE} s timeout"


# --- Idle connections -----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def idle(server):
    """A kept-alive connection after its response, and one that never sends: (the response, seconds
    until each was closed or None if still open after 4 s)."""
    kept = Connection(server.port, timeout=5)
    answer = kept.fetch("/")
    silent = socket.create_connection(("127.0.0.1", server.port), 5)
    began = time.monotonic()
    after_response = closed_within(kept.sock, TEST_IDLE + 3)
    after_nothing = closed_within(silent, max(0.0, began + TEST_IDLE + 3 - time.monotonic()))
    after_nothing = after_nothing if after_nothing is None else time.monotonic() - began
    kept.close()
    silent.close()
    if after_response is not None and after_nothing is not None:
        note(f"limits: idle closed after {after_response:.1f} s (kept alive), {after_nothing:.1f} s (silent)")
    return answer, after_response, after_nothing


def test_idle_response_kept_alive(idle):
    answer, _, _ = idle
    assert answer.status == 200 and answer.header("connection") != "close", \
        f"GET / on a kept-alive connection: {answer.status}, Connection {answer.header('connection')!r} " \
        f"(expected 200, kept alive)"


def test_idle_closed_after_response(server, idle):
    _, after_response, _ = idle
    assert after_response is not None, \
        f"a connection kept alive after a response still open after {TEST_IDLE + 3:.0f} s (timeout {TEST_IDLE} s)"
    still_running(server)


def test_idle_closed_when_silent(server, idle):
    _, _, after_nothing = idle
    assert after_nothing is not None, \
        f"a connection that never sent still open after {TEST_IDLE + 3:.0f} s (timeout {TEST_IDLE} s)"
    still_running(server)


# --- HTTP/1.0 -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def http10(server):
    """HTTP/1.0 without keep-alive: (the response, seconds until the socket closed or None)."""
    with socket.create_connection(("127.0.0.1", server.port), 5) as sock:
        sock.sendall(b"GET / HTTP/1.0\r\nHost: localhost\r\n\r\n")
        reader = Reader(sock)
        answer = read_response(reader, "GET")
        ended = closed_within(sock, TEST_IDLE / 2) if not reader.buffer else None
    note("limits: HTTP/1.0 closed" + (f" {ended * 1000:.0f} ms after the response" if ended is not None else ""))
    return answer, ended


def test_http10_connection_close(http10):
    answer, _ = http10
    assert answer.status == 200 and (answer.header("connection") or "").lower() == "close", \
        f"HTTP/1.0: {answer.status}, Connection {answer.header('connection')!r}; expected 200 with Connection: close"


def test_http10_socket_closed(http10):
    _, ended = http10
    assert ended is not None, \
        f"HTTP/1.0: the connection still open {TEST_IDLE / 2} s after the response (sooner than the idle timeout)"


def test_http10_keep_alive(server):
    """HTTP/1.0 with Connection: keep-alive: kept for a second request."""
    with socket.create_connection(("127.0.0.1", server.port), 5) as sock:
        reader = Reader(sock)
        statuses = []
        for _ in range(2):
            sock.sendall(b"GET /trellis.css HTTP/1.0\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n")
            statuses.append(read_response(reader, "GET").status)
    assert statuses == [200, 200], f"HTTP/1.0 with Connection: keep-alive: {statuses}, expected two 200s"
    still_running(server)


# --- A huge head ----------------------------------------------------------------------------------

class HugeHead:
    SIZE = 16 << 20

    def __init__(self):
        self.status = self.answered_at = self.sent_when_answered = None
        self.error, self.finished = None, False


@pytest.fixture(scope="module")
def huge_head(server):
    """A 16 MB header field, sent while the response is read."""
    found = HugeHead()
    sock = socket.create_connection(("127.0.0.1", server.port), 5)
    sent, done = [0], threading.Event()
    sending_error = []

    def send():
        chunk = b"a" * 65536
        try:
            sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Huge: ")
            while sent[0] < found.SIZE and not done.is_set():
                sock.sendall(chunk)
                sent[0] += len(chunk)
            sock.sendall(b"\r\n\r\n")
        except OSError as error:
            sending_error.append(error)

    began = time.monotonic()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    try:
        found.status, _, _ = read_head(Reader(sock))
        found.answered_at, found.sent_when_answered = time.monotonic() - began, sent[0]
    except (OSError, EOFError, ValueError) as error:
        found.error = f"{type(error).__name__}: {error} after {sent[0]} bytes sent"
    sender.join(10)
    done.set()
    found.finished = sent[0] >= found.SIZE and not sending_error
    sock.close()
    if found.status is not None:
        note(f"limits: 16 MB header: {found.status} after {found.answered_at * 1000:.0f} ms, "
             f"{found.sent_when_answered >> 10} KB sent")
    return found


def test_huge_head_answered(huge_head):
    assert huge_head.status is not None, f"huge head: no response ({huge_head.error})"


def test_huge_head_status(huge_head):
    assert huge_head.status in (431, 400), f"huge head: status {huge_head.status}, expected 431 or 400"


def test_huge_head_answered_at_limit(huge_head):
    assert huge_head.status is not None and huge_head.sent_when_answered < huge_head.SIZE, \
        f"huge head: answered after {huge_head.sent_when_answered} of {huge_head.SIZE} bytes were sent, " \
        f"not at the limit ({huge_head.error or 'answered'})"


def test_huge_head_connection_closed(server, huge_head):
    assert not huge_head.finished, \
        f"huge head: all {huge_head.SIZE >> 20} MB were sent without the connection closing: the server read " \
        f"the whole head"
    still_running(server)


# --- Event streams --------------------------------------------------------------------------------

def test_event_stream_retry(server):
    """Event streams say how long to wait before reconnecting."""
    client = EventClient(server.port)
    _, problems = hello_version(client, "limits event stream")
    client.close()
    assert not problems, "\n".join(problems)
    values = [int(value) for value in client.retry if value.isdigit()]
    assert values and values[0] >= 2000, \
        f"event stream: retry fields {client.retry}, expected one of 2000 ms or more first"
    note(f"limits: retry {values[0]}")


# --- Descriptors ----------------------------------------------------------------------------------

class Crowd:
    def __init__(self):
        self.alive_while_full = self.alive = False
        self.during = self.after = None
        self.waited = 0.0


@pytest.fixture(scope="module")
def crowd(module_servers, descriptors=512, connections=600):
    """A server with few descriptors and more idle connections than fit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < connections + 64 <= hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (connections + 64, hard))
    site = module_servers.site(FIXTURE, "limits-descriptors")
    server = module_servers.serve(site, options=["--idle-timeout-for-testing", "2"], descriptors=descriptors)
    found = Crowd()
    socks = []
    try:
        for _ in range(connections):  # non-blocking: past the listen queue a connect just waits
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", server.port))
            socks.append(sock)
        time.sleep(1.0)
        found.alive_while_full = server.running()
        began = time.monotonic()
        try:
            found.during = fetch(server.port, "/", timeout=10).status
        except OSError as error:
            found.during = f"{type(error).__name__}: {error}"
        found.waited = time.monotonic() - began
        time.sleep(1.0)
        found.alive = server.running()
    finally:
        for sock in socks:
            sock.close()
    found.after = fetch(server.port, "/", timeout=10).status if server.running() else None
    note(f"limits: {connections} idle connections under RLIMIT_NOFILE {descriptors}: "
         f"{'alive' if found.alive else 'died'}, GET / meanwhile in {found.waited:.1f} s")
    return server, found


def test_descriptors_server_survives(crowd):
    """600 idle connections under RLIMIT_NOFILE 512 do not crash the server."""
    server, found = crowd
    assert found.alive_while_full and found.alive and found.after is not None, \
        f"600 idle connections under RLIMIT_NOFILE 512: the server died (exit {server.process.poll()}):\n" \
        f"{server.transcript()}"


def test_descriptors_answers_meanwhile(crowd):
    _, found = crowd
    assert found.during == 200, f"GET / while 600 idle connections were open: {found.during}, expected 200"


def test_descriptors_answers_after(crowd):
    _, found = crowd
    assert found.after == 200, f"GET / after the idle connections closed: {found.after}, expected 200"
