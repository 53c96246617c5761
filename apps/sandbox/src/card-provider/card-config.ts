import { createHash } from 'node:crypto';

/** The one shop and site registered with the fake provider, and how slow its slow test cards are. */
export interface CardProviderConfig {
  shopId: string;
  shopPass: string;
  /** The site (member and card storage) of the shop. */
  siteId: string;
  sitePass: string;
  /** How long the slow test card takes to answer ExecTran. */
  slowMs: number;
  /** How long the hanging test card holds ExecTran before dropping the connection unanswered. */
  hangMs: number;
}

export const DEFAULT_CARD_CONFIG: CardProviderConfig = {
  shopId: 'tshop00000001',
  shopPass: 'sandbox-shop-pass',
  siteId: 'tsite00000001',
  sitePass: 'sandbox-site-pass',
  slowMs: 3000,
  hangMs: 30_000,
};

/** Tokens live 30 minutes, as GMO's do. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

/** Cards one member may keep (the spec's limit; GMO's is a shop setting). */
export const MAX_CARDS_PER_MEMBER = 5;

/** GMO's test-environment forwarding code, sent back as Forward. */
export const FORWARD_CODE = '2a99662';

/**
 * The hash of the provider's public key that token.js carries. The real script embeds the hash of an
 * RSA key; the sandbox has no key pair, only this fixed value to check the script's request against.
 */
export const TOKEN_KEY_HASH = createHash('sha256').update('coaching-sandbox card token key v1').digest('hex');

/** Reads SANDBOX_CARD_* (see the README); anything unset falls back to the defaults above. */
export function cardConfigFromEnv(env: NodeJS.ProcessEnv): CardProviderConfig {
  const text = (name: string, fallback: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const millis = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
    return value;
  };
  const config: CardProviderConfig = {
    shopId: text('SANDBOX_CARD_SHOP_ID', DEFAULT_CARD_CONFIG.shopId),
    shopPass: text('SANDBOX_CARD_SHOP_PASS', DEFAULT_CARD_CONFIG.shopPass),
    siteId: text('SANDBOX_CARD_SITE_ID', DEFAULT_CARD_CONFIG.siteId),
    sitePass: text('SANDBOX_CARD_SITE_PASS', DEFAULT_CARD_CONFIG.sitePass),
    slowMs: millis('SANDBOX_CARD_SLOW_MS', DEFAULT_CARD_CONFIG.slowMs),
    hangMs: millis('SANDBOX_CARD_HANG_MS', DEFAULT_CARD_CONFIG.hangMs),
  };
  // A shop id the token script could never send (GMO's rule: up to 13 letters and digits) is a typo.
  if (!/^[A-Za-z0-9]{1,13}$/.test(config.shopId)) throw new Error(`SANDBOX_CARD_SHOP_ID must be 1-13 letters or digits, got "${config.shopId}"`);
  if (!/^[A-Za-z0-9]{1,13}$/.test(config.siteId)) throw new Error(`SANDBOX_CARD_SITE_ID must be 1-13 letters or digits, got "${config.siteId}"`);
  return config;
}
