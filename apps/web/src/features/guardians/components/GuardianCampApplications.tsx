import { CAMP_METHOD_LABELS } from '@coaching/contracts';
import { formatDate, formatYen } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { AppLink } from '../../../components/link/AppLink';
import { errorMessage } from '../../../lib/http';
import { useGuardianCampApplications } from '../api/guardian-area';

/**
 * The camp applications made with the guardian's address (issue 31, ADR 0047): the camp and its dates, the children,
 * where it stands, what was paid and the paid one's receipt (the signed link the camp's mails carry). Nothing shows when
 * there is none: most guardians never apply for a camp.
 */
export function GuardianCampApplications() {
  const { data, error, isLoading, mutate } = useGuardianCampApplications();
  if (isLoading) return <Skeleton variant="rounded" height={96} aria-label="キャンプのお申し込みを読み込み中" />;
  if (error !== undefined || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>再読み込み</Button>}>
        キャンプのお申し込みを読み込めませんでした。{errorMessage(error, '通信環境をご確認のうえ、もう一度お試しください。')}
      </Alert>
    );
  if (data.length === 0) return null;
  return (
    <Paper variant="outlined" sx={memberCardSx} component="section" aria-labelledby="guardian-camp-title">
      <Typography id="guardian-camp-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        キャンプのお申し込み
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 2, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {data.map((application) => (
          <Box component="li" key={application.id} data-testid="guardian-camp-application" sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 700 }}>{application.camp_name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(application.starts_at)}〜{formatDate(application.ends_at)}・{application.venue}
            </Typography>
            {application.children.length > 0 && <Typography variant="body2">参加するお子さま：{application.children.join('、')}</Typography>}
            <Typography variant="body2">
              {application.status_ja}
              {application.count > 0 && `・${formatYen(application.total)}（税込）`}
              {application.method && `・${CAMP_METHOD_LABELS[application.method]}`}
              {application.receipt_href && (
                <>
                  ・<AppLink href={application.receipt_href}>領収書</AppLink>
                </>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
