// ... existing code ...

  if (!input.email || !EMAIL_RE.test(input.email.trim())) {
    errors.email = 'Enter a valid email address, e.g. name@example.com';
  }

// ... existing code ...
