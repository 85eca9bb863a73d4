"""The machinery of the `trellis serve` end-to-end suite: the real binary, driven as a black box over
real sockets.

A `Server` is a running `trellis serve --port 0` and its output lines; a `Site` is a copy of a site to
edit (the bundled gallery in Data/, or Tests/Fixtures/site/) and the folder it is served to;
`Servers` starts them and kills whatever is still running when a fixture ends. HTTP is spoken over
raw sockets (`fetch`, `Connection`, `Reader`), so that a request target is sent exactly as given;
`EventClient` reads /_trellis/events on a thread of its own. `Scenarios` runs a scenario once, the
first time a test asks for it, so that each test checks one thing of what it saw.

The fixtures are in conftest.py next to this file; the tests in test_serve_*.py.
"""
import json
import os
import re
import resource
import select
import shutil
import signal
import socket
import struct
import subprocess
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GALLERY = ROOT / "Data"
FIXTURE = ROOT / "Tests/Fixtures/site"

# The client tag the server puts before a page's </head> (the newline after it is the server's).
CLIENT_TAG = re.compile(rb'<script src="/_trellis/live\.js" data-version="(\d+)" defer="defer"></script>\n?')
LOCATED = re.compile(r"^(.+):(\d+):(\d+): error: (.+)$")
REBUILT = re.compile(r"^trellis: rebuilt in ([\d.]+) ms \([^)]*\): (.*)$")
LAST_GOOD = re.compile(r"^trellis: the last good build is still served$")
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml"}
HAPPY = '{"text": "😀", "title": "Happy",'

# Figures worth a look (latencies, rebuild counts, requests per second), printed at the end of the
# run by conftest.py's pytest_terminal_summary: one line per module (and watcher), the key a note
# starts with ("live[poll] title: ...", "http: ...").
FIGURES = {}


def note(text):
    key, rest = re.match(r"^([\w-]+(?:\[[^\]]*\])?):? (.*)$", text).groups()
    FIGURES.setdefault(key, []).append(rest)


# --- Processes ------------------------------------------------------------------------------------

class ServeFailed(Exception):
    pass


# With util-linux's setpriv a server gets SIGKILL when the test process dies, even by SIGKILL (a CI
# timeout): no server outlives the run. Fixtures stop them in any case (Servers.close).
SETPRIV = shutil.which("setpriv")


