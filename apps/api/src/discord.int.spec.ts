import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages } from '@coaching/contracts';
import request from 'supertest';
// The sandbox is the protocol peer (Discord's OAuth2 stand-in), started in-process on free ports.
import { startSandbox, type RunningSandbox } from '@coaching/sandbox/testing';
import { verifyByMail } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

type Agent = Awaited<ReturnType<typeof csrfAgent>>['agent'];

describe('Discord sign-in and linking (real api + the sandbox speaking Discord OAuth2)', () => {
  let app: NestExpressApplication;
  let sandbox: RunningSandbox;
  let ipCounter = 0;
  const nextIp = () => `10.4.0.${++ipCounter}`;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ DISCORD_BASE_URL: `${sandbox.httpUrl}/discord` });
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const createDiscordUser = async (label: string, extra: Record<string, unknown> = {}) => {
    const res = await fetch(`${sandbox.httpUrl}/discord/test-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: `${label}${Date.now()}${ipCounter}`.toLowerCase().slice(0, 30), global_name: 'テスト', email: `${label}-${Date.now()}-${ipCounter}@example.jp`, verified: true, ...extra }),
    });
    return (await res.json()).data as { id: string; username: string; email: string };
  };

  /** The session's CSRF token now (signing in starts a new session with a new token). */
  const currentToken = async (agent: Agent) => {
    const res = await agent.get('/sanctum/csrf-cookie');
    return decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(String(res.headers['set-cookie']))![1]);
  };

  /** Walks the browser's path: our redirect → Discord's consent form (authorize as `user`) → our callback. */
  async function throughDiscord(agent: Agent, from: 'login' | 'sns', discordUserId: string, action: 'authorize' | 'cancel' = 'authorize') {
    const start = await agent.get(`/login/discord?from=${from}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.pathname).toBe('/discord/oauth2/authorize');
    const form = new URLSearchParams(authorize.search);
    form.set('user', discordUserId);
    form.set('action', action);
    const consent = await fetch(`${sandbox.httpUrl}/discord/oauth2/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    return agent.get(`${back.pathname}${back.search}`);
  }

  it('signs up a new Discord member, verified by Discord, and signs them in', async () => {
    const discord = await createDiscordUser('newcomer');
    const { agent } = await csrfAgent(app, nextIp());
    const done = await throughDiscord(agent, 'login', discord.id);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/mypage?discord=1');
    const me = (await agent.get('/api/me')).body.data;
    expect(me).toMatchObject({ email: discord.email, is_verified: true, is_discord_login: true, discord: { provider_username: discord.username } });
    // Signing in again finds the same member.
    const { agent: again } = await csrfAgent(app, nextIp());
    await throughDiscord(again, 'login', discord.id);
    expect((await again.get('/api/me')).body.data.id_str).toBe(me.id_str);
  });

  it('links Discord to the signed-in member and unlinks it, and refuses an account linked elsewhere', async () => {
    const discord = await createDiscordUser('linker');
    const { agent, token } = await csrfAgent(app, nextIp());
    const email = `linker-member-${Date.now()}@example.jp`;
    await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: 'linker-password' });
    // Member pages (and so unlinking) are for verified members (spec §6).
    await verifyByMail(app, agent, email);
    const linked = await throughDiscord(agent, 'sns', discord.id);
    expect(linked.headers.location).toBe(`/discord?msg=${encodeURIComponent(IdentityMessages.discordLinked)}`);
    expect((await agent.get('/api/me')).body.data).toMatchObject({ email, is_discord_login: true, discord: { provider_username: discord.username } });

    const { agent: other, token: otherToken } = await csrfAgent(app, nextIp());
    await other.post('/api/register').set('X-XSRF-TOKEN', otherToken).send({ email: `other-${Date.now()}@example.jp`, password: 'other-password' });
    const refused = await throughDiscord(other, 'sns', discord.id);
    expect(refused.headers.location).toBe(`/discord?msg=${encodeURIComponent(IdentityMessages.discordLinkedElsewhere)}`);

    const unlinked = await agent.post('/sns/discord/disconnect').set('X-XSRF-TOKEN', await currentToken(agent));
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({ message: IdentityMessages.discordUnlinked });
    expect((await agent.get('/api/me')).body.data).toMatchObject({ is_discord_login: false, discord: null });
  });

  it('does not unlink on a GET (it asks for confirmation) nor on a POST without the CSRF token', async () => {
    const discord = await createDiscordUser('csrf');
    const { agent, token } = await csrfAgent(app, nextIp());
    await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email: `csrf-${Date.now()}@example.jp`, password: 'csrf-password' });
    await throughDiscord(agent, 'sns', discord.id);

    const viaLink = await agent.get('/sns/discord/disconnect');
    expect(viaLink.status).toBe(302);
    expect(viaLink.headers.location).toBe('/discord?confirm=disconnect');
    expect((await agent.post('/sns/discord/disconnect')).status).toBe(419);
    expect((await agent.post('/sns/discord/disconnect').set('X-XSRF-TOKEN', 'forged')).status).toBe(419);
    expect((await agent.get('/api/me')).body.data).toMatchObject({ is_discord_login: true, discord: { provider_username: discord.username } });
  });

  it('offers disconnect only to a session signed in through Discord (spec §2 /discord)', async () => {
    const discord = await createDiscordUser('via');
    const email = `via-${Date.now()}@example.jp`;
    const { agent, token } = await csrfAgent(app, nextIp());
    await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: 'via-password' });
    await verifyByMail(app, agent, email);
    await throughDiscord(agent, 'sns', discord.id);

    // The same member signed in with the password: linked, but not signed in through Discord.
    const { agent: byPassword, token: passwordToken } = await csrfAgent(app, nextIp());
    const login = await byPassword.post('/api/login').set('X-XSRF-TOKEN', passwordToken).send({ email, password: 'via-password' });
    expect(login.body.user).toMatchObject({ is_discord_login: false, discord: { provider_username: discord.username } });
    expect((await byPassword.get('/api/me')).body.data).toMatchObject({ is_discord_login: false, discord: { provider_username: discord.username } });
    const refused = await byPassword.post('/sns/discord/disconnect').set('X-XSRF-TOKEN', await currentToken(byPassword));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IdentityMessages.discordUnlinkNeedsDiscordLogin);

    // Signed in through Discord: disconnect is offered and works.
    const { agent: byDiscord } = await csrfAgent(app, nextIp());
    await throughDiscord(byDiscord, 'login', discord.id);
    expect((await byDiscord.get('/api/me')).body.data).toMatchObject({ email, is_discord_login: true });
    expect((await byDiscord.post('/sns/discord/disconnect').set('X-XSRF-TOKEN', await currentToken(byDiscord))).status).toBe(200);
    expect((await byDiscord.get('/api/me')).body.data).toMatchObject({ is_discord_login: false, discord: null });
  });

  it('does not take over an address registered by e-mail', async () => {
    const { agent, token } = await csrfAgent(app, nextIp());
    const email = `owner-${Date.now()}@example.jp`;
    await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: 'owner-password' });
    const discord = await createDiscordUser('squatter', { email });
    const { agent: stranger } = await csrfAgent(app, nextIp());
    const refused = await throughDiscord(stranger, 'login', discord.id);
    expect(refused.headers.location).toBe(`/login?error=${encodeURIComponent(IdentityMessages.discordEmailTaken)}`);
    expect((await stranger.get('/api/me')).status).toBe(401);
  });

  it('refuses a forged or replayed state, and a cancelled consent, and signs nobody in', async () => {
    const discord = await createDiscordUser('forger');
    const { agent } = await csrfAgent(app, nextIp());
    const forged = await agent.get('/login/discord/callback?code=anything&state=forged');
    expect(forged.headers.location).toBe(`/login?error=${encodeURIComponent(IdentityMessages.discordFailed)}`);

    const start = await agent.get('/login/discord?from=login');
    const state = new URL(start.headers.location).searchParams.get('state');
    const { agent: attacker } = await csrfAgent(app, nextIp());
    const stolen = await attacker.get(`/login/discord/callback?code=anything&state=${state}`);
    expect(stolen.headers.location).toMatch(/^\/login\?error=/);

    const cancelled = await throughDiscord(agent, 'login', discord.id, 'cancel');
    expect(cancelled.headers.location).toBe(`/login?error=${encodeURIComponent(IdentityMessages.discordCancelled)}`);
    expect((await agent.get('/api/me')).status).toBe(401);
    expect((await request(app.getHttpServer()).get('/login/discord?from=sns')).headers.location).toBe('/login');
  });

  it('refuses to unlink Discord from a member who has no password', async () => {
    const discord = await createDiscordUser('only');
    const { agent } = await csrfAgent(app, nextIp());
    await throughDiscord(agent, 'login', discord.id);
    const refused = await agent.post('/sns/discord/disconnect').set('X-XSRF-TOKEN', await currentToken(agent));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IdentityMessages.discordNeedsPassword);
    expect((await agent.get('/api/me')).body.data.is_discord_login).toBe(true);
  });
});
