import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/** "または" between the Discord button and the e-mail form. */
export function OrDivider({ label = 'または' }: { label?: string }) {
  return (
    <Divider sx={{ my: 3, color: 'text.secondary', '&::before, &::after': { borderColor: 'divider' } }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Divider>
  );
}
