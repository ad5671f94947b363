# ... existing code ...
    parser.add_argument("--quality", type=int, default=82, help="JPEG/WebP quality (1-100)")
    parser.add_argument("--format", choices=["jpeg", "webp"], default="webp")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def output_path(dest, src, size_name, fmt):
    ext = "jpg" if fmt == "jpeg" else fmt
    return dest / size_name / f"{src.stem}.{ext}"


def render(src, dest, sizes, fmt, quality):
    written = []
    with Image.open(src) as im:
        im = ImageOps.exif_transpose(im).convert("RGB")
        for size_name in sizes:
            target = output_path(dest, src, size_name, fmt)
            # ... existing code ...
    return written
# ... existing code ...
        futures = {
            pool.submit(render, src, args.dest, args.sizes, args.format, args.quality): src
            for src in sources
        }
# ... existing code ...
