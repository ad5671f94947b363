# ... existing code ...
        response.raise_for_status()
    except requests.RequestException as exc:
        logger.warning("Partner API request failed, will retry on next sync: %s", exc)
        metrics.increment("partner.fetch.failed")
        return None
# ... existing code ...