class Server:
    """A running `trellis serve`, its output lines (time, stream, text) and its port."""
    SERVING = re.compile(r"^trellis: serving (.+)/ at (http://\S+/)(?: and (http://\S+/))?; watching (.+)/ "
                         r"\(Ctrl-C stops\)$")

    def __init__(self, binary, site, output, host=None, port="0", wait=True, options=(), descriptors=None,
                 watcher="inotify"):
        """`watcher`: "inotify" (the system's notifications, the default) or "poll" (`--poll`);
        `options`: more arguments; `descriptors`: the server's RLIMIT_NOFILE (soft and hard), if given."""
        command = [binary, "serve", "--site", str(site), "--output", str(output), "--port", str(port)]
        command += ["--poll"] if watcher == "poll" else []
        command += list(options)
        if host:
            command += ["--host", host]
        self.command = command
        self.site, self.output = Path(site), Path(output)
        self.lines = []
        self.ended = 0
        self.changed = threading.Condition()
        self.started = time.monotonic()
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))) \
            if descriptors else None
        launch = [SETPRIV, "--pdeathsig", "KILL", "--"] + command if SETPRIV else command
        self.process = subprocess.Popen(launch, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, preexec_fn=limit)
        for stream, name in ((self.process.stdout, "out"), (self.process.stderr, "err")):
            threading.Thread(target=self._read, args=(stream, name), daemon=True).start()
        self.port, self.urls = None, []
        if wait:
            found = self.wait_for(self.SERVING, timeout=20)
            if not found:
                self.kill()
                raise ServeFailed(f"`{' '.join(command)}` did not start serving:\n{self.transcript()}")
            match = found[1]
            self.urls = [url for url in match.group(2, 3) if url]
            self.port = int(re.search(r":(\d+)/$", self.urls[0]).group(1))

    def _read(self, stream, name):
        for raw in iter(stream.readline, b""):
            with self.changed:
                self.lines.append((time.monotonic(), name, raw.decode("utf-8", "replace").rstrip("\n")))
                self.changed.notify_all()
        with self.changed:
            self.ended += 1
            self.changed.notify_all()

    def mark(self):
        with self.changed:
            return len(self.lines)

    def matching(self, pattern, since=0, stream="out"):
        pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
        with self.changed:
            lines = self.lines[since:]
        return [(when, m) for when, name, text in lines if name == stream and (m := pattern.search(text))]

    def wait_for(self, pattern, since=0, stream="out", timeout=5.0):
        """The first (time, match) of a line matching `pattern` from line `since` on, or None."""
        pattern = re.compile(pattern) if isinstance(pattern, str) else pattern
        deadline = time.monotonic() + timeout
        with self.changed:
            while True:
                for when, name, text in self.lines[since:]:
                    if name == stream and (m := pattern.search(text)):
                        return when, m
                left = deadline - time.monotonic()
                if left <= 0 or self.ended == 2:
                    return None
                self.changed.wait(left)

    def quiet(self, since, pattern=REBUILT, calm=0.6, timeout=5.0):
        """Waits until no line matching `pattern` has come for `calm` seconds (counted from the call at
        the earliest); how many came since line `since`."""
        began = time.monotonic()
        while time.monotonic() < began + timeout:
            found = self.matching(pattern, since)
            if time.monotonic() - max(found[-1][0] if found else began, began) >= calm:
                return len(found)
            time.sleep(0.05)
        return len(self.matching(pattern, since))

    def transcript(self, since=0):
        with self.changed:
            return "\n".join(f"    {name}: {text}" for _, name, text in self.lines[since:])

    def errors(self):
        """What the server wrote to standard error."""
        with self.changed:
            return "\n".join(text for _, stream, text in self.lines if stream == "err")

    def running(self):
        return self.process.poll() is None

    def stop(self, sig=signal.SIGINT, timeout=5.0):
        """Sends `sig`; (exit status or None if it did not stop, seconds taken)."""
        began = time.monotonic()
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            return None, time.monotonic() - began
        self.drained()  # the last lines
        return code, time.monotonic() - began

    def drained(self, timeout=2.0):
        """Waits until both output streams have ended (the process has exited)."""
        with self.changed:
            return self.changed.wait_for(lambda: self.ended == 2, timeout)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def run_build(binary, site, output):
    """`trellis build` of `site` into `output` (emptied first)."""
    shutil.rmtree(output, ignore_errors=True)
    result = subprocess.run([binary, "build", "--site", str(site), "--output", str(output)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise ServeFailed(f"trellis build --site {site} failed:\n{result.stderr}")


# --- Sites and directories ------------------------------------------------------------------------

class Site:
    """A copy of a site to edit, and where it is served to."""

    def __init__(self, binary, root, source, name, folders=()):
        self.binary = binary
        self.base = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=root))
        self.directory = self.base / "site"
        self.output = self.base / "out"
        shutil.copytree(source, self.directory)
        for folder in folders:  # e.g. Templates/ and images/, which the gallery lacks
            (self.directory / folder).mkdir(exist_ok=True)

    def path(self, name):
        return self.directory / name

    def read(self, name):
        return self.path(name).read_text(encoding="utf-8")

    def write(self, name, text, atomic=False):
        path = self.path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        if atomic:  # as many editors save: a new file renamed over the old one
            staging = path.with_name(f".{path.name}.saving")
            staging.write_text(text, encoding="utf-8")
            os.replace(staging, path)
        else:
            path.write_text(text, encoding="utf-8")

    def replace(self, name, old, new, atomic=False):
        text = self.read(name)
        if text.count(old) != 1:
            raise ServeFailed(f"{self.path(name)} holds {old!r} {text.count(old)} times, not once")
        self.write(name, text.replace(old, new), atomic)

    def fresh_build_differences(self):
        """How the served output differs from a `trellis build` of the site as it is now."""
        fresh = self.base / "fresh"
        run_build(self.binary, self.directory, fresh)
        return tree_differences(tree(self.output), tree(fresh), "served output", "fresh build")


