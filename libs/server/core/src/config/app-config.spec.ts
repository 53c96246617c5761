import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('runs locally with safe defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.isProduction).toBe(false);
  });

  it('refuses to start in production with the default session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  const productionSecrets = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-secret-of-32-characters!!',
    DISCORD_CLIENT_SECRET: 'real-discord-secret',
    CARD_PROVIDER_SHOP_PASS: 'real-shop-pass',
    CARD_PROVIDER_SITE_PASS: 'real-site-pass',
  };

  it('starts in production with a secret of its own', () => {
    expect(loadConfig(productionSecrets).isProduction).toBe(true);
  });

  it('points the card provider and the postal-code lookup at the local sandbox by default', () => {
    const config = loadConfig({});
    expect(config.CARD_PROVIDER_API_URL).toBe('http://localhost:3100/payments/payment');
    expect(config.CARD_PROVIDER_SCRIPT_URL).toBe('http://localhost:3100/payments/ext/js/token.js');
    expect([config.CARD_PROVIDER_SHOP_ID, config.CARD_PROVIDER_SITE_ID]).toEqual(['tshop00000001', 'tsite00000001']);
    expect(config.CARD_PROVIDER_TIMEOUT_MS).toBe(10_000);
    expect(config.POSTAL_CODE_API_URL).toBe('http://localhost:3100/zipcloud/api/search');
  });

  it.each(['CARD_PROVIDER_SHOP_PASS', 'CARD_PROVIDER_SITE_PASS'])('refuses to start in production with the sandbox %s', (name) => {
    const { [name as keyof typeof productionSecrets]: _real, ...rest } = productionSecrets;
    expect(() => loadConfig(rest)).toThrow(/CARD_PROVIDER_SHOP_PASS and CARD_PROVIDER_SITE_PASS/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
