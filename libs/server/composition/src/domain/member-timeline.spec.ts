import { describeActor, describeMemberEvent, DESCRIBED_EVENT_TYPES, tokyoShort } from './member-timeline';

describe('member timeline words', () => {
  it('gives Tokyo times, whatever zone the server runs in', () => {
    expect(tokyoShort('2026-12-03T11:00:00.000Z')).toBe('12月3日 20:00');
    expect(tokyoShort('2026-12-31T15:30:00.000Z')).toBe('1月1日 00:30');
    expect(tokyoShort('not a time')).toBe('');
  });

  it('reads each event of a member as a sentence with its detail', () => {
    expect(describeMemberEvent('LessonScheduled', { kind: 'personal', startsAt: '2026-12-03T11:00:00.000Z', source: 'plan' })).toBe('レッスンが予約されました（12月3日 20:00〜）');
    expect(describeMemberEvent('LessonRescheduled', { previousStartsAt: '2026-12-03T11:00:00.000Z', startsAt: '2026-12-04T12:00:00.000Z' })).toBe(
      'レッスンの日時が 12月3日 20:00 から 12月4日 21:00 に変更されました',
    );
    expect(describeMemberEvent('PaymentRequested', { kind: 'plan', method: 'bank' })).toBe('プランを申し込みました（銀行振込）');
    expect(describeMemberEvent('ChargeCaptured', { n: 0 })).toBe('カード決済が完了しました');
    expect(describeMemberEvent('ChargeCaptured', { n: 1 })).toBe('2回目のカード決済が完了しました');
    expect(describeMemberEvent('MemberAccountChanged', { memberId: 'm1', change: 'email-verified' })).toBe('メールアドレスの確認が済みました');
    expect(describeMemberEvent('MemberAccountChanged', { memberId: 'm1', change: 'courses' })).toBe('受講コースの一覧が変わりました');
    expect(describeMemberEvent('PersonalInformationSaved', { memberId: 'm1' })).toBe('受講者情報を保存しました');
    expect(describeMemberEvent('StrikeRecorded', { month: '2026-12', count: 2 })).toBe('12月の注意が記録されました（2回目）');
    expect(describeMemberEvent('TrialCancelled', { by: 'school', reason: 'コーチ体調不良' })).toBe('スクール都合で無料体験がキャンセルされました。理由: コーチ体調不良');
    expect(describeMemberEvent('StudentCoachAssigned', { previousCoachId: 'c1', previousCoachName: '佐藤', coachName: '田中', reason: '相性' })).toBe('担当コーチが佐藤から田中に変わりました。理由: 相性');
    expect(describeMemberEvent('StudentCoachAssigned', { previousCoachId: null, coachName: '田中' })).toBe('担当コーチが田中に決まりました');
    expect(describeMemberEvent('KarteNoteWritten', { first: true })).toBe('コーチがレッスンのカルテを記入しました');
  });

  it('never shows a raw type name, even for a type it does not know', () => {
    expect(describeMemberEvent('SomethingNew', {})).toBe('記録が追加されました（種類未登録）');
    for (const type of DESCRIBED_EVENT_TYPES) expect(describeMemberEvent(type, {})).not.toContain(type);
  });

  it('names who did it: the member, the operator by name, the system, a visitor', () => {
    const names = new Map([['op-1', 'サポート 佐藤']]);
    expect(describeActor({ type: 'member', id: 'm' }, names)).toEqual({ type: 'member', label: '会員本人' });
    expect(describeActor({ type: 'operator', id: 'op-1' }, names)).toEqual({ type: 'operator', label: 'サポート 佐藤' });
    expect(describeActor({ type: 'operator', id: 'gone' }, names)).toEqual({ type: 'operator', label: 'オペレーター（削除済み）' });
    expect(describeActor({ type: 'system' }, names).label).toBe('システム（自動処理）');
    expect(describeActor(undefined, names).type).toBe('unknown');
  });
});
