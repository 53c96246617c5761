import { GENDER_LABELS, type PersonalInformation } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailList } from '../../../components/detail-list/DetailList';

/** 'YYYY-MM-DD' as 2008年4月1日 (a date without a time: read at noon UTC so no zone moves it). */
const birthdayLabel = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(`${value.slice(0, 10)}T12:00:00Z`) : '—');

/** The saved student information (spec §2: shown with a link to edit once complete). */
export function PersonalInformationSummary({ info }: { info: PersonalInformation }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DetailList
        rows={[
          ['お名前', `${info.last_name} ${info.first_name}`],
          ['フリガナ', `${info.last_name_kana} ${info.first_name_kana}`],
          ['電話番号', info.phone_number],
          ['生年月日', birthdayLabel(info.birthday)],
          ['性別', GENDER_LABELS[info.gender] ?? ''],
          ['郵便番号', info.zip_code.replace(/^(\d{3})(\d{4})$/, '$1-$2')],
          ['住所', info.address],
        ]}
      />
      {info.diff && (
        <Box>
          <Typography component="h3" sx={{ fontWeight: 800, mb: 1 }}>
            ご購入者（保護者）
          </Typography>
          <DetailList
            rows={[
              ['お名前', `${info.parent_last_name ?? ''} ${info.parent_first_name ?? ''}`.trim()],
              ['フリガナ', `${info.parent_last_name_kana ?? ''} ${info.parent_first_name_kana ?? ''}`.trim()],
              ['生年月日', birthdayLabel(info.parent_birthday)],
              ['性別', info.parent_gender ? GENDER_LABELS[info.parent_gender] : ''],
            ]}
          />
        </Box>
      )}
    </Box>
  );
}