class Servers:
    """Starts servers on copies of sites below `root`; `close` stops each one still running (SIGINT,
    then SIGKILL if it has not stopped within 5 s). The `serve` and `serve_module` fixtures hold one."""

    def __init__(self, binary, root):
        self.binary, self.root = binary, root
        self.started = []

    def site(self, source, name, folders=()):
        """A fresh copy of the site in `source`."""
        return Site(self.binary, self.root, source, name, folders)

    def serve(self, site, **options):
        """`trellis serve --port 0` of `site` into its output; the options are Server's."""
        server = Server(self.binary, site.directory, site.output, **options)
        self.started.append(server)
        return server

    def close(self):
        for server in self.started:
            if server.running():
                code, _ = server.stop()
                if code is None:
                    server.kill()
        self.started = []


def tree(directory):
    """Every file below `directory` (hidden ones too): relative path -> bytes."""
    files = {}
    for path in sorted(Path(directory).rglob("*")):
        if path.is_file() or path.is_symlink():
            files[str(path.relative_to(directory))] = path.read_bytes() if path.exists() else b"<dangling link>"
    return files


def tree_differences(found, expected, found_name, expected_name):
    lines = []
    for name in sorted(set(found) | set(expected)):
        if name not in found:
            lines.append(f"{name}: in the {expected_name}, not in the {found_name}")
        elif name not in expected:
            lines.append(f"{name}: in the {found_name}, not in the {expected_name}")
        elif found[name] != expected[name]:
            a, b = found[name], expected[name]
            at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            lines.append(f"{name}: differs at byte {at} ({found_name} {len(a)} bytes {a[at:at + 40]!r}, "
                         f"{expected_name} {len(b)} bytes {b[at:at + 40]!r})")
    return lines


def listing(lines, limit=40):
    """Lines of differences for an assertion message, at most `limit` of them."""
    shown = [f"  {line}" for line in lines[:limit]]
    if len(lines) > limit:
        shown.append(f"  ... and {len(lines) - limit} more")
    return "\n".join(shown)


def sections_of(page):
    """A page's sections (the children of .t-sections): id -> canonical XML of the section."""
    document = ElementTree.fromstring(re.sub(rb"^<!DOCTYPE[^>]*>", b"", page))
    ns = "{http://www.w3.org/1999/xhtml}"
    for element in document.iter(f"{ns}div"):
        if "t-sections" in element.get("class", "").split():
            # A section, or a readable-width wrapper (div.t-readable) around one.
            units = [child if child.tag == f"{ns}section" else child.find(f"{ns}section") for child in element]
            return {unit.get("id"): ElementTree.tostring(unit) for unit in units if unit is not None}
    return {}


def section_ids(page):
    return list(sections_of(page))


def located(text, path, line, column):
    return f"{path}:{line}:{column}: error:" in text


def column_of(line_text, needle):
    """The 1-based column (in Unicode scalars) where `needle` starts on the line."""
    return line_text.index(needle) + 1


def line_of(text, needle):
    for number, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return number, line
    raise ServeFailed(f"{needle!r} is on no line")


# --- HTTP over raw sockets ------------------------------------------------------------------------

class Reader:
    def __init__(self, sock):
        self.sock, self.buffer = sock, b""

    def more(self):
        data = self.sock.recv(65536)
        if not data:
            raise EOFError("the connection closed")
        self.buffer += data

    def until(self, marker):
        while marker not in self.buffer:
            self.more()
        found, _, self.buffer = self.buffer.partition(marker)
        return found

    def exactly(self, count):
        while len(self.buffer) < count:
            self.more()
        found, self.buffer = self.buffer[:count], self.buffer[count:]
        return found

    def rest(self):
        try:
            while True:
                self.more()
        except EOFError:
            pass
        found, self.buffer = self.buffer, b""
        return found


class Response:
    def __init__(self, status, reason, headers, body):
        self.status, self.reason, self.headers, self.body = status, reason, headers, body

    def header(self, name):
        return self.headers.get(name.lower())

    def __repr__(self):
        return f"<{self.status} {self.reason} {len(self.body)} bytes>"


