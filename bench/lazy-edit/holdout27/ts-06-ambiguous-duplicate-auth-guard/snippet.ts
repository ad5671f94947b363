// ... existing code ...
  const token = await getAccessToken();
  if (!token) {
    throw new AuthError('You must be signed in to do that.');
  }
  if (token.expiresAt < Date.now() + 30_000) {
    throw new AuthError('Your session is about to expire. Please sign in again.');
  }
// ... existing code ...
