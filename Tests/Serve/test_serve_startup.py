"""The start-up of `trellis serve`: the start-up lines, IPv4 and IPv6, --host, bad arguments, a port
in use; the output equals a `trellis build` of the same site, byte for byte.

Each site (the gallery in Data/, the fixture in Tests/Fixtures/site/) and each --host address is
served once for the module; the tests check one thing each of what it says and serves.
"""
import subprocess

import pytest

from serving import FIXTURE, GALLERY, Server, can_connect, fetch, listing, note

SITES = {"gallery": GALLERY, "fixture": FIXTURE}
BUILT = r"^trellis: built in ([\d.]+) ms \([^)]*\): (\d+) sections rendered and checked, (\d+) files$"
# --host ADDRESS: the other loopback address, and the one URL the server should say it serves at.
HOSTS = {"ipv4": ("127.0.0.1", "::1", "http://127.0.0.1:{}/"), "ipv6": ("::1", "127.0.0.1", "http://[::1]:{}/")}


@pytest.fixture(scope="module", params=list(SITES))
def started(request, module_servers):
    """(the site's name, its copy, its server), served on both loopback addresses."""
    site = module_servers.site(SITES[request.param], f"startup-{request.param}")
    return request.param, site, module_servers.serve(site)


def built_line(server):
    built = server.matching(BUILT)
    assert built, (f"no `trellis: built in X ms: N sections rendered and checked, N files` line:\n"
                   f"{server.transcript()}")
    return built[0][1]


def test_built_line(started):
    name, _, server = started
    ms, sections, files = built_line(server).groups()
    note(f"startup: {name} built in {ms} ms ({sections} sections, {files} files)")


def test_built_line_counts_files(started):
    _, site, server = started
    files = int(built_line(server).group(3))
    on_disk = len([p for p in site.output.rglob("*") if p.is_file() and not p.name.startswith(".")])
    assert files == on_disk, f"the built line says {files} files, the output holds {on_disk}"


def test_serving_line_names_folders(started):
    _, site, server = started
    serving = server.matching(Server.SERVING)[0][1]
    assert (serving.group(1), serving.group(4)) == (str(site.output), str(site.directory)), \
        f"the serving line names {serving.group(1)!r} and {serving.group(4)!r}, expected " \
        f"{str(site.output)!r} and {str(site.directory)!r}"


def test_serving_urls(started, ipv6):
    _, _, server = started
    expected = [f"http://127.0.0.1:{server.port}/", f"http://[::1]:{server.port}/"]
    if not ipv6:
        note("startup: no IPv6 loopback here, the ::1 checks are skipped")
        expected = expected[:1]
    assert server.urls == expected, f"serving at {server.urls}, expected {expected}"


def test_output_equals_build(started):
    _, site, _ = started
    differences = site.fresh_build_differences()
    assert not differences, f"the served output is not what `trellis build` writes:\n{listing(differences)}"


def test_root_on_ipv4(started):
    _, _, server = started
    answer = fetch(server.port, "/")
    assert answer.status == 200, f"GET / on 127.0.0.1: {answer.status}, expected 200"


def test_root_on_ipv6_same(started, ipv6):
    if not ipv6:
        pytest.skip("no IPv6 loopback here")
    _, _, server = started
    v4, v6 = fetch(server.port, "/"), fetch(server.port, "/", host="::1")
    assert (v6.status, v6.body) == (v4.status, v4.body), \
        f"GET / on ::1 is {v6.status}, {len(v6.body)} bytes; on 127.0.0.1 {v4.status}, {len(v4.body)} bytes"


# --- --host ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module", params=list(HOSTS))
def hosted(request, module_servers, ipv6):
    """(the address, the other loopback address, the URL expected, the site, its server) for
    `trellis serve --host ADDRESS`."""
    host, other, url = HOSTS[request.param]
    if host == "::1" and not ipv6:
        pytest.skip("no IPv6 loopback here")
    site = module_servers.site(FIXTURE, f"startup-host-{request.param}")
    server = module_servers.serve(site, host=host)
    return host, other, url.format(server.port), site, server


def test_host_url(hosted):
    host, _, url, _, server = hosted
    assert server.urls == [url], f"--host {host}: serving at {server.urls}, expected [{url}]"


def test_host_answers(hosted):
    host, _, _, _, server = hosted
    answer = fetch(server.port, "/", host=host)
    assert answer.status == 200, f"--host {host}: GET / is {answer.status}, expected 200"


def test_host_only_that_address(hosted):
    host, other, _, _, server = hosted
    assert not can_connect(other, server.port), \
        f"--host {host}: {other} port {server.port} accepts connections too"


def test_port_in_use(hosted, servers):
    """The same port again: a clear error, not a hang."""
    host, _, _, _, server = hosted
    site = servers.site(FIXTURE, "startup-port-in-use")
    second = servers.serve(site, host=host, port=server.port, wait=False)
    try:
        code = second.process.wait(10)
    except subprocess.TimeoutExpired:
        code = None
    second.kill()
    second.drained()
    error = second.errors()
    assert code not in (None, 0) and "[serve.portInUse]" in error, \
        f"--host {host} --port {server.port} (in use): exit {code}, stderr {error!r}; " \
        f"expected a non-zero exit and the error serve.portInUse"


# --- Usage and input errors -----------------------------------------------------------------------

@pytest.mark.parametrize("arguments, expected", [(["--port", "70000"], 2), (["--site", "{missing}"], 1)],
                         ids=["port-70000", "missing-site"])
def test_bad_arguments(trellis, tmp_path, arguments, expected):
    arguments = [a.format(missing=tmp_path / "no-such-site") for a in arguments]
    result = subprocess.run([trellis, "serve", "--output", str(tmp_path / "unused"), *arguments],
                            capture_output=True, text=True, timeout=10)
    assert (result.returncode, bool(result.stderr.strip())) == (expected, True), \
        f"serve {' '.join(arguments)}: exit {result.returncode}, stderr {result.stderr.strip()!r}; " \
        f"expected exit {expected} and a message"
