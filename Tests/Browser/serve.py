#!/usr/bin/env python3
"""End-to-end tests of `trellis serve`: the real binary, driven as a black box over real sockets.

Each check group starts its own `trellis serve --port 0` on a fresh copy of a site (the bundled
gallery in Data/, or Tests/Fixtures/site/), edits the copy as a user would, and compares what the
server says, serves and writes with what it should:
  startup     the start-up lines, IPv4 and IPv6, --host, bad arguments, a port in use; the output
              equals a `trellis build` of the same site, byte for byte
  http        every file: status, Content-Type, nosniff, no-cache, ETag and 304, HEAD, the client
              tag in pages (and nothing else changed), 301 for directories, 404, 405, keep-alive
  paths       escapes (dot segments, encoded separators, NUL, backslashes, double encoding, hidden
              files, symbolic links out of the output) never serve a secret kept outside it
  live        edits of the data files (in place, by rename, as vim saves), site.json, a template
              and images/ (also folders created while serving): the right event (a patch with
              exactly the changed sections, or reload), the `rebuilt in` line, files left alone
              unless changed, the output equal to a fresh build after each edit; latencies
  problems    broken JSON, an unknown category, a deleted data file, an unknown preset, a template
              that is not well-formed: the located error on stderr and as a `problem` event (also
              for a client connecting meanwhile), the output untouched, and the fix rebuilding
  coalescing  bursts of 10 saves within 100 ms (in place, by rename, two files) give 1-2 rebuilds;
              saves every 30 ms of valid files never give a problem event
  load        200 concurrent clients, each fetching pages, CSS and JS several times
  limits      with a 1 s idle timeout (--idle-timeout-for-testing): heads sent a line at a time and
              connections idle before or between requests are closed after it; HTTP/1.0 without
              keep-alive gets Connection: close and a closed socket; a 16 MB header gets 431 (or 400)
              before it is sent and the connection closes; event streams carry `retry:`; under
              RLIMIT_NOFILE 512, 600 idle connections neither crash the server nor stop it answering
  sse         20 event-stream clients, half of them dropped (FIN or RST) plus two that never read:
              the rest get every patch and the server keeps answering
  shutdown    SIGINT and SIGTERM with event-stream clients connected: `trellis: stopped`, exit 0
  browser     in Chromium: a patch applied in place (no reload, scroll kept, animated, not under
              reduced motion), the problem overlay and its fix, a template edit reloading the page
  keep-alive  the `: keep-alive` comments of an event stream left open during the whole run

Usage: serve.py TRELLIS_BINARY [--poll] [GROUP ...]   (groups: the names above; default all)
With --poll every server is started with `--poll`: the portable polling watcher, not inotify.
Scratch directories come from tempfile (set TMPDIR to move them). Exit status 1 if anything fails;
each failure says what was expected and what was found.
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
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GALLERY = ROOT / "Data"
FIXTURE = ROOT / "Tests/Fixtures/site"
CHROMIUM = "/usr/lib/chromium/chromium"
GROUPS = ["startup", "http", "paths", "live", "problems", "coalescing", "load", "limits", "sse", "shutdown",
          "browser", "keep-alive"]

# The client tag the server puts before a page's </head> (the newline after it is the server's).
CLIENT_TAG = re.compile(rb'<script src="/_trellis/live\.js" data-version="(\d+)" defer="defer"></script>\n?')
LOCATED = re.compile(r"^(.+):(\d+):(\d+): error: (.+)$")
REBUILT = re.compile(r"^trellis: rebuilt in ([\d.]+) ms \([^)]*\): (.*)$")
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml"}
HAPPY = '{"text": "😀", "title": "Happy",'
# Set by --poll: servers watch by polling.
POLLING = False


# --- Processes ------------------------------------------------------------------------------------

class ServeFailed(Exception):
    pass


class Server:
    """A running `trellis serve`, its output lines (time, stream, text) and its port."""
    SERVING = re.compile(r"^trellis: serving (.+)/ at (http://\S+/)(?: and (http://\S+/))?; watching (.+)/ "
                         r"\(Ctrl-C stops\)$")

    def __init__(self, binary, site, output, host=None, port="0", wait=True, options=(), descriptors=None):
        """`options`: more arguments; `descriptors`: the server's RLIMIT_NOFILE (soft and hard), if given."""
        command = [binary, "serve", "--site", str(site), "--output", str(output), "--port", str(port)]
        command += ["--poll"] if POLLING else []
        command += list(options)
        if host:
            command += ["--host", host]
        self.site, self.output = Path(site), Path(output)
        self.lines = []
        self.ended = 0
        self.changed = threading.Condition()
        self.started = time.monotonic()
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))) \
            if descriptors else None
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
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

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.process.poll() is None:
            code, _ = self.stop()
            if code is None:
                self.kill()


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
    count = 0

    def __init__(self, ctx, source, name, folders=()):
        Site.count += 1
        self.ctx = ctx
        self.base = Path(ctx.workdir) / f"{Site.count:02d}-{name}"
        self.directory = self.base / "site"
        self.output = self.base / "out"
        shutil.copytree(source, self.directory)
        for folder in folders:  # e.g. Templates/ and images/, which the gallery lacks
            (self.directory / folder).mkdir(exist_ok=True)

    def serve(self, **options):
        return Server(self.ctx.binary, self.directory, self.output, **options)

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
        run_build(self.ctx.binary, self.directory, fresh)
        return tree_differences(tree(self.output), tree(fresh), "served output", "fresh build")


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


def served_page(file_bytes, version):
    """What the server should send for a page: the client tag before </head>."""
    tag = f'<script src="/_trellis/live.js" data-version="{version}" defer="defer"></script>\n'.encode()
    at = file_bytes.find(b"</head>")
    return file_bytes[:at] + tag + file_bytes[at:]


def page_problems(name, body, file_bytes):
    """What is wrong with a served page: the client tag once, right before </head>, nothing else changed."""
    tags = list(CLIENT_TAG.finditer(body))
    if len(tags) != 1:
        return [f"{name}: {len(tags)} client tags in the served page, expected 1"]
    tag = tags[0]
    problems = []
    if not body[tag.end():].startswith(b"</head>") or body.find(b"</head>") != tag.end():
        problems.append(f"{name}: the client tag is not right before the first </head>: "
                        f"{body[tag.start() - 20:tag.end() + 20]!r}")
    if body[:tag.start()] + body[tag.end():] != file_bytes:
        problems.append(f"{name}: the served page, without the client tag, differs from the file "
                        f"({len(body) - (tag.end() - tag.start())} vs {len(file_bytes)} bytes)")
    return problems


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


def hello_version(client, failures, who):
    hello = client.wait("hello", timeout=5)
    if not hello:
        failures.append(f"{who}: no hello event within 5 s (status {client.status}, events {client.names()})")
        return None
    if client.events[0] is not hello:
        failures.append(f"{who}: the first event is {client.events[0]!r}, not hello")
    if not hello.json or not isinstance(hello.json.get("version"), int):
        failures.append(f"{who}: hello data is {hello.data!r}, expected {{\"version\": N}}")
        return None
    return hello.json["version"]


# --- startup --------------------------------------------------------------------------------------

def can_connect(host, port):
    try:
        with socket.create_connection((host, port), 2):
            return True
    except OSError:
        return False


