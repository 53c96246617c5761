import { useOutletContext } from 'react-router-dom';

/** What the member layout hands its pages. */
export interface MemberOutlet {
  /** Opens the profile edit modal (spec §2: it belongs to the sidebar; mypage asks a nameless member to complete it). */
  openProfile: () => void;
}

export function useMemberOutlet(): MemberOutlet {
  return useOutletContext<MemberOutlet>();
}
