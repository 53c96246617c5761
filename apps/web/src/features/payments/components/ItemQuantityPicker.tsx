import { BillingTerms, ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN, type ItemDto, type ItemPaymentMethod } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { itemMethodOptions } from '../model/purchase-options';
import { MethodDialog } from './MethodDialog';

interface ItemQuantityPickerProps {
  item: ItemDto;
  gameName: string;
  onChoose: (choice: { quantity: number; method: ItemPaymentMethod }) => void;
}

/**
 * An add-on item's quantity (1–6), then the method modal (card in one payment or bank): the member's /payments/item and
 * the guardian's item for a child (issue 31) choose the same way.
 */
export function ItemQuantityPicker({ item, gameName, onChoose }: ItemQuantityPickerProps) {
  const [quantity, setQuantity] = useState(ITEM_QUANTITY_MIN);
  const [choosingMethod, setChoosingMethod] = useState(false);
  const quantityId = useId();

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {gameName}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {item.name}
      </Typography>
      <Typography color="text.secondary">1回 {formatYen(item.price_with_tax)}（税込）</Typography>

      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={quantityId} component="span" sx={{ fontWeight: 700 }}>
          数量
        </Typography>
        <Box role="group" aria-labelledby={quantityId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton aria-label="1つ減らす" onClick={() => setQuantity((q) => Math.max(ITEM_QUANTITY_MIN, q - 1))} disabled={quantity <= ITEM_QUANTITY_MIN} sx={{ border: 1, borderColor: 'divider' }}>
            <RemoveIcon />
          </IconButton>
          <Box component="output" aria-live="polite" aria-label={`数量 ${quantity}`} sx={{ minWidth: 48, textAlign: 'center', fontWeight: 800, fontSize: '1.5rem' }}>
            {quantity}
          </Box>
          <IconButton aria-label="1つ増やす" onClick={() => setQuantity((q) => Math.min(ITEM_QUANTITY_MAX, q + 1))} disabled={quantity >= ITEM_QUANTITY_MAX} sx={{ border: 1, borderColor: 'divider' }}>
            <AddIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {ITEM_QUANTITY_MIN}〜{ITEM_QUANTITY_MAX}回分まで選べます。お支払い金額は次の画面でご確認いただけます。
        </Typography>
      </Box>

      <Button variant="contained" size="large" onClick={() => setChoosingMethod(true)} sx={{ mt: 3, py: 1.5, width: { xs: '100%', sm: 280 } }}>
        お支払い方法を選ぶ
      </Button>

      <MethodDialog
        open={choosingMethod}
        summary={`${item.name}・${BillingTerms.itemCount(quantity)}`}
        methods={itemMethodOptions()}
        onChoose={(method) => onChoose({ quantity, method })}
        onClose={() => setChoosingMethod(false)}
      />
    </>
  );
}