def group_startup(ctx):
    failures, figures = [], []
    for source, name in ((GALLERY, "gallery"), (FIXTURE, "fixture")):
        site = Site(ctx, source, f"startup-{name}")
        with site.serve() as server:
            built = server.matching(r"^trellis: built in ([\d.]+) ms \([^)]*\): (\d+) sections rendered and checked, (\d+) files$")
            if not built:
                failures.append(f"{name}: no `trellis: built in X ms: N sections rendered and checked, N files` line:\n"
                                f"{server.transcript()}")
            else:
                ms, sections, files = built[0][1].groups()
                figures.append(f"{name} built in {ms} ms ({sections} sections, {files} files)")
                on_disk = len([p for p in site.output.rglob("*") if p.is_file() and not p.name.startswith(".")])
                if int(files) != on_disk:
                    failures.append(f"{name}: the built line says {files} files, the output holds {on_disk}")
            serving = server.matching(Server.SERVING)[0][1]
            if serving.group(1) != str(site.output) or serving.group(4) != str(site.directory):
                failures.append(f"{name}: the serving line names {serving.group(1)!r} and {serving.group(4)!r}, "
                                f"expected {str(site.output)!r} and {str(site.directory)!r}")
            expected_urls = [f"http://127.0.0.1:{server.port}/", f"http://[::1]:{server.port}/"]
            if server.urls != expected_urls and not (ctx.ipv6 is False and server.urls == expected_urls[:1]):
                failures.append(f"{name}: serving at {server.urls}, expected {expected_urls}")
            failures += [f"{name}: {line}" for line in site.fresh_build_differences()]
            v4 = fetch(server.port, "/")
            if v4.status != 200:
                failures.append(f"{name}: GET / on 127.0.0.1 is {v4.status}")
            if ctx.ipv6:
                v6 = fetch(server.port, "/", host="::1")
                if (v6.status, v6.body) != (v4.status, v4.body):
                    failures.append(f"{name}: GET / on ::1 is {v6.status}, {len(v6.body)} bytes; on 127.0.0.1 "
                                    f"{v4.status}, {len(v4.body)} bytes")
    # --host: only that address.
    hosts = [("127.0.0.1", "::1", "http://127.0.0.1:{}/")] + ([("::1", "127.0.0.1", "http://[::1]:{}/")]
                                                               if ctx.ipv6 else [])
    for host, other, url in hosts:
        site = Site(ctx, FIXTURE, "startup-host")
        with site.serve(host=host) as server:
            if server.urls != [url.format(server.port)]:
                failures.append(f"--host {host}: serving at {server.urls}, expected [{url.format(server.port)}]")
            if fetch(server.port, "/", host=host).status != 200:
                failures.append(f"--host {host}: GET / is not 200")
            if can_connect(other, server.port):
                failures.append(f"--host {host}: {other} port {server.port} accepts connections too")
            # The same port again: a clear error, not a hang.
            second = Server(ctx.binary, site.directory, site.base / "out2", host=host, port=server.port, wait=False)
            try:
                code = second.process.wait(10)
            except subprocess.TimeoutExpired:
                code = None
            second.kill()
            second.drained()
            error = "\n".join(text for _, stream, text in second.lines if stream == "err")
            if code in (None, 0) or "trellis:" not in error:
                failures.append(f"--host {host} --port {server.port} (in use): exit {code}, stderr {error!r}; "
                                f"expected a non-zero exit and an error message")
    # Usage and input errors.
    for arguments, expected in ((["--port", "70000"], 2), (["--site", str(Path(ctx.workdir) / "no-such-site")], 1)):
        result = subprocess.run([ctx.binary, "serve", "--output", str(Path(ctx.workdir) / "unused"), *arguments],
                                capture_output=True, text=True, timeout=10)
        if result.returncode != expected or not result.stderr.strip():
            failures.append(f"serve {' '.join(arguments)}: exit {result.returncode}, stderr {result.stderr.strip()!r}; "
                            f"expected exit {expected} and a message")
    return failures, "; ".join(figures) + f"; IPv6 {'yes' if ctx.ipv6 else 'not available here'}"


# --- http -----------------------------------------------------------------------------------------

def group_http(ctx):
    failures = []
    site = Site(ctx, GALLERY, "http")
    with site.serve() as server:
        port = server.port
        (site.output / "notes.xyz").write_bytes(b"\x00\x01 not a known type")
        files = sorted(p for p in site.output.rglob("*") if p.is_file() and not p.name.startswith("."))
        version = None
        checked = 0
        for path in files:
            name = str(path.relative_to(site.output))
            target = "/" + name
            disk = path.read_bytes()
            get = fetch(port, target)
            checked += 1
            if get.status != 200:
                failures.append(f"GET {target}: {get.status}, expected 200")
                continue
            expected_type = CONTENT_TYPES.get(path.suffix, "application/octet-stream")
            if "script-src 'self'" not in (get.header("content-security-policy") or "") \
                    or "'unsafe-inline'; img-src" not in get.header("content-security-policy"):
                failures.append(f"GET {target}: content-security-policy is {get.header('content-security-policy')!r}")
            for header, value in (("content-type", expected_type), ("x-content-type-options", "nosniff"),
                                  ("cache-control", "no-cache"), ("content-length", str(len(get.body)))):
                if get.header(header) != value:
                    failures.append(f"GET {target}: {header} is {get.header(header)!r}, expected {value!r}")
            if path.suffix == ".html":
                failures += page_problems(f"GET {target}", get.body, disk)
                found = CLIENT_TAG.search(get.body)
                version = version or (found and int(found.group(1)))
            elif get.body != disk:
                failures.append(f"GET {target}: {len(get.body)} bytes that differ from the file's {len(disk)}")
            etag = get.header("etag") or ""
            if not re.fullmatch(r'"[^"]+"', etag):
                failures.append(f"GET {target}: ETag {etag!r} is not a strong entity tag")
                continue
            head = fetch(port, target, "HEAD")
            same = {k: v for k, v in get.headers.items() if k != "date"}
            head_headers = {k: v for k, v in head.headers.items() if k != "date"}
            if head.status != 200 or head.body or head_headers != same:
                failures.append(f"HEAD {target}: {head.status}, {len(head.body)} body bytes, headers {head_headers} "
                                f"(GET: {same})")
            cached = fetch(port, target, headers={"If-None-Match": etag})
            if cached.status != 304 or cached.body or cached.header("etag") != etag:
                failures.append(f"GET {target} If-None-Match {etag}: {cached.status}, {len(cached.body)} bytes, "
                                f"ETag {cached.header('etag')!r}; expected 304, no body, the same ETag")
            other = fetch(port, target, headers={"If-None-Match": '"not-the-tag"'})
            if other.status != 200:
                failures.append(f"GET {target} If-None-Match another tag: {other.status}, expected 200")
        # / is index.html; a query string is ignored.
        root, index = fetch(port, "/"), (site.output / "index.html").read_bytes()
        failures += page_problems("GET /", root.body, index) if root.status == 200 else [f"GET /: {root.status}"]
        query = fetch(port, "/trellis.css?v=7")
        if query.status != 200 or query.body != (site.output / "trellis.css").read_bytes():
            failures.append(f"GET /trellis.css?v=7: {query.status}, expected 200 with the stylesheet")
        # Directories.
        redirect = fetch(port, "/assets")
        if redirect.status != 301 or redirect.header("location") != "/assets/":
            failures.append(f"GET /assets: {redirect.status} Location {redirect.header('location')!r}, "
                            f"expected 301 to /assets/")
        listing = fetch(port, "/assets/")
        if listing.status != 404:
            failures.append(f"GET /assets/ (no index.html): {listing.status}, expected 404 (no listing)")
        # A page without its extension, as static hosts serve it.
        bare = fetch(port, "/explorer")
        if bare.status != 200 or not (bare.header("content-type") or "").startswith("text/html") \
                or b"<title>Emoji Explorer" not in bare.body:
            failures.append(f"GET /explorer: {bare.status} {bare.header('content-type')!r}, expected explorer.html")
        # Not found: an HTML page that also carries the client tag.
        for target in ("/no-such-page.html", "/assets/nothing.svg", "/no/such/dir/"):
            missing = fetch(port, target)
            if missing.status != 404 or not (missing.header("content-type") or "").startswith("text/html") \
                    or not CLIENT_TAG.search(missing.body):
                failures.append(f"GET {target}: {missing.status} {missing.header('content-type')!r}, client tag "
                                f"{bool(CLIENT_TAG.search(missing.body))}; expected a 404 HTML page with the tag")
        head_missing = fetch(port, "/no-such-page.html", "HEAD")
        if head_missing.status != 404 or head_missing.body:
            failures.append(f"HEAD /no-such-page.html: {head_missing.status}, {len(head_missing.body)} bytes")
        # Only GET and HEAD.
        for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"):
            for target in ("/", "/explorer.html", "/_trellis/events"):
                answer = fetch(port, target, method, headers={"Content-Length": "0"})
                if answer.status != 405 or answer.header("allow") != "GET, HEAD":
                    failures.append(f"{method} {target}: {answer.status}, Allow {answer.header('allow')!r}; "
                                    f"expected 405 with Allow: GET, HEAD")
        # The client and the event stream.
        client = fetch(port, "/_trellis/live.js")
        if client.status != 200 or client.header("content-type") != CONTENT_TYPES[".js"] \
                or b"/_trellis/events" not in client.body or client.header("x-content-type-options") != "nosniff":
            failures.append(f"GET /_trellis/live.js: {client.status} {client.header('content-type')!r}, "
                            f"{len(client.body)} bytes")
        elif fetch(port, "/_trellis/live.js", headers={"If-None-Match": client.header("etag")}).status != 304:
            failures.append("GET /_trellis/live.js with its ETag: not 304")
        events = EventClient(port)
        hello = hello_version(events, failures, "events")
        content_type = events.headers.get("content-type", "")
        if events.status != 200 or not content_type.startswith("text/event-stream"):
            failures.append(f"GET /_trellis/events: {events.status} {content_type!r}")
        if hello is not None and version is not None and hello != version:
            failures.append(f"hello version {hello}, pages carry data-version={version}")
        events.close()
        # Several requests on one kept-alive connection.
        connection = Connection(port)
        answers = [connection.fetch(t, m) for t, m in (("/", "GET"), ("/trellis.css", "HEAD"),
                                                      ("/missing", "GET"), ("/trellis.js", "GET"))]
        connection.close()
        if [a.status for a in answers] != [200, 200, 404, 200] \
                or answers[3].body != (site.output / "trellis.js").read_bytes():
            failures.append(f"4 requests on one connection: {answers}, expected 200, 200, 404, 200 and the script")
    return failures, f"{checked} files x GET, HEAD, If-None-Match; version {version}"


