"""What `trellis serve` answers over HTTP: every file of the gallery's output (and one of an unknown
type) with its status, Content-Type, nosniff, no-cache, Content-Security-Policy, Content-Length,
ETag and 304, HEAD; the client tag in pages (and nothing else changed); 301 for directories, 404,
405; the client script and the event stream; several requests on one kept-alive connection.

One server for the module. `answers` fetches every file once (GET, HEAD, If-None-Match with its
ETag and with another); each test checks one thing of every answer and lists every file that is
wrong, not only the first.
"""
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from serving import (CLIENT_TAG, CONTENT_TYPES, GALLERY, Connection, EventClient, fetch, hello_version, listing,
                     note, page_problems, tag_count_problem, tag_place_problem, untagged_problem)


@pytest.fixture(scope="module")
def served(module_servers):
    site = module_servers.site(GALLERY, "http")
    server = module_servers.serve(site)
    (site.output / "notes.xyz").write_bytes(b"\x00\x01 not a known type")
    return site, server


class Answers:
    """A file of the output and what the server answered for it."""

    def __init__(self, port, output, path):
        self.path, self.name = path, str(path.relative_to(output))
        self.target = "/" + self.name
        self.disk = path.read_bytes()
        self.get = fetch(port, self.target)
        self.etag = self.get.header("etag") or ""
        ok = self.get.status == 200
        self.head = fetch(port, self.target, "HEAD") if ok else None
        self.strong = bool(re.fullmatch(r'"[^"]+"', self.etag))
        self.cached = fetch(port, self.target, headers={"If-None-Match": self.etag}) if ok and self.strong else None
        self.other = fetch(port, self.target, headers={"If-None-Match": '"not-the-tag"'}) if ok else None


@pytest.fixture(scope="module")
def answers(served):
    site, server = served
    files = sorted(p for p in site.output.rglob("*") if p.is_file() and not p.name.startswith("."))
    with ThreadPoolExecutor(4) as pool:  # four clients at a time: the same answers, sooner
        found = list(pool.map(lambda path: Answers(server.port, site.output, path), files))
    note(f"http: {len(found)} files x GET, HEAD, If-None-Match")
    return found


def ok_answers(answers):
    """The answers that are 200 (test_status_200 reports the others)."""
    return [a for a in answers if a.get.status == 200]


def problems_message(what, problems, total):
    return f"{what}: {len(problems)} of {total} files wrong:\n{listing(problems)}"


def test_every_file_served(answers):
    assert len(answers) > 1000, f"{len(answers)} files in the gallery's output, expected more than 1000"


def test_status_200(answers):
    problems = [f"GET {a.target}: {a.get.status}, expected 200" for a in answers if a.get.status != 200]
    assert not problems, problems_message("status", problems, len(answers))


@pytest.mark.parametrize("header", ["content-type", "x-content-type-options", "cache-control", "content-length"])
def test_header(answers, header):
    """Content-Type by extension (application/octet-stream if unknown), nosniff, no-cache, the length."""
    problems = []
    for a in ok_answers(answers):
        expected = {"content-type": CONTENT_TYPES.get(a.path.suffix, "application/octet-stream"),
                    "x-content-type-options": "nosniff", "cache-control": "no-cache",
                    "content-length": str(len(a.get.body))}[header]
        if a.get.header(header) != expected:
            problems.append(f"GET {a.target}: {header} is {a.get.header(header)!r}, expected {expected!r}")
    assert not problems, problems_message(header, problems, len(answers))


def test_content_security_policy(answers):
    problems = []
    for a in ok_answers(answers):
        policy = a.get.header("content-security-policy") or ""
        if "script-src 'self'" not in policy or "'unsafe-inline'; img-src" not in policy:
            problems.append(f"GET {a.target}: content-security-policy is {policy!r}, expected script-src 'self' "
                            f"and style-src ... 'unsafe-inline'; img-src ...")
    assert not problems, problems_message("content-security-policy", problems, len(answers))


def pages(answers):
    return [a for a in ok_answers(answers) if a.path.suffix == ".html"]