def read_head(reader):
    head = reader.until(b"\r\n\r\n").decode("latin-1").split("\r\n")
    _, status, reason = (head[0].split(" ", 2) + [""])[:3]
    headers = {}
    for line in head[1:]:
        name, _, value = line.partition(":")
        name = name.strip().lower()
        headers[name] = f"{headers[name]}, {value.strip()}" if name in headers else value.strip()
    return int(status), reason, headers


def read_response(reader, method):
    status, reason, headers = read_head(reader)
    if method == "HEAD" or status in (204, 304) or status < 200:
        body = b""
    elif "chunked" in headers.get("transfer-encoding", "").lower():
        body = b""
        while True:
            size = int(reader.until(b"\r\n").split(b";")[0], 16)
            if size == 0:
                reader.until(b"\r\n")
                break
            body += reader.exactly(size)
            reader.exactly(2)
    elif "content-length" in headers:
        body = reader.exactly(int(headers["content-length"]))
    else:
        body = reader.rest()
    return Response(status, reason, headers, body)


def request_bytes(method, target, port, headers=None, close=True):
    target = target if isinstance(target, bytes) else target.encode("utf-8")
    lines = [method.encode() + b" " + target + b" HTTP/1.1", f"Host: localhost:{port}".encode()]
    if close:
        lines.append(b"Connection: close")
    lines += [f"{name}: {value}".encode() for name, value in (headers or {}).items()]
    return b"\r\n".join(lines) + b"\r\n\r\n"


def fetch(port, target, method="GET", headers=None, host="127.0.0.1", timeout=10):
    """One request on its own connection, the target sent exactly as given."""
    with socket.create_connection((host, port), timeout) as sock:
        sock.sendall(request_bytes(method, target, port, headers))
        return read_response(Reader(sock), method)


class Connection:
    """A kept-alive connection: several requests, one after the other."""

    def __init__(self, port, host="127.0.0.1", timeout=10):
        self.port = port
        self.sock = socket.create_connection((host, port), timeout)
        self.reader = Reader(self.sock)

    def fetch(self, target, method="GET", headers=None):
        self.sock.sendall(request_bytes(method, target, self.port, headers, close=False))
        return read_response(self.reader, method)

    def close(self):
        self.sock.close()


def can_connect(host, port):
    try:
        with socket.create_connection((host, port), 2):
            return True
    except OSError:
        return False


def ipv6_loopback():
    """Whether ::1 can be bound here (some containers have no IPv6 loopback)."""
    if not socket.has_ipv6:
        return False
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as sock:
            sock.bind(("::1", 0))
        return True
    except OSError:
        return False


def closed_within(sock, timeout):
    """Seconds until the server closed `sock` (EOF or reset), reading and dropping what comes; None if
    it is still open after `timeout` (0: looks once)."""
    began = time.monotonic()
    while True:
        left = max(0.0, began + timeout - time.monotonic())
        readable, _, _ = select.select([sock], [], [], left)
        if readable:
            try:
                if not sock.recv(65536):
                    return time.monotonic() - began
            except OSError:
                return time.monotonic() - began
        elif left <= 0:
            return None


# --- Served pages ---------------------------------------------------------------------------------

def served_page(file_bytes, version):
    """What the server should send for a page: the client tag before </head>."""
    tag = f'<script src="/_trellis/live.js" data-version="{version}" defer="defer"></script>\n'.encode()
    at = file_bytes.find(b"</head>")
    return file_bytes[:at] + tag + file_bytes[at:]


def client_tags(body):
    return list(CLIENT_TAG.finditer(body))


def tag_count_problem(name, body):
    """A served page carries the client tag exactly once."""
    count = len(client_tags(body))
    return None if count == 1 else f"{name}: {count} client tags in the served page, expected 1"


def tag_place_problem(name, body):
    """The client tag is right before the first </head>."""
    tags = client_tags(body)
    if len(tags) != 1:
        return None  # tag_count_problem says so
    tag = tags[0]
    if body[tag.end():].startswith(b"</head>") and body.find(b"</head>") == tag.end():
        return None
    return f"{name}: the client tag is not right before the first </head>: {body[tag.start() - 20:tag.end() + 20]!r}"


