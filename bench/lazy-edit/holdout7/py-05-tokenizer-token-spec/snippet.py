# ... existing code ...
    "while",
    "return",
    "true",
    # ... existing code ...
    ("PLUS", r"\+"),
    ("ARROW", r"->"),
    ("MINUS", r"-"),
    ("STAR", r"\*"),
    ("SLASH", r"/"),
    ("PERCENT", r"%"),
    ("LPAREN", r"\("),
# ... existing code ...
        elif kind == "MISMATCH":
            raise TokenizeError(f"unexpected character {value!r} (U+{ord(value):04X})", line, column)
# ... existing code ...
