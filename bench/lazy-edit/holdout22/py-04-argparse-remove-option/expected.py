#!/usr/bin/env python3
"""Resize and re-encode product images for the storefront CDN."""

import argparse
import concurrent.futures
import logging
import pathlib
import sys

from PIL import Image, ImageOps

LOG = logging.getLogger("resize")

SIZES = {
    "thumb": (160, 160),
    "card": (480, 480),
    "detail": (1200, 1200),
}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", type=pathlib.Path, help="directory with original images")
    parser.add_argument("dest", type=pathlib.Path, help="output directory")
    parser.add_argument(
        "--sizes",
        nargs="+",
        choices=sorted(SIZES),
        default=["thumb", "card"],
        help="which renditions to produce",
    )
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
            target.parent.mkdir(parents=True, exist_ok=True)
            copy = im.copy()
            copy.thumbnail(SIZES[size_name], Image.LANCZOS)
            copy.save(target, fmt.upper(), quality=quality, optimize=True)
            written.append(target)
    return written


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    sources = sorted(p for p in args.source.iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png"})
    if not sources:
        LOG.error("no images found in %s", args.source)
        return 1

    failures = 0
    with concurrent.futures.ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = {
            pool.submit(render, src, args.dest, args.sizes, args.format, args.quality): src
            for src in sources
        }
        for fut in concurrent.futures.as_completed(futures):
            src = futures[fut]
            try:
                for path in fut.result():
                    LOG.debug("wrote %s", path)
            except Exception:  # noqa: BLE001
                failures += 1
                LOG.exception("failed to process %s", src)

    LOG.info("processed %d images, %d failures", len(sources), failures)
    return 0 if failures == 0 else 2


if __name__ == "__main__":
    sys.exit(main())
