// Shared steps of `npm start`, `npm test` and `npm run e2e`: dependencies, PostgreSQL and Redis, chromium.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

export function run(command, options = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`failed (${result.status}): ${command}`);
}

export function ensureDependencies() {
  if (existsSync(join(ROOT, 'node_modules/.package-lock.json')) && existsSync(join(ROOT, 'node_modules/nx'))) return;
  log('installing dependencies (npm ci)');
  run('npm ci --no-audit --no-fund');
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

async function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await answers(port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** PostgreSQL on 5432 and Redis on 6379: started when installed but stopped; otherwise say what to do. */
export async function ensureServices() {
  const missing = [];
  if (!(await answers(5432))) {
    if (existsSync('/etc/postgresql') && has('pg_ctlcluster')) {
      log('starting PostgreSQL');
      const version = readdirSync('/etc/postgresql')[0];
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    if (!(await waitFor(5432, 20))) missing.push('PostgreSQL (127.0.0.1:5432)');
  }
  if (!(await answers(6379))) {
    if (has('redis-server')) {
      log('starting Redis');
      spawnSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'], { stdio: 'inherit' });
    }
    if (!(await waitFor(6379, 10))) missing.push('Redis (127.0.0.1:6379)');
  }
  if (missing.length) {
    console.error(`\n${missing.join(' and ')} did not answer.\nStart them with:\n  docker compose -f docker/compose.yml up -d postgres redis\nor install them locally (Debian: apt-get install postgresql redis-server), then run this again.\n`);
    process.exit(1);
  }
}

/** Debian's chromium (and Japanese fonts for legible screenshots) for the browser tests. */
/**
 * Debian's chromium for the browser journeys: its old headless shell (package chromium-headless-shell), which opens a
 * page in about a third of the time of the full browser's headless mode and halves the journeys' time on these
 * 2-core machines. Lighthouse (npm run bench) needs the full browser, so both are installed, with the CJK fonts.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : [CHROMIUM_HEADLESS_SHELL, '/usr/bin/chromium'];
  if (browsers.every((path) => existsSync(path))) return;
  log('installing chromium with apt');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk`);
}

/** Nx's settings for every run of ours: no daemon, no cloud, plain output. */
export const nxEnv = () => ({ ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' });

export function nx(args) {
  run(`npx nx ${args}`, { env: nxEnv() });
}

export const gitSha = () => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
};
