// ... existing code ...
  if (!response.ok) {
    throw new ApiError(response.status, await response.text());
  }
  const data = await response.json();
  trace.record('api.response', data);
// ... existing code ...
