// ... existing code ...
  if (!input.email || !EMAIL_RE.test(input.email)) {
    errors.push({ field: "email", message: "Please enter a valid email address, like name@example.com" });
  }
  if (!input.displayName.trim()) {
    errors.push({ field: "displayName", message: "Display name is required" });
// ... existing code ...
