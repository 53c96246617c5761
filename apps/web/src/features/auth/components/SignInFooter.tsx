import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';

/** The sign-up pages' footer (a student's and a guardian's): the way to /login for someone who already has an account. */
export function SignInFooter() {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        すでにアカウントをお持ちの方
      </Typography>
      <LinkButton href={paths.login} variant="outlined" size="large" sx={{ width: { xs: '100%', sm: 320 } }}>
        ログインはこちら
      </LinkButton>
    </>
  );
}
