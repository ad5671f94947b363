// … existing code …
    (init.headers as Headers).set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}`, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') {
      throw err;
    }
    throw new ApiError(0, `Network error: ${method} ${path}`, err);
  }

  if (response.status === 401) {
// … existing code …
