import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget, type LinkTargetProps } from './link-target-props';

export type LinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'component'> & LinkTargetProps;

/** A button that navigates: router navigation for same-host non-root links, a normal anchor otherwise. */
export function LinkButton({ href, newTab, ...props }: LinkButtonProps) {
  const target = linkTarget({ href, newTab });
  if (target.kind === 'router') return <Button {...props} component={RouterLink} to={target.to} />;
  const { kind: _kind, ...anchor } = target;
  return <Button {...props} {...anchor} />;
}