def untagged_problem(name, body, file_bytes):
    """Without the client tag, the served page is the file as written."""
    tags = client_tags(body)
    if len(tags) != 1:
        return None  # tag_count_problem says so
    tag = tags[0]
    if body[:tag.start()] + body[tag.end():] == file_bytes:
        return None
    return (f"{name}: the served page, without the client tag, differs from the file "
            f"({len(body) - (tag.end() - tag.start())} vs {len(file_bytes)} bytes)")


def page_problems(name, body, file_bytes):
    """What is wrong with a served page: the client tag once, right before </head>, nothing else changed."""
    found = [tag_count_problem(name, body), tag_place_problem(name, body), untagged_problem(name, body, file_bytes)]
    return [problem for problem in found if problem]


# --- Server-Sent Events ---------------------------------------------------------------------------

class Event:
    def __init__(self, when, name, data):
        self.when, self.name, self.data = when, name, data
        try:
            self.json = json.loads(data)
        except ValueError:
            self.json = None

    def __repr__(self):
        return f"<{self.name} {self.data[:120]}>"


class EventClient:
    """A client of /_trellis/events on a raw socket; a thread parses what comes."""

    def __init__(self, port, host="127.0.0.1", read=True, receive_buffer=None):
        self.sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(10)
        self.sock.connect((host, port))
        self.sock.sendall(request_bytes("GET", "/_trellis/events", port, {"Accept": "text/event-stream"},
                                        close=False))
        self.status, self.headers = None, {}
        self.events, self.comments, self.garbage, self.retry = [], [], [], []
        self.eof, self.error, self.stopping = False, None, None
        self.changed = threading.Condition()
        self.thread = None
        if read:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()

    def _run(self):
        self.sock.settimeout(0.1)
        reader = Reader(self.sock)
        pending = b""
        try:
            head = self._retrying(lambda: read_head(reader))
            with self.changed:
                self.status, _, self.headers = head
                self.changed.notify_all()
            chunked = "chunked" in self.headers.get("transfer-encoding", "").lower()
            while True:
                if chunked:
                    size = int(self._retrying(lambda: reader.until(b"\r\n")).split(b";")[0], 16)
                    if size == 0:
                        raise EOFError
                    data = self._retrying(lambda: reader.exactly(size + 2))[:-2]
                else:
                    self._retrying(reader.more)
                    data, reader.buffer = reader.buffer, b""
                pending += data
                while b"\n\n" in pending:
                    block, _, pending = pending.partition(b"\n\n")
                    self._block(block.decode("utf-8"))
        except EOFError:
            with self.changed:
                self.eof = True
        except Exception as error:  # noqa: BLE001 - recorded for the check to report
            with self.changed:
                self.error = error
        finally:
            if self.stopping == "rst":
                self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.sock.close()
            with self.changed:
                self.changed.notify_all()

    def _retrying(self, read):
        while True:
            if self.stopping:
                raise EOFError("stopped by the test")
            try:
                return read()
            except socket.timeout:
                continue

    def _block(self, block):
        now = time.monotonic()
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith(":"):
                with self.changed:
                    self.comments.append((now, line[1:].strip()))
            elif line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].removeprefix(" "))
            elif line.startswith("retry:"):
                with self.changed:
                    self.retry.append(line[6:].strip())
            else:
                with self.changed:
                    self.garbage.append(line)
        if data:
            with self.changed:
                self.events.append(Event(now, name, "\n".join(data)))
                self.changed.notify_all()

    def wait(self, names=None, since=0, timeout=5.0):
        """The first event named one of `names` (any if None) from index `since` on, or None."""
        names = [names] if isinstance(names, str) else names
        deadline = time.monotonic() + timeout
        with self.changed:
            while True:
                for event in self.events[since:]:
                    if names is None or event.name in names:
                        return event
                left = deadline - time.monotonic()
                if left <= 0 or self.eof or self.error:
                    return None
                self.changed.wait(left)

    def count(self):
        with self.changed:
            return len(self.events)

    def names(self, since=0):
        with self.changed:
            return [event.name for event in self.events[since:]]

    def since(self, index, name=None):
        """The events from index `index` on (only those named `name`, if given)."""
        with self.changed:
            return [event for event in self.events[index:] if name is None or event.name == name]

    def close(self, how="fin"):
        """Ends the connection from this side: "fin" (an orderly close) or "rst" (a reset)."""
        if self.thread is None:
            if how == "rst":
                self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.sock.close()
            return
        self.stopping = how
        self.thread.join(5)

    def wait_eof(self, timeout):
        with self.changed:
            return self.changed.wait_for(lambda: self.eof or self.error is not None, timeout)


