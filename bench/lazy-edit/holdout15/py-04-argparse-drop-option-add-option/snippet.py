# ... existing code ...
    parser.add_argument(
        "--output",
        "-o",
        type=Path,
        required=True,
        help="output file path",
    )
    parser.add_argument(
        "--columns",
        help="comma-separated list of columns to export (default: all)",
    )
    parser.add_argument("--limit", type=int, default=None, help="maximum number of rows")
    # ... existing code ...

    conn = connect()
    columns = ", ".join(c.strip() for c in args.columns.split(",")) if args.columns else "*"
    query = f"SELECT {columns} FROM {args.table} WHERE event_date >= %(since)s AND event_date < %(until)s"
    # ... existing code ...
