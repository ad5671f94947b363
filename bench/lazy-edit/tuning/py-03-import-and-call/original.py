import os
import sys


def main():
    path = sys.argv[1]
    print(os.path.getsize(path))


if __name__ == "__main__":
    main()
