import { MailRenderer } from '@coaching/server-core';

// The money mails as they leave (issue 32, ADR 0040): greeted as `orderMailContext` greets the payer, with the order
// page's link; the camp's paid mail with the parent's receipt link.

describe('money mails', () => {
  const renderer = new MailRenderer({ appName: 'GG COACH', appUrl: 'https://ggcoach.example' });
  const order = { salutation: '山田 花子 様', title: 'VALORANT Standard（3か月）', methodLabel: 'クレジットカード（毎月払い）', orderPath: '/payments/history/0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b' };

  it('given a purchase paid by a parent, when its mail is written, then it greets the parent and links the order page', () => {
    const mail = renderer.render('payment-completed', { ...order, amount: 57_200, paidAt: '2026-11-29T04:00:00.000Z', nextNote: '' });
    expect(mail.text.split('\n')[0]).toBe('山田 花子 様');
    expect(mail.text).toContain('https://ggcoach.example/payments/history/0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b');
    expect(mail.html).toContain('href="https://ggcoach.example/payments/history/0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b"');
  });

  it('given a transfer or a failed charge, when the mail is written, then it links the order page too', () => {
    const guide = renderer.render('bank-transfer-guide', { ...order, amount: 50_600, dueDate: '2026年12月6日', bank: { bankName: 'みずほ銀行' }, reference: 'AB12CD34', payerKana: 'ヤマダ ハナコ' });
    expect(guide.text).toContain(`ご注文の詳細：https://ggcoach.example${order.orderPath}`);
    const failed = renderer.render('payment-failed', { ...order, amount: 24_200, reason: 'カード会社によりお取引が承認されませんでした。', inArrears: true, monthly: '毎月払い' });
    expect(failed.text).toContain(`ご注文の詳細：https://ggcoach.example${order.orderPath}`);
  });

  it('given a paid camp application, when its mail is written, then it links the signed receipt, unescaped in the text', () => {
    const receiptPath = '/fortnite-camp/receipt?application=0b9a3f1e-5c4d-4e6f-8a7b-1c2d3e4f5a6b&sig=abc_DEF-123';
    const mail = renderer.render('camp-paid', { name: '山田 花子', campName: '冬のキャンプ', venue: '東京', startsAt: '2026-12-26T01:00:00.000Z', endsAt: '2026-12-26T07:00:00.000Z', count: 1, total: 16_500, methodLabel: 'クレジットカード（一括払い）', children: [], paidAt: '2026-11-29T04:00:00.000Z', receiptPath });
    expect(mail.text).toContain(`https://ggcoach.example${receiptPath}`);
    expect(mail.html).toContain('領収書を表示する');
  });
});