# --- paths ----------------------------------------------------------------------------------------

def group_paths(ctx):
    failures = []
    site = Site(ctx, GALLERY, "paths")
    secret = f"TRELLIS-SECRET-{os.getpid()}-{time.time_ns()}"
    (site.base / "secret.txt").write_text(secret)  # next to the output: /../secret.txt
    (site.base / "secret-dir").mkdir()
    (site.base / "secret-dir" / "secret.txt").write_text(secret)
    with site.serve() as server:
        port = server.port
        out = site.output
        (out / "leak.txt").symlink_to(site.base / "secret.txt")
        (out / "leak-relative.txt").symlink_to(Path("..") / "secret.txt")
        (out / "leak-dir").symlink_to(site.base / "secret-dir")
        (out / "assets" / "leak-up").symlink_to(Path("..") / "..")
        (out / "inside.css").symlink_to(out / "trellis.css")
        (out / "assets" / "inside-relative.css").symlink_to(Path("..") / "trellis.css")
        manifest = (out / ".trellis-manifest").read_bytes()
        bad = ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/%2E%2E%2Fsecret.txt",
               "/assets/..%2f..%2fsecret.txt", "/a/..%2f..%2fsecret.txt", "/assets/../../secret.txt",
               "/./../secret.txt", "/%00", "/index.html%00.css", "/..\\secret.txt", "/%5c..%5csecret.txt",
               "/assets\\..\\..\\secret.txt", "/../../../../../../etc/passwd", "/%zz", "/.%2e/secret.txt",
               b"/\xc0\xae\xc0\xae/secret.txt"]
        bad_or_missing = ["/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/.trellis-manifest",
                          "/%2etrellis-manifest", "/assets/.trellis-manifest", "/.secret.txt.saving",
                          "//../secret.txt", "http://127.0.0.1/../secret.txt"]
        missing = ["/leak.txt", "/leak-relative.txt", "/leak-dir/secret.txt", "/leak-dir", "/leak-dir/",
                   "/assets/leak-up/secret.txt", "/secret.txt", "//secret.txt"]
        answers = []
        for target, allowed in [(t, {400}) for t in bad] + [(t, {400, 404}) for t in bad_or_missing] + \
                               [(t, {404}) for t in missing]:
            for method in ("GET", "HEAD"):
                answer = fetch(port, target, method)
                answers.append(answer)
                if answer.status not in allowed:
                    failures.append(f"{method} {target!r}: {answer.status}, expected {' or '.join(map(str, allowed))} "
                                    f"({answer.body[:80]!r})")
        for answer in answers:
            if secret.encode() in answer.body or manifest[:60] in answer.body or b"root:x:0:0" in answer.body:
                failures.append(f"a response leaked the secret, the manifest or /etc/passwd: {answer.body[:200]!r}")
        # Links that stay inside the output are served.
        for target in ("/inside.css", "/assets/inside-relative.css"):
            answer = fetch(port, target)
            if answer.status != 200 or answer.body != (out / "trellis.css").read_bytes():
                failures.append(f"GET {target} (a link to trellis.css inside the output): {answer.status}")
        if fetch(port, "/explorer.html").status != 200:
            failures.append("GET /explorer.html after the escapes: not 200")
    return failures, f"{len(answers)} requests with {len(bad) + len(bad_or_missing) + len(missing)} bad paths, " \
                     f"secret never served"


# --- live -----------------------------------------------------------------------------------------

def check_patch(name, event, before, site, failures):
    """A patch event against the output before and after: exactly the changed sections carry html."""
    data = event.json or {}
    pages = data.get("pages")
    if not isinstance(pages, dict):
        failures.append(f"{name}: patch without pages: {event.data[:200]}")
        return {}
    changed = {}
    for page in sorted(set(before) | {p.name for p in site.output.glob("*.html")}):
        if not page.endswith(".html"):
            continue
        if not (site.output / page).exists():
            continue  # gone (a renamed character's own page): nothing to patch
        old, new = before.get(page), (site.output / page).read_bytes()
        if old != new:
            # A page that is new (an added emoji's own page) had no sections before.
            old_sections, new_sections = sections_of(old) if old is not None else {}, sections_of(new)
            changed[page] = [s for s, xml in new_sections.items() if old_sections.get(s) != xml]
    # Pages without sections (an item's own page, the search page) are written whole, not patched.
    changed = {page: ids for page, ids in changed.items() if ids}
    sent = {page: [s["id"] for s in entry.get("sections", []) if "html" in s] for page, entry in pages.items()}
    sent = {page: ids for page, ids in sent.items() if ids}
    if sent != changed:
        failures.append(f"{name}: the patch replaces {sent}; the sections that changed on disk are {changed}")
    for page, entry in pages.items():
        path = site.output / page
        if not path.exists():
            failures.append(f"{name}: the patch names {page}, which is not in the output")
            continue
        new = path.read_bytes()
        ids = [s.get("id") for s in entry.get("sections", [])]
        if ids != section_ids(new):
            failures.append(f"{name}: the patch lists {page}'s sections as {ids}, the page has {section_ids(new)}")
        for section in entry.get("sections", []):
            if "html" not in section:
                continue
            if section["html"].encode() not in new:
                failures.append(f"{name}: section {section['id']}'s html in the patch is not in {page} as written")
            origins = section.get("origins")
            if not isinstance(origins, list) or not all(o is None or (isinstance(o, list) and len(o) == 2
                                                                      and isinstance(o[1], int)) for o in origins):
                failures.append(f"{name}: section {section['id']}'s origins {str(origins)[:120]} are not "
                                f"[[section, index] or null, ...]")
    return sent


def edit_and_wait(server, client, edit, timeout=5.0):
    """Makes an edit; (event, edit-to-event ms, rebuilt-line ms or None, rebuilt text)."""
    since_event, since_line = client.count(), server.mark()
    began = time.monotonic()
    edit()
    event = client.wait(["patch", "reload", "problem"], since_event, timeout)
    latency = (event.when - began) * 1000 if event else None
    line = server.wait_for(REBUILT, since_line, timeout=2) if event and event.name != "problem" else None
    return event, latency, (float(line[1].group(1)) if line else None), (line[1].group(2) if line else "")


