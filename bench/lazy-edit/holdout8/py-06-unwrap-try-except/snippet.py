# ...existing code...

def load_config(path: Path | None = None) -> dict:
    path = path or CONFIG_DIR / "config.yaml"
    config = dict(DEFAULTS)
    if not path.exists():
        return config
    with path.open() as fh:
        data = yaml.safe_load(fh) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path} must contain a mapping")
    config.update(data)
    return config

# ...existing code...

def record_usage(command: str) -> None:
    stats_file = CONFIG_DIR / "usage.json"
    stats_file.parent.mkdir(parents=True, exist_ok=True)
    # ...existing code...
