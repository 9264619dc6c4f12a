#!/usr/bin/env python3
"""Fails when a public symbol of the library has no doc comment.

Reads the symbol graphs that `swift package generate-documentation` extracts
(public symbols only) and lists every symbol declared in our sources whose
doc comment is missing or whose first line is empty. Members a type gets
from a protocol's default implementation or from the standard library
(synthesized Equatable, Hashable…) are not ours and are skipped, and so are
deprecated aliases: their deprecation message names what replaces them.

    scripts/doc-coverage.py .build/x86_64-unknown-linux-gnu/extracted-symbols/main
"""
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build")
missing = []
checked = 0
libraries = ("PlaceholderCore", "PlaceholderGtk", "GtkKit", "Adwaita")
graphs = [g for g in sorted(root.rglob("*.symbols.json")) if g.name.split(".")[0].split("@")[0] in libraries]
for graph in graphs:
    data = json.loads(graph.read_text())
    for symbol in data.get("symbols", []):
        location = symbol.get("location", {}).get("uri", "")
        if not any(f"/Sources/{library}/" in location for library in libraries):
            continue  # synthesized or inherited: not declared in our sources
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if any(entry.get("isUnconditionallyDeprecated") for entry in symbol.get("availability", [])):
            continue
        checked += 1
        lines = symbol.get("docComment", {}).get("lines", [])
        first = lines[0]["text"].strip() if lines else ""
        if not first:
            path = location.split("/Sources/", 1)[-1]
            line = symbol["location"]["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.append(f"Sources/{path}:{line}: {name} has no doc comment summary")
for entry in sorted(set(missing)):
    print(entry)
print(f"doc coverage: {checked} public symbols, {len(set(missing))} without a summary")
sys.exit(1 if missing else 0)
