#!/usr/bin/env node
// `npm start`: sets up whatever is missing and runs the whole product on http://localhost:3000.
import { DEV, serverEnv } from './lib/env.mjs';
import { ensureDependencies, ensureServices, log, nx, run } from './lib/setup.mjs';
import { startStack, waitUntilReady } from './lib/stack.mjs';

ensureDependencies();
await ensureServices();
log('building (nx run-many -t build; cached after the first time)');
nx('run-many -t build --outputStyle=static');
const env = serverEnv(DEV);
log('migrating the database and loading demo data');
run('node apps/api/dist/cli.js migrate', { env });
run('node apps/api/dist/cli.js seed', { env });

const stack = startStack({ ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await waitUntilReady(DEV);
console.log(`
  \x1b[1mGG COACH is running\x1b[0m
  ・サイト          http://localhost:${DEV.apiPort}
  ・お問い合わせ    http://localhost:${DEV.apiPort}/contact
  ・管理画面        http://localhost:${DEV.apiPort}/admin
  ・サンドボックス  http://localhost:${DEV.sandboxPort}  (受信メール: http://localhost:${DEV.sandboxPort}/mail)

  デモアカウント
  ・会員            member@ggcoach.example  / member-demo-password   (http://localhost:${DEV.apiPort}/login)
  ・管理画面 admin   admin@ggcoach.example   / admin-demo-password
  ・管理画面 admin2  admin2@ggcoach.example  / admin2-demo-password   (2人目の管理者: 返金の承認)
  ・管理画面 support support@ggcoach.example / support-demo-password
  ・管理画面 coach   coach@ggcoach.example   / coach-demo-password    (担当の受講者とレッスンのみ)
  ・Discord（サンドボックス）: ログイン画面の「Discordでログイン」から架空のユーザーを選べます

  Ctrl-C で停止します。
`);