def group_live(ctx):
    failures, latencies, figures, reported = [], [], [], set()
    site = Site(ctx, GALLERY, "live", folders=("Templates", "images"))
    with site.serve() as server:
        client = EventClient(server.port)
        version = hello_version(client, failures, "live")
        etag = fetch(server.port, "/explorer.html").header("etag")

        def step(name, edit, expected="patch", pages=None, timeout=5.0):
            """One edit of `site` served by `server` (whichever those names hold when called)."""
            nonlocal version
            before = {p.name: p.read_bytes() for p in site.output.glob("*.html")}
            files = {p: (p.read_bytes(), p.stat().st_ino, p.stat().st_mtime_ns) for p in site.output.rglob("*")
                     if p.is_file()}
            event, latency, rebuilt_ms, rebuilt = edit_and_wait(server, client, edit, timeout)
            if not event:
                failures.append(f"{name}: no event within {timeout} s:\n{server.transcript()}")
                return None
            if event.name != expected:
                failures.append(f"{name}: a {event.name} event ({event.data[:300]}), expected {expected}")
            latencies.append(latency)
            limit = 1000 if event.name == "patch" else 2000  # a data edit: about 0.1-0.5 s in a debug build
            if latency > limit:
                failures.append(f"{name}: the {event.name} came {latency:.0f} ms after the edit, expected within "
                                f"{limit} ms")
            figures.append(f"{name} {latency:.0f} ms" + (f" (rebuilt in {rebuilt_ms:.0f})" if rebuilt_ms else ""))
            new_version = (event.json or {}).get("version")
            if version is not None and new_version != version + 1:
                failures.append(f"{name}: version {new_version} after {version}, expected {version + 1}")
            version = new_version if isinstance(new_version, int) else version
            if event.name == "patch":
                sent = check_patch(name, event, before, site, failures)
                for page, ids in sent.items():
                    if f"{page} ({len(ids)} section{'s' if len(ids) != 1 else ''})" not in rebuilt:
                        failures.append(f"{name}: the rebuilt line {rebuilt!r} does not say {page} ({len(ids)} "
                                        f"sections)")
                if pages is not None and set(sent) != set(pages):
                    failures.append(f"{name}: the patch changes {sorted(sent)}, expected {sorted(pages)}")
            time.sleep(0.1)
            rewritten = [str(p.relative_to(site.output)) for p, (data, inode, mtime) in files.items()
                         if p.exists() and p.read_bytes() == data and (p.stat().st_ino, p.stat().st_mtime_ns) !=
                         (inode, mtime)]
            if rewritten and event.name == "patch":  # a data edit rewrites only what changed
                failures.append(f"{name}: {len(rewritten)} files rewritten with the same bytes (new ETags for "
                                f"nothing): {rewritten[:5]}")
            elif rewritten:
                figures.append(f"{name}: {len(rewritten)} unchanged files rewritten")
            for line in site.fresh_build_differences():
                if line not in reported:  # a stale file stays stale: say so once
                    reported.add(line)
                    failures.append(f"{name}: {line}")
            served = fetch(server.port, "/explorer.html").body
            if (m := CLIENT_TAG.search(served)) and int(m.group(1)) != version:
                failures.append(f"{name}: explorer.html is served with data-version={m.group(1)}, the version is "
                                f"{version}")
            return event

        # A title in place (the file truncated and written, as many editors save).
        event = step("title", lambda: site.replace("emoji.json", HAPPY, HAPPY.replace("Happy", "Cheerful")),
                     pages={"explorer.html", "layouts.html"})
        if event and event.name == "patch" and "Cheerful" not in event.data:
            failures.append("title: the new title is not in the patch")
        cached = fetch(server.port, "/explorer.html", headers={"If-None-Match": etag})
        if cached.status != 200:
            failures.append(f"title: GET explorer.html with the old ETag: {cached.status}, expected 200")
        # Saved as vim does: the file renamed to a backup, a new one written, the backup deleted.
        def vim_save():
            path = site.path("emoji.json")
            os.rename(path, f"{path}~")
            site.write("emoji.json", Path(f"{path}~").read_text(encoding="utf-8").replace('"title": "Cheerful"',
                                                                                       '"title": "Merry"'))
            os.unlink(f"{path}~")
        step("saved like vim", vim_save, pages={"explorer.html", "layouts.html"})
        # A new emoji, the file replaced by a rename.
        new_emoji = '\n    {"text": "🦄", "title": "Unicorn", "category": "smileys", "subgroup": "animal-mammal", ' \
                    '"keywords": ["unicorn", "magic"]},'
        merry = HAPPY.replace("Happy", "Merry")
        line = next(l for l in site.read("emoji.json").split("\n") if l.strip().startswith(merry))
        event = step("insert", lambda: site.replace("emoji.json", line, line + new_emoji, atomic=True),
                     pages={"explorer.html", "layouts.html"})
        if event and event.name == "patch" and "🦄" not in event.data:
            failures.append("insert: the new emoji is not in the patch")
        # A character.
        step("character", lambda: site.replace("characters.json", '"job": "Curious girl"', '"job": "Curious explorer"'))
        # A character renamed: its generated initials avatar (assets/avatar-*.svg) changes too.
        step("character renamed", lambda: site.replace("characters.json", '"name": "Alice"', '"name": "Zoe"'))
        # A layout in site.json: the stylesheet changes.
        event = step("layout", lambda: site.replace("site.json", '"layout": {"preset": "storiesCarousel"}',
                                                    '"layout": {"preset": "columnCarousel"}'), pages={"layouts.html"})
        if event and event.name == "patch" and (event.json or {}).get("stylesheet") != "trellis.css":
            failures.append(f"layout: the patch's stylesheet is {(event.json or {}).get('stylesheet')!r}, "
                            f"expected \"trellis.css\" (the layout's CSS changed)")
        # A template override, then its removal: the page shell reloads.
        grid = (ROOT / "Templates" / "cell-grid.mustache").read_text()
        probe = grid.replace('class="cell-emoji"', 'class="cell-emoji probe-template-1"')
        if probe == grid:
            failures.append("template: cannot find class=\"cell-emoji\" in Templates/cell-grid.mustache")
        step("template", lambda: site.write("Templates/cell-grid.mustache", probe), expected="reload")
        if b'class="cell-emoji probe-template-1"' not in (site.output / "explorer.html").read_bytes():
            failures.append("template: the override's markup is not in explorer.html")
        step("template removed", lambda: (site.path("Templates/cell-grid.mustache").unlink()), expected="reload")
        # An image: a character's picture appears in images/, then changes (its name carries a hash).
        svg = (FIXTURE / "images" / "alice.svg").read_text()
        picture = re.compile(rb'assets/alice-[0-9a-f]+\.svg')
        step("image added", lambda: site.write("images/alice.svg", svg.replace("</svg>", "<!-- v1 --></svg>")))
        first = picture.search((site.output / "characters.html").read_bytes())
        if not first:
            failures.append("image added: characters.html does not use assets/alice-HASH.svg")
        step("image changed", lambda: site.write("images/alice.svg", svg.replace("</svg>", "<!-- v2 --></svg>")))
        second = picture.search((site.output / "characters.html").read_bytes())
        if first and (not second or second.group(0) == first.group(0)):
            failures.append(f"image changed: characters.html uses {second and second.group(0)}, expected a new "
                            f"name than {first.group(0)}")
        # A client connecting now hears the current version.
        late = EventClient(server.port)
        late_version = hello_version(late, failures, "live, late client")
        if late_version is not None and late_version != version:
            failures.append(f"a client connecting after the edits hears version {late_version}, expected {version}")
        late.close()
        client.close()
    # Templates/ and images/ created while serving (the gallery has neither at first): step() now
    # edits this site and listens to this server.
    site = Site(ctx, GALLERY, "live-new-folders")
    with site.serve() as server:
        client = EventClient(server.port)
        version = hello_version(client, failures, "live, new folders")
        step("new Templates/", lambda: site.write("Templates/cell-grid.mustache", probe), expected="reload")
        step("new images/", lambda: site.write("images/alice.svg", svg), expected="patch")
        client.close()
    if latencies:
        figures.insert(0, f"edit to event: median {sorted(latencies)[len(latencies) // 2]:.0f} ms, "
                          f"max {max(latencies):.0f} ms")
    return failures, "; ".join(figures)


# --- problems -------------------------------------------------------------------------------------

