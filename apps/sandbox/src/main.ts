import { cardConfigFromEnv } from './card-provider/card-config';
import { DEFAULT_DISCORD_CLIENT } from './discord/discord-config';
import { startSandbox } from './sandbox';

function log(entry: Record<string, unknown>): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), service: 'sandbox', ...entry }));
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const host = process.env['SANDBOX_HOST'] || '127.0.0.1';
  const sandbox = await startSandbox({
    host,
    httpPort: portFromEnv('SANDBOX_PORT', 3100),
    smtpPort: portFromEnv('SANDBOX_SMTP_PORT', 2525),
    discord: {
      clientId: process.env['SANDBOX_DISCORD_CLIENT_ID'] || DEFAULT_DISCORD_CLIENT.clientId,
      clientSecret: process.env['SANDBOX_DISCORD_CLIENT_SECRET'] || DEFAULT_DISCORD_CLIENT.clientSecret,
    },
    card: cardConfigFromEnv(process.env),
    onMail: (mail) => log({ level: 'info', msg: 'mail received', id: mail.id, to: mail.to, subject: mail.subject }),
  });
  log({ level: 'info', msg: 'sandbox started', httpUrl: sandbox.httpUrl, inbox: `${sandbox.httpUrl}/mail`, discord: `${sandbox.httpUrl}/discord`, payments: `${sandbox.httpUrl}/payments`, zipcloud: `${sandbox.httpUrl}/zipcloud`, smtp: `${host}:${sandbox.smtpPort}` });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log({ level: 'info', msg: 'sandbox stopping', signal });
    sandbox.close().then(
      () => {
        log({ level: 'info', msg: 'sandbox stopped' });
        process.exit(0);
      },
      (error: unknown) => {
        log({ level: 'error', msg: 'sandbox failed to stop cleanly', error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log({ level: 'error', msg: 'sandbox failed to start', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
