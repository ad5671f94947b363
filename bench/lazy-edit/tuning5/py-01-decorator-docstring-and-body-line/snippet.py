# ... existing code ...


@lru_cache(maxsize=1)
def load_settings() -> Settings:
    """Read settings from the config file and environment.

    The result is cached for the lifetime of the process; call
    :func:`reset_settings_cache` to force a reload.
    """
    data = {}
    # ... existing code ...


def reset_settings_cache() -> None:
    """Forget cached settings (used by tests)."""
    load_settings.cache_clear()
