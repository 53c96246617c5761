import express, { type ErrorRequestHandler, type Express } from 'express';
import type { SandboxParty } from '../parties';

export function createHttpApp(parties: SandboxParty[]): Express {
  const app = express();
  app.disable('x-powered-by');

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Mail is what people open most; the other parties are mostly machine-to-machine.
  app.get('/', (_req, res) => {
    res.redirect('/mail');
  });
  for (const party of parties) app.use(party.path, party.router);

  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  console.error(JSON.stringify({ level: 'error', msg: 'request failed', error: error instanceof Error ? error.message : String(error) }));
  if (!res.headersSent) res.status(500).json({ message: 'internal error' });
};