def group_problems(ctx):
    failures, figures = [], []
    site = Site(ctx, GALLERY, "problems", folders=("Templates",))
    with site.serve() as server:
        client = EventClient(server.port)
        hello_version(client, failures, "problems")

        def broken(name, edit, file, line, column, message=None):
            """A bad edit: located error on stderr and as an event; the output and pages untouched."""
            snapshot = tree(site.output)
            page = fetch(server.port, "/explorer.html").body
            since_event, since_line = client.count(), server.mark()
            began = time.monotonic()
            edit()
            event = client.wait(["problem", "patch", "reload"], since_event, 5)
            path = str(site.path(file))
            if not event or event.name != "problem":
                failures.append(f"{name}: {event!r} instead of a problem event:\n{server.transcript(since_line)}")
                return None
            figures.append(f"{name} {(event.when - began) * 1000:.0f} ms")
            last_good = server.wait_for(r"^trellis: the last good build is still served$", since_line, "err", 2)
            errors = server.matching(LOCATED, since_line, stream="err")
            if not any(located(m.group(0), path, line, column) for _, m in errors):
                failures.append(f"{name}: stderr has no `{path}:{line}:{column}: error:` line:\n"
                                f"{server.transcript(since_line)}")
            if message and not any(message in m.group(4) for _, m in errors):
                failures.append(f"{name}: no error on stderr says {message!r}")
            if not last_good:
                failures.append(f"{name}: stderr does not say `trellis: the last good build is still served`")
            data = event.json or {}
            diagnostics = data.get("diagnostics") or [{}]
            first = diagnostics[0]
            if (first.get("file"), first.get("line"), first.get("column"), first.get("severity")) != \
                    (path, line, column, "error") or not first.get("message"):
                failures.append(f"{name}: the problem's first diagnostic is {first}, expected {path}:{line}:{column} "
                                f"error")
            if not located(data.get("text", ""), path, line, column):
                failures.append(f"{name}: the problem's text {data.get('text')!r} is not located at "
                                f"{path}:{line}:{column}")
            if message and not any(message in str(d.get("message")) for d in diagnostics):
                failures.append(f"{name}: no diagnostic says {message!r}: {diagnostics}")
            if server.matching(REBUILT, since_line):
                failures.append(f"{name}: a `rebuilt` line after a bad edit")
            # A client connecting meanwhile hears of the problem at once.
            late = EventClient(server.port)
            first_two = [late.wait(None, 0, 2), late.wait(None, 1, 2)]
            if [e.name if e else None for e in first_two] != ["hello", "problem"] or \
                    (first_two[1] and first_two[1].data != event.data):
                failures.append(f"{name}: a client connecting now hears {first_two}, expected hello then the same "
                                f"problem")
            late.close()
            time.sleep(0.3)  # anything written late would show now
            failures.extend(f"{name}: {line}" for line in tree_differences(tree(site.output), snapshot,
                                                                            "output after the bad edit",
                                                                            "output before it"))
            if fetch(server.port, "/explorer.html").body != page:
                failures.append(f"{name}: explorer.html is served differently after the bad edit")
            return event

        def fixed(name, edit, expected=("patch", "reload")):
            since_event, since_line = client.count(), server.mark()
            edit()
            event = client.wait(["problem", "patch", "reload"], since_event, 5)
            if not event or event.name not in expected:
                failures.append(f"{name} fixed: {event!r}, expected {' or '.join(expected)}:\n"
                                f"{server.transcript(since_line)}")
            elif not server.wait_for(REBUILT, since_line, timeout=2):
                failures.append(f"{name} fixed: no `rebuilt` line")
            failures.extend(f"{name} fixed: {line}" for line in site.fresh_build_differences())
            late = EventClient(server.port)
            hello = late.wait("hello", 0, 2)
            if late.wait("problem", 0, 0.3):
                failures.append(f"{name} fixed: a client connecting now still hears of a problem")
            if hello and event and (hello.json or {}).get("version") != (event.json or {}).get("version"):
                failures.append(f"{name} fixed: hello {hello.data}, the fix was {event.data[:60]}")
            late.close()

        # Broken JSON: a comma missing on line 25.
        text = site.read("emoji.json")
        number, line = line_of(text, '"title": "Bee", ')
        bad_line = line.replace('"title": "Bee", ', '"title": "Bee" ')
        broken("broken JSON", lambda: site.replace("emoji.json", line, bad_line), "emoji.json", number,
               column_of(bad_line, '"category"'))
        fixed("broken JSON", lambda: site.write("emoji.json", text))
        # An unknown category: located at its value.
        number, line = line_of(text, '"title": "Fox", ')
        bad_line = line.replace('"category": "nature"', '"category": "natur"')
        broken("unknown category", lambda: site.write("emoji.json", text.replace(line, bad_line), atomic=True),
               "emoji.json", number, column_of(bad_line, '"natur"'), 'unknown category "natur"')
        fixed("unknown category", lambda: site.write("emoji.json", text, atomic=True))
        # A data file deleted: located at its reference in site.json.
        characters = site.read("characters.json")
        number, line = line_of(site_text := site.read("site.json"), '"characters": "characters.json"')
        broken("deleted data file", lambda: site.path("characters.json").unlink(), "site.json", number,
               column_of(line, '"characters.json"'), "characters.json")
        fixed("deleted data file", lambda: site.write("characters.json", characters))
        # An unknown preset in site.json.
        number, line = line_of(site_text, '"preset": "bannerCarousel"')
        bad_line = line.replace('"bannerCarousel"', '"bannerCarousle"')
        broken("unknown preset", lambda: site.replace("site.json", line, bad_line), "site.json", number,
               column_of(bad_line, '"bannerCarousle"'), "bannerCarousle")
        fixed("unknown preset", lambda: site.write("site.json", site_text))
        # A template override that is not well-formed XHTML.
        template = "Templates/cell-grid.mustache"
        snapshot = tree(site.output)
        since_event, since_line = client.count(), server.mark()
        began = time.monotonic()
        site.write(template, "<span>{{title}}\n")
        event = client.wait(["problem", "patch", "reload"], since_event, 5)
        if not event or event.name != "problem":
            failures.append(f"bad template: {event!r} instead of a problem event:\n{server.transcript(since_line)}")
        else:
            figures.append(f"bad template {(event.when - began) * 1000:.0f} ms")
            last_good = server.wait_for(r"^trellis: the last good build is still served$", since_line, "err", 2)
            diagnostics = (event.json or {}).get("diagnostics") or [{}]
            first = diagnostics[0]
            # Located in the template itself, at its unclosed <span>, not at the page it would break.
            if not (str(first.get("file", "")).endswith(template) and first.get("line") == 1
                    and first.get("column") == 1 and "<span> is never closed" in str(first.get("message"))):
                failures.append(f"bad template: the diagnostic is not at {template}:1:1: {first}")
            errors = server.matching(LOCATED, since_line, stream="err")
            if not errors or not last_good:
                failures.append(f"bad template: stderr lacks a located error or the last-good line:\n"
                                f"{server.transcript(since_line)}")
            else:
                figures.append(f"bad template located at {errors[0][1].group(0).replace(str(site.base) + '/', '')[:90]}")
            time.sleep(0.3)
            failures.extend(f"bad template: {line}" for line in tree_differences(tree(site.output), snapshot,
                                                                                 "output after the bad edit",
                                                                                 "output before it"))
        fixed("bad template", lambda: site.path(template).unlink())
        client.close()
    return failures, "edit to problem: " + ", ".join(figures)


# --- coalescing -----------------------------------------------------------------------------------

