// ... existing code ...
    const res = await fetch(url, { headers: this.headers() });
    if (res.status === 429) {
      const retryAfter = Number(res.headers.get('Retry-After') ?? '1');
      throw new ApiError(429, `Rate limited, retry after ${retryAfter}s`);
    }
    if (!res.ok) {
      throw new ApiError(res.status, await res.text());
    }
    return res.json();
  }
// ... existing code ...
