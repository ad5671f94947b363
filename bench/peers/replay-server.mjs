// A reference for client-bound benchmarks: a bare node:http server that relays each distinct request (method,
// URL, Authorization, body) once to an upstream server and from then on answers it from memory, byte for byte.
// Measured side by side with the real servers, it shows what the client alone costs (the floor any server has).
// Usage: node replay-server.mjs <port> <upstream-port>
import http from 'node:http';

const [port, upstreamPort] = process.argv.slice(2).map(Number);
const recorded = new Map();
const agent = new http.Agent({ keepAlive: true });

function relay(req, body) {
  return new Promise((resolve, reject) => {
    const up = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const payload = Buffer.concat(chunks);
        const headers = { ...res.headers, 'content-length': String(payload.length) };
        for (const h of ['transfer-encoding', 'connection', 'keep-alive', 'date']) delete headers[h];
        resolve({ status: res.statusCode, headers, payload });
      });
      res.on('error', reject);
    });
    up.on('error', reject);
    up.end(body);
  });
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const key = `${req.method} ${req.url} ${req.headers.authorization ?? ''} ${body.toString('latin1')}`;
      let answer = recorded.get(key);
      if (!answer) {
        try {
          answer = await relay(req, body);
        } catch (error) {
          res.writeHead(502).end(String(error));
          return;
        }
        recorded.set(key, answer);
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.payload);
    });
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
