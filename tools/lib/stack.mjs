// Runs sandbox, api and worker as child processes with one environment; stops them all together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';

const COLORS = { sandbox: 35, api: 32, worker: 33 };

/** `nodeArgs`: extra Node flags per service (`{ api: ['--cpu-prof'] }`), for those NODE_OPTIONS refuses. */
export function startStack(env, { quiet = false, logFile, nodeArgs = {} } = {}) {
  const children = [];
  const start = (name, script) => {
    const child = spawn(process.execPath, [...(nodeArgs[name] ?? []), join(ROOT, script)], { env: { ...env, SERVICE_NAME: name }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `\x1b[${COLORS[name]}m${name.padEnd(7)}\x1b[0m│ `;
    const forward = (stream, out) =>
      stream.on('data', (chunk) => {
        if (logFile) logFile.write(chunk.toString().replace(/^/gm, `${name}: `));
        if (!quiet) out.write(chunk.toString().replace(/^(?=.)/gm, prefix));
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping && !quiet) console.error(`${name} exited (${signal ?? code})`);
    });
    children.push(child);
    return child;
  };
  let stopping = false;
  start('sandbox', 'apps/sandbox/dist/main.js');
  start('api', 'apps/api/dist/main.js');
  start('worker', 'apps/worker/dist/main.js');
  return {
    children,
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => (clearTimeout(timer), resolve()));
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Waits until the api reports healthy and the sandbox answers (generous: a busy shared machine starts slowly). */
export async function waitUntilReady(stack, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  const ok = async (url) => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false;
    }
  };
  while (Date.now() < deadline) {
    if ((await ok(`http://127.0.0.1:${stack.apiPort}/api/health`)) && (await ok(`http://127.0.0.1:${stack.sandboxPort}/health`))) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the stack did not become ready in time');
}
