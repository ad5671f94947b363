# ... existing code ...

def read_state(path: Path = STATE_FILE) -> dict[str, Any]:
    if not path.exists():
        return {}
    with path.open() as fh:
        state = json.load(fh)
    if not isinstance(state, dict):
        raise ValueError("state file must contain an object")
    return state


# ... existing code ...
