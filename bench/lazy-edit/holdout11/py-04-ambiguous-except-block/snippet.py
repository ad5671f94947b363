# ... existing code ...
    except requests.Timeout:
        logger.warning("Timed out fetching %s", url)
        return None
    except requests.HTTPError as exc:
        if exc.response.status_code == 404:
            logger.info("No data available at %s", url)
            return None
        logger.error("HTTP %s for %s", exc.response.status_code, url)
        return None
# ... existing code ...
