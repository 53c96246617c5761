import type { GuardianChild } from '@coaching/contracts';
import { formatTimeRangeWithWeekday } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GuardianMessages, memberPaymentStatusLabel } from '@coaching/contracts';
import { formatDate, formatYen } from '@coaching/web-theme';
import { LinkButton } from '../../../components/link/LinkButton';
import { AppLink } from '../../../components/link/AppLink';
import { guardianHref } from '../../../config/paths';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { errorMessage } from '../../../lib/http';
import { useGuardianChildren } from '../api/guardians';

/** The guardian area's children (issue 31): one card per child linked now; empty, loading and error states. */
export function GuardianChildren() {
  const { data, error, isLoading, mutate } = useGuardianChildren();

  if (isLoading) return <Skeleton variant="rounded" height={160} aria-label="読み込み中" />;
  if (error !== undefined || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>再読み込み</Button>}>
        お子さまの情報を読み込めませんでした。{errorMessage(error, '通信環境をご確認のうえ、もう一度お試しください。')}
      </Alert>
    );
  if (data.length === 0)
    return (
      <Paper variant="outlined" sx={{ ...memberCardSx, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {GuardianMessages.noChildren}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          下の「お子さまを追加する」からお子さまのメールアドレスで連携を申請するか、お子さまのマイページ（保護者の連携）から招待してもらってください。
        </Typography>
      </Paper>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {data.map((child) => (
        <ChildCard key={child.link_id} child={child} />
      ))}
    </Box>
  );
}

function ChildCard({ child }: { child: GuardianChild }) {
  return (
    <Paper variant="outlined" sx={memberCardSx} component="section" aria-label={child.name ?? child.email} data-testid="guardian-child">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
        {child.name ?? child.email}
      </Typography>
      {child.name && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {child.email}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Fact label="コース・プラン">
          {child.courses.length === 0
            ? 'コースはまだありません'
            : child.courses.map((c) => (
                <Box key={c.game_name}>
                  {c.game_name}
                  {c.plan_name ? `：${c.plan_name}` : '（プラン未契約）'}
                </Box>
              ))}
        </Fact>
        <Fact label="次回のレッスン">
          {child.next_lesson ? (
            <>
              {formatTimeRangeWithWeekday(child.next_lesson.started_at, child.next_lesson.ended_at)}
              {child.next_lesson.coach_name && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  コーチ：{child.next_lesson.coach_name}
                </Typography>
              )}
            </>
          ) : (
            '予定されているレッスンはありません'
          )}
        </Fact>
        <Fact label="今月の受講">
          {child.attendance.attended}回受講 ／ 予定 {child.attendance.scheduled}回
        </Fact>
        <Fact label="コーチからのカルテ（保護者と共有）">
          {child.karte.length === 0 ? (
            '共有されたカルテはまだありません'
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {child.karte.map((note) => (
                <Box component="li" key={note.lesson_id} data-testid="guardian-child-karte" sx={{ overflowWrap: 'anywhere' }}>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {formatDate(note.started_at)}・{note.coach.name}
                  </Typography>
                  {note.worked_on}
                  {note.homework && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      宿題：{note.homework}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          )}
        </Fact>
        <Fact label="無料体験">
          {child.trials.length === 0 ? (
            '無料体験の予約はありません'
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {child.trials.map((trial) => (
                <Box component="li" key={trial.id} data-testid="guardian-child-trial" sx={{ overflowWrap: 'anywhere' }}>
                  {formatTimeRangeWithWeekday(trial.started_at, trial.ended_at)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {trial.status_ja}
                    {trial.coach_name && `・コーチ：${trial.coach_name}`}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Fact>
        <Fact label="保護者さまのお支払い">
          {child.payments.length === 0 ? (
            'まだお支払いはありません'
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {child.payments.map((payment) => (
                <Box component="li" key={payment.id} data-testid="guardian-child-payment" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDate(payment.paid_at ?? payment.ordered_at)}{' '}{payment.game.name} {payment.plan?.name ?? payment.item?.name}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {formatYen(payment.amount + payment.tax)}（税込）・{memberPaymentStatusLabel(payment.status)}
                    {payment.has_receipt && (
                      <>
                        ・<AppLink href={guardianHref.receipt(payment.id)}>領収書</AppLink>
                      </>
                    )}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Fact>
        <Box>
          <LinkButton href={guardianHref.childApply(child.link_id)} variant="outlined">
            プラン・追加レッスンを申し込む（保護者払い）
          </LinkButton>
        </Box>
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box sx={{ mt: 0.5 }}>{children}</Box>
    </Box>
  );
}
