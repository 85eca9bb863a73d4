"""Path escapes: dot segments, encoded separators, NUL, backslashes, double encoding, hidden files,
symbolic links out of the output never serve a secret kept outside it (next to the output, and in a
folder a link points to), nor the manifest, nor /etc/passwd; links that stay inside the output are
served.

One server for the module; `escapes` sends every bad target with GET and with HEAD, and the tests
check what came back, listing every target that was answered wrongly.
"""
import os
import time
from pathlib import Path

import pytest

from serving import GALLERY, fetch, listing, note

# Malformed or escaping: 400.
BAD = ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/%2E%2E%2Fsecret.txt",
       "/assets/..%2f..%2fsecret.txt", "/a/..%2f..%2fsecret.txt", "/assets/../../secret.txt",
       "/./../secret.txt", "/%00", "/index.html%00.css", "/..\\secret.txt", "/%5c..%5csecret.txt",
       "/assets\\..\\..\\secret.txt", "/../../../../../../etc/passwd", "/%zz", "/.%2e/secret.txt",
       b"/\xc0\xae\xc0\xae/secret.txt"]
# Double encoding, hidden files, odd forms: 400 or 404.
BAD_OR_MISSING = ["/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/.trellis-manifest",
                  "/%2etrellis-manifest", "/assets/.trellis-manifest", "/.secret.txt.saving",
                  "//../secret.txt", "http://127.0.0.1/../secret.txt"]
# Links out of the output, and names only outside it: 404.
MISSING = ["/leak.txt", "/leak-relative.txt", "/leak-dir/secret.txt", "/leak-dir", "/leak-dir/",
           "/assets/leak-up/secret.txt", "/secret.txt", "//secret.txt"]
KINDS = {"bad": (BAD, {400}), "bad-or-missing": (BAD_OR_MISSING, {400, 404}), "missing": (MISSING, {404})}


@pytest.fixture(scope="module")
def served(module_servers):
    """(the site, its server, the secret), with links in the output to the secret and into the output."""
    site = module_servers.site(GALLERY, "paths")
    secret = f"TRELLIS-SECRET-{os.getpid()}-{time.time_ns()}"
    (site.base / "secret.txt").write_text(secret)  # next to the output: /../secret.txt
    (site.base / "secret-dir").mkdir()
    (site.base / "secret-dir" / "secret.txt").write_text(secret)
    server = module_servers.serve(site)
    out = site.output
    (out / "leak.txt").symlink_to(site.base / "secret.txt")
    (out / "leak-relative.txt").symlink_to(Path("..") / "secret.txt")
    (out / "leak-dir").symlink_to(site.base / "secret-dir")
    (out / "assets" / "leak-up").symlink_to(Path("..") / "..")
    (out / "inside.css").symlink_to(out / "trellis.css")
    (out / "assets" / "inside-relative.css").symlink_to(Path("..") / "trellis.css")
    return site, server, secret


@pytest.fixture(scope="module")
def escapes(served):
    """kind -> [(method, target, answer)] for every bad target, GET and HEAD."""
    _, server, _ = served
    answers = {kind: [(method, target, fetch(server.port, target, method)) for target in targets
                      for method in ("GET", "HEAD")] for kind, (targets, _) in KINDS.items()}
    note(f"paths: {sum(map(len, answers.values()))} requests with {sum(len(t) for t, _ in KINDS.values())} "
         f"bad paths")
    return answers


@pytest.mark.parametrize("kind", list(KINDS))
def test_escape_refused(escapes, kind):
    allowed = KINDS[kind][1]
    problems = [f"{method} {target!r}: {answer.status}, expected {' or '.join(map(str, sorted(allowed)))} "
                f"({answer.body[:80]!r})" for method, target, answer in escapes[kind] if answer.status not in allowed]
    assert not problems, f"{len(problems)} of {len(escapes[kind])} requests answered wrongly:\n{listing(problems)}"


def test_nothing_leaked(served, escapes):
    site, _, secret = served
    manifest = (site.output / ".trellis-manifest").read_bytes()
    leaks = [f"{method} {target!r}: {answer.body[:200]!r}" for answers in escapes.values()
             for method, target, answer in answers
             if secret.encode() in answer.body or manifest[:60] in answer.body or b"root:x:0:0" in answer.body]
    assert not leaks, f"responses leaked the secret, the manifest or /etc/passwd:\n{listing(leaks)}"


def test_links_inside_served(served):
    """Links that stay inside the output are served."""
    site, server, _ = served
    expected = (site.output / "trellis.css").read_bytes()
    problems = []
    for target in ("/inside.css", "/assets/inside-relative.css"):
        answer = fetch(server.port, target)
        if answer.status != 200 or answer.body != expected:
            problems.append(f"GET {target} (a link to trellis.css inside the output): {answer.status}, "
                            f"{len(answer.body)} bytes; expected 200 and the stylesheet")
    assert not problems, listing(problems)


def test_serving_after_escapes(served, escapes):
    _, server, _ = served
    answer = fetch(server.port, "/explorer.html")
    assert answer.status == 200, f"GET /explorer.html after the escapes: {answer.status}, expected 200"
