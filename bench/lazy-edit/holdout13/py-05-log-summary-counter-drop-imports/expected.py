import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Iterable, Iterator

import click
import yaml

LOG_LINE = re.compile(
    r"^(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "
    r'"(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<size>\d+|-)'
)


def iter_lines(paths: Iterable[Path]) -> Iterator[str]:
    for path in paths:
        with path.open(encoding="utf-8", errors="replace") as fh:
            yield from fh


def parse(lines: Iterable[str]) -> Iterator[dict]:
    for line in lines:
        match = LOG_LINE.match(line)
        if match:
            entry = match.groupdict()
            entry["status"] = int(entry["status"])
            entry["size"] = 0 if entry["size"] == "-" else int(entry["size"])
            yield entry


def summarize(entries: Iterable[dict]) -> dict:
    by_status = Counter()
    by_path = Counter()
    total_bytes = 0
    for entry in entries:
        by_status[entry["status"]] += 1
        by_path[entry["path"]] += 1
        total_bytes += entry["size"]
    top_paths = by_path.most_common(10)
    return {
        "requests": sum(by_status.values()),
        "bytes": total_bytes,
        "by_status": dict(sorted(by_status.items())),
        "top_paths": top_paths,
    }


@click.command()
@click.argument("logs", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["json", "yaml"]), default="json")
def main(logs: tuple[Path, ...], fmt: str) -> None:
    if not logs:
        click.echo("no log files given", err=True)
        sys.exit(2)
    summary = summarize(parse(iter_lines(logs)))
    if fmt == "yaml":
        click.echo(yaml.safe_dump(summary, sort_keys=False))
    else:
        click.echo(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
