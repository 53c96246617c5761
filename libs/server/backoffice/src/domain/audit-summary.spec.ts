import { auditSummary } from './audit-summary';

describe('the audit log’s summaries', () => {
  it('given an account event, then the line names what changed in Japanese', () => {
    expect(auditSummary('OperatorRoleChanged', { from: 'admin', to: 'support' })).toBe('権限を変更（管理者 → サポート）');
    expect(auditSummary('OperatorCreated', { name: '佐藤', role: 'coach', invited: true })).toBe('アカウントを作成（佐藤・コーチ・招待メール送信）');
  });

  it('given a failed sign-in, then the line says which address and why', () => {
    expect(auditSummary('OperatorSignInFailed', { email: 'x@ggcoach.example', reason: 'locked' })).toBe('ログイン失敗（x@ggcoach.example・試行制限中）');
    expect(auditSummary('OperatorSignInFailed', { email: 'x@ggcoach.example', reason: 'password' })).toBe('ログイン失敗（x@ggcoach.example）');
  });

  it('given an event type it does not know, then it still writes a line with the type', () => {
    expect(auditSummary('SomethingNew', {})).toBe('操作を記録（SomethingNew）');
  });
});
