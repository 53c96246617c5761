import { BillingTerms, type ItemCalcResult, type OrderTerms, type PaymentMethod, type PlanCalcResult } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { eventCancellationFees } from '../../legal/content/company';
import { ebizruleNotice } from '../../legal/content/ebizrule';
import { ruleDocument } from '../../legal/content/rule';
import { instalmentLabel, instalmentRuns } from './calc-breakdown';

// What the final confirmation screen must say next to 購入する (Act on Specified Commercial Transactions,
// art. 12-6: the final confirmation screen of a continuing service): the amounts, when each is charged, the
// service period and how it ends or renews, and the cancellation and refund terms with a link to the legal
// notice. The cancellation words are the legal notice's own (/ebizrule), read from its data, so the two
// can never say different things.

export interface PurchaseTerm {
  label: string;
  lines: string[];
}

/** Days a member has to transfer (billing's TRANSFER_DUE_DAYS; the transfer-guide mail gives the date). */
const TRANSFER_DAYS = 7;

/** The legal notice's paragraphs of a row, as text (its rows are plain text or text with a list). */
function noticeRow(label: string): string[] {
  const row = ebizruleNotice.rows.find((r) => r.label === label);
  return row ? row.content.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.text)) : [];
}

/** The terms of use's paragraphs of an article, by its title. */
function ruleArticle(title: string): string[] {
  return ruleDocument.articles.find((article) => article.title === title)?.paragraphs.filter((p): p is string => typeof p === 'string') ?? [];
}

/**
 * The cancellation terms that apply to what is bought (issue 32): a plan's are the legal notice's cooling-off and
 * cancellation fees; an add-on is not the plan's contract, so it shows its own — an extra lesson the terms of use's
 * cancellation and make-up rule, an extra event the notice's event cancellation fees — never the plan's 15,000円.
 */
export function cancellationLines(terms: OrderTerms): string[] {
  if (terms === 'plan') return [...noticeRow('クーリング・オフ'), ...noticeRow('解約・返金')];
  if (terms === 'extra_event') {
    return [
      '追加イベントは1回ごとのご購入です。継続的なご請求はありません。',
      ...noticeRow('イベントのキャンセル'),
      ...eventCancellationFees.rows.map(([when, fee]) => `${when}：${fee}`),
    ];
  }
  return ['追加レッスンは1回ごとのご購入です。継続的なご請求はありません。', ...ruleArticle('レッスンのキャンセルおよび振替')];
}

function timingOfTransfer(total: number): string {
  return `お申し込み後にメールでお送りする口座へ、お申し込みから${TRANSFER_DAYS}日以内に ${formatYen(total)} をお振込みください（振込手数料はお客様のご負担です）。`;
}

export function planPurchaseTerms(calc: PlanCalcResult, method: PaymentMethod): PurchaseTerm[] {
  const admission = calc.admission_fee - calc.discount_admission_fee;
  const amounts = [
    ...(admission > 0 ? [`入会金 ${formatYen(admission)}（初回のみ）`] : []),
    `月額料金 ${formatYen(calc.monthly_amount)} × ${calc.period}か月`,
    ...(calc.discount_subtotal > 0 ? [`クーポン割引 −${formatYen(calc.discount_subtotal)}`] : []),
    `お支払い総額 ${formatYen(calc.total)}（税込）`,
  ];
  const timing =
    method === 'split'
      ? [
          ...instalmentRuns(calc.instalments).map((run) => `${instalmentLabel(run)}：${formatYen(run.amount)}`),
          `1回目はお申し込み時（「購入する」を押した時）に、2回目以降は1か月ごとに、お支払いに使ったカードへ請求します（全${calc.instalments.length}回）。`,
        ]
      : method === 'bank'
        ? [timingOfTransfer(calc.total)]
        : [`お申し込み時（「購入する」を押した時）に、${formatYen(calc.total)} をカードへ一括で請求します。`];
  return [
    { label: 'お支払い金額', lines: amounts },
    { label: 'お支払いの時期', lines: timing },
    {
      label: '提供期間・更新',
      lines: [
        `お支払いの確認後、担当コーチの決定をもって提供を開始し、${calc.period}か月間ご利用いただけます。`,
        '期間が終わると自動では更新されず、ご利用は終了します（期間後の自動請求はありません）。続けてご利用の場合は、改めてお申し込みください（ご利用中のプランは、その終了日から期間が延びます）。',
      ],
    },
    { label: '解約・返金', lines: cancellationLines('plan') },
  ];
}

/** An add-on's terms (an extra lesson or event, `addOnTermsOf`): its price in 回, one charge, and its own cancellation terms. */
export function itemPurchaseTerms(calc: ItemCalcResult, method: PaymentMethod, terms: OrderTerms = 'extra_lesson'): PurchaseTerm[] {
  return [
    { label: 'お支払い金額', lines: [`${formatYen(calc.unit_price)} × ${BillingTerms.itemCount(calc.quantity)}`, `お支払い総額 ${formatYen(calc.total)}（税込）`] },
    {
      label: 'お支払いの時期',
      lines: [method === 'bank' ? timingOfTransfer(calc.total) : `お申し込み時（「購入する」を押した時）に、${formatYen(calc.total)} をカードへ一括で請求します。`],
    },
    { label: '提供期間・更新', lines: ['お支払いの確認後にご利用いただけます。1回限りのご購入で、継続的なご請求や自動更新はありません。'] },
    { label: 'キャンセル', lines: cancellationLines(terms) },
  ];
}
