// ... existing code ...
  {
    files: ['scripts/**/*.js', '*.config.js'],
    // ... existing code ...
    rules: {
      'no-console': 'off',
      'no-process-exit': 'off',
      'no-unused-vars': ['warn', { argsIgnorePattern: '^_' }],
    },
  },
// ... existing code ...
