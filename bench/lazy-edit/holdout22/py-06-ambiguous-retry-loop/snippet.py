# ... existing code ...
            except requests.RequestException as exc:
                if attempt == self.max_attempts:
                    raise
                delay = self.backoff * 2 ** (attempt - 1)
                log.warning("attempt %d failed (%s), retrying in %.1fs", attempt, exc, delay)
                time.sleep(delay)
# ... existing code ...
