#!/usr/bin/env python3
"""Resize and re-encode a folder of images for the web."""

import argparse
import concurrent.futures
import logging
import sys
from pathlib import Path

from PIL import Image, ImageOps

SUPPORTED = {".jpg", ".jpeg", ".png", ".webp", ".tiff"}
log = logging.getLogger("imgprep")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", type=Path, help="folder with original images")
    parser.add_argument("dest", type=Path, help="output folder")
    parser.add_argument("--max-width", type=int, default=1600, help="maximum width in pixels")
    parser.add_argument("--max-height", type=int, default=1600, help="maximum height in pixels")
    parser.add_argument("--quality", type=int, default=82, help="JPEG/WebP quality (1-95)")
    parser.add_argument("--format", choices=["jpeg", "webp", "keep"], default="keep")
    parser.add_argument("--strip-exif", action="store_true", help="remove EXIF metadata")
    parser.add_argument("--legacy-names", action="store_true", help="use the old IMG_0001 naming scheme")
    parser.add_argument("-j", "--jobs", type=int, default=4, help="parallel workers")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def output_path(src: Path, dest: Path, fmt: str, index: int, legacy: bool) -> Path:
    if legacy:
        name = f"IMG_{index:04d}"
    else:
        name = src.stem.lower().replace(" ", "-")
    suffix = src.suffix.lower() if fmt == "keep" else f".{'jpg' if fmt == 'jpeg' else fmt}"
    return dest / f"{name}{suffix}"


def process(src: Path, out: Path, args) -> tuple[Path, int, int]:
    with Image.open(src) as im:
        im = ImageOps.exif_transpose(im)
        im.thumbnail((args.max_width, args.max_height), Image.LANCZOS)
        save_kwargs = {"optimize": True}
        if out.suffix in {".jpg", ".jpeg", ".webp"}:
            save_kwargs["quality"] = args.quality
            if im.mode in ("RGBA", "P"):
                im = im.convert("RGB")
        if not args.strip_exif and "exif" in im.info:
            save_kwargs["exif"] = im.info["exif"]
        out.parent.mkdir(parents=True, exist_ok=True)
        im.save(out, **save_kwargs)
    return out, src.stat().st_size, out.stat().st_size


def collect(source: Path) -> list[Path]:
    files = [p for p in sorted(source.rglob("*")) if p.suffix.lower() in SUPPORTED]
    log.debug("found %d images under %s", len(files), source)
    return files


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(levelname)s %(message)s",
    )
    if not args.source.is_dir():
        log.error("source folder %s does not exist", args.source)
        return 2
    files = collect(args.source)
    if not files:
        log.warning("nothing to do")
        return 0

    before = after = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {
            pool.submit(
                process,
                src,
                output_path(src, args.dest, args.format, i, args.legacy_names),
                args,
            ): src
            for i, src in enumerate(files, start=1)
        }
        for fut in concurrent.futures.as_completed(futures):
            src = futures[fut]
            try:
                out, size_in, size_out = fut.result()
            except Exception:
                log.exception("failed to process %s", src)
                continue
            before += size_in
            after += size_out
            log.debug("%s -> %s (%d -> %d bytes)", src, out, size_in, size_out)

    saved = 100 * (1 - after / before) if before else 0
    log.info("processed %d images, saved %.1f%%", len(files), saved)
    return 0


if __name__ == "__main__":
    sys.exit(main())
