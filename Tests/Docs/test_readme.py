"""The README, run as a site author would run it.

`test_transcripts`: every ```console block of README.md, in order, in one fresh temporary folder,
with the trellis under test first on PATH. A line `$ COMMAND` runs COMMAND with bash in the
folder the transcript has reached (a `cd` moves it; `$?` is the last command's status); the lines
after it, up to the next `$` or the end of the block, are what it must print, standard output and
error together. Times are masked on both sides ("in 34 ms", "44.9"), and so is the port
`trellis serve` takes: the test gives it `--port 0`, fetches its home page once it says where it
serves, then stops it with Ctrl-C (SIGINT). A line `...` in the README stands for any lines.

`test_swift_examples`: every ```swift block of the README is a verbatim excerpt (indentation
aside) of the example package `Examples/GalleryFromSwift`, which the full tier compiles and runs
(Scripts/example.sh), so the README's Swift cannot stop compiling unnoticed.

`test_content_security_policy`: the policy the README tells hosts to send is the one
`trellis serve` sends.

    .venv/bin/pytest Tests/Docs
"""
import os
import re
import signal
import subprocess
import tempfile
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
EXAMPLE = ROOT / "Examples/GalleryFromSwift/Sources"

TIME = re.compile(r"\b\d+(?:\.\d+)? ?(?:ms|s)\b|\b\d+\.\d+\b")
PORT = re.compile(r"(127\.0\.0\.1|\[::1\]|localhost):\d+")


def blocks(language):
    """The README's fenced blocks of `language`, each as (first line number, lines)."""
    found, current, start, opened = [], None, 0, None
    for number, line in enumerate(README.read_text(encoding="utf-8").split("\n"), start=1):
        if current is None and line.startswith("```"):
            current, start, opened = [], number + 1, line[3:].strip()
        elif current is not None and line.strip() == "```":
            if opened == language:
                found.append((start, current))
            current = None
        elif current is not None:
            current.append(line)
    return found


def commands(block):
    """(line number, command, expected lines) for each `$ ` line of a console block."""
    start, lines = block
    result = []
    for offset, line in enumerate(lines):
        if line.startswith("$ "):
            result.append((start + offset, line[2:], []))
        elif result:
            result[-1][2].append(line)
    return result


def mask(line):
    return TIME.sub("T", PORT.sub(r"\1:PORT", line.rstrip()))


def matches(expected, actual):
    """Whether `actual` is `expected`, masked, where a line `...` stands for any lines."""
    expected = [mask(line) for line in expected]
    actual = [mask(line) for line in actual]

    def match(e, a):
        if e == len(expected):
            return a == len(actual)
        if expected[e] == "...":
            return any(match(e + 1, later) for later in range(a, len(actual) + 1))
        return a < len(actual) and expected[e] == actual[a] and match(e + 1, a + 1)

    return match(0, 0)


def run_serve(command, folder, environment):
    """`trellis serve` on a free port: once it says where it serves, its home page is fetched and
    it is stopped with Ctrl-C. Its lines, and the page's Content-Security-Policy."""
    process = subprocess.Popen(["bash", "-c", f"exec {command} --port 0"], cwd=folder, env=environment,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    watchdog = threading.Timer(30, process.kill)  # a server that never says where it serves
    watchdog.start()
    lines, policy = [], None
    try:
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            address = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if address:
                with urllib.request.urlopen(address.group(0), timeout=10) as response:
                    policy = response.headers.get("Content-Security-Policy")
                break
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        rest, _ = process.communicate(timeout=30)
        watchdog.cancel()
    return lines + rest.splitlines(), policy


@pytest.fixture(scope="module")
def transcript_run(trellis):
    """Every console block's commands run, in order, in one temporary folder: a list of
    (README line, command, expected lines, printed lines), and the serve's policy."""
    bin_folder = Path(tempfile.mkdtemp(prefix="trellis-readme-bin-"))
    (bin_folder / "trellis").symlink_to(trellis)
    home = Path(tempfile.mkdtemp(prefix="trellis-readme-"))
    environment = dict(os.environ, PATH=f"{bin_folder}:{os.environ['PATH']}", NO_COLOR="1")
    folder, status, results, policy = home, 0, [], None
    for block in blocks("console"):
        for number, command, expected in commands(block):
            if command.startswith("cd "):
                folder = (folder / command[3:].strip()).resolve()
                printed = []
            elif command.startswith("trellis serve"):
                printed, policy = run_serve(command, folder, environment)
            else:
                result = subprocess.run(["bash", "-c", f"(exit {status}); {command}"], cwd=folder, env=environment,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
                printed, status = result.stdout.splitlines(), result.returncode
            results.append((number, command, expected, printed))
    return results, policy


def test_transcripts(transcript_run):
    results, _ = transcript_run
    assert results, "README.md has no ```console block"
    for number, command, expected, printed in results:
        assert matches(expected, printed), (
            f"README.md:{number}: `{command}` printed (times and ports masked):\n  "
            + "\n  ".join(mask(line) for line in printed)
            + "\nwhere the README shows:\n  " + "\n  ".join(mask(line) for line in expected))


def test_content_security_policy(transcript_run):
    _, policy = transcript_run
    assert policy, "no `trellis serve` in the README's transcripts answered with a Content-Security-Policy"
    shown = [line.strip() for _, lines in blocks("") for line in lines if line.startswith("default-src")]
    assert shown == [policy], f"the README shows the policy {shown}; trellis serve sends {policy!r}"


def test_swift_examples():
    sources = {path: [line.strip() for line in path.read_text(encoding="utf-8").split("\n")]
               for path in sorted(EXAMPLE.rglob("*.swift"))}
    swift_blocks = blocks("swift")
    assert swift_blocks, "README.md has no ```swift block"
    for start, lines in swift_blocks:
        wanted = [line.strip() for line in lines]
        found = any(source[index:index + len(wanted)] == wanted
                    for source in sources.values() for index in range(len(source) - len(wanted) + 1))
        assert found, (f"README.md:{start}: this Swift is not a verbatim excerpt of {EXAMPLE.relative_to(ROOT)}, "
                       "which the full tier compiles:\n" + "\n".join(lines))
