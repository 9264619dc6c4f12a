#!/usr/bin/env python3
"""Where a first frame's time goes, by library, Swift against C.

Reads `perf script -F comm,pid,tid,time,event,ip,sym,dso` from standard
input: cpu-clock samples and sched_yield entries of runs of the bare
programs (scripts/frame-profile.sh). In each run (process), the main
thread's samples between its first two sched_yield calls (the million-row
frame's marks, BARE_MARKS) are kept. Prints the samples per run of each
library for each program, then their differences, libraries and then
functions, largest first. The C twin is the program named bare_reference;
any other is the Swift one.
"""
import collections
import re
import sys

LINE = re.compile(r'\s*(\S+)\s+(\d+)/(\d+)\s+([\d.]+):\s+(\S+):\s*(.*)$')
SAMPLE = re.compile(r'\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$')


def read_runs(lines):
    runs = collections.defaultdict(lambda: {'marks': [], 'samples': [], 'comm': ''})
    for line in lines:
        match = LINE.match(line)
        if not match:
            continue
        comm, pid, tid, time, event, rest = match.groups()
        if pid != tid:
            continue  # the main thread only
        run = runs[pid]
        run['comm'] = comm
        if 'sched_yield' in event:
            run['marks'].append(float(time))
        elif 'cpu-clock' in event:
            sample = SAMPLE.match(rest)
            symbol, library = sample.groups() if sample else ('?', '?')
            run['samples'].append((float(time), symbol, library.split('/')[-1]))
    return runs


def per_program(runs):
    programs = {}
    for run in runs.values():
        if len(run['marks']) < 2:
            continue
        start, end = run['marks'][0], run['marks'][1]
        name = 'C' if 'bare_ref' in run['comm'] else 'Swift'
        program = programs.setdefault(
            name, {'runs': 0, 'library': collections.Counter(), 'function': collections.Counter(), 'ms': []})
        program['runs'] += 1
        program['ms'].append((end - start) * 1000)
        for time, symbol, library in run['samples']:
            if start <= time <= end:
                program['library'][library] += 1
                program['function'][f'{symbol} ({library})'] += 1
    return programs


def main():
    programs = per_program(read_runs(sys.stdin))
    if set(programs) != {'Swift', 'C'}:
        sys.exit('frame-profile: no marked frames of both programs in the samples (BARE_MARKS, perf tracepoints?)')
    per_run = {}
    for name in ('Swift', 'C'):
        program = programs[name]
        runs = program['runs']
        frames = sorted(program['ms'])
        total = sum(program['library'].values()) / runs
        per_run[name] = runs
        print(f'{name}: {runs} runs, median frame {frames[len(frames) // 2]:.2f} ms (sampling slows it), '
              f'{total:.1f} samples per run')
        for library, count in program['library'].most_common(12):
            print(f'  {count / runs:8.1f}  {library}')
    swift, c = programs['Swift'], programs['C']
    for table, limit in (('library', 15), ('function', 30)):
        print(f'Swift − C, samples per run, by {table}:')
        keys = set(swift[table]) | set(c[table])

        def difference(key):
            return swift[table][key] / per_run['Swift'] - c[table][key] / per_run['C']
        for key in sorted(keys, key=lambda key: -abs(difference(key)))[:limit]:
            print(f'  {difference(key):+8.1f}  {key}')


main()
