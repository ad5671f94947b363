// ... existing code ...
  auth: {
    sessionTtlHours: 24 * 14,
    tokenPrefix: 'grv_',
    allowSignup: false,
  },
  // ... existing code ...
  features: {
    webhooks: true,
    pullRequests: true,
    agentApi: true,
  },
};
