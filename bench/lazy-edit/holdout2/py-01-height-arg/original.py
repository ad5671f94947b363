import argparse


def parse_args():
    parser = argparse.ArgumentParser(description="Resize images")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--width", type=int, default=800)
    return parser.parse_args()


def main():
    args = parse_args()
    for path in args.paths:
        print(f"resizing {path} to {args.width}")


if __name__ == "__main__":
    main()
