# ... existing code ...
    while url:
        response = session.get(url, timeout=30)
        response.raise_for_status()
        data = response.json()
        log.debug("fetched %d items from %s", len(data["items"]), url)
# ... existing code ...
