// The peer for git smart-HTTP benchmarks: a minimal node:http server that runs `git http-backend` (CGI) for every
// request, the way a plain web server fronts git. No limits. With a third argument, HTTP Basic authentication the
// way a web server's auth module does it in front of the CGI: a request without exactly that Authorization
// header gets a 401 challenge from the server itself (no spawn), so git clients make the same round trips as
// against Grove.
// Usage: node cgi-server.mjs <port> <project root> [<Authorization header value>]
//   (serves <project root>/<name>.git at /<name>.git/…)
import { spawn } from 'node:child_process';
import http from 'node:http';

const [port, root, authorization] = process.argv.slice(2);

http
  .createServer((req, res) => {
    if (authorization && req.headers.authorization !== authorization) {
      req.resume();
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"', 'content-type': 'text/plain' });
      res.end('authentication required\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const env = {
      ...process.env,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REMOTE_USER: 'bench',
      REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
      PATH_INFO: decodeURIComponent(url.pathname),
      REQUEST_METHOD: req.method ?? 'GET',
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
    };
    // without a length (chunked upload) http-backend reads the body to EOF
    if (req.headers['content-length'] !== undefined) env.CONTENT_LENGTH = req.headers['content-length'];
    if (req.headers['content-encoding'] !== undefined) env.HTTP_CONTENT_ENCODING = req.headers['content-encoding'];
    if (req.headers['git-protocol'] !== undefined) env.GIT_PROTOCOL = env.HTTP_GIT_PROTOCOL = req.headers['git-protocol'];

    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    req.pipe(child.stdin);
    child.stdin.on('error', () => {});
    child.on('error', () => res.destroy());

    // CGI response: header lines up to a blank line (Status: sets the code), then the body, streamed
    let pending = Buffer.alloc(0);
    let headersDone = false;
    const onData = (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      const crlf = pending.indexOf('\r\n\r\n');
      const lf = pending.indexOf('\n\n');
      const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf : lf;
      if (end < 0) return;
      let status = 200;
      const headers = {};
      for (const line of pending.subarray(0, end).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else headers[name] = value;
      }
      headersDone = true;
      child.stdout.off('data', onData);
      res.writeHead(status, headers);
      res.write(pending.subarray(end + (end === crlf ? 4 : 2)));
      child.stdout.pipe(res);
    };
    child.stdout.on('data', onData);
    child.stdout.on('end', () => {
      if (!headersDone) {
        res.writeHead(502);
        res.end();
      }
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
