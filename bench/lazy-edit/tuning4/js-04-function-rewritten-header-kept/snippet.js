// ...existing code...
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

// ...existing code...
