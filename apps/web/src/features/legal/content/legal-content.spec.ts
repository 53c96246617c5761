import type { LegalDocument, LegalNotice, LegalParagraph } from '../types';
import { campEbizruleNotice } from './camp-ebizrule';
import { campRuleDocument } from './camp-rule';
import { company } from './company';
import { ebizruleNotice } from './ebizrule';
import { privacyDocument } from './privacy';
import { ruleDocument } from './rule';

const paragraphText = (p: LegalParagraph): string =>
  typeof p === 'string' ? p : [p.text, ...(p.list?.items ?? []), ...(p.table?.rows.flat() ?? [])].join('\n');
const documentText = (d: LegalDocument) => d.articles.flatMap((a) => a.paragraphs.map(paragraphText)).join('\n');
const noticeText = (n: LegalNotice) => n.rows.flatMap((r) => [r.label, ...r.content.map(paragraphText)]).join('\n');

describe('legal content (spec §2)', () => {
  it('has 18 terms articles, 13 privacy sections and 19 camp articles, all titled uniquely', () => {
    expect(ruleDocument.articles).toHaveLength(18);
    expect(privacyDocument.articles).toHaveLength(13);
    expect(campRuleDocument.articles).toHaveLength(19);
    for (const d of [ruleDocument, privacyDocument, campRuleDocument]) expect(new Set(d.articles.map((a) => a.title)).size).toBe(d.articles.length);
  });

  it('ends the privacy policy with the contact desk', () => {
    const last = privacyDocument.articles.at(-1);
    expect(last?.title).toBe('お問い合わせ窓口');
    const text = last ? last.paragraphs.map(paragraphText).join('\n') : '';
    for (const fact of [company.name, company.postalAddress, company.email, '平日 10:00〜18:00']) expect(text).toContain(fact);
  });

  it('states the terms rules and constants of §5 and §9', () => {
    const text = documentText(ruleDocument);
    for (const fact of ['33,000円', '23時59分', '1週間以内', '通算2回', '12歳以下', '法定代理人', '翌月末日', '7日間', '100日間', '24時間', '8日以内', '15,000円', '20%または50,000円', '日本法', '東京地方裁判所']) {
      expect(text).toContain(fact);
    }
  });

  it('lists prices, payment methods and the cancellation-fee table on the school notice', () => {
    const text = noticeText(ebizruleNotice);
    for (const fact of ['22,000円〜', '34,100円〜', '36,300円〜', '49,500円〜', '63,800円〜', '33,000円', '9,900円', '7,700円', 'クレジットカード（一括払い・毎月払い）', '銀行振込（一括払い）', '8日以内', '15,000円', '30%', '50%', '100%', '平日 10:00〜18:00']) {
      expect(text).toContain(fact);
    }
  });

  it('offers only lump-sum card or bank transfer for the camp, 1 to 10 participants', () => {
    const text = noticeText(campEbizruleNotice);
    expect(text).toContain('クレジットカード（一括払いのみ）');
    expect(text).not.toContain('毎月払い');
    expect(text).toContain('1名〜10名');
    const camp = documentText(campRuleDocument);
    for (const fact of ['小学4年生から高校3年生', '開催日の前日まで', '30分以内', '全額返金']) expect(camp).toContain(fact);
  });
});
