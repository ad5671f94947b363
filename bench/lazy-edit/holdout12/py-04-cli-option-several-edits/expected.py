#!/usr/bin/env python3
"""Command-line entry point for the image resizer."""

import argparse
import logging
import sys
from pathlib import Path

from PIL import Image

SUPPORTED_EXTENSIONS = {".jpg", ".jpeg", ".png", ".webp"}

log = logging.getLogger("resizer")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Resize images in a folder.")
    parser.add_argument("source", type=Path, help="folder with the input images")
    parser.add_argument("dest", type=Path, help="folder for the resized images")
    parser.add_argument("--width", type=int, default=1280, help="maximum width in pixels")
    parser.add_argument("--height", type=int, default=1280, help="maximum height in pixels")
    parser.add_argument("--quality", type=int, default=85, help="JPEG/WebP quality (1-95)")
    parser.add_argument(
        "--format",
        choices=["jpeg", "png", "webp"],
        default=None,
        help="convert every image to this format (default: keep the original format)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log every file")
    return parser.parse_args(argv)


def iter_images(folder):
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix.lower() in SUPPORTED_EXTENSIONS:
            yield path


def resize_one(src, dest, max_size, quality):
    with Image.open(src) as img:
        img.thumbnail(max_size, Image.LANCZOS)
        if dest.suffix.lower() in {".jpg", ".jpeg"} and img.mode in ("RGBA", "P"):
            img = img.convert("RGB")
        dest.parent.mkdir(parents=True, exist_ok=True)
        save_kwargs = {}
        if dest.suffix.lower() in {".jpg", ".jpeg", ".webp"}:
            save_kwargs["quality"] = quality
        img.save(dest, **save_kwargs)


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(message)s")

    if not args.source.is_dir():
        log.error("source folder %s does not exist", args.source)
        return 2

    count = 0
    for src in iter_images(args.source):
        dest = args.dest / src.relative_to(args.source)
        if args.format:
            dest = dest.with_suffix("." + ("jpg" if args.format == "jpeg" else args.format))
        resize_one(src, dest, (args.width, args.height), args.quality)
        log.debug("resized %s -> %s", src, dest)
        count += 1

    log.info("resized %d images", count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