def test_pages_carry_one_client_tag(answers):
    problems = [p for a in pages(answers) if (p := tag_count_problem(f"GET {a.target}", a.get.body))]
    assert not problems, problems_message("client tag", problems, len(pages(answers)))


def test_client_tag_before_head_end(answers):
    problems = [p for a in pages(answers) if (p := tag_place_problem(f"GET {a.target}", a.get.body))]
    assert not problems, problems_message("client tag place", problems, len(pages(answers)))


def test_pages_otherwise_as_written(answers):
    problems = [p for a in pages(answers) if (p := untagged_problem(f"GET {a.target}", a.get.body, a.disk))]
    assert not problems, problems_message("page bytes", problems, len(pages(answers)))


def test_other_files_as_written(answers):
    problems = [f"GET {a.target}: {len(a.get.body)} bytes that differ from the file's {len(a.disk)}"
                for a in ok_answers(answers) if a.path.suffix != ".html" and a.get.body != a.disk]
    assert not problems, problems_message("bytes", problems, len(answers))


def test_etag_strong(answers):
    problems = [f"GET {a.target}: ETag {a.etag!r} is not a strong entity tag" for a in ok_answers(answers)
                if not a.strong]
    assert not problems, problems_message("ETag", problems, len(answers))


def test_head_same_as_get(answers):
    problems = []
    for a in ok_answers(answers):
        same = {k: v for k, v in a.get.headers.items() if k != "date"}
        head = {k: v for k, v in a.head.headers.items() if k != "date"}
        if a.head.status != 200 or a.head.body or head != same:
            problems.append(f"HEAD {a.target}: {a.head.status}, {len(a.head.body)} body bytes, headers {head} "
                            f"(GET: {same})")
    assert not problems, problems_message("HEAD", problems, len(answers))


def test_if_none_match_304(answers):
    problems = []
    for a in ok_answers(answers):
        if a.cached and (a.cached.status != 304 or a.cached.body or a.cached.header("etag") != a.etag):
            problems.append(f"GET {a.target} If-None-Match {a.etag}: {a.cached.status}, {len(a.cached.body)} bytes, "
                            f"ETag {a.cached.header('etag')!r}; expected 304, no body, the same ETag")
    assert not problems, problems_message("If-None-Match", problems, len(answers))


def test_if_none_match_other_tag_200(answers):
    problems = [f"GET {a.target} If-None-Match another tag: {a.other.status}, expected 200"
                for a in ok_answers(answers) if a.other.status != 200]
    assert not problems, problems_message("If-None-Match another tag", problems, len(answers))


# --- Routes ---------------------------------------------------------------------------------------

def test_root_is_index(served):
    site, server = served
    root = fetch(server.port, "/")
    assert root.status == 200, f"GET /: {root.status}, expected 200"
    problems = page_problems("GET /", root.body, (site.output / "index.html").read_bytes())
    assert not problems, "GET / is not index.html with the client tag:\n" + listing(problems)


def test_query_ignored(served):
    site, server = served
    query = fetch(server.port, "/trellis.css?v=7")
    assert (query.status, query.body == (site.output / "trellis.css").read_bytes()) == (200, True), \
        f"GET /trellis.css?v=7: {query.status}, {len(query.body)} bytes; expected 200 with the stylesheet"


def test_directory_redirected(served):
    _, server = served
    redirect = fetch(server.port, "/assets")
    assert (redirect.status, redirect.header("location")) == (301, "/assets/"), \
        f"GET /assets: {redirect.status} Location {redirect.header('location')!r}, expected 301 to /assets/"


def test_directory_not_listed(served):
    _, server = served
    listing_ = fetch(server.port, "/assets/")
    assert listing_.status == 404, f"GET /assets/ (no index.html): {listing_.status}, expected 404 (no listing)"


def test_page_without_extension(served):
    """A page without its extension, as static hosts serve it."""
    _, server = served
    bare = fetch(server.port, "/explorer")
    assert bare.status == 200 and (bare.header("content-type") or "").startswith("text/html") \
        and b"<title>Emoji Explorer" in bare.body, \
        f"GET /explorer: {bare.status} {bare.header('content-type')!r}, expected explorer.html"


