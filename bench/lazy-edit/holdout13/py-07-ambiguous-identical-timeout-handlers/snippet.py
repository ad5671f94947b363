# ... existing code ...
    try:
        response = session.get(url, timeout=settings.crm_timeout)
        response.raise_for_status()
    except requests.Timeout:
        logger.warning("Timed out after %ss calling %s", settings.crm_timeout, url)
        return None
    except requests.HTTPError as exc:
# ... existing code ...
