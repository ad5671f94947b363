// The peer for API read benchmarks: a bare node:http server that answers every request with the same bytes.
// Usage: node static-json.mjs <port> <body-file> [content-type]
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file, type = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
