#!/usr/bin/env python3
"""Fails when a public symbol of the library has no documentation comment.

Reads the symbol graphs that `swift package generate-documentation` extracts (under
.build/*/extracted-symbols/) for the modules the library's documentation covers, and lists every
public symbol declared in this repository's sources (it has a source location) with no doc
comment of its own. Symbols the compiler makes (a raw-value enum's hash(into:), say) have no
location and are not counted; extension blocks are not symbols a reader looks up.

Usage: Scripts/doc-coverage.py [MODULE ...]   (default: Trellis TrellisGallery TrellisLayout TrellisDiagnostics)
"""
import glob
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
modules = sys.argv[1:] or ["Trellis", "TrellisGallery", "TrellisLayout", "TrellisDiagnostics"]
missing = []
counted = 0
for module in modules:
    files = glob.glob(str(ROOT / f".build/*/extracted-symbols/*/{module}/*.symbols.json"))
    if not files:
        sys.exit(f"doc-coverage.py: no symbol graph for {module}; run swift package generate-documentation first")
    for path in files:
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            counted += 1
            if not symbol.get("docComment"):
                location = symbol["location"]
                file = location["uri"].replace("file://" + str(ROOT) + "/", "")
                line = location["position"]["line"] + 1
                missing.append(f"{file}:{line}: {module}.{'.'.join(symbol['pathComponents'])} has no documentation")
for line in sorted(set(missing)):
    print(line)
print(f"doc-coverage.py: {counted - len(set(missing))} of {counted} public symbols documented in {', '.join(modules)}")
sys.exit(1 if missing else 0)
