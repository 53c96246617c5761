// The smallest load balancer for the scale-out case: each request (SSE streams included) goes to the next
// api copy in turn, with the client's address passed on as X-Forwarded-For, as a reverse proxy would.
import http from 'node:http';

export async function roundRobinProxy(port, targetPorts) {
  const counts = targetPorts.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targetPorts.length;
    counts[index]++;
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPorts[index], method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    counts: () => [...counts],
    close: () => new Promise((resolve) => server.close(resolve)).then(() => undefined),
  };
}