def hello_version(client, who):
    """(the version in the first event, a hello; what is wrong with it, as a list)."""
    hello = client.wait("hello", timeout=5)
    if not hello:
        return None, [f"{who}: no hello event within 5 s (status {client.status}, events {client.names()})"]
    problems = []
    if client.events[0] is not hello:
        problems.append(f"{who}: the first event is {client.events[0]!r}, not hello")
    if not hello.json or not isinstance(hello.json.get("version"), int):
        problems.append(f"{who}: hello data is {hello.data!r}, expected {{\"version\": N}}")
        return None, problems
    return hello.json["version"], problems


def edit_and_wait(server, client, edit, timeout=5.0):
    """Makes an edit; (event, edit-to-event ms, rebuilt-line ms or None, rebuilt text)."""
    since_event, since_line = client.count(), server.mark()
    began = time.monotonic()
    edit()
    event = client.wait(["patch", "reload", "problem"], since_event, timeout)
    latency = (event.when - began) * 1000 if event else None
    line = server.wait_for(REBUILT, since_line, timeout=2) if event and event.name != "problem" else None
    return event, latency, (float(line[1].group(1)) if line else None), (line[1].group(2) if line else "")


# --- Scenarios ------------------------------------------------------------------------------------

class Scenarios:
    """Runs each named scenario once, the first time a test asks for it, and keeps what it saw: the
    tests then check one thing each of the same run. A scenario that raised raises again for each
    test that asks for it (and is not run again)."""

    def __init__(self, run):
        self.run, self.done = run, {}

    def __getitem__(self, name):
        if name not in self.done:
            try:
                self.done[name] = (self.run(name), None)
            except Exception as error:  # noqa: BLE001 - raised again below, and for each later test
                self.done[name] = (None, error)
        value, error = self.done[name]
        if error is not None:
            raise ServeFailed(f"the scenario {name!r} failed: {type(error).__name__}: {error}") from error
        return value


# --- keep-alive -----------------------------------------------------------------------------------

class Heartbeat:
    """An event stream open during the whole run, on a server of its own."""
    LENGTH = 21.5  # seconds: at least two keep-alive comments, whatever the run's length

    def __init__(self, servers):
        self.site = servers.site(FIXTURE, "keep-alive")
        self.server = servers.serve(self.site)
        self.client = EventClient(self.server.port)
        self.connected = time.monotonic()

    def observe(self):
        """Waits until the stream has been open `LENGTH` seconds; (events, comments, seconds open, when
        observed, whether the stream ended and how)."""
        wait = self.connected + self.LENGTH - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        with self.client.changed:
            comments = list(self.client.comments)
            events = list(self.client.events)
            ended = self.client.eof or self.client.error
        now = time.monotonic()
        return events, comments, now - self.connected, now, ended


# --- browser --------------------------------------------------------------------------------------

def wait_js(page, expression, timeout=5.0, argument=None):
    """Polls `expression` until truthy, across navigations; its value or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = page.evaluate(expression, argument)
            if value:
                return value
        except Exception:  # noqa: BLE001 - the page is navigating
            pass
        time.sleep(0.05)
    return None


RECORD = """() => {
  window.__marker = 1;
  window.__patched = [];
  document.addEventListener('trellis:patched', (event) => window.__patched.push({
    version: event.detail && event.detail.version,
    animations: document.getAnimations().filter((a) => a.playState === 'running').length}));
}"""


def open_live(browser, port, path, reduced=False):
    """A new context and page on `path`; (context, page, the version the client set or None, the
    page's errors as they come)."""
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  reduced_motion="reduce" if reduced else "no-preference")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # A page that breaks the Content-Security-Policy is reported in the console.
    page.on("console", lambda message: errors.append(message.text)
            if "Content Security Policy" in message.text else None)
    page.goto(f"http://127.0.0.1:{port}{path}")
    version = wait_js(page, "() => document.documentElement.dataset.trellisVersion")
    return context, page, version, errors
