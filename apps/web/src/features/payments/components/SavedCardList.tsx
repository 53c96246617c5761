import type { CardSchedule, SavedCard } from '@coaching/contracts';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { otherCards, schedulesOn, scheduleSummary } from '../card/card-schedules';
import { cardName, expiryLabel, isDefaultCard, maskedNumberLabel, orderedCards } from '../card/saved-cards';

interface SavedCardListProps {
  cards: readonly SavedCard[];
  /** The card whose change is being sent: its buttons show progress, the others wait. */
  busySeq: string | null;
  onMakeDefault: (card: SavedCard) => void;
  onDelete: (card: SavedCard) => Promise<void>;
  /** The monthly schedules still to be charged, and the card paying each (issue 32). */
  schedules?: readonly CardSchedule[];
  /** Moves the schedules a card pays to another card; rejects when the move failed (the toast is the caller's). */
  onMoveSchedules: (schedules: readonly CardSchedule[], to: SavedCard) => Promise<void>;
}

/**
 * Spec §2 /payments/card: the saved cards, with the default marked, set-default and delete (after a confirmation).
 * The card paying monthly payments is not deleted with that dialog: it says what it pays and offers to move the
 * payments to another card first (the server refuses the delete until then).
 */
export function SavedCardList({ cards, busySeq, onMakeDefault, onDelete, schedules, onMoveSchedules }: SavedCardListProps) {
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const paying = confirming ? schedulesOn(confirming, schedules) : [];
  const titleId = useId();
  const descriptionId = useId();

  if (cards.length === 0) {
    return <Typography color="text.secondary">登録済みのカードはありません。</Typography>;
  }

  return (
    <>
      <Box component="ul" aria-label="登録済みのカード" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {orderedCards(cards).map((card) => {
          const isDefault = isDefaultCard(card);
          const busy = busySeq === card.card_seq;
          const label = `${cardName(card)}、有効期限 ${expiryLabel(card.expire)}`;
          return (
            <Box
              component="li"
              key={card.card_seq}
              aria-label={label}
              sx={{ border: 1, borderColor: isDefault ? 'primary.main' : 'divider', borderRadius: 3, px: { xs: 2, sm: 2.5 }, py: 1.75, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
            >
              <CreditCardOutlinedIcon aria-hidden sx={{ color: isDefault ? 'primary.main' : 'text.secondary' }} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {card.brand && (
                    <Typography component="span" data-testid="saved-card-brand" sx={{ fontWeight: 800, fontSize: '0.8125rem', color: 'text.secondary' }}>
                      {card.brand}
                    </Typography>
                  )}
                  <Typography sx={{ fontWeight: 800, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' }}>{maskedNumberLabel(card.card_no)}</Typography>
                  {isDefault && <Chip size="small" color="primary" label="デフォルト" />}
                  {schedulesOn(card, schedules).length > 0 && <Chip size="small" variant="outlined" label="毎月のお支払いに使用中" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {card.holder_name} ・ 有効期限 {expiryLabel(card.expire)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
                {!isDefault && (
                  <Button size="small" variant="outlined" loading={busy} disabled={busySeq !== null} onClick={() => onMakeDefault(card)}>
                    デフォルトに設定
                  </Button>
                )}
                <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} disabled={busySeq !== null} onClick={() => setConfirming(card)}>
                  削除
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>

      {confirming && paying.length > 0 ? (
        <MoveSchedulesDialog card={confirming} paying={paying} cards={cards} onClose={() => setConfirming(null)} onMove={onMoveSchedules} />
      ) : (
        <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
          <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
            カードを削除しますか？
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={descriptionId}>
              {confirming && `${cardName(confirming)}（有効期限 ${expiryLabel(confirming.expire)}）を削除します。`}
              {confirming && isDefaultCard(confirming) && ' デフォルトのカードを削除すると、残りのカードのうち最も新しいものがデフォルトになります。'}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button variant="outlined" onClick={() => setConfirming(null)}>
              キャンセル
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                const card = confirming;
                setConfirming(null);
                if (card) void onDelete(card);
              }}
            >
              削除する
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

interface MoveSchedulesDialogProps {
  card: SavedCard;
  paying: readonly CardSchedule[];
  cards: readonly SavedCard[];
  onClose: () => void;
  onMove: (schedules: readonly CardSchedule[], to: SavedCard) => Promise<void>;
}

/**
 * Deleting the card that pays monthly payments: which plan, how many payments remain and the next date, and the choice
 * of another card to move them to first. Once moved, the schedules no longer name this card and the ordinary delete
 * confirmation takes the dialog's place. With no other card, the member is told to add one first.
 */
function MoveSchedulesDialog({ card, paying, cards, onClose, onMove }: MoveSchedulesDialogProps) {
  const others = otherCards(card, cards);
  const [target, setTarget] = useState(others[0]?.card_seq ?? '');
  const [moving, setMoving] = useState(false);
  const titleId = useId();
  const choiceId = useId();
  const chosen = others.find((c) => c.card_seq === target) ?? null;

  const move = async () => {
    if (!chosen) return;
    setMoving(true);
    try {
      await onMove(paying, chosen);
    } catch {
      // The toast says why; the dialog stays for another try.
    } finally {
      setMoving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        毎月のお支払いに使われているカードです
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{cardName(card)} から、次のお支払いを毎月お引き落としします。</DialogContentText>
        <Box component="ul" aria-label="このカードで支払うお申し込み" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {paying.map((schedule) => (
            <Typography component="li" key={schedule.payment_id} sx={{ fontWeight: 700 }}>
              {scheduleSummary(schedule)}
            </Typography>
          ))}
        </Box>
        {others.length === 0 ? (
          <Alert severity="warning">このカードは削除できません。先に新しいカードを登録し、残りのお支払いをそのカードに変更してから削除してください。</Alert>
        ) : (
          <FormControl>
            <FormLabel id={choiceId} sx={{ fontWeight: 700, mb: 0.5 }}>
              削除する前に、残りのお支払いを別のカードに変更してください。
            </FormLabel>
            <RadioGroup aria-labelledby={choiceId} value={target} onChange={(event) => setTarget(event.target.value)}>
              {others.map((other) => (
                <FormControlLabel
                  key={other.card_seq}
                  value={other.card_seq}
                  control={<Radio />}
                  label={`${cardName(other)}（有効期限 ${expiryLabel(other.expire)}）${isDefaultCard(other) ? ' デフォルト' : ''}`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          {others.length === 0 ? '閉じる' : 'キャンセル'}
        </Button>
        {others.length > 0 && (
          <Button variant="contained" loading={moving} disabled={!chosen} onClick={() => void move()}>
            お支払いカードを変更する
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
