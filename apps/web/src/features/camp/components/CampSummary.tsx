import { CAMP_GRADE_LABELS, type CampPlan } from '@coaching/contracts';
import { brand, formatDate, formatYen } from '@coaching/web-theme';
import EventIcon from '@mui/icons-material/EventOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const TIME = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
const WEEKDAY = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', weekday: 'short' });

/** 2026年12月26日（土）10:00〜16:00, in Tokyo time. */
export function campSchedule(plan: Pick<CampPlan, 'starts_at' | 'ends_at'>): string {
  const start = new Date(plan.starts_at);
  const end = new Date(plan.ends_at);
  const sameDay = formatDate(start) === formatDate(end);
  const startText = `${formatDate(start)}（${WEEKDAY.format(start)}）${TIME.format(start)}`;
  return sameDay ? `${startText}〜${TIME.format(end)}` : `${startText}〜${formatDate(end)}（${WEEKDAY.format(end)}）${TIME.format(end)}`;
}

/** The camp as the parent's pages show it: name, when, where, who, and the price per child. */
export function CampSummary({ plan, compact = false }: { plan: CampPlan; compact?: boolean }) {
  return (
    <Box component="section" aria-label="イベント情報" sx={{ bgcolor: brand.surface, borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.25rem' }, lineHeight: 1.5 }}>
        {plan.name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Fact icon={<EventIcon />} label="日時">
          {campSchedule(plan)}
        </Fact>
        <Fact icon={<PlaceIcon />} label="会場">
          {plan.venue}
        </Fact>
        {!compact && (
          <>
            <Fact icon={<SchoolIcon />} label="対象">
              {CAMP_GRADE_LABELS[plan.grade_from]}〜{CAMP_GRADE_LABELS[plan.grade_to]}
            </Fact>
            <Fact icon={<GroupsIcon />} label="参加費">
              お子さま1名 {formatYen(plan.price)}（税込）
            </Fact>
          </>
        )}
      </Box>
    </Box>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '24px 3.5em 1fr', alignItems: 'start', gap: 1 }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: '2px', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography component="dt" sx={{ fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.7 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '0.9375rem', lineHeight: 1.7 }}>
        {children}
      </Typography>
    </Box>
  );
}
