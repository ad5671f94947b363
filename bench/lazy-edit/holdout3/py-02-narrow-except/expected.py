import logging

log = logging.getLogger(__name__)


def parse_port(value, default=8080):
    try:
        port = int(value)
    except (TypeError, ValueError):
        log.warning("invalid port %r, using %d", value, default)
        return default
    if not 0 < port < 65536:
        return default
    return port


def parse_host(value):
    return value.strip() or "localhost"
