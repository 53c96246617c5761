import { cardConfigFromEnv, DEFAULT_CARD_CONFIG, TOKEN_KEY_HASH } from './card-config';

describe('cardConfigFromEnv', () => {
  it('falls back to the defaults for unset or blank variables', () => {
    expect(cardConfigFromEnv({})).toEqual(DEFAULT_CARD_CONFIG);
    expect(cardConfigFromEnv({ SANDBOX_CARD_SHOP_ID: ' ', SANDBOX_CARD_SLOW_MS: '' })).toEqual(DEFAULT_CARD_CONFIG);
    expect(DEFAULT_CARD_CONFIG).toEqual({ shopId: 'tshop00000001', shopPass: 'sandbox-shop-pass', siteId: 'tsite00000001', sitePass: 'sandbox-site-pass', slowMs: 3000, hangMs: 30000 });
  });

  it('reads every variable', () => {
    const env = {
      SANDBOX_CARD_SHOP_ID: 'tshop00000042',
      SANDBOX_CARD_SHOP_PASS: 'shop-secret',
      SANDBOX_CARD_SITE_ID: 'tsite00000042',
      SANDBOX_CARD_SITE_PASS: 'site-secret',
      SANDBOX_CARD_SLOW_MS: '150',
      SANDBOX_CARD_HANG_MS: '0',
    };
    expect(cardConfigFromEnv(env)).toEqual({ shopId: 'tshop00000042', shopPass: 'shop-secret', siteId: 'tsite00000042', sitePass: 'site-secret', slowMs: 150, hangMs: 0 });
  });

  it('refuses values the provider could never use', () => {
    expect(() => cardConfigFromEnv({ SANDBOX_CARD_SLOW_MS: '1.5' })).toThrow('SANDBOX_CARD_SLOW_MS');
    expect(() => cardConfigFromEnv({ SANDBOX_CARD_HANG_MS: '-1' })).toThrow('SANDBOX_CARD_HANG_MS');
    expect(() => cardConfigFromEnv({ SANDBOX_CARD_SHOP_ID: 'tshop-00000001' })).toThrow('SANDBOX_CARD_SHOP_ID');
    expect(() => cardConfigFromEnv({ SANDBOX_CARD_SITE_ID: 'x'.repeat(14) })).toThrow('SANDBOX_CARD_SITE_ID');
  });

  it('publishes a fixed key hash for token.js', () => {
    expect(TOKEN_KEY_HASH).toMatch(/^[0-9a-f]{64}$/);
  });
});
