# ... existing code ...
    parser.add_argument("--strip-exif", action="store_true", help="remove EXIF metadata")
    parser.add_argument("-n", "--dry-run", action="store_true", help="list what would be written and exit")
    parser.add_argument("-j", "--jobs", type=int, default=4, help="parallel workers")
    # ... existing code ...


def output_path(src: Path, dest: Path, fmt: str) -> Path:
    name = src.stem.lower().replace(" ", "-")
    suffix = src.suffix.lower() if fmt == "keep" else f".{'jpg' if fmt == 'jpeg' else fmt}"
    return dest / f"{name}{suffix}"

# ... existing code ...

    files = collect(args.source)
    if not files:
        log.warning("nothing to do")
        return 0

    if args.dry_run:
        for src in files:
            print(f"{src} -> {output_path(src, args.dest, args.format)}")
        return 0

    before = after = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {
            pool.submit(process, src, output_path(src, args.dest, args.format), args): src
            for src in files
        }
        # ... existing code ...
