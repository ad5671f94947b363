# ... existing code ...
def parse_port(value, default=8080):
    try:
        port = int(value)
    except (TypeError, ValueError):
        log.warning("invalid port %r, using %d", value, default)
        return default
    # ... existing code ...
