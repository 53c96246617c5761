// A PostgreSQL cluster and a Redis server of the fault suite's own, on ports of their own: the suite stops,
// restarts and kills them, which it must never do to the machine's shared servers (other checkouts and
// tests use those). PostgreSQL from Debian's binaries (initdb, pg_ctl); Redis with an append-only file, as
// a production Redis keeps its queued jobs across a restart.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const asRoot = process.getuid?.() === 0;

function postgresBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(base, version, 'bin', name))) return join(base, version, 'bin', name);
  return name; // on PATH elsewhere (Homebrew, other distributions)
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function pg(name, args, options = {}) {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', postgresBin(name), ...args]] : [postgresBin(name), args];
  return execFileSync(command, argv, { stdio: 'pipe', ...options }).toString();
}

export class OwnPostgres {
  constructor(port) {
    this.port = port;
    this.dir = mkdtempSync(join(tmpdir(), 'coaching-chaos-pg-'));
    chmodSync(this.dir, 0o777);
    this.data = join(this.dir, 'data');
    this.url = (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  }

  async start() {
    if (!existsSync(this.data)) pg('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    pg('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'postgres.log'), '-o', options, '-w', 'start']);
  }

  /** A fast shutdown: open connections are cut, as in a failover or a restart for an upgrade. */
  stop() {
    pg('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  createDatabase(name) {
    pg('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', name]);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class OwnRedis {
  constructor(port) {
    this.port = port;
    this.dir = mkdtempSync(join(tmpdir(), 'coaching-chaos-redis-'));
    this.url = `redis://127.0.0.1:${port}/0`;
  }

  async start() {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`redis-server on port ${this.port} did not start`);
  }

  async stop() {
    if (!this.process || this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGTERM');
    await exited;
  }

  async destroy() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
