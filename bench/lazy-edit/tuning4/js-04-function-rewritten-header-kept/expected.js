const { verifyAccessToken } = require("../services/tokens");
const { findUserByBasicCredentials } = require("../services/users");
const { HttpError } = require("../errors");

/**
 * Extracts credentials from an Authorization header.
 * Returns null when the header is missing or malformed.
 */
function parseAuthHeader(header) {
  if (typeof header !== "string" || header.trim() === "") {
    return null;
  }
  const match = /^(\w+)\s+(.+)$/.exec(header.trim());
  if (!match) {
    return null;
  }
  const scheme = match[1].toLowerCase();
  const value = match[2];
  switch (scheme) {
    case "bearer":
    case "token":
      return { scheme: "bearer", token: value };
    case "basic": {
      const decoded = Buffer.from(value, "base64").toString("utf8");
      const sep = decoded.indexOf(":");
      if (sep === -1) {
        return null;
      }
      return { scheme: "basic", username: decoded.slice(0, sep), password: decoded.slice(sep + 1) };
    }
    default:
      return null;
  }
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
