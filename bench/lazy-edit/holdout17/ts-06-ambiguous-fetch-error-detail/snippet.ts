// ... existing code ...
    headers: authHeaders(),
  });
  if (!res.ok) {
    const detail = await res.text();
    throw new Error(`Request failed with status ${res.status}: ${detail}`);
  }
  return res.json();
}
// ... existing code ...
