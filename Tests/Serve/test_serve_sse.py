"""Event-stream clients that go away: 20 clients (a quarter on ::1 where there is IPv6), half of them
dropped (5 with FIN, 5 with RST), plus two that never read, one that leaves mid-request and one
that never finishes its request line: the other 10 get every patch of 3 edits, the pages are served
after each, a new client still hears hello, and the streams hold nothing but events. The full tier
only.

The scenario runs once for the module; the tests check one thing each of what it saw.
"""
import socket
import time

import pytest

from serving import GALLERY, HAPPY, EventClient, fetch, hello_version, listing, note

pytestmark = pytest.mark.full

ROUNDS = (1, 2, 3)


class Drops:
    def __init__(self):
        self.hello, self.missed, self.pages, self.late, self.dirty = [], [], [], [], []
        self.latencies = []


@pytest.fixture(scope="module")
def drops(module_servers, ipv6):
    site = module_servers.site(GALLERY, "sse")
    server = module_servers.serve(site)
    found = Drops()
    clients = [EventClient(server.port, host="::1" if ipv6 and i % 4 == 3 else "127.0.0.1") for i in range(20)]
    stalled = [EventClient(server.port, read=False, receive_buffer=2048) for _ in range(2)]
    for number, client in enumerate(clients):
        found.hello += hello_version(client, f"client {number}")[1]
    dropped, kept = clients[:10], clients[10:]
    for number, client in enumerate(dropped):
        client.close("rst" if number % 2 else "fin")
    # A client that goes mid-request, another that never finishes its request line.
    with socket.create_connection(("127.0.0.1", server.port)) as sock:
        sock.sendall(b"GET /_trellis/eve")
    half = socket.create_connection(("127.0.0.1", server.port))
    half.sendall(b"GET /_trellis/events HTTP/1.1\r\nHost: x\r\n")
    time.sleep(0.2)
    try:
        for round_ in ROUNDS:
            since = [client.count() for client in kept]
            began = time.monotonic()
            site.replace("emoji.json", HAPPY if round_ == 1 else HAPPY.replace("Happy", f"Round{round_ - 1}"),
                         HAPPY.replace("Happy", f"Round{round_}"))
            for number, (client, start) in enumerate(zip(kept, since)):
                event = client.wait("patch", start, 5)
                if not event or f"Round{round_}" not in event.data:
                    found.missed.append(f"edit {round_}: remaining client {number} got {event!r} "
                                        f"(eof {client.eof}, error {client.error})")
                else:
                    found.latencies.append((event.when - began) * 1000)
            answer = fetch(server.port, "/explorer.html")
            if answer.status != 200 or f"Round{round_}".encode() not in answer.body:
                found.pages.append(f"edit {round_}: GET /explorer.html afterwards: {answer.status}, "
                                   f"Round{round_} {'not ' * (f'Round{round_}'.encode() not in answer.body)}in it")
        late = EventClient(server.port)
        found.late = hello_version(late, "a client after the drops")[1]
        late.close()
    finally:
        half.close()
        for client in kept + stalled:
            client.close("fin")
    found.dirty = [f"client {number}: read {client.garbage[:3]} / {client.error}" for number, client in
                   enumerate(kept) if client.garbage or client.error]
    note(f"sse: 10 of 20 dropped (5 FIN, 5 RST), 2 stalled, 2 half requests"
         + (f"; edit to patch max {max(found.latencies):.0f} ms" if found.latencies else ""))
    return found


def test_every_client_hears_hello(drops):
    assert not drops.hello, listing(drops.hello)


def test_remaining_clients_get_every_patch(drops):
    assert not drops.missed, f"of 10 remaining clients x {len(ROUNDS)} edits:\n{listing(drops.missed)}"


def test_pages_served_after_each_edit(drops):
    assert not drops.pages, listing(drops.pages)


def test_new_client_after_drops(drops):
    assert not drops.late, listing(drops.late)


def test_streams_hold_only_events(drops):
    assert not drops.dirty, f"remaining clients read something else than events, or failed:\n{listing(drops.dirty)}"