def group_coalescing(ctx):
    failures, figures = [], []
    site = Site(ctx, GALLERY, "coalescing")
    with site.serve() as server:
        client = EventClient(server.port)
        hello_version(client, failures, "coalescing")
        bursts = [("in place", False, ["emoji.json"]), ("by rename", True, ["emoji.json"]),
                  ("two files", False, ["emoji.json", "characters.json"])]
        texts = {name: site.read(name) for name in ("emoji.json", "characters.json")}
        for round_, (name, atomic, files) in enumerate(bursts, 1):
            since_event, since_line = client.count(), server.mark()
            began = time.monotonic()
            for i in range(1, 11):
                label = f"Burst{round_}x{i}"
                for file in files:
                    old = HAPPY if file == "emoji.json" else '"job": "Curious girl"'
                    new = old.replace("Happy", label) if file == "emoji.json" else old.replace("Curious girl", label)
                    site.write(file, texts[file].replace(old, new), atomic)
                time.sleep(max(0.0, began + i * 0.01 - time.monotonic()))
            spent = (time.monotonic() - began) * 1000
            rebuilds = server.quiet(since_line, calm=0.8, timeout=6)
            events = client.names(since_event)
            figures.append(f"{name}: 10 saves in {spent:.0f} ms -> {rebuilds} rebuild{'s' * (rebuilds != 1)}")
            if not 1 <= rebuilds <= 2:
                failures.append(f"{name}: 10 saves within {spent:.0f} ms gave {rebuilds} rebuilds, expected 1 (or 2):\n"
                                f"{server.transcript(since_line)}")
            if events.count("patch") != rebuilds:
                failures.append(f"{name}: events {events} for {rebuilds} rebuilds")
            if "problem" in events:  # see "continuous saves" below
                figures[-1] += f" ({events.count('problem')} problem events)"
            label = f"Burst{round_}x10"
            with client.changed:
                patches = [e for e in client.events[since_event:] if e.name == "patch"]
            if not any(label in e.data for e in patches):
                failures.append(f"{name}: no patch holds the last save's {label}")
            for file in files:
                if label not in (site.output / ("explorer.html" if file == "emoji.json" else "characters.html")) \
                        .read_text():
                    failures.append(f"{name}: the output lacks {label} from {file}")
            failures.extend(f"{name}: {line}" for line in site.fresh_build_differences())
        # Saves every 30 ms for 1.5 s, each in place and in two writes 5 ms apart (as a large file is
        # written): each rebuild then starts about when the next save does and may read the file half
        # written. A user who only ever saves valid files must never be told of a problem.
        text = texts["emoji.json"]
        since_event, since_line = client.count(), server.mark()
        saves, end = 0, time.monotonic() + 1.5
        while time.monotonic() < end:
            saves += 1
            data = text.replace(HAPPY, HAPPY.replace("Happy", f"Save{saves}")).encode()
            with open(site.path("emoji.json"), "wb", buffering=0) as file:
                file.write(data[:len(data) // 2])
                time.sleep(0.005)
                file.write(data[len(data) // 2:])
            time.sleep(0.025)
        rebuilds = server.quiet(since_line, calm=0.8, timeout=6)
        with client.changed:
            problems = [e for e in client.events[since_event:] if e.name == "problem"]
        figures.append(f"continuous: {saves} saves in 1.5 s -> {rebuilds} rebuild{'s' * (rebuilds != 1)}, "
                       f"{len(problems)} problem events")
        if problems:
            failures.append(f"continuous saves of valid files: {len(problems)} problem events, e.g. "
                            f"{(problems[0].json or {}).get('text', problems[0].data)[-90:]!r}")
        if f"Save{saves}".encode() not in (site.output / "explorer.html").read_bytes():
            failures.append(f"continuous saves: the output lacks the last save's Save{saves}")
        failures.extend(f"continuous saves: {line}" for line in site.fresh_build_differences())
        client.close()
    return failures, "; ".join(figures)


# --- load -----------------------------------------------------------------------------------------

def group_load(ctx, clients=200, rounds=5):
    failures = []
    site = Site(ctx, GALLERY, "load")
    with site.serve() as server:
        port = server.port
        version = int(CLIENT_TAG.search(fetch(port, "/").body).group(1))
        expected = {}
        for target, file in (("/", "index.html"), ("/explorer.html", None), ("/characters.html", None),
                             ("/layouts.html", None), ("/trellis.css", None), ("/trellis.js", None),
                             ("/assets/avatar-alice.svg", None)):
            data = (site.output / (file or target[1:])).read_bytes()
            expected[target] = served_page(data, version) if (file or target).endswith(".html") else data
        expected["/_trellis/live.js"] = fetch(port, "/_trellis/live.js").body
        targets = sorted(expected)
        errors, counts, lock = [], [0], threading.Lock()
        barrier = threading.Barrier(clients)

        def work(number):
            mine = [targets[(number + i) % len(targets)] for i in range(rounds)]
            try:
                barrier.wait(20)
                keep = number % 2 == 0  # half on one kept-alive connection, half a connection per request
                connection = Connection(port, timeout=30) if keep else None
                for target in mine:
                    answer = connection.fetch(target) if keep else fetch(port, target, timeout=30)
                    if answer.status != 200 or answer.body != expected[target]:
                        with lock:
                            errors.append(f"client {number}: GET {target}: {answer.status}, {len(answer.body)} "
                                          f"bytes (expected 200, {len(expected[target])} bytes as served)")
                    with lock:
                        counts[0] += 1
                if connection:
                    connection.close()
            except Exception as error:  # noqa: BLE001 - every error is a failure to report
                with lock:
                    errors.append(f"client {number}: {type(error).__name__}: {error}")

        threads = [threading.Thread(target=work, args=(n,)) for n in range(clients)]
        for thread in threads:
            thread.start()
        began = time.monotonic()
        for thread in threads:
            thread.join(60)
        spent = time.monotonic() - began
        failures += errors[:20] + ([f"... {len(errors) - 20} more errors"] if len(errors) > 20 else [])
        if counts[0] != clients * rounds:
            failures.append(f"{counts[0]} of {clients * rounds} requests answered")
        if fetch(port, "/").status != 200:
            failures.append("GET / after the load: not 200")
    return failures, f"{clients} clients x {rounds} requests: {counts[0]} in {spent:.2f} s, " \
                     f"{counts[0] / spent:.0f} requests/s, {len(errors)} errors"


# --- limits ---------------------------------------------------------------------------------------

# The idle timeout the limits group serves with (`--idle-timeout-for-testing`; the default is 10 s).
TEST_IDLE = 1.0


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


def limits_slowloris(port, failures, figures, count=20):
    """Connections that send a head a line at a time, never ending it: closed after the timeout."""
    socks = [socket.create_connection(("127.0.0.1", port), 5) for _ in range(count)]
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
    if len(closed) < count:
        failures.append(f"slowloris: {count - len(closed)} of {count} connections sending a head a line every "
                        f"0.2 s still open after {TEST_IDLE + 4:.0f} s (timeout {TEST_IDLE} s)")
    if closed and min(closed.values()) < TEST_IDLE * 0.8:
        failures.append(f"slowloris: a connection closed after {min(closed.values()):.2f} s, before the "
                        f"{TEST_IDLE} s timeout")
    if closed:
        figures.append(f"{len(closed)} slowloris closed after {min(closed.values()):.1f}-"
                       f"{max(closed.values()):.1f} s")


def limits_idle(port, failures, figures):
    """A kept-alive connection after its response, and one that never sends: both closed."""
    kept = Connection(port, timeout=5)
    answer = kept.fetch("/")
    if answer.status != 200 or answer.header("connection") == "close":
        failures.append(f"idle: GET / on a kept-alive connection: {answer.status}, Connection "
                        f"{answer.header('connection')!r} (expected 200, kept alive)")
    silent = socket.create_connection(("127.0.0.1", port), 5)
    began = time.monotonic()
    after_response = closed_within(kept.sock, TEST_IDLE + 3)
    after_nothing = closed_within(silent, max(0.0, began + TEST_IDLE + 3 - time.monotonic()))
    after_nothing = after_nothing if after_nothing is None else time.monotonic() - began
    kept.close()
    silent.close()
    for what, seconds in (("kept-alive after a response", after_response), ("that never sent", after_nothing)):
        if seconds is None:
            failures.append(f"idle: a connection {what} still open after {TEST_IDLE + 3:.0f} s "
                            f"(timeout {TEST_IDLE} s)")
    if after_response is not None and after_nothing is not None:
        figures.append(f"idle closed after {after_response:.1f} s (kept alive), {after_nothing:.1f} s (silent)")


def limits_http10(port, failures, figures):
    """HTTP/1.0 without keep-alive: `Connection: close` and the socket closed after the response; with
    keep-alive: kept for a second request."""
    with socket.create_connection(("127.0.0.1", port), 5) as sock:
        sock.sendall(b"GET / HTTP/1.0\r\nHost: localhost\r\n\r\n")
        reader = Reader(sock)
        answer = read_response(reader, "GET")
        ended = closed_within(sock, TEST_IDLE / 2) if not reader.buffer else None
        if answer.status != 200 or (answer.header("connection") or "").lower() != "close":
            failures.append(f"HTTP/1.0: {answer.status}, Connection {answer.header('connection')!r}; "
                            f"expected 200 with Connection: close")
        if ended is None:
            failures.append(f"HTTP/1.0: the connection still open {TEST_IDLE / 2} s after the response "
                            f"(sooner than the idle timeout)")
    with socket.create_connection(("127.0.0.1", port), 5) as sock:
        reader = Reader(sock)
        statuses = []
        for _ in range(2):
            sock.sendall(b"GET /trellis.css HTTP/1.0\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n")
            statuses.append(read_response(reader, "GET").status)
        if statuses != [200, 200]:
            failures.append(f"HTTP/1.0 with Connection: keep-alive: {statuses}, expected two 200s")
    figures.append("HTTP/1.0 closed" + (f" {ended * 1000:.0f} ms after the response" if ended is not None else ""))


def limits_huge_head(port, failures, figures, size=16 << 20):
    """A 16 MB header field: 431 (or 400) before it is all sent, and the connection closed."""
    sock = socket.create_connection(("127.0.0.1", port), 5)
    sent, done = [0], threading.Event()
    sending_error = []

    def send():
        chunk = b"a" * 65536
        try:
            sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Huge: ")
            while sent[0] < size and not done.is_set():
                sock.sendall(chunk)
                sent[0] += len(chunk)
            sock.sendall(b"\r\n\r\n")
        except OSError as error:
            sending_error.append(error)

    began = time.monotonic()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    status, answered_at, sent_when_answered = None, None, None
    try:
        reader = Reader(sock)
        status, _, headers = read_head(reader)
        answered_at, sent_when_answered = time.monotonic() - began, sent[0]
    except (OSError, EOFError, ValueError) as error:
        failures.append(f"huge head: no response ({type(error).__name__}: {error}) after {sent[0]} bytes sent")
    sender.join(10)
    done.set()
    finished = sent[0] >= size and not sending_error
    sock.close()
    if status is not None and status not in (431, 400):
        failures.append(f"huge head: status {status}, expected 431 or 400")
    if status is not None and sent_when_answered >= size:
        failures.append(f"huge head: answered after all {size} bytes were sent, not at the limit")
    if finished:
        failures.append(f"huge head: all {size >> 20} MB were sent without the connection closing: the server "
                        f"read the whole head")
    if status is not None:
        figures.append(f"16 MB header: {status} after {answered_at * 1000:.0f} ms, {sent_when_answered >> 10} KB sent")


def limits_retry(port, failures, figures):
    """Event streams say how long to wait before reconnecting."""
    client = EventClient(port)
    hello_version(client, failures, "limits event stream")
    client.close()
    values = [int(value) for value in client.retry if value.isdigit()]
    if not values or values[0] < 2000:
        failures.append(f"event stream: retry fields {client.retry}, expected one of 2000 ms or more first")
    else:
        figures.append(f"retry: {values[0]}")


def limits_descriptors(ctx, failures, figures, descriptors=512, connections=600):
    """A server with few descriptors and more idle connections than fit: it does not crash, and it
    answers while they are open and after they are gone."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < connections + 64 <= hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (connections + 64, hard))
    site = Site(ctx, FIXTURE, "limits-descriptors")
    server = site.serve(options=["--idle-timeout-for-testing", "2"], descriptors=descriptors)
    socks = []
    try:
        for _ in range(connections):  # non-blocking: past the listen queue a connect just waits
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", server.port))
            socks.append(sock)
        time.sleep(1.0)
        alive_while_full = server.process.poll() is None
        began = time.monotonic()
        try:
            during = fetch(server.port, "/", timeout=10).status
        except OSError as error:
            during = f"{type(error).__name__}: {error}"
        waited = time.monotonic() - began
        time.sleep(1.0)
        alive = server.process.poll() is None
        for sock in socks:
            sock.close()
        socks = []
        after = fetch(server.port, "/", timeout=10).status if server.process.poll() is None else None
        if not alive_while_full or not alive or after is None:
            failures.append(f"{connections} idle connections under RLIMIT_NOFILE {descriptors}: the server died "
                            f"(exit {server.process.poll()}):\n{server.transcript()}")
        if during != 200:
            failures.append(f"GET / while {connections} idle connections were open: {during}, expected 200")
        if after is not None and after != 200:
            failures.append(f"GET / after the idle connections closed: {after}, expected 200")
        figures.append(f"{connections} idle connections under RLIMIT_NOFILE {descriptors}: alive, GET / meanwhile "
                       f"in {waited:.1f} s")
    finally:
        for sock in socks:
            sock.close()
        server.kill() if server.process.poll() is not None else server.stop()


def group_limits(ctx):
    failures, figures = [], []
    site = Site(ctx, FIXTURE, "limits")
    with site.serve(options=["--idle-timeout-for-testing", str(TEST_IDLE)]) as server:
        limits_slowloris(server.port, failures, figures)
        limits_idle(server.port, failures, figures)
        limits_http10(server.port, failures, figures)
        limits_huge_head(server.port, failures, figures)
        limits_retry(server.port, failures, figures)
        if server.process.poll() is not None:
            failures.append(f"the server exited ({server.process.poll()}):\n{server.transcript()}")
    limits_descriptors(ctx, failures, figures)
    return failures, "; ".join(figures)


# --- sse ------------------------------------------------------------------------------------------

def group_sse(ctx):
    failures = []
    site = Site(ctx, GALLERY, "sse")
    with site.serve() as server:
        clients = [EventClient(server.port, host="::1" if ctx.ipv6 and i % 4 == 3 else "127.0.0.1")
                   for i in range(20)]
        stalled = [EventClient(server.port, read=False, receive_buffer=2048) for _ in range(2)]
        for number, client in enumerate(clients):
            hello_version(client, failures, f"sse client {number}")
        dropped, kept = clients[:10], clients[10:]
        for number, client in enumerate(dropped):
            client.close("rst" if number % 2 else "fin")
        # A client that goes mid-request, another that never finishes its request line.
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            sock.sendall(b"GET /_trellis/eve")
        half = socket.create_connection(("127.0.0.1", server.port))
        half.sendall(b"GET /_trellis/events HTTP/1.1\r\nHost: x\r\n")
        time.sleep(0.2)
        latencies = []
        for round_ in (1, 2, 3):
            since = [client.count() for client in kept]
            began = time.monotonic()
            site.replace("emoji.json", HAPPY if round_ == 1 else HAPPY.replace("Happy", f"Round{round_ - 1}"),
                         HAPPY.replace("Happy", f"Round{round_}"))
            for number, (client, start) in enumerate(zip(kept, since)):
                event = client.wait("patch", start, 5)
                if not event or f"Round{round_}" not in event.data:
                    failures.append(f"edit {round_}: remaining client {number} got {event!r} "
                                    f"(eof {client.eof}, error {client.error})")
                else:
                    latencies.append((event.when - began) * 1000)
            answer = fetch(server.port, "/explorer.html")
            if answer.status != 200 or f"Round{round_}".encode() not in answer.body:
                failures.append(f"edit {round_}: GET /explorer.html afterwards: {answer.status}")
        late = EventClient(server.port)
        if hello_version(late, failures, "sse, a client after the drops") is None:
            failures.append("a new event-stream client after the drops got no hello")
        late.close()
        half.close()
        for client in kept + stalled:
            client.close("fin")
        for client in kept:
            if client.garbage or client.error:
                failures.append(f"a client read {client.garbage[:3]} / {client.error}")
    summary = f"10 of 20 dropped (5 FIN, 5 RST), 2 stalled, 2 half requests; 3 edits reached all 10 others" \
        if not failures else "see failures"
    if latencies:
        summary += f", edit to patch max {max(latencies):.0f} ms"
    return failures, summary


# --- shutdown -------------------------------------------------------------------------------------

def group_shutdown(ctx):
    failures, figures = [], []
    for sig in (signal.SIGINT, signal.SIGTERM):
        site = Site(ctx, GALLERY, f"shutdown-{sig.name}")
        server = site.serve()
        clients = [EventClient(server.port) for _ in range(5)]
        stalled = EventClient(server.port, read=False, receive_buffer=2048)
        for number, client in enumerate(clients):
            hello_version(client, failures, f"{sig.name} client {number}")
        for round_ in range(1, 4):  # patches pile up unread at the stalled client
            old = HAPPY if round_ == 1 else HAPPY.replace("Happy", f"Stop{round_ - 1}")
            since = clients[0].count()
            site.replace("emoji.json", old, HAPPY.replace("Happy", f"Stop{round_}"))
            clients[0].wait("patch", since, 5)
        code, seconds = server.stop(sig, timeout=5)
        figures.append(f"{sig.name} exit {code} in {seconds * 1000:.0f} ms")
        lines = [text for _, stream, text in server.lines if stream == "out"]
        if code != 0 or seconds > 5:
            failures.append(f"{sig.name} with 6 event-stream clients: exit {code} after {seconds:.1f} s, expected 0 "
                            f"within 5 s:\n{server.transcript()}")
        if not lines or lines[-1] != "trellis: stopped":
            failures.append(f"{sig.name}: the last line is {lines[-1:]!r}, expected 'trellis: stopped'")
        for number, client in enumerate(clients):
            if not client.wait_eof(2):
                failures.append(f"{sig.name}: event-stream client {number} still open after the server stopped")
        if can_connect("127.0.0.1", server.port):
            failures.append(f"{sig.name}: port {server.port} still accepts connections after the server stopped")
        stalled.close()
        for client in clients:
            client.close()
    return failures, ", ".join(figures)


# --- keep-alive -----------------------------------------------------------------------------------

class Heartbeat:
    """An event stream open during the whole run, on a server of its own."""

    def __init__(self, ctx):
        self.site = Site(ctx, FIXTURE, "keep-alive")
        self.server = self.site.serve()
        self.client = EventClient(self.server.port)
        self.connected = time.monotonic()

    def check(self):
        failures = []
        wait = self.connected + 21.5 - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        with self.client.changed:
            comments = list(self.client.comments)
            events = list(self.client.events)
        open_for = time.monotonic() - self.connected
        self.client.close()
        self.server.stop()
        if [e.name for e in events] != ["hello"]:
            failures.append(f"an idle stream got {events}, expected only hello")
        if not comments or any(text != "keep-alive" for _, text in comments):
            failures.append(f"{len(comments)} comments in {open_for:.0f} s: {comments[:3]}; expected `: keep-alive`")
        times = [self.connected] + [when for when, _ in comments]
        gaps = [b - a for a, b in zip(times, times[1:])]
        if len(comments) < int(open_for // 10) - 1 or any(gap > 11 for gap in gaps) or \
                any(gap < 9 for gap in gaps[1:]):
            failures.append(f"keep-alive gaps {[round(g, 1) for g in gaps]} s in {open_for:.0f} s; expected every 10 s")
        return failures, f"{len(comments)} in {open_for:.0f} s, gaps {', '.join(f'{g:.1f}' for g in gaps)} s"


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


def browser_patch(ctx, browser, reduced):
    failures = []
    name = "patch, reduced motion" if reduced else "patch"
    site = Site(ctx, GALLERY, "browser-reduced" if reduced else "browser-patch")
    with site.serve() as server:
        context, page, version, errors = open_live(browser, server.port, "/explorer.html", reduced)
        if version is None:
            context.close()
            return [f"{name}: the client never set dataset.trellisVersion after hello"], "no client"
        page.evaluate(RECORD)
        page.evaluate("() => window.scrollTo({top: 400, behavior: 'instant'})")
        time.sleep(0.2)
        before = page.evaluate("() => scrollY")
        loads = []
        page.on("load", lambda: loads.append(1))
        text = site.read("emoji.json")
        fox = next(line for line in text.split("\n") if '"title": "Fox"' in line)
        new = fox.replace('"title": "Fox"', '"title": "Red fox"') + \
            '\n    {"text": "🦄", "title": "Unicorn", "category": "nature", "subgroup": "animal-mammal", ' \
            '"keywords": ["unicorn"]},'
        began = time.monotonic()
        site.write("emoji.json", text.replace(fox, new))
        changed = wait_js(page, "(v) => document.documentElement.dataset.trellisVersion !== v && "
                                "document.documentElement.dataset.trellisVersion", 5, version)
        latency = (time.monotonic() - began) * 1000
        if not changed:
            failures.append(f"{name}: dataset.trellisVersion stayed {version} for 5 s after the edit")
        else:
            time.sleep(0.4)  # the animations end
            state = page.evaluate("""() => ({
              marker: window.__marker, scrollY, patched: window.__patched,
              fox: [...document.querySelectorAll('#outline .cell-title, #list .cell-title')]
                .filter((n) => n.textContent.includes('Red fox')).length,
              unicorn: [...document.querySelectorAll('#list .t-cell')].filter((n) => n.textContent.includes('🦄')).length,
              oldFox: [...document.querySelectorAll('#list .cell-title')].filter((n) => n.textContent.trim() === 'Fox').length,
              sections: [...document.querySelectorAll('.t-sections .t-section')].map((s) => s.id),
              tags: document.querySelectorAll('script[src="/_trellis/live.js"]').length})""")
            if state["marker"] != 1 or loads:
                failures.append(f"{name}: the page reloaded (window.__marker {state['marker']}, {len(loads)} loads)")
            if abs(state["scrollY"] - before) > 2:
                failures.append(f"{name}: scrollY {state['scrollY']} after the patch, {before} before")
            if state["fox"] < 1 or state["unicorn"] != 1 or state["oldFox"]:
                failures.append(f"{name}: 'Red fox' in {state['fox']} cells, 🦄 in {state['unicorn']} list cells, "
                                f"old 'Fox' in {state['oldFox']}: the sections were not replaced")
            if state["sections"] != ["recents", "outline", "list", "custom"] or state["tags"] != 1:
                failures.append(f"{name}: sections {state['sections']}, {state['tags']} client tags after the patch")
            patched = state["patched"] or []  # undefined after a reload
            if not patched or str(patched[-1].get("version")) != changed:
                failures.append(f"{name}: trellis:patched events {patched}, expected one for version {changed}")
            elif reduced and any(p["animations"] for p in patched):
                failures.append(f"{name}: {patched[-1]['animations']} animations running under reduced motion")
            elif not reduced and not any(p["animations"] for p in patched):
                failures.append(f"{name}: no animation ran for the moved and inserted items")
        if errors:
            failures.append(f"{name}: page errors {errors[:3]}")
        figure = f"{name}: edit to patched {latency:.0f} ms, scroll {before}"
        if changed:
            figure += f" -> {state['scrollY']}, {max((p['animations'] for p in state['patched'] or []), default=0)} " \
                      f"animations"
        context.close()
    return failures, figure


def browser_problem(ctx, browser):
    failures = []
    site = Site(ctx, GALLERY, "browser-problem")
    with site.serve() as server:
        context, page, version, errors = open_live(browser, server.port, "/explorer.html")
        if version is None:
            context.close()
            return ["problem: the client never set dataset.trellisVersion after hello"], "no client"
        page.evaluate(RECORD)
        text = site.read("emoji.json")
        number, line = line_of(text, '"title": "Bee", ')
        bad = line.replace('"category": "nature"', '"category": "natur"')
        expected = f"{site.path('emoji.json')}:{number}:{column_of(bad, chr(34) + 'natur' + chr(34))}: error: "
        began = time.monotonic()
        site.write("emoji.json", text.replace(line, bad))
        shown = wait_js(page, "() => { const e = document.getElementById('trellis-problem'); "
                              "return e && e.getAttribute('role') === 'alert' && e.offsetHeight > 0 && e.innerText; }")
        figure = ""
        if not shown:
            failures.append("problem: no visible #trellis-problem (role=alert) within 5 s of a bad edit")
        else:
            figure = f"problem: overlay {(time.monotonic() - began) * 1000:.0f} ms"
            if expected not in shown or 'unknown category "natur"' not in shown:
                failures.append(f"problem: the overlay says {shown!r}, expected {expected!r}... unknown category")
            if page.evaluate("() => document.querySelector('#outline').textContent.includes('Bee') && window.__marker") != 1:
                failures.append("problem: the page lost its content or reloaded while the overlay is shown")
            # A page opened now shows the last good build and the overlay at once.
            second = context.new_page()
            second.goto(f"http://127.0.0.1:{server.port}/explorer.html")
            again = wait_js(second, "() => document.getElementById('trellis-problem')?.innerText", 3)
            if not again or expected not in again:
                failures.append(f"problem: a page opened while broken shows {again!r}, expected the overlay")
            if "Bee" not in second.text_content("#outline"):
                failures.append("problem: a page opened while broken lacks the last good content")
            second.close()
        site.write("emoji.json", text.replace(line, line.replace('"title": "Bee"', '"title": "Honey bee"')))
        gone = wait_js(page, "() => !document.getElementById('trellis-problem') && "
                             "document.querySelector('#outline').textContent.includes('Honey bee')")
        if not gone:
            failures.append("problem: 5 s after the fix the overlay is still shown or 'Honey bee' is missing")
        elif page.evaluate("() => window.__marker") != 1:
            failures.append("problem: the fix reloaded the page instead of patching it")
        if errors:
            failures.append(f"problem: page errors {errors[:3]}")
        context.close()
    return failures, figure


def browser_reload(ctx, browser):
    failures = []
    site = Site(ctx, GALLERY, "browser-reload", folders=("Templates",))
    with site.serve() as server:
        context, page, version, errors = open_live(browser, server.port, "/explorer.html")
        if version is None:
            context.close()
            return ["reload: the client never set dataset.trellisVersion after hello"], "no client"
        page.evaluate(RECORD)
        grid = (ROOT / "Templates" / "cell-grid.mustache").read_text()
        began = time.monotonic()
        site.write("Templates/cell-grid.mustache", grid.replace('class="cell-emoji"', 'class="cell-emoji probe-reloaded"'))
        reloaded = wait_js(page, "() => window.__marker === undefined && "
                                 "document.querySelectorAll('.probe-reloaded').length && "
                                 "document.documentElement.dataset.trellisVersion", 5)
        figure = ""
        if not reloaded:
            state = wait_js(page, "() => ({marker: window.__marker || null, "
                                  "probes: document.querySelectorAll('.probe-reloaded').length})", 1)
            failures.append(f"reload: 5 s after a template edit: {state} (expected no marker, the new markup)")
        else:
            figure = f"reload: template edit to reloaded page {(time.monotonic() - began) * 1000:.0f} ms"
            if reloaded == version:
                failures.append(f"reload: the reloaded page still has version {version}")
        if errors:
            failures.append(f"reload: page errors {errors[:3]}")
        context.close()
    return failures, figure


def group_browser(ctx):
    from playwright.sync_api import sync_playwright
    failures, figures = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        for check in (lambda: browser_patch(ctx, browser, False), lambda: browser_patch(ctx, browser, True),
                      lambda: browser_problem(ctx, browser), lambda: browser_reload(ctx, browser)):
            found, figure = check()
            print(f"  {'ok  ' if not found else 'FAIL'} {figure}", flush=True)
            failures += found
            figures.append(figure)
        browser.close()
    return failures, "4 checks"


# --- main -----------------------------------------------------------------------------------------

class Context:
    def __init__(self, binary, workdir):
        self.binary, self.workdir = binary, workdir
        self.ipv6 = socket.has_ipv6 and ipv6_loopback()


def ipv6_loopback():
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as sock:
            sock.bind(("::1", 0))
        return True
    except OSError:
        return False


def main():
    global POLLING
    binary = str(Path(sys.argv[1]).resolve())
    arguments = sys.argv[2:]
    POLLING = "--poll" in arguments
    groups = [a for a in arguments if a != "--poll"] or GROUPS
    unknown = [g for g in groups if g not in GROUPS]
    if unknown:
        sys.exit(f"unknown groups {unknown}; known: {' '.join(GROUPS)}")
    started = time.monotonic()
    failures = []
    with tempfile.TemporaryDirectory(prefix="trellis-serve-") as workdir:
        ctx = Context(binary, workdir)
        heartbeat = Heartbeat(ctx) if "keep-alive" in groups else None
        for group in groups:
            began = time.monotonic()
            try:
                if group == "keep-alive":
                    found, summary = heartbeat.check()
                else:
                    found, summary = globals()[f"group_{group.replace('-', '_')}"](ctx)
            except Exception as error:  # noqa: BLE001 - a crashed group is a failed group
                found, summary = [f"{type(error).__name__}: {error}"], "crashed"
            print(f"{'ok  ' if not found else 'FAIL'} {group}: {summary} ({time.monotonic() - began:.1f} s)",
                  flush=True)
            for line in found[:40]:
                print("  " + line.replace("\n", "\n  "))
            if len(found) > 40:
                print(f"  ... and {len(found) - 40} more")
            failures += [f"{group}: {line}" for line in found]
        if heartbeat and heartbeat.server.process.poll() is None:
            heartbeat.server.kill()
    print(f"serve{' (polling)' if POLLING else ''}: {len(failures)} failures in {time.monotonic() - started:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
