"""Shutdown: SIGINT and SIGTERM with event-stream clients connected (5 reading, one that never reads
and has patches piling up unread): `trellis: stopped`, exit 0 within 5 s, every stream closed, the
port closed. The full tier only.

Each signal stops a server of its own once; the tests check one thing each of what came of it.
"""
import signal

import pytest

from serving import GALLERY, HAPPY, EventClient, can_connect, hello_version, listing, note

pytestmark = pytest.mark.full


class Stop:
    def __init__(self, server):
        self.server = server
        self.hello, self.open = [], []
        self.code, self.seconds, self.lines = None, 0.0, []


@pytest.fixture(scope="module", params=[signal.SIGINT, signal.SIGTERM], ids=lambda sig: sig.name)
def stopped(request, module_servers):
    sig = request.param
    site = module_servers.site(GALLERY, f"shutdown-{sig.name}")
    server = module_servers.serve(site)
    found = Stop(server)
    clients = [EventClient(server.port) for _ in range(5)]
    stalled = EventClient(server.port, read=False, receive_buffer=2048)
    try:
        for number, client in enumerate(clients):
            found.hello += hello_version(client, f"{sig.name} client {number}")[1]
        for round_ in range(1, 4):  # patches pile up unread at the stalled client
            old = HAPPY if round_ == 1 else HAPPY.replace("Happy", f"Stop{round_ - 1}")
            since = clients[0].count()
            site.replace("emoji.json", old, HAPPY.replace("Happy", f"Stop{round_}"))
            clients[0].wait("patch", since, 5)
        found.code, found.seconds = server.stop(sig, timeout=5)
        found.lines = [text for _, stream, text in server.lines if stream == "out"]
        found.open = [f"event-stream client {number} still open after the server stopped"
                      for number, client in enumerate(clients) if not client.wait_eof(2)]
    finally:
        stalled.close()
        for client in clients:
            client.close()
    note(f"shutdown: {sig.name} exit {found.code} in {found.seconds * 1000:.0f} ms")
    return sig, found


def test_clients_hear_hello(stopped):
    _, found = stopped
    assert not found.hello, listing(found.hello)


def test_exit_zero_promptly(stopped):
    sig, found = stopped
    assert found.code == 0 and found.seconds <= 5, \
        f"{sig.name} with 6 event-stream clients: exit {found.code} after {found.seconds:.1f} s, expected 0 within " \
        f"5 s:\n{found.server.transcript()}"


def test_last_line_stopped(stopped):
    sig, found = stopped
    assert found.lines[-1:] == ["trellis: stopped"], \
        f"{sig.name}: the last line is {found.lines[-1:]!r}, expected 'trellis: stopped'"


def test_streams_closed(stopped):
    _, found = stopped
    assert not found.open, listing(found.open)


def test_port_closed(stopped):
    sig, found = stopped
    assert not can_connect("127.0.0.1", found.server.port), \
        f"{sig.name}: port {found.server.port} still accepts connections after the server stopped"
