import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// One glossary for money (issue 32, `BillingTerms` in libs/contracts/src/payments.ts): every page and mail a member,
// a parent or an operator reads uses the same words for the same thing. This test reads what they are built from —
// the web app, the back office, every context's mail templates and the contracts' messages — and fails on a word the
// glossary replaced, naming the file, the line and the word to use instead. Comments are not read (they may name the
// old word to say why it is gone); tests are not read (they may assert it is gone).

const ROOT = path.resolve(__dirname, '../..');

/** Where the words members, parents and operators read are written. */
const SOURCES = ['apps/web/src', 'apps/admin/src', 'libs/contracts/src', 'libs/server'];

interface Banned {
  /** What must not appear. */
  pattern: RegExp;
  /** What the glossary says instead. */
  instead: string;
  /** Only these files (a path test), e.g. mail templates only. */
  only?: (file: string) => boolean;
}

const isTemplate = (file: string) => file.endsWith('.hbs');
const isScreen = (file: string) => file.startsWith('apps/');

const BANNED: Banned[] = [
  // Monthly billing is the school's, not a card company's instalment plan (ADR 0036).
  { pattern: /分割払い/, instead: 'BillingTerms.monthly（カード毎月払い）/ mailMethods.split（クレジットカード（毎月払い））' },
  { pattern: /お支払いスケジュール/, instead: 'BillingTerms.monthlyCharges(n)（毎月のご請求（全n回））/ BillingTerms.schedule' },
  { pattern: /\d+回払い/, instead: 'BillingTerms.monthlyCharges(n)（毎月のご請求（全n回））' },
  // Add-ons (extra lessons and events) are counted in 回.
  { pattern: /(\}|\d)点/, instead: 'BillingTerms.itemCount(n)（n回）' },
  // Gateway jargon is not an operator's or a member's word; the API's status_ja keeps the spec's labels (contracts).
  { pattern: /即時売上/, instead: 'BillingTerms.cardPaid（カード決済済み）/ operatorPaymentStatusLabel', only: (file) => isScreen(file) || isTemplate(file) },
  { pattern: /['"`>]\s*CAPTURE\s*['"`<]/, instead: 'BillingTerms.cardPaid（カード決済済み）', only: isScreen },
  // A transfer's reference is お振込み番号 (PaymentLabels.transferReference) on every screen and mail.
  { pattern: /(^|[^お])振込番号/, instead: 'BillingTerms.transferReference（お振込み番号）' },
  // One decline message, from the contracts (PaymentMessages.cardDeclined), never written again beside it.
  { pattern: /カード会社によりお取引が承認されませんでした/, instead: 'PaymentMessages.cardDeclined', only: isScreen },
  // The Fortnite camp is キャンプ everywhere (menu, lists, the member 360, mails); 合宿 named the same thing (issue 33).
  { pattern: /合宿/, instead: 'キャンプ（フォートナイトキャンプ）' },
];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (/\.(tsx?|hbs)$/.test(name) && !/\.(spec|test|e2e)\.tsx?$/.test(name) && !full.includes(`${path.sep}testing${path.sep}`)) out.push(full);
  }
  return out;
}

/** The text without comments, line breaks kept so a finding names its line. */
function withoutComments(text: string, file: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  if (isTemplate(file)) return text.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, blank);
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (match, before: string) => before + blank(match.slice(before.length)));
}

export function findBannedWords(file: string, text: string): string[] {
  const findings: string[] = [];
  const lines = withoutComments(text, file).split('\n');
  for (const banned of BANNED) {
    if (banned.only && !banned.only(file)) continue;
    lines.forEach((line, index) => {
      const match = banned.pattern.exec(line);
      if (match) findings.push(`${file}:${index + 1}: 「${match[0]}」 → ${banned.instead}`);
    });
  }
  return findings;
}

describe('the money glossary (issue 32): one word for one thing on every money page and mail', () => {
  it('finds a replaced word in a planted page, mail and back-office screen, and none in a comment', () => {
    expect(findBannedWords('apps/web/src/x.tsx', "const label = 'カード分割払い（毎月）';")).toHaveLength(1);
    expect(findBannedWords('libs/server/billing/src/mail-templates/x.text.hbs', '■お支払いスケジュール（3回払い）')).toHaveLength(2);
    expect(findBannedWords('apps/admin/src/x.tsx', "label={`${n}点`} status={'即時売上'} code={'CAPTURE'}")).toHaveLength(3);
    expect(findBannedWords('apps/web/src/x.tsx', '// not 「分割払い」: a card company’s plan\nconst a = 1; /* 即時売上 */')).toEqual([]);
    // The API's status_ja keeps the spec's words for the result page (contracts), and a gateway code is a key there.
    expect(findBannedWords('libs/contracts/src/payments.ts', "if (jobCode === 'CAPTURE') return '即時売上';")).toEqual([]);
  });

  it('finds none in the web app, the back office, the contracts or any mail template', () => {
    const files = SOURCES.flatMap((dir) => filesUnder(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.endsWith('payment-completed.text.hbs'))).toBe(true);
    const findings = files.flatMap((file) => findBannedWords(path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });
});
