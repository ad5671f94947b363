import fs from 'node:fs';

const DEFAULT_PORT = 8080;

function readConfig(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function validate(config) {
  if (!config.name) throw new Error('name is required');
  return config;
}

function start(config) {
  const port = config.port ?? DEFAULT_PORT;
  console.log(`starting ${config.name} on ${port}`);
}

export function main(file) {
  start(validate(readConfig(file)));
}
