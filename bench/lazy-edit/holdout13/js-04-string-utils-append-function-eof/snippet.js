// ... existing code ...

function hashString(text, algorithm = 'sha256') {
  return crypto.createHash(algorithm).update(text, 'utf8').digest('hex');
}

function maskEmail(email) {
  const [local, domain] = String(email).split('@');
  if (!domain) {
    return email;
  }
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(1, local.length - visible.length))}@${domain}`;
}

module.exports = {
  randomString,
  slugify,
  truncate,
  capitalize,
  hashString,
  maskEmail,
};
