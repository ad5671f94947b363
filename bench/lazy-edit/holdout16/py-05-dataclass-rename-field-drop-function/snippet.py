# ... existing code ...
    concurrency: int = 8
    timeout_seconds: float = 15.0
    user_agent: str = DEFAULT_USER_AGENT
    # ... existing code ...
        if self.concurrency < 1:
            raise ValueError("concurrency must be >= 1")
        if self.timeout_seconds <= 0:
            raise ValueError("timeout_seconds must be positive")


def _env_override(data: dict) -> dict:
    overrides = {
        "max_depth": os.environ.get("CRAWLER_MAX_DEPTH"),
        "concurrency": os.environ.get("CRAWLER_CONCURRENCY"),
        "timeout_seconds": os.environ.get("CRAWLER_TIMEOUT"),
    }
    result = dict(data)
    if "timeout" in result:
        result["timeout_seconds"] = result.pop("timeout")
    for key, raw in overrides.items():
        if raw is None:
            continue
        result[key] = float(raw) if key == "timeout_seconds" else int(raw)
    return result


def load_config(path: str | Path) -> CrawlerConfig:
    with open(path, "rb") as fh:
        data = tomllib.load(fh).get("crawler", {})
    data = _env_override(data)
    config = CrawlerConfig(**data)
    config.validate()
    return config
