import express, { Router, type ErrorRequestHandler } from 'express';
import { SUPPORTED_SCOPES } from './discord-config';
import type { DiscordStore } from './discord-store';
import { toDiscordUserJson } from './user-json';

const ALL_SCOPES = Object.keys(SUPPORTED_SCOPES);

/** JSON API for browser tests and scripts (not part of Discord): list and create fake users. */
export function createDiscordTestApi(store: DiscordStore): Router {
  const router = Router();

  router.get('/users', (_req, res) => {
    res.json({ data: store.listUsers().map((user) => toDiscordUserJson(user, ALL_SCOPES)) });
  });

  router.post('/users', express.json({ limit: '16kb' }), (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).json({ message: 'body must be a JSON object { username, global_name?, email?, verified? }' });
      return;
    }
    const result = store.createUser(body);
    if (!result.ok) {
      res.status(result.conflict ? 409 : 400).json({ message: result.conflict ? 'user already exists' : 'invalid user', errors: result.errors });
      return;
    }
    res.status(201).json({ data: toDiscordUserJson(result.user, ALL_SCOPES) });
  });

  router.use((_req, res) => {
    res.status(404).json({ message: 'not found' });
  });
  router.use(badJson);
  return router;
}

const badJson: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(400).json({ message: 'body must be valid JSON' });
    return;
  }
  next(error);
};
