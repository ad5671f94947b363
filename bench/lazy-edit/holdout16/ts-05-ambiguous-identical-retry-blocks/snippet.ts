// ... existing code ...
    retry: {
      attempts: 5,
      backoff: 'exponential',
      delayMs: 2000,
    },
// ... existing code ...
