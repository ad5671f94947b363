import fs from 'node:fs';

const DEFAULT_PORT = 3000;

function readConfig(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function validate(config) {
  if (!config.name) throw new Error('name is required');
  return config;
}

function start(config) {
  const port = config.port ?? DEFAULT_PORT;
  console.info(`starting ${config.name} on port ${port}`);
}

export function main(file) {
  start(validate(readConfig(file)));
}
