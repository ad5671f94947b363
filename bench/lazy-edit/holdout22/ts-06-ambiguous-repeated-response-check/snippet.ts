// ... existing code ...
    });
    if (!res.ok) {
      const detail = await res.text();
      logger.warn(`HTTP ${res.status} from ${res.url}: ${detail}`);
      throw new HttpError(res.status, detail);
    }
    return (await res.json()) as T;
  }
// ... existing code ...
