const { verifyAccessToken } = require("../services/tokens");
const { findUserByBasicCredentials } = require("../services/users");
const { HttpError } = require("../errors");

/**
 * Extracts credentials from an Authorization header.
 * Returns null when the header is missing or malformed.
 */
function parseAuthHeader(header) {
  if (!header) {
    return null;
  }
  const parts = header.split(" ");
  if (parts.length !== 2 || parts[0] !== "Bearer") {
    return null;
  }
  return { scheme: "bearer", token: parts[1] };
}

async function authenticate(req, res, next) {
  try {
    const creds = parseAuthHeader(req.headers.authorization);
    if (!creds) {
      req.user = null;
      return next();
    }
    if (creds.scheme === "basic") {
      req.user = await findUserByBasicCredentials(creds.username, creds.password);
    } else {
      req.user = await verifyAccessToken(creds.token);
    }
    if (!req.user) {
      throw new HttpError(401, "Invalid credentials");
    }
    next();
  } catch (err) {
    next(err);
  }
}

function requireScope(scope) {
  return (req, res, next) => {
    if (!req.user) {
      return next(new HttpError(401, "Authentication required"));
    }
    if (!req.user.scopes.includes(scope)) {
      return next(new HttpError(403, `Missing scope: ${scope}`));
    }
    next();
  };
}

module.exports = { parseAuthHeader, authenticate, requireScope };
