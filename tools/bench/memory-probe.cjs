// Preloaded into the api and the worker by the mixed-load soak (NODE_OPTIONS=--require …): every 10 s one line of
// process.memoryUsage() to MEMORY_PROBE_DIR/<SERVICE_NAME>.jsonl, so the soak can report the V8 heap beside the
// RSS it reads from /proc. Does nothing without MEMORY_PROBE_DIR; the timer never keeps a process alive.
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.MEMORY_PROBE_DIR;
const service = process.env.SERVICE_NAME;
if (dir && service) {
  const file = join(dir, `${service}.jsonl`);
  const write = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    try {
      appendFileSync(file, `${JSON.stringify({ at: Date.now(), pid: process.pid, rss, heapTotal, heapUsed, external, arrayBuffers })}\n`);
    } catch {
      // the soak's directory is gone: nothing to report to
    }
  };
  setInterval(write, 10_000).unref();
  write();
}
