import { brand, formatYen } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';
import { useLandingPlans, type LandingPlan } from '../api/landing-plans';
import { fromPriceCondition } from '../from-price';
import { ADMISSION_FEE, extras, includedInEveryPlan, landingPeriods, premiumExtras } from '../content/plan-features';
import { SectionHeading } from './SectionHeading';

/** #price: the plans from the catalogue, the admission fee, add-ons and what every plan includes (spec §9). */
export function PriceSection() {
  const { plans, failed, retry } = useLandingPlans();

  return (
    <Container component="section" id="price" aria-labelledby="price-title" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
      <SectionHeading eyebrow="PRICE" id="price-title" lead="目標とペースにあわせて選べる5つのプラン。表示はすべて税込みです。">
        コース・料金
      </SectionHeading>

      {failed ? (
        <Box role="alert" sx={{ mt: 5, p: 4, textAlign: 'center', borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Typography>料金プランを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。</Typography>
          <Button variant="outlined" onClick={() => void retry()} sx={{ mt: 2 }}>
            再読み込み
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-busy={plans === undefined}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' } }}
        >
          {plans ? plans.map((plan) => <PlanCard key={plan.code} plan={plan} />) : Array.from({ length: 5 }, (_, i) => <PlanSkeleton key={i} />)}
        </Box>
      )}

      {plans && plans.length > 0 && <PeriodTable plans={plans} />}

      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <InfoCard title="入会金">
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 900 }}>{formatYen(ADMISSION_FEE)}</Typography>
          <Typography variant="body2" color="text.secondary">
            初回のご入会時のみ（税込）
          </Typography>
        </InfoCard>
        <InfoCard title="追加オプション">
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}>
            {extras.map((extra) => (
              <Box key={extra.label} sx={{ display: 'contents' }}>
                <Box component="dt">{extra.label}</Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 800, textAlign: 'right' }}>
                  {formatYen(extra.price)}
                  <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400, color: 'text.secondary' }}>
                    ／{extra.unit}
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        </InfoCard>
        <InfoCard title="全プラン共通">
          <CheckList items={includedInEveryPlan} />
        </InfoCard>
      </Box>

      <Box sx={{ mt: { xs: 2, md: 3 }, p: { xs: 3, md: 4 }, borderRadius: 4, color: '#fff', bgcolor: brand.navy, backgroundImage: 'linear-gradient(120deg, rgba(52,81,209,0.55), transparent 60%)' }}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          Premiumだけの特典
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {premiumExtras.map((item) => (
            <Box component="li" key={item} sx={{ px: 1.75, py: 0.75, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.12)', fontSize: '0.875rem', fontWeight: 700 }}>
              {item}
            </Box>
          ))}
        </Box>
      </Box>

      <Box sx={{ mt: { xs: 4, md: 5 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
        <LinkButton href={paths.trialStart} variant="contained" size="large" sx={{ px: 5, py: 1.5 }}>
          まずは無料体験から
        </LinkButton>
        <LinkButton href={paths.register} variant="outlined" size="large" sx={{ px: 5, py: 1.5 }}>
          会員登録してプランを選ぶ
        </LinkButton>
      </Box>
    </Container>
  );
}

function PlanCard({ plan }: { plan: LandingPlan }) {
  const featured = plan.code === 'standard';
  const condition = fromPriceCondition(plan);
  return (
    <Box
      component="li"
      aria-labelledby={`plan-${plan.code}`}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        p: 3,
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: featured ? 2 : 1,
        borderColor: featured ? 'primary.main' : 'divider',
      }}
    >
      {featured && (
        <Box component="p" sx={{ m: 0, position: 'absolute', top: -12, left: 20, px: 1.25, py: 0.25, borderRadius: 999, bgcolor: 'primary.main', color: '#fff', fontSize: '0.75rem', fontWeight: 800 }}>
          人気No.1
        </Box>
      )}
      <Typography id={`plan-${plan.code}`} variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 900 }}>
        {plan.label}
      </Typography>
      <Typography component="p" sx={{ mt: 1.5 }}>
        <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          月額
        </Box>
        <Box component="span" sx={{ fontSize: '1.625rem', fontWeight: 900, mx: 0.5, color: 'primary.dark' }}>
          {formatYen(plan.price)}
        </Box>
        <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          〜（税込）
        </Box>
      </Typography>
      {condition && (
        <Typography component="p" sx={{ mt: 0.25, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}>
          ※{condition}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', rowGap: 1, fontSize: '0.875rem' }}>
        <Box component="dt" sx={{ fontWeight: 800, color: 'text.secondary', fontSize: '0.75rem' }}>
          コーチング
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {plan.coaching}
          {plan.coaching_help && (
            <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem', color: 'text.secondary' }}>
              {plan.coaching_help}
            </Box>
          )}
        </Box>
        <Box component="dt" sx={{ fontWeight: 800, color: 'text.secondary', fontSize: '0.75rem' }}>
          イベント
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {plan.event}
        </Box>
      </Box>
    </Box>
  );
}

function PlanSkeleton() {
  return <Box component="li" aria-hidden sx={{ height: 260, borderRadius: 4, bgcolor: 'rgba(20,26,46,0.06)' }} />;
}

const PERIOD_TABLE_CAPTION_ID = 'period-table-caption';

/**
 * Monthly price (tax included) by coaching period: the longer the commitment, the lower the month. Fits a
 * 375 px phone; should it ever scroll sideways (large text), the region is focusable and named, so a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
function PeriodTable({ plans }: { plans: LandingPlan[] }) {
  const monthly = (plan: LandingPlan, period: number) => plan.period_prices.find((p) => p.period === period)?.monthly;
  return (
    <Box
      role="region"
      tabIndex={0}
      aria-labelledby={PERIOD_TABLE_CAPTION_ID}
      sx={{ mt: { xs: 4, md: 6 }, overflowX: 'auto', borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          '& th, & td': { px: { xs: 1, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider', textAlign: 'right', whiteSpace: 'nowrap' },
          '& th:first-of-type': { pl: { xs: 1.5, sm: 2 } },
          '& tr > :last-child': { pr: { xs: 1.5, sm: 2 } },
          '& tr:last-of-type > *': { borderBottom: 0 },
        }}
      >
        <Box component="caption" id={PERIOD_TABLE_CAPTION_ID} sx={{ captionSide: 'top', textAlign: 'left', px: { xs: 1.5, sm: 2 }, pt: 2, pb: 1, fontWeight: 800 }}>
          コーチング期間ごとの月額（税込）
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left !important' }}>
              プラン
            </Box>
            {landingPeriods.map((period) => (
              <th key={period} scope="col">
                {period}か月
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.code}>
              <Box component="th" scope="row" sx={{ textAlign: 'left !important' }}>
                {plan.label}
              </Box>
              {landingPeriods.map((period) => {
                const price = monthly(plan, period);
                return <td key={period}>{price === undefined ? '—' : formatYen(price)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 3, md: 3.5 }, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', rowGap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Box component="span" aria-hidden sx={{ color: 'success.main', fontWeight: 900 }}>
            ✓
          </Box>
          {item}
        </Box>
      ))}
    </Box>
  );
}
