# ... existing code ...
import logging
import os
import random
import time

# ... existing code ...
            except requests.RequestException as exc:
                logger.warning("attempt %d failed: %s", attempt, exc)
                time.sleep(min(60, 2 ** attempt) + random.uniform(0, 1))
        else:
            raise RuntimeError(f"giving up on {url}")
# ... existing code ...
