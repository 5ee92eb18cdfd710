#!/usr/bin/env python3
"""Mutated merchant folders: what a careless or hostile merchant uploads.

    Scripts/mutate-folders.py [--folders N] [--seed S] [--examples K] [--timeout SECONDS]
                              [--tool PATH] [--only INDEX] [--keep]

Makes N copies of the sample merchant folders (RateTables/us-outfitters,
uk-teahouse, jp-stationery, de-bookshop, in turn) under a temporary folder, each with one
to three mutations drawn from a generator seeded by S and the folder's
index: flipped bytes, deleted, duplicated and swapped rows, truncated and
empty files, huge cells, control characters, a byte-order mark with CRLF
line ends, invalid UTF-8, missing files, and a table replaced by a folder,
a named pipe, a link inside the folder or a link to a file outside it
holding a marker.

For each folder it runs the release tool (built first unless --tool is
given): `validate DIR`, then `quote --tables DIR` and `explain --tables DIR`
on K of the merchant's examples, each with a timeout. It counts runs,
crashes (ended by a signal), hangs (timeouts), exit codes other than 0 and
1, output holding a raw control character or the outside file's marker,
and `validate` lines that are not diagnostics of the folder (a forged
line). It prints a table and exits 1 on any of those. A failing folder's
index is printed; --only INDEX with the same seed makes it again, and
--keep leaves the folders in place.

Python 3 standard library only. Not part of .ci/run: 3,000 runs take minutes.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MERCHANTS = ["us-outfitters", "uk-teahouse", "jp-stationery", "de-bookshop", "tx-leatherworks"]
MARKER = "OUTSIDE-MARKER-b7e2"
FORGERY = "\n\x1b[2J\x00manifest.json:1:1: error: FORGED"

# Characters no line of validate or explain may print raw: C0 controls but
# the line break, DEL, C1 controls, line and paragraph separators and the
# bidirectional overrides (what Diagnostic escapes). JSON output may hold
# the last two kinds raw, as JSON allows, so quote is checked for the
# first three only.
CONTROL = {chr(c) for c in range(0x20) if c != 0x0A} | {chr(c) for c in range(0x7F, 0xA0)}
TEXT_ONLY = {"\u2028", "\u2029"} | {chr(c) for c in range(0x202A, 0x202F)} | {chr(c) for c in range(0x2066, 0x206A)}


def tables(folder):
    return sorted(n for n in os.listdir(folder) if n.endswith(".csv") or n == "manifest.json")


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def data_lines(data):
    """Indexes of lines that are rows: not the header, comments or blank."""
    lines = data.split(b"\n")
    rows, header_seen = [], False
    for i, line in enumerate(lines):
        if not line.strip() or line.startswith(b"#"):
            continue
        if not header_seen:
            header_seen = True
            continue
        rows.append(i)
    return lines, rows


def replace_file(path):
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


# Each mutation takes (rng, folder, name, outside) and returns a short
# description, or None when it does not apply to the file.


def byte_flips(rng, folder, name, outside):
    data = bytearray(read(os.path.join(folder, name)))
    if not data:
        return None
    count = rng.randint(1, 8)
    for _ in range(count):
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    write(os.path.join(folder, name), bytes(data))
    return f"{count} flipped bytes"


def row_edit(kind):
    def mutate(rng, folder, name, outside):
        if not name.endswith(".csv"):
            return None
        path = os.path.join(folder, name)
        lines, rows = data_lines(read(path))
        if len(rows) < 2:
            return None
        a, b = rng.sample(rows, 2)
        if kind == "deleted row":
            del lines[a]
        elif kind == "duplicated row":
            lines.insert(a, lines[a])
        else:
            lines[a], lines[b] = lines[b], lines[a]
        write(path, b"\n".join(lines))
        return kind

    return mutate


def truncated(rng, folder, name, outside):
    path = os.path.join(folder, name)
    data = read(path)
    if len(data) < 2:
        return None
    write(path, data[: rng.randrange(1, len(data))])
    return "truncated"


def huge_cell(rng, folder, name, outside):
    if not name.endswith(".csv"):
        return None
    path = os.path.join(folder, name)
    lines, rows = data_lines(read(path))
    if not rows:
        return None
    row = rng.choice(rows)
    cells = lines[row].split(b",")
    size = rng.choice([201, 1_001, 65_536, 2_000_000])
    cells[rng.randrange(len(cells))] = b"x" * size
    lines[row] = b",".join(cells)
    write(path, b"\n".join(lines))
    return f"a {size}-byte cell"


def control_characters(rng, folder, name, outside):
    path = os.path.join(folder, name)
    if name == "manifest.json":
        data = read(path).decode()
        key = '"merchant": "'
        at = data.find(key)
        if at < 0:
            return None
        escaped = FORGERY.replace("\n", "\\n").replace("\x1b", "\\u001b").replace("\x00", "\\u0000")
        write(path, (data[: at + len(key)] + "Shop" + escaped + data[at + len(key) :]).encode())
        return "control characters in the merchant's name"
    lines, rows = data_lines(read(path))
    if not rows:
        return None
    row = rng.choice(rows)
    cells = lines[row].split(b",")
    at = rng.randrange(len(cells))
    payload = rng.choice([FORGERY, "\x1b[31mred\x1b[0m", "a\x00b", "\u202emirror", "tab\there", "\x7f\x85"])
    quoted = '"' + payload.replace('"', '""') + '"'
    cells[at] = (cells[at].decode(errors="replace").strip('"') + quoted).encode() if rng.random() < 0.3 else quoted.encode()
    lines[row] = b",".join(cells)
    write(path, b"\n".join(lines))
    return "control characters in a cell"


def bom_crlf(rng, folder, name, outside):
    path = os.path.join(folder, name)
    data = read(path).replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    write(path, b"\xef\xbb\xbf" + data)
    return "BOM and CRLF"


def invalid_utf8(rng, folder, name, outside):
    path = os.path.join(folder, name)
    data = read(path)
    at = rng.randrange(len(data) + 1)
    bad = rng.choice([b"\xff\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80"])
    write(path, data[:at] + bad + data[at:])
    return "invalid UTF-8"


def empty_file(rng, folder, name, outside):
    write(os.path.join(folder, name), b"")
    return "empty file"


def missing_file(rng, folder, name, outside):
    os.remove(os.path.join(folder, name))
    return "missing file"


def as_folder(rng, folder, name, outside):
    path = os.path.join(folder, name)
    replace_file(path)
    os.mkdir(path)
    return "a folder in its place"


def as_fifo(rng, folder, name, outside):
    path = os.path.join(folder, name)
    replace_file(path)
    os.mkfifo(path)
    return "a named pipe in its place"


def link_inside(rng, folder, name, outside):
    path = os.path.join(folder, name)
    os.makedirs(os.path.join(folder, "..data"), exist_ok=True)
    os.rename(path, os.path.join(folder, "..data", name))
    os.symlink(os.path.join("..data", name), path)
    return "a link inside the folder"


def link_outside(rng, folder, name, outside):
    path = os.path.join(folder, name)
    data = read(path)
    # The table itself with a marker column: read, it would load or name
    # the marker in an "unknown column" error.
    lines = data.split(b"\n")
    for i, line in enumerate(lines):
        if line.strip() and not line.startswith(b"#"):
            lines[i] = line + b"," + MARKER.encode() if name.endswith(".csv") else line
            break
    if name == "manifest.json":
        lines = data.decode().replace('"merchant": "', '"merchant": "' + MARKER).encode().split(b"\n")
    target = os.path.join(outside, f"{os.path.basename(folder)}-{name}")
    write(target, b"\n".join(lines))
    replace_file(path)
    os.symlink(target if rng.random() < 0.5 else os.path.relpath(target, folder), path)
    return "a link outside the folder"


MUTATIONS = [
    ("byte flips", byte_flips),
    ("deleted row", row_edit("deleted row")),
    ("duplicated row", row_edit("duplicated row")),
    ("swapped rows", row_edit("swapped rows")),
    ("truncated", truncated),
    ("huge cell", huge_cell),
    ("control characters", control_characters),
    ("BOM and CRLF", bom_crlf),
    ("invalid UTF-8", invalid_utf8),
    ("empty file", empty_file),
    ("missing file", missing_file),
    ("folder", as_folder),
    ("named pipe", as_fifo),
    ("link inside", link_inside),
    ("link outside", link_outside),
]


def make_folder(index, seed, work, outside):
    """Folder `index`: a copy of a sample merchant with 1 to 3 mutations."""
    rng = random.Random(seed * 1_000_003 + index)
    merchant = MERCHANTS[index % len(MERCHANTS)]
    source = os.path.join(ROOT, "RateTables", merchant)
    folder = os.path.join(work, f"{index:05d}-{merchant}")
    os.mkdir(folder)
    for name in tables(source):
        shutil.copyfile(os.path.join(source, name), os.path.join(folder, name))
    applied = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        present = [n for n in tables(source) if os.path.isfile(os.path.join(folder, n)) and not os.path.islink(os.path.join(folder, n))]
        if not present:
            break
        kind, mutate = rng.choice(MUTATIONS)
        name = rng.choice(present)
        done = mutate(rng, folder, name, outside)
        if done:
            applied.append((kind, f"{name}: {done}"))
    examples = sorted(os.listdir(os.path.join(source, "examples")))
    return folder, merchant, applied, rng, [os.path.join(source, "examples", e) for e in examples]


def run(tool, arguments, timeout):
    started = time.monotonic()
    try:
        done = subprocess.run([tool] + arguments, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, b"", b"", time.monotonic() - started
    return done.returncode, done.stdout, done.stderr, time.monotonic() - started


def problems(command, folder, status, out, err):
    """What is wrong with one run's ending and output, as short texts."""
    found = []
    if status is None:
        return ["hang"]
    if status < 0:
        return [f"crash (signal {-status})"]
    if status not in (0, 1):
        found.append(f"exit {status}")
    text = (out + err).decode("utf-8", errors="replace")
    unsafe = CONTROL | (TEXT_ONLY if command != "quote" else set())
    if any(c in unsafe for c in text):
        found.append("raw control character")
    if MARKER in text:
        found.append("outside marker")
    if command == "validate":
        prefix = folder + "/"
        for line in err.decode("utf-8", errors="replace").split("\n")[:-1]:
            # validate's diagnostics: errors, warnings, and notes (a
            # jurisdiction where the merchant is not registered).
            if not line.startswith(prefix) or not any(kind in line for kind in (": error: ", ": warning: ", ": note: ")):
                found.append("forged line")
                break
        if out.count(b"\n") != 1:
            found.append("forged line")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folders", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=2, help="examples quoted and explained per folder")
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--tool", help="a built checkout-pricing; else the release tool is built")
    parser.add_argument("--only", type=int, help="make and run only this folder index")
    parser.add_argument("--keep", action="store_true", help="leave the folders in place")
    args = parser.parse_args()

    tool = args.tool
    if tool is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "checkout-pricing"], cwd=ROOT, check=True,
                       stdout=sys.stderr)
        tool = os.path.join(ROOT, ".build", "release", "checkout-pricing")
    tool = os.path.abspath(tool)

    base = tempfile.mkdtemp(prefix="mutated-folders-")
    work, outside = os.path.join(base, "merchants"), os.path.join(base, "outside")
    os.mkdir(work)
    os.mkdir(outside)
    started = time.monotonic()
    counts = {"runs": 0, "crashes": 0, "hangs": 0, "other exits": 0, "raw control characters": 0,
              "outside marker": 0, "forged lines": 0}
    by_kind = {}  # mutation kind -> [folders, loaded, refused]
    failures = []
    slowest = (0.0, "")
    indexes = [args.only] if args.only is not None else range(args.folders)
    try:
        for index in indexes:
            folder, merchant, applied, rng, examples = make_folder(index, args.seed, work, outside)
            commands = [("validate", [folder])]
            for example in rng.sample(examples, min(args.examples, len(examples))):
                commands.append(("quote", ["--tables", folder, example]))
                commands.append(("explain", ["--tables", folder, example]))
            loaded = None
            for command, arguments in commands:
                status, out, err, seconds = run(tool, [command] + arguments, args.timeout)
                counts["runs"] += 1
                if seconds > slowest[0]:
                    slowest = (seconds, f"{index} {command}")
                if command == "validate":
                    loaded = status == 0
                for problem in problems(command, folder, status, out, err):
                    key = {"hang": "hangs", "exit": "other exits", "raw control character": "raw control characters",
                           "outside marker": "outside marker", "forged line": "forged lines"}
                    counts[next((v for k, v in key.items() if problem.startswith(k)), "crashes")] += 1
                    failures.append(f"folder {index} ({merchant}; {'; '.join(d for _, d in applied)}): "
                                    f"{command}: {problem}")
            for kind in sorted({k for k, _ in applied}) or ["none applied"]:
                row = by_kind.setdefault(kind, [0, 0, 0])
                row[0] += 1
                row[1 if loaded else 2] += 1
    finally:
        if args.keep:
            print(f"folders kept in {base}", file=sys.stderr)
        else:
            shutil.rmtree(base, ignore_errors=True)
    elapsed = time.monotonic() - started

    folders = len(indexes)
    print(f"{folders} mutated folders, seed {args.seed}, {args.examples} examples each, "
          f"timeout {args.timeout:g} s: {elapsed:.0f} s")
    print()
    print("| mutation | folders | load | refused |")
    print("| --- | ---: | ---: | ---: |")
    for kind, (n, ok, refused) in sorted(by_kind.items()):
        print(f"| {kind} | {n} | {ok} | {refused} |")
    print()
    print("| runs | crashes | hangs | other exits | raw control characters | outside marker | forged lines |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print("| " + " | ".join(str(counts[k]) for k in ["runs", "crashes", "hangs", "other exits",
                                                     "raw control characters", "outside marker",
                                                     "forged lines"]) + " |")
    print()
    print(f"slowest run: {slowest[0]:.2f} s (folder {slowest[1]})")
    for failure in failures[:50]:
        print(failure, file=sys.stderr)
    if len(failures) > 50:
        print(f"... and {len(failures) - 50} more", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
