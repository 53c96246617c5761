import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget, type LinkTargetProps } from './link-target-props';

export type AppLinkProps = Omit<LinkProps<'a'>, 'href' | 'component'> & LinkTargetProps;

/** A text link with the same rule as LinkButton. */
export function AppLink({ href, newTab, ...props }: AppLinkProps) {
  const target = linkTarget({ href, newTab });
  if (target.kind === 'router') return <Link {...props} component={RouterLink} to={target.to} />;
  const { kind: _kind, ...anchor } = target;
  return <Link {...props} {...anchor} />;
}
