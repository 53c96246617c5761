// The bench's HTTP load, shared by `npm run bench` (run.mjs) and member-reads.mjs: autocannon at 20 connections after a
// 2-second warm-up of the same load, and a bare Node server sending given bytes, measured with that same load.
import http from 'node:http';
import autocannon from 'autocannon';

export const load = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 20, duration, pipelining: 1, headers }, (error, result) => (error ? reject(error) : resolve(result))));

/** The figure of `url` after a 2-second warm-up of the same load (the JIT's optimised paths, pools and caches filled), the same for every side. */
export const cannon = async (url, headers = {}, duration = Number(process.env.BENCH_SECONDS ?? 5)) => {
  await load(url, headers, 2);
  return load(url, headers, duration);
};

/** A bare Node server on `port` answering every request with the given bytes and headers, measured with the same load. */
export async function bareNode(body, headers, requestHeaders, { port = 3401, duration } = {}) {
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => bare.listen(port, '127.0.0.1', r));
  try {
    return await cannon(`http://127.0.0.1:${port}/`, requestHeaders, duration);
  } finally {
    await new Promise((r) => bare.close(r));
  }
}
