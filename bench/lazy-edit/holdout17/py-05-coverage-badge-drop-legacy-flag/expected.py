#!/usr/bin/env python3
"""Generate a coverage badge and summary from a coverage.xml report."""

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

COLORS = [
    (90, "brightgreen"),
    (80, "green"),
    (70, "yellowgreen"),
    (60, "yellow"),
    (50, "orange"),
    (0, "red"),
]


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("report", type=Path, help="path to coverage.xml")
    parser.add_argument(
        "-o",
        "--output",
        type=Path,
        default=Path("coverage-badge.json"),
        help="where to write the shields.io endpoint JSON",
    )
    parser.add_argument(
        "--min",
        type=float,
        default=0.0,
        help="exit with status 1 if line coverage is below this percentage",
    )
    parser.add_argument(
        "--label",
        default="coverage",
        help="badge label (default: %(default)s)",
    )
    return parser.parse_args(argv)


def line_rate(report: Path) -> float:
    root = ET.parse(report).getroot()
    rate = root.get("line-rate")
    if rate is None:
        raise SystemExit(f"{report}: no line-rate attribute on <coverage>")
    return float(rate) * 100


def color_for(percent: float) -> str:
    for threshold, color in COLORS:
        if percent >= threshold:
            return color
    return "lightgrey"


def main(argv=None) -> int:
    args = parse_args(argv)
    percent = line_rate(args.report)
    payload = {
        "schemaVersion": 1,
        "label": args.label,
        "message": f"{percent:.1f}%",
        "color": color_for(percent),
    }
    args.output.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    print(f"line coverage: {percent:.1f}% -> {args.output}")
    if percent < args.min:
        print(f"coverage {percent:.1f}% is below the minimum of {args.min:.1f}%", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
