import fs from 'node:fs';

const DEFAULT_PORT = 3000;

// ... existing code ...

function start(config) {
  const port = config.port ?? DEFAULT_PORT;
  console.info(`starting ${config.name} on port ${port}`);
}
// ... existing code ...
