import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Header and mobile-menu links, in display order. */
export const navItems: readonly NavItem[] = [
  { label: 'コース・料金', href: paths.homePrice },
  { label: 'よくある質問', href: paths.homeFaq },
  { label: 'お問い合わせ', href: paths.contact },
];
