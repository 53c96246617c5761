import { PaymentMessages, type GameDto, type ItemDto, type PlanDto } from '@coaching/contracts';
import { brand, formatYen } from '@coaching/web-theme';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { eventsLabel, lessonsLabel } from '../model/plan-display';

interface GameCatalogueProps {
  games: readonly GameDto[];
  onChoosePlan: (plan: PlanDto, game: GameDto) => void;
  onChooseItem: (item: ItemDto, game: GameDto) => void;
}

/** Spec §2 /payments: each game a card that expands to its plans, then its items under 追加レッスン. */
export function GameCatalogue({ games, onChoosePlan, onChooseItem }: GameCatalogueProps) {
  // The first game starts open when it is the only one, so a single course needs no extra click.
  const [expanded, setExpanded] = useState<number | false>(games.length === 1 ? games[0].id : false);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {games.map((game) => (
        <Accordion
          key={game.id}
          expanded={expanded === game.id}
          onChange={(_event, open) => setExpanded(open ? game.id : false)}
          disableGutters
          slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
          sx={{ borderRadius: '14px !important', border: 1, borderColor: 'divider', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.05)', '&::before': { display: 'none' }, overflow: 'hidden' }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`game-${game.id}-content`}
            id={`game-${game.id}-header`}
            sx={{ px: { xs: 2, sm: 3 }, py: 1, '& .MuiAccordionSummary-content': { my: 1.5, alignItems: 'center', gap: 2, minWidth: 0 } }}
          >
            <Box
              aria-hidden
              sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color: '#fff', background: `linear-gradient(135deg, ${brand.indigo}, ${brand.navy})` }}
            >
              <SportsEsportsOutlinedIcon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: { xs: '1.0625rem', sm: '1.25rem' }, letterSpacing: '0.04em' }}>
                {game.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {game.plans.length > 0 ? `${game.plans.length}プラン` : 'プランなし'}
                {game.items.length > 0 && `・追加レッスン${game.items.length}種`}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`game-${game.id}-content`} sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 0 }}>
            {game.description && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {game.description}
              </Typography>
            )}
            {game.plans.length === 0 ? (
              <Alert severity="info">{PaymentMessages.noPurchasablePlans}</Alert>
            ) : (
              <Box component="ul" aria-label={`${game.name}のプラン`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                {game.plans.map((plan) => (
                  <PlanOption key={plan.id} plan={plan} onChoose={() => onChoosePlan(plan, game)} />
                ))}
              </Box>
            )}
            {game.items.length > 0 && (
              <Box component="section" aria-labelledby={`game-${game.id}-items`} sx={{ mt: 3 }}>
                <Typography id={`game-${game.id}-items`} component="h3" sx={{ fontWeight: 800, fontSize: '1rem', mb: 1.25 }}>
                  追加レッスン
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {game.items.map((item) => (
                    <ItemOption key={item.id} item={item} onChoose={() => onChooseItem(item, game)} />
                  ))}
                </Box>
              </Box>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

function PlanOption({ plan, onChoose }: { plan: PlanDto; onChoose: () => void }) {
  const titleId = `plan-${plan.id}-name`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
          {plan.name}
        </Typography>
        {plan.is_group && <Chip size="small" label="グループ" color="primary" variant="outlined" />}
        {plan.plan_type === 'add' && <Chip size="small" label="追加プラン" variant="outlined" />}
        {plan.lesson_type === 'offline' && <Chip size="small" label="オフライン" variant="outlined" />}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: '0.875rem', '& dt': { color: 'text.secondary', fontWeight: 700 }, '& dd': { m: 0 } }}>
        <dt>レッスン</dt>
        <dd>{lessonsLabel(plan)}</dd>
        {plan.coaching_detail && (
          <>
            <dt>内容</dt>
            <dd>{plan.coaching_detail}</dd>
          </>
        )}
        <dt>イベント</dt>
        <dd>{eventsLabel(plan)}</dd>
      </Box>
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ lineHeight: 1.3 }}>
          {plan.from_price === null ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              料金は選択後に表示されます
            </Box>
          ) : (
            <>
              <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                月額{' '}
              </Box>
              <Box component="span" sx={{ fontWeight: 800, fontSize: '1.375rem' }}>
                {formatYen(plan.from_price)}
              </Box>
              <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                〜（税込）
              </Box>
            </>
          )}
        </Typography>
        <Button variant="contained" onClick={onChoose} aria-describedby={titleId}>
          このプランを選ぶ
        </Button>
      </Box>
    </Box>
  );
}

function ItemOption({ item, onChoose }: { item: ItemDto; onChoose: () => void }) {
  const nameId = `item-${item.id}-name`;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, px: { xs: 2, sm: 2.5 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography id={nameId} sx={{ fontWeight: 700 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          1回 {formatYen(item.price_with_tax)}（税込）
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onChoose} aria-describedby={nameId}>
        購入する
      </Button>
    </Box>
  );
}
