import { auditLineSummary, auditSummary, SUMMARIZED_EVENT_TYPES } from './audit-summary';

describe('the audit log’s summaries', () => {
  it('given an account event, then the line names what changed in Japanese', () => {
    expect(auditSummary('OperatorRoleChanged', { from: 'admin', to: 'support' })).toBe('権限を変更（管理者 → サポート）');
    expect(auditSummary('OperatorCreated', { name: '佐藤', role: 'coach', invited: true })).toBe('アカウントを作成（佐藤・コーチ・招待メール送信）');
  });

  it('given a failed sign-in, then the line says which address and why', () => {
    expect(auditSummary('OperatorSignInFailed', { email: 'x@ggcoach.example', reason: 'locked' })).toBe('ログイン失敗（x@ggcoach.example・試行制限中）');
    expect(auditSummary('OperatorSignInFailed', { email: 'x@ggcoach.example', reason: 'password' })).toBe('ログイン失敗（x@ggcoach.example）');
  });

  it('given a change of a state-stored record, then the line names the record and the fields changed in words', () => {
    expect(auditSummary('CouponCreated', { couponId: 3, code: 'SPRING', name: '春割' })).toBe('クーポン「春割」を発行（SPRING）');
    expect(auditSummary('CouponChanged', { couponId: 3, code: 'SPRING', name: '春割', changed: ['is_active', 'max_uses'] })).toBe('クーポン「春割」を変更（SPRING・有効・無効・利用上限）');
    expect(auditSummary('CouponDeleted', { couponId: 3, code: 'SPRING', name: '春割' })).toBe('クーポン「春割」を削除（SPRING）');
    expect(auditSummary('PlanChanged', { code: 'std', name: 'Standard', changed: ['price1', 'price2', 'period2', 'tax_rate'] })).toBe('プラン「Standard」を変更（std・料金・期間・税率）');
    expect(auditSummary('GameCreated', { gameId: 9, name: 'VALORANT' })).toBe('ゲーム「VALORANT」を作成');
    expect(auditSummary('CoachChanged', { name: '佐藤', changed: ['weekly_hours'] })).toBe('コーチ「佐藤」を変更（指導時間）');
    expect(auditSummary('CoachChanged', { name: '佐藤', changed: ['photo'] })).toBe('コーチ「佐藤」を変更（写真）');
    expect(auditSummary('CampEventCreated', { name: '冬キャンプ' })).toBe('キャンプ「冬キャンプ」を作成');
    expect(auditSummary('TrialHoursAdded', { weekday: 3, start: '10:00', end: '12:00', coachName: '田中' })).toBe('体験枠を追加（水 10:00〜12:00・田中）');
    expect(auditSummary('TrialHoursAdded', { weekday: 3, start: '08:00', end: '10:00', coachName: '田中', outsideHours: true })).toBe('体験枠を追加（水 08:00〜10:00・田中・時間外でも登録）');
    expect(auditSummary('CoachDayOffAdded', { day: '2026-12-08', note: '通院' })).toBe('コーチの休みを登録（2026-12-08・通院）');
    expect(auditSummary('CoachDayOffRemoved', { day: '2026-12-08' })).toBe('コーチの休みを取り消し（2026-12-08）');
    expect(auditSummary('ContactHandled', {})).toBe('お問い合わせを対応済みにする');
    expect(auditSummary('ParkedReactionReplayed', { reactor: 'record-strike-when-lesson-struck', eventType: 'LessonMissed' })).toBe('停止中の処理を再実行（record-strike-when-lesson-struck・LessonMissed）');
  });

  it('given a command with a reason, then the line says why', () => {
    expect(auditSummary('StudentCoachAssigned', { previousCoachId: 'c1', previousCoachName: '佐藤', coachId: 'c2', coachName: '田中', reason: '相性を考えて' })).toBe('担当コーチを変更（佐藤 → 田中・理由：相性を考えて）');
    expect(auditSummary('StudentCoachAssigned', { previousCoachId: null, coachId: 'c2', coachName: '田中' })).toBe('担当コーチを割り当て（田中）');
    expect(auditSummary('MemberSuspended', { ground: 'no-reply', reason: '連絡なし' })).toBe('会員の利用を停止（7日以上ご連絡が取れないため（利用規約）・理由：連絡なし）');
    expect(auditSummary('RefundRequested', { amount: 50_000, reason: '体調不良', adjustmentReason: '講習分', needsApproval: true })).toBe('解約・返金を申請（50,000円・理由：体調不良・調整：講習分・承認待ち）');
    expect(auditSummary('RefundRejected', { reason: '証拠が不十分' })).toBe('返金の調整を却下（理由：証拠が不十分）');
    expect(auditSummary('LessonCancelledBySchool', { reason: 'コーチの体調不良' })).toBe('レッスンをスクール都合で中止（コーチの体調不良）');
    expect(auditSummary('CampApplicationCancelled', { by: 'parent', fee: 9_900, reason: '体調不良' })).toBe('キャンプの申し込みをキャンセル（手数料9,900円・体調不良）');
  });

  it('given one action’s events on one record, then they make one line, in order', () => {
    expect(
      auditLineSummary([
        { type: 'RefundRequested', data: { amount: 77_000, reason: '転居のため', needsApproval: false } },
        { type: 'OrderRefunded', data: { method: 'card', amount: 77_000 } },
      ]),
    ).toBe('解約・返金を申請（77,000円・理由：転居のため）、カードへ返金（77,000円）');
    expect(auditLineSummary([{ type: 'NewsCreated', data: { title: '休講のお知らせ' } }, { type: 'NewsPublished', data: { publishedAt: '2026-12-01T01:00:00.000Z', scheduled: false } }])).toBe(
      'お知らせ「休講のお知らせ」を作成、公開',
    );
    expect(auditLineSummary([{ type: 'NewsPublished', data: { publishedAt: '2026-12-03T11:00:00.000Z', scheduled: true } }])).toBe('公開を予約（2026/12/3 20:00）');
    expect(auditLineSummary([{ type: 'OperatorRoleChanged', data: { from: 'support', to: 'admin' } }, { type: 'OperatorDeactivated', data: {} }])).toBe('権限を変更（サポート → 管理者）、アカウントを無効化');
  });

  it('never shows a raw type name for a type it has words for', () => {
    for (const type of SUMMARIZED_EVENT_TYPES) expect(auditSummary(type, {})).not.toContain(type);
  });

  it('given an event type it does not know, then it still writes a line with the type', () => {
    expect(auditSummary('SomethingNew', {})).toBe('操作を記録（SomethingNew）');
  });
});
