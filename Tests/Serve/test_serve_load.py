"""Load: 200 concurrent clients, each fetching pages, CSS and JS 5 times (half on one kept-alive
connection, half a connection per request): every answer is right, every request answered, and the
server still answers afterwards. The full tier only.
"""
import re
import threading
import time

import pytest

from serving import CLIENT_TAG, GALLERY, Connection, fetch, listing, note, served_page

pytestmark = pytest.mark.full

CLIENTS, ROUNDS = 200, 5


class Load:
    def __init__(self):
        self.errors, self.answered, self.spent = [], 0, 0.0


@pytest.fixture(scope="module")
def served(module_servers):
    site = module_servers.site(GALLERY, "load")
    return site, module_servers.serve(site)


@pytest.fixture(scope="module")
def load(served):
    site, server = served
    port = server.port
    version = int(CLIENT_TAG.search(fetch(port, "/").body).group(1))
    expected = {}
    # Alice's initials avatar, as the page links it.
    avatar = re.search(rb'src="(assets/avatar-[^"]+)" alt="Alice"', (site.output / "characters.html").read_bytes())
    assert avatar, "characters.html links no avatar for Alice"
    for target, file in (("/", "index.html"), ("/explorer.html", None), ("/characters.html", None),
                         ("/layouts.html", None), ("/trellis.css", None), ("/trellis.js", None),
                         ("/" + avatar.group(1).decode(), None)):
        data = (site.output / (file or target[1:])).read_bytes()
        expected[target] = served_page(data, version) if (file or target).endswith(".html") else data
    expected["/_trellis/live.js"] = fetch(port, "/_trellis/live.js").body
    targets = sorted(expected)
    found, lock = Load(), threading.Lock()
    barrier = threading.Barrier(CLIENTS)

    def work(number):
        mine = [targets[(number + i) % len(targets)] for i in range(ROUNDS)]
        try:
            barrier.wait(20)
            keep = number % 2 == 0  # half on one kept-alive connection, half a connection per request
            connection = Connection(port, timeout=30) if keep else None
            for target in mine:
                answer = connection.fetch(target) if keep else fetch(port, target, timeout=30)
                if answer.status != 200 or answer.body != expected[target]:
                    with lock:
                        found.errors.append(f"client {number}: GET {target}: {answer.status}, {len(answer.body)} "
                                            f"bytes (expected 200, {len(expected[target])} bytes as served)")
                with lock:
                    found.answered += 1
            if connection:
                connection.close()
        except Exception as error:  # noqa: BLE001 - every error is a failure to report
            with lock:
                found.errors.append(f"client {number}: {type(error).__name__}: {error}")

    threads = [threading.Thread(target=work, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    began = time.monotonic()
    for thread in threads:
        thread.join(60)
    found.spent = time.monotonic() - began
    note(f"load: {CLIENTS} clients x {ROUNDS} requests: {found.answered} in {found.spent:.2f} s, "
         f"{found.answered / found.spent:.0f} requests/s, {len(found.errors)} errors")
    return found


def test_every_answer_right(load):
    assert not load.errors, f"{len(load.errors)} wrong answers or errors:\n{listing(load.errors, 20)}"


def test_every_request_answered(load):
    assert load.answered == CLIENTS * ROUNDS, f"{load.answered} of {CLIENTS * ROUNDS} requests answered"


def test_answers_after_load(served, load):
    _, server = served
    answer = fetch(server.port, "/")
    assert answer.status == 200, f"GET / after the load: {answer.status}, expected 200"
