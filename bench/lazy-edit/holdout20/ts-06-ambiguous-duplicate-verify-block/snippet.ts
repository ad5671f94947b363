// ... existing code ...
  let claims: Claims;
  try {
    claims = jwt.verify(token, config.jwtSecret, { clockTolerance: 30 }) as Claims;
  } catch {
    return next(new UnauthorizedError('invalid token'));
  }
// ... existing code ...
