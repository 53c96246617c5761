// Addresses outside this site (footer and social links). Placeholders until the operator confirms them.
export const externalLinks = {
  company: 'https://example.co.jp',
  securityPolicy: 'https://example.co.jp/security-policy',
  x: 'https://x.com/ggcoach_jp',
  note: 'https://note.com/ggcoach',
} as const;
