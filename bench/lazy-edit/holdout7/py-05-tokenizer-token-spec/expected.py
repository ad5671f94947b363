"""Tokenizer for the Calc mini-language."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

KEYWORDS = {
    "let",
    "fn",
    "if",
    "else",
    "while",
    "return",
    "true",
    "false",
}

TOKEN_SPEC: list[tuple[str, str]] = [
    ("NUMBER", r"\d+(?:\.\d+)?"),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("IDENT", r"[A-Za-z_][A-Za-z0-9_]*"),
    ("EQ", r"=="),
    ("NE", r"!="),
    ("LE", r"<="),
    ("GE", r">="),
    ("LT", r"<"),
    ("GT", r">"),
    ("ASSIGN", r"="),
    ("PLUS", r"\+"),
    ("ARROW", r"->"),
    ("MINUS", r"-"),
    ("STAR", r"\*"),
    ("SLASH", r"/"),
    ("PERCENT", r"%"),
    ("LPAREN", r"\("),
    ("RPAREN", r"\)"),
    ("LBRACE", r"\{"),
    ("RBRACE", r"\}"),
    ("COMMA", r","),
    ("SEMI", r";"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("COMMENT", r"#[^\n]*"),
    ("MISMATCH", r"."),
]

MASTER_PATTERN = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in TOKEN_SPEC))


@dataclass(frozen=True)
class Token:
    kind: str
    value: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.kind}({self.value!r}) at {self.line}:{self.column}"


class TokenizeError(Exception):
    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"{message} at line {line}, column {column}")
        self.line = line
        self.column = column


def _unescape(raw: str) -> str:
    body = raw[1:-1]
    return (
        body.replace(r"\\", "\x00")
        .replace(r"\n", "\n")
        .replace(r"\t", "\t")
        .replace(r"\"", '"')
        .replace("\x00", "\\")
    )


def tokenize(source: str) -> Iterator[Token]:
    line = 1
    line_start = 0
    for match in MASTER_PATTERN.finditer(source):
        kind = match.lastgroup
        value = match.group()
        column = match.start() - line_start + 1
        if kind == "NUMBER":
            yield Token(kind, value, line, column)
        elif kind == "STRING":
            yield Token(kind, _unescape(value), line, column)
        elif kind == "IDENT":
            if value in KEYWORDS:
                kind = value.upper()
            yield Token(kind, value, line, column)
        elif kind == "NEWLINE":
            line += 1
            line_start = match.end()
        elif kind in ("SKIP", "COMMENT"):
            continue
        elif kind == "MISMATCH":
            raise TokenizeError(f"unexpected character {value!r} (U+{ord(value):04X})", line, column)
        else:
            yield Token(kind, value, line, column)
    yield Token("EOF", "", line, len(source) - line_start + 1)


def tokenize_all(source: str) -> list[Token]:
    return list(tokenize(source))


if __name__ == "__main__":
    import sys

    for tok in tokenize(sys.stdin.read()):
        print(tok)
