// ... existing code ...
async function authenticate(req, res, next) {
  const token = extractToken(req);
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }

  try {
    const payload = await verifyToken(token, process.env.JWT_SECRET);
    const user = await User.findById(payload.sub).select('-passwordHash');
    if (!user) {
      return res.status(401).json({ error: 'user no longer exists' });
    }
    if (user.disabled) {
      return res.status(403).json({ error: 'account disabled' });
    }
    req.user = user;
    next();
// ... existing code ...
