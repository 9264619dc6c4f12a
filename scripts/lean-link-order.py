#!/usr/bin/env python3
"""Writes a symbol ordering file for lld from callgrind profiles.

  lean-link-order.py BINARY LINKMAP PROFILE [LATER_PROFILE…] > ORDER

BINARY is the path of the profiled program (only its own functions count);
LINKMAP the `-Map` lld wrote when it linked it; PROFILE a callgrind output
file of the program's start-up, and each LATER_PROFILE one of a run whose
code comes after start-up's (lean-link.sh --then). lld places a whole input
section where its first listed symbol says, so the order is, within each
group the functions that ran the most instructions first:

0. the hot functions (called at least HOT_CALLS times in one run: the
   rows' code, the runtime's retain and release), the most called first,
   so that the code every row runs lies in a few pages, not scattered
   among start-up's code a function to a page;
1. the functions start-up ran whose sections are small (function sections,
   the runtime's C++ functions, one file's code), so that they lie together;
   then those of each later profile that no earlier one ran;
2. then those in a large section, which moves whole (the standard library's
   one 1.6 MB `.text`, the concurrency library's), after the small ones;
3. last, names more than one section defines when one of those is large: a
   local helper that many objects define under one name (`outlined copy`,
   value witnesses) would otherwise drag a large section that start-up
   never runs, such as the regex parser's, into the middle.

Code whose symbols have no size (the C start-up files' `frame_dummy`, which
every program runs before `main`) is profiled by its address alone; it is
named by the first symbol of the section that holds that address, so that
it moves too: left where lld puts it, it costs a 64 KiB window of its own.
"""
import bisect
import collections
import os
import re
import sys

LARGE = 64 * 1024
# Called this often in one run, a function is hot: it runs for every row (or
# every item of some other loop), between calls into GTK that evict it.
HOT_CALLS = 100


def profiled_functions(profile, binary):
    """The functions of BINARY the profile ran, by linker name, the most
    instructions first (their own, not their callees'), as
    callgrind_annotate lists them; and how often each was called."""
    wanted = os.path.realpath(binary)
    objects, names, cost = {}, {}, {}
    calls = collections.Counter()
    current, function, call_line, callee = None, None, False, None

    def resolve(table, value):
        match = re.match(r"\((\d+)\)(?: (.*))?$", value)
        if not match:
            return value
        if match.group(2) is not None:
            table[match.group(1)] = match.group(2)
        return table.get(match.group(1), "")

    with open(profile, errors="replace") as lines:
        for line in lines:
            if line[:1].isdigit() or line[:1] in "+-*":
                # A cost line: the function's own, unless it follows a
                # `calls=` line, when it is that call's inclusive cost.
                fields = line.split()
                if function is not None and not call_line and len(fields) > 1:
                    cost[function] += int(fields[1])
                call_line = False
            elif line.startswith("calls="):
                call_line = True
                if callee:
                    calls[callee] += int(line[6:].split()[0])
            elif line.startswith("ob="):
                current = resolve(objects, line[3:].rstrip("\n"))
            elif line.startswith("cob="):
                resolve(objects, line[4:].rstrip("\n"))
            elif line.startswith("cfn="):
                callee = re.sub(r"'\d+$", "", resolve(names, line[4:].rstrip("\n")))
            elif line.startswith("fn="):
                name = resolve(names, line[3:].rstrip("\n"))
                function = None
                if current and os.path.realpath(current) == wanted:
                    name = re.sub(r"'\d+$", "", name)
                    if name == "(below main)":
                        name = "_start"
                    if name:
                        function = name
                        cost.setdefault(name, 0)
    return sorted(cost, key=lambda name: -cost[name]), calls


def definitions(linkmap):
    """Symbol name -> the (section, size) pairs that define it; and the
    input sections of code, as (address, size, first symbol), by address."""
    defined = collections.defaultdict(set)
    code = []
    section = None
    in_code = False
    row = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.*)$")
    with open(linkmap, errors="replace") as lines:
        for line in lines:
            match = row.match(line)
            if not match:
                continue
            address, size = int(match.group(1), 16), int(match.group(2), 16)
            depth, name = len(match.group(3)), match.group(4)
            if depth == 0:
                in_code = name.startswith(".text")
            elif depth == 8:
                section = (name, size)
                if in_code:
                    code.append([address, size, None])
            elif depth > 8 and section:
                defined[name].add(section)
                if in_code and code and code[-1][2] is None:
                    code[-1][2] = name
    return defined, sorted(code)


def named_by_section(address, code):
    """The first symbol of the code section that holds ADDRESS, or None."""
    starts = [start for start, _, _ in code]
    index = bisect.bisect_right(starts, address) - 1
    if index >= 0:
        start, size, symbol = code[index]
        if address < start + size:
            return symbol
    return None


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: lean-link-order.py BINARY LINKMAP PROFILE [LATER_PROFILE…] > ORDER")
    binary, linkmap, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
    defined, code = definitions(linkmap)
    hot, small, large, shared = [], [], [], []
    seen = set()
    ordered = []
    most_calls = collections.Counter()
    for profile in profiles:
        names, calls = profiled_functions(profile, binary)
        for name in names:
            count = calls[name]
            if name.startswith("0x"):
                name = named_by_section(int(name, 16), code)
            if not name:
                continue
            most_calls[name] = max(most_calls[name], count)
            if name not in seen:
                seen.add(name)
                ordered.append(name)
    for name in ordered:
        sections = defined.get(name, set())
        if all(size < LARGE for _, size in sections):
            (hot if most_calls[name] >= HOT_CALLS else small).append(name)
        elif len(sections) == 1:
            large.append(name)
        else:
            shared.append(name)
    hot.sort(key=lambda name: -most_calls[name])
    print("\n".join(hot + small + large + shared))
    print(f"{len(hot)} hot functions, {len(small)} others in small sections, {len(large)} in large ones, "
          f"{len(shared)} shared", file=sys.stderr)


main()
