// Opens N idle watch streams (one TCP connection each) and prints `ready <n>` once every one has its `connected`
// event; stays until killed. A separate process, so the server's memory figures do not include the clients.
import http from 'node:http';

const [url, key, count] = process.argv.slice(2) as [string, string, string];
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const open = () =>
  new Promise<void>((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'x-api-key': key, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`watch answered ${res.statusCode}`));
      res.once('data', () => resolve());
    });
    req.on('error', reject);
  });
const total = Number(count);
for (let i = 0; i < total; i += 100) await Promise.all(Array.from({ length: Math.min(100, total - i) }, open));
process.stdout.write(`ready ${total}\n`);
setInterval(() => {}, 60_000);
