# ... existing code ...

def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Resize images in a folder.")
    # ... existing code ...
    parser.add_argument("--quality", type=int, default=85, help="JPEG/WebP quality (1-95)")
    parser.add_argument(
        "--format",
        choices=["jpeg", "png", "webp"],
        default=None,
        help="convert every image to this format (default: keep the original format)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log every file")
    return parser.parse_args(argv)


# ... existing code ...


def resize_one(src, dest, max_size, quality):
    with Image.open(src) as img:
        img.thumbnail(max_size, Image.LANCZOS)
        if dest.suffix.lower() in {".jpg", ".jpeg"} and img.mode in ("RGBA", "P"):
            img = img.convert("RGB")
        dest.parent.mkdir(parents=True, exist_ok=True)
        # ... existing code ...


def main(argv=None):
    # ... existing code ...
    count = 0
    for src in iter_images(args.source):
        dest = args.dest / src.relative_to(args.source)
        if args.format:
            dest = dest.with_suffix("." + ("jpg" if args.format == "jpeg" else args.format))
        resize_one(src, dest, (args.width, args.height), args.quality)
        log.debug("resized %s -> %s", src, dest)
        count += 1

    # ... existing code ...
