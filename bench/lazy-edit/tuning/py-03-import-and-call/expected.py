import os
import sys
from pathlib import Path


def main():
    path = Path(sys.argv[1])
    print(path.stat().st_size)


if __name__ == "__main__":
    main()
