/**
 * Card numbers with a fixed outcome, so tests and people can walk every path. Any other well-formed
 * number approves. Expiry, security code and holder name do not matter, except that an expiry in the
 * past is declined at ExecTran (42G830000), as the card company would.
 */
export const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  congestion: '4000000000000119',
  slow: '4000000000000259',
  hang: '4000000000000300',
  tokenSystemError: '4000000000009011',
  tokenBusy: '4000000000009029',
} as const;

export type TestCardBehaviour = keyof typeof TEST_CARDS;

export interface TestCardReference {
  number: string;
  /** Where the outcome shows: token issue (browser) or ExecTran (server). */
  stage: 'トークン発行' | '決済（ExecTran）';
  outcome: string;
  detail: string;
}

/** For the console page and the README: what each test card does, in Japanese. */
export const TEST_CARD_REFERENCE: readonly TestCardReference[] = [
  { number: TEST_CARDS.approve, stage: '決済（ExecTran）', outcome: '承認', detail: 'すぐに承認します。ほかの正しい形式の番号も同じです。' },
  { number: TEST_CARDS.decline, stage: '決済（ExecTran）', outcome: '拒否（カード会社）', detail: 'ErrCode=G12 / ErrInfo=42G120000。再試行しても結果は変わりません。' },
  { number: TEST_CARDS.congestion, stage: '決済（ExecTran）', outcome: '混雑（再試行可）', detail: 'ErrCode=E92 / ErrInfo=E92000001。取引は未決済のまま残り、同じ取引IDで再実行できます（このカードでは毎回混雑）。' },
  { number: TEST_CARDS.slow, stage: '決済（ExecTran）', outcome: '遅い承認', detail: '承認を記録し、SANDBOX_CARD_SLOW_MS（既定 3000 ms）後に応答します。' },
  { number: TEST_CARDS.hang, stage: '決済（ExecTran）', outcome: '承認後に応答なし', detail: '承認を記録したうえで応答せず、SANDBOX_CARD_HANG_MS（既定 30000 ms）後に接続を切ります。SearchTrade で結果を確認する経路の試験用です。' },
  { number: TEST_CARDS.tokenSystemError, stage: 'トークン発行', outcome: 'resultCode 901', detail: 'マルチペイメント内部のシステムエラー。' },
  { number: TEST_CARDS.tokenBusy, stage: 'トークン発行', outcome: 'resultCode 902', detail: '処理が混み合っている。' },
];

/** The fixed behaviour of a card number, if it is a test card. */
export function testCardBehaviour(cardNo: string): TestCardBehaviour | undefined {
  return (Object.keys(TEST_CARDS) as TestCardBehaviour[]).find((behaviour) => TEST_CARDS[behaviour] === cardNo);
}
