#!/usr/bin/env python3
"""The memory of `trellis serve` under load: rounds of 10,000 requests (4 keep-alive clients) and
1,000 event streams opened and dropped at once, printing the server's RSS after each round.

Usage: serve_memory.py TRELLIS_BINARY [ROUNDS]   (MODE=requests or MODE=streams for one kind)
"""
import http.client, socket, subprocess, sys, time, threading, os, shutil, tempfile
from pathlib import Path
binary = sys.argv[1]; rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
site = os.path.join(tempfile.mkdtemp(), "site")
shutil.copytree(Path(__file__).resolve().parents[1] / "Tests/Fixtures/site", site)
p = subprocess.Popen([binary, "serve", "--site", site, "--output", site + "/out", "--port", "8765"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(3)
def rss():
    return int([l for l in open(f"/proc/{p.pid}/status") if l.startswith("VmRSS")][0].split()[1]) // 1024
def get_many(n):
    c = http.client.HTTPConnection("127.0.0.1", 8765)
    for i in range(n):
        c.request("GET", ["/index.html", "/trellis.css", "/orthogonal.html", "/missing.html"][i % 4]); c.getresponse().read()
def abort_streams(n):
    for i in range(n):
        s = socket.create_connection(("127.0.0.1", 8765)); s.sendall(b"GET /_trellis/events HTTP/1.1\r\nHost: x\r\n\r\n"); s.recv(200); s.close()
print("start", rss(), "MB")
for r in range(rounds):
    threads = ([threading.Thread(target=get_many, args=(2500,)) for _ in range(4)] if os.environ.get("MODE") != "streams" else []) + ([threading.Thread(target=abort_streams, args=(500,)) for _ in range(2)] if os.environ.get("MODE") != "requests" else [])
    [t.start() for t in threads]; [t.join() for t in threads]
    time.sleep(2)
    print(f"after round {r+1} ({(r+1)*10000} requests, {(r+1)*1000} aborted streams):", rss(), "MB")
p.terminate(); p.wait()
shutil.rmtree(os.path.dirname(site), ignore_errors=True)
