// ... existing code ...
    if (!response.ok) {
      const body = await response.text();
      if (response.status === 401) {
        this.onUnauthorized?.();
      }
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }
// ... existing code ...