def test_not_found_page(served):
    """Not found: an HTML page that also carries the client tag."""
    _, server = served
    problems = []
    for target in ("/no-such-page.html", "/assets/nothing.svg", "/no/such/dir/"):
        missing = fetch(server.port, target)
        if missing.status != 404 or not (missing.header("content-type") or "").startswith("text/html") \
                or not CLIENT_TAG.search(missing.body):
            problems.append(f"GET {target}: {missing.status} {missing.header('content-type')!r}, client tag "
                            f"{bool(CLIENT_TAG.search(missing.body))}; expected a 404 HTML page with the tag")
    assert not problems, "not found:\n" + listing(problems)


def test_head_not_found(served):
    _, server = served
    missing = fetch(server.port, "/no-such-page.html", "HEAD")
    assert (missing.status, len(missing.body)) == (404, 0), \
        f"HEAD /no-such-page.html: {missing.status}, {len(missing.body)} bytes; expected 404 without a body"


def test_only_get_and_head(served):
    _, server = served
    problems = []
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"):
        for target in ("/", "/explorer.html", "/_trellis/events"):
            answer = fetch(server.port, target, method, headers={"Content-Length": "0"})
            if answer.status != 405 or answer.header("allow") != "GET, HEAD":
                problems.append(f"{method} {target}: {answer.status}, Allow {answer.header('allow')!r}; "
                                f"expected 405 with Allow: GET, HEAD")
    assert not problems, "methods:\n" + listing(problems)


# --- The client and the event stream --------------------------------------------------------------

def test_client_script(served):
    _, server = served
    client = fetch(server.port, "/_trellis/live.js")
    found = (client.status, client.header("content-type"), b"/_trellis/events" in client.body,
             client.header("x-content-type-options"))
    assert found == (200, CONTENT_TYPES[".js"], True, "nosniff"), \
        f"GET /_trellis/live.js: (status, type, names /_trellis/events, nosniff) {found}, {len(client.body)} bytes"


def test_client_script_304(served):
    _, server = served
    etag = fetch(server.port, "/_trellis/live.js").header("etag")
    answer = fetch(server.port, "/_trellis/live.js", headers={"If-None-Match": etag})
    assert answer.status == 304, f"GET /_trellis/live.js with its ETag {etag!r}: {answer.status}, expected 304"


@pytest.fixture(scope="module")
def events(served):
    """What a client of /_trellis/events hears first: (the client, hello's version, what is wrong with it)."""
    _, server = served
    client = EventClient(server.port)
    version, problems = hello_version(client, "events")
    client.close()
    return client, version, problems


def test_event_stream_hello(events):
    _, _, problems = events
    assert not problems, "\n".join(problems)


def test_event_stream_content_type(events):
    client, _, _ = events
    content_type = client.headers.get("content-type", "")
    assert client.status == 200 and content_type.startswith("text/event-stream"), \
        f"GET /_trellis/events: {client.status} {content_type!r}, expected 200 text/event-stream"


def test_hello_version_is_pages_version(events, answers):
    _, hello, _ = events
    assert hello is not None, "no version in hello (test_event_stream_hello says why)"
    versions = {int(m.group(1)) for a in pages(answers) if (m := CLIENT_TAG.search(a.get.body))}
    note(f"http: version {hello}")
    assert versions == {hello}, f"hello version {hello}, pages carry data-version={sorted(versions)}"


def test_requests_on_one_connection(served):
    site, server = served
    connection = Connection(server.port)
    answers = [connection.fetch(t, m) for t, m in (("/", "GET"), ("/trellis.css", "HEAD"),
                                                  ("/missing", "GET"), ("/trellis.js", "GET"))]
    connection.close()
    assert [a.status for a in answers] == [200, 200, 404, 200], \
        f"4 requests on one connection: {answers}, expected 200, 200, 404, 200"
    assert answers[3].body == (site.output / "trellis.js").read_bytes(), \
        "the fourth request on one connection did not get trellis.js as written"
