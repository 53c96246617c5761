// The product's processes (sandbox, api, worker) one by one, so the fault suite can kill one with SIGKILL
// and start it again while the others run on.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/setup.mjs';

const SCRIPTS = { sandbox: 'apps/sandbox/dist/main.js', api: 'apps/api/dist/main.js', worker: 'apps/worker/dist/main.js' };

export class Service {
  constructor(name, env, log) {
    this.name = name;
    this.env = env;
    this.log = log;
    this.kills = 0;
  }

  start() {
    this.child = spawn(process.execPath, [join(ROOT, SCRIPTS[this.name])], { env: { ...this.env, SERVICE_NAME: this.name }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout, this.child.stderr]) stream.on('data', (chunk) => this.log.write(chunk.toString().replace(/^/gm, `${this.name}: `)));
    return this;
  }

  /** SIGKILL: no shutdown hook runs, whatever the process was in the middle of is cut off. */
  async kill() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
    this.kills++;
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    this.child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  }
}
