"""logscan - summarise nginx access logs."""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "(?P<referrer>[^"]*)" "(?P<agent>[^"]*)"'
)


@dataclass
class Hit:
    ip: str
    method: str
    path: str
    status: int
    size: int
    agent: str


def open_log(path: Path) -> Iterator[str]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as fh:
        yield from fh


def parse(lines: Iterable[str]) -> Iterator[Hit]:
    for line in lines:
        m = LINE_RE.match(line)
        if not m:
            continue
        size = m.group("size")
        yield Hit(
            ip=m.group("ip"),
            method=m.group("method"),
            path=m.group("path").split("?", 1)[0],
            status=int(m.group("status")),
            size=0 if size == "-" else int(size),
            agent=m.group("agent"),
        )


def summarise(hits: Iterable[Hit], top: int) -> dict:
    by_status = collections.Counter()
    by_path = collections.Counter()
    by_ip = collections.Counter()
    total_bytes = 0
    count = 0
    for hit in hits:
        count += 1
        total_bytes += hit.size
        by_status[hit.status] += 1
        by_path[hit.path] += 1
        by_ip[hit.ip] += 1
    return {
        "requests": count,
        "bytes": total_bytes,
        "status": dict(sorted(by_status.items())),
        "top_paths": by_path.most_common(top),
        "top_ips": by_ip.most_common(top),
    }


def print_text(summary: dict) -> None:
    print(f"requests: {summary['requests']}")
    print(f"bytes:    {summary['bytes']}")
    print("status codes:")
    for status, n in summary["status"].items():
        print(f"  {status}: {n}")
    print("top paths:")
    for path, n in summary["top_paths"]:
        print(f"  {n:>8}  {path}")
    print("top clients:")
    for ip, n in summary["top_ips"]:
        print(f"  {n:>8}  {ip}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="logscan", description=__doc__)
    parser.add_argument("logs", nargs="+", type=Path, help="access log files (.log or .gz)")
    parser.add_argument("--top", type=int, default=10, help="how many paths/clients to list")
    parser.add_argument("--json", action="store_true", help="emit JSON instead of text")
    parser.add_argument("--status", type=int, action="append", help="only count these status codes")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    hits: Iterable[Hit] = (hit for path in args.logs for hit in parse(open_log(path)))
    if args.status:
        wanted = set(args.status)
        hits = (h for h in hits if h.status in wanted)
    summary = summarise(hits, args.top)
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        print()
    else:
        print_text(summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
