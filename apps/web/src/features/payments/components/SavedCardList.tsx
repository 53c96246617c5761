import type { SavedCard } from '@coaching/contracts';
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
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { expiryLabel, isDefaultCard, maskedNumberLabel, orderedCards } from '../card/saved-cards';

interface SavedCardListProps {
  cards: readonly SavedCard[];
  /** The card whose change is being sent: its buttons show progress, the others wait. */
  busySeq: string | null;
  onMakeDefault: (card: SavedCard) => void;
  onDelete: (card: SavedCard) => Promise<void>;
}

/** Spec §2 /payments/card: the saved cards, with the default marked, set-default and delete (after a confirmation). */
export function SavedCardList({ cards, busySeq, onMakeDefault, onDelete }: SavedCardListProps) {
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
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
          const label = `${maskedNumberLabel(card.card_no)}、有効期限 ${expiryLabel(card.expire)}`;
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
                  <Typography sx={{ fontWeight: 800, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' }}>{maskedNumberLabel(card.card_no)}</Typography>
                  {isDefault && <Chip size="small" color="primary" label="デフォルト" />}
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

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          カードを削除しますか？
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            {confirming && `${maskedNumberLabel(confirming.card_no)}（有効期限 ${expiryLabel(confirming.expire)}）を削除します。`}
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
    </>
  );
}
