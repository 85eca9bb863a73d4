#!/usr/bin/env python3
"""Preview benchmark: `trellis serve` on a gallery, timed from the outside.

    serve_benchmark.py TRELLIS GALLERY_DIR [--edits N] [--wrk SECONDS]

1. Starts `trellis serve` on a copy of the gallery (site.json and emoji.json) and reads the
   first build's time from its output.
2. Rebuild latency: renames one emoji (its "title") N times, each time waiting for the patch
   event on a Server-Sent Events connection. Two figures per edit: the server's own rebuild time
   ("rebuilt in X ms": reload the data, diff, render and check the changed sections, write) and
   the time from the file written to the event received (adds the watcher's quiet period and the
   event's trip). Then the same for the site's title in site.json (--title-edits times), which
   every page shows.
3. Load: wrk with 200 connections on loopback against the gallery page and the stylesheet, while
   20 event-stream clients stay connected; requests/s, latency and errors.

Prints medians (and min/max); the machine is shared and noisy, so compare within one run.
"""
import argparse
import http.client
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def start_server(trellis, site, output):
    process = subprocess.Popen(
        [trellis, "serve", "--site", site, "--output", output, "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
    lines = []
    first_build = None
    while True:
        line = process.stdout.readline()
        if not line:
            sys.exit("trellis serve ended:\n" + "".join(lines) + process.stderr.read())
        lines.append(line)
        found = re.search(r"built in ([\d.]+) ms", line)
        if found:
            first_build = float(found.group(1))
        port = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if port:
            return process, int(port.group(1)), first_build


def fetch(port, path):
    """GET a path of the server; the body as text."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.read().decode("utf-8")
    finally:
        connection.close()


class EventClient(threading.Thread):
    """Reads /_trellis/events and notes when each event arrived."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(b"GET /_trellis/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.events = []  # (time, name, data)
        self.changed = threading.Condition()

    def run(self):
        buffer = b""
        while True:
            try:
                chunk = self.sock.recv(1 << 20)
            except OSError:
                return
            if not chunk:
                return
            buffer += chunk
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                name = re.search(rb"^event: (\w+)$", block, re.M)
                data = re.search(rb"^data: (.*)$", block, re.M)
                if name:
                    with self.changed:
                        self.events.append((time.perf_counter(), name.group(1).decode(),
                                            data.group(1).decode() if data else ""))
                        self.changed.notify_all()

    def wait_for(self, name, version, timeout=120):
        deadline = time.perf_counter() + timeout
        with self.changed:
            while True:
                for arrived, event, data in self.events:
                    if (name is None or event == name) and re.match(r'\{"version":%d[,}]' % version, data):
                        return arrived
                left = deadline - time.perf_counter()
                if left <= 0:
                    raise TimeoutError(f"no {name} event for version {version}")
                self.changed.wait(left)


def rebuild_times(process, count, timeout=120):
    """The next `count` "rebuilt in X ms" figures the server prints."""
    times = []
    deadline = time.time() + timeout
    while len(times) < count and time.time() < deadline:
        line = process.stdout.readline()
        found = re.search(r"rebuilt in ([\d.]+) ms", line)
        if found:
            times.append(float(found.group(1)))
    return times


def wrk(url, seconds, connections=200):
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", url],
        capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    p50 = re.search(r"50%\s+([\d.]+\w+)", output).group(1)
    p99 = re.search(r"99%\s+([\d.]+\w+)", output).group(1)
    errors = re.search(r"Socket errors: (.*)", output)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return {"rate": rate, "requests": requests, "p50": p50, "p99": p99,
            "errors": errors.group(1) if errors else "none",
            "non2xx": int(non2xx.group(1)) if non2xx else 0}


def describe(values):
    return (f"median {statistics.median(values):.1f} ms (min {min(values):.1f}, max {max(values):.1f}, "
            f"n={len(values)})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("trellis")
    parser.add_argument("gallery", help="a directory with site.json and emoji.json")
    parser.add_argument("--edits", type=int, default=11)
    parser.add_argument("--title-edits", type=int, default=5)
    parser.add_argument("--wrk", type=int, default=10, help="seconds of load (0: none)")
    arguments = parser.parse_args()

    work = tempfile.mkdtemp(prefix="trellis-serve-bench.")
    site = os.path.join(work, "site")
    os.makedirs(site)
    for name in ["site.json", "emoji.json"]:
        shutil.copy(os.path.join(arguments.gallery, name), site)
    emoji_path = os.path.join(site, "emoji.json")
    with open(emoji_path, encoding="utf-8") as file:
        original = file.read()
    # One emoji, the first: its title is renamed back and forth.
    match = re.search(r'"title": "([^"]*)", "category"', original)
    title = match.group(1)
    process, port, first_build = start_server(arguments.trellis, site, os.path.join(work, "out"))
    try:
        count = original.count('"text"')
        print(f"gallery: {arguments.gallery} ({count} emoji); first build {first_build} ms")
        client = EventClient(port)
        client.start()
        client.wait_for("hello", 1)
        latencies = []
        server_times = []
        for edit in range(arguments.edits + 1):  # the first is a warm-up
            new_title = f"{title} {edit}"
            text = original[:match.start(1)] + new_title + original[match.end(1):]
            written = time.perf_counter()
            with open(emoji_path, "w", encoding="utf-8") as file:
                file.write(text)
            arrived = client.wait_for("patch", edit + 2)
            rebuilt = rebuild_times(process, 1)
            if edit > 0:
                latencies.append((arrived - written) * 1000)
                server_times += rebuilt
        print(f"one-emoji edit, rebuild (server): {describe(server_times)}")
        print(f"one-emoji edit, file written to patch received: {describe(latencies)}")

        # The site's title, on every page: each edit is the next version's event, whichever it is.
        site_path = os.path.join(site, "site.json")
        with open(site_path, encoding="utf-8") as file:
            site_json = file.read()
        site_title = re.search(r'"title": "([^"]*)"', site_json)
        version = arguments.edits + 2
        latencies = []
        page_latencies = []
        server_times = []
        # A page a browser would load again on the event: an item's page when there are some.
        out = os.path.join(work, "out")
        pages = sorted(f for f in os.listdir(out) if f.endswith(".html") and f not in ("index.html", "search.html"))
        probe_page = pages[len(pages) // 2] if pages else "index.html"
        for edit in range(arguments.title_edits + 1):  # the first is a warm-up
            text = site_json[:site_title.start(1)] + f"{site_title.group(1)} {edit}" + site_json[site_title.end(1):]
            written = time.perf_counter()
            with open(site_path, "w", encoding="utf-8") as file:
                file.write(text)
            version += 1
            arrived = client.wait_for(None, version)
            # The page as the browser gets it when the event tells it to load again: it must
            # carry the new title already.
            body = fetch(port, "/" + probe_page)
            fetched = time.perf_counter()
            if f"{site_title.group(1)} {edit}" not in body:
                sys.exit(f"{probe_page} fetched after the event does not show the new title")
            rebuilt = rebuild_times(process, 1)
            if edit > 0:
                latencies.append((arrived - written) * 1000)
                page_latencies.append((fetched - written) * 1000)
                server_times += rebuilt
        if arguments.title_edits > 0:
            print(f"site-title edit, rebuild (server): {describe(server_times)}")
            print(f"site-title edit, file written to event received: {describe(latencies)}")
            print(f"site-title edit, file written to the new {probe_page} received: {describe(page_latencies)}")

        if arguments.wrk > 0:
            listeners = [EventClient(port) for _ in range(20)]
            for listener in listeners:
                listener.start()
            pages = sorted(f for f in os.listdir(os.path.join(work, "out")) if f.endswith(".html") and f != "index.html")
            for path in ([pages[0]] if pages else []) + ["trellis.css"]:
                result = wrk(f"http://127.0.0.1:{port}/{path}", arguments.wrk)
                size = os.path.getsize(os.path.join(work, "out", path))
                print(f"wrk -c200 {path} ({size // 1024} KiB): {result['rate']:.0f} requests/s, "
                      f"{result['requests']} requests, latency p50 {result['p50']} p99 {result['p99']}, "
                      f"socket errors: {result['errors']}, non-2xx: {result['non2xx']}")
            # The event clients kept their connections through the load: one more edit reaches all.
            version += 1
            with open(emoji_path, "w", encoding="utf-8") as file:
                file.write(original)
            reached = 0
            for listener in listeners:
                try:
                    listener.wait_for("patch", version, timeout=30)
                    reached += 1
                except TimeoutError:
                    pass
            print(f"event clients through the load: {reached} of {len(listeners)} got the next patch")
    finally:
        process.send_signal(2)  # Ctrl-C
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
