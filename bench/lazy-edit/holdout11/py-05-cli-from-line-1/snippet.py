#!/usr/bin/env python3
"""Export rows from the analytics warehouse to CSV or JSON Lines."""

import argparse
import csv
import json
import os
import sys
from datetime import date, timedelta
# ... existing code ...
    parser.add_argument("-o", "--output", default="-", help="output file, '-' for stdout")
    parser.add_argument("--format", choices=("csv", "jsonl"), default="csv", help="output format")
    return parser.parse_args(argv)
# ... existing code ...
        writer.writerow(row)
        count += 1
    return count


def write_jsonl(rows, stream):
    count = 0
    for row in rows:
        stream.write(json.dumps(row, default=str) + "\n")
        count += 1
    return count


def main(argv=None):
    args = parse_args(argv)
    start = args.end - timedelta(days=args.days - 1)
    rows = fetch_rows(args.dsn, start, args.end)
    write = write_jsonl if args.format == "jsonl" else write_csv
    if args.output == "-":
        count = write(rows, sys.stdout)
    else:
        with open(args.output, "w", newline="", encoding="utf-8") as fh:
            count = write(rows, fh)
# ... existing code ...
