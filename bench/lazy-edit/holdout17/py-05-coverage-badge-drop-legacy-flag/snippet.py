# ... existing code ...
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

# ... existing code ...

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
# ... rest of the file unchanged ...
