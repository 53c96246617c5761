// Every URL of the member site (spec §2) in one place; pages and links import these, never string literals.

/** Public pages. */
export const paths = {
  home: '/',
  homePrice: '/#price',
  homeFaq: '/#faq',
  login: '/login',
  register: '/regist',
  registerSent: '/regist/sent',
  passwordRemind: '/password/remind',
  passwordReset: '/password/reset',
  contact: '/contact',
  /** The way into the free trial for a visitor not signed in (game, then sign-up or sign-in). */
  trialStart: '/trials/start',
  rule: '/rule',
  privacy: '/privacy',
  ebizRule: '/ebizrule',
  campRule: '/fortnite-camp/rule',
  campEbizRule: '/fortnite-camp/ebizrule',
  /** A guardian's own sign-up (保護者アカウント, issue 31). */
  guardianRegister: '/guardians/register',
} as const;

/** Member area (verified, signed-in users). Patterns with `:id` have a builder in `memberHref`. */
export const memberPaths = {
  app: '/app',
  mypage: '/mypage',
  /** Withdrawal (退会, issue 34): what happens, then the password again. */
  withdraw: '/mypage/withdraw',
  histories: '/histories',
  discord: '/discord',
  newsList: '/news',
  news: '/news/:id',
  trials: '/trials',
  payments: '/payments',
  paymentsInformation: '/payments/information',
  paymentsCreate: '/payments/create',
  paymentsItem: '/payments/item',
  paymentsItemCreate: '/payments/item/create',
  paymentsCard: '/payments/card',
  paymentsHistory: '/payments/history',
  /** The order page: one order in full (issue 32). */
  paymentOrder: '/payments/history/:id',
  paymentResult: '/payments/:id',
  paymentReceipt: '/payments/:id/receipt',
  passwordChange: '/password/change',
  /** The student's guardians: invitations and links (issue 31). */
  guardians: '/guardians',
} as const;

/** The guardian area (signed-in, verified guardian accounts; issue 31). */
export const guardianPaths = {
  home: '/guardian',
  /** A plan for a linked child, chosen from the catalogue (ADR 0038); `:linkId` names the child. Builders in `guardianHref`. */
  childApply: '/guardian/children/:linkId/apply',
  /** The checkout for the child: ?plan_id&method&period, as /payments/create. */
  childCheckout: '/guardian/children/:linkId/checkout',
  /** An add-on item for the child (history state: the item), then its checkout ?item_id&quantity&method (ADR 0047). */
  childItem: '/guardian/children/:linkId/item',
  childItemCheckout: '/guardian/children/:linkId/item-checkout',
  /** The result of what the guardian paid, then the receipt. */
  payment: '/guardian/payments/:id',
  receipt: '/guardian/payments/:id/receipt',
} as const;

export const guardianHref = {
  childApply: (linkId: string) => `/guardian/children/${encodeURIComponent(linkId)}/apply`,
  childCheckout: (linkId: string, query: { plan_id: number; method: string; period: number }) =>
    `/guardian/children/${encodeURIComponent(linkId)}/checkout?${new URLSearchParams({ plan_id: String(query.plan_id), method: query.method, period: String(query.period) })}`,
  childItem: (linkId: string) => `/guardian/children/${encodeURIComponent(linkId)}/item`,
  childItemCheckout: (linkId: string, query: { item_id: number; quantity: number; method: string }) =>
    `/guardian/children/${encodeURIComponent(linkId)}/item-checkout?${new URLSearchParams({ item_id: String(query.item_id), quantity: String(query.quantity), method: query.method })}`,
  payment: (id: string) => `/guardian/payments/${encodeURIComponent(id)}`,
  receipt: (id: string) => `/guardian/payments/${encodeURIComponent(id)}/receipt`,
} as const;

export const memberHref = {
  news: (id: string | number) => `/news/${encodeURIComponent(String(id))}`,
  paymentResult: (id: string | number) => `/payments/${encodeURIComponent(String(id))}`,
  paymentReceipt: (id: string | number) => `/payments/${encodeURIComponent(String(id))}/receipt`,
  paymentOrder: (id: string | number) => `/payments/history/${encodeURIComponent(String(id))}`,
} as const;

/** Fortnite camp (no login; the e-mailed URL carries a token). */
export const campPaths = {
  profile: '/fortnite-camp/profile',
  payment: '/fortnite-camp/payment',
  complete: '/fortnite-camp/complete',
  /** A camp payment's receipt, by the signed link of its mail (issue 32). */
  receipt: '/fortnite-camp/receipt',
  /** The parent cancels an application whose transfer is awaited, by the signed link of the transfer guide mail (issue 34). */
  cancel: '/fortnite-camp/cancel',
} as const;

/** Served by the API, not by the router: the browser navigates there (full page load). */
export const serverPaths = {
  discordLogin: (from: 'sns' | 'login') => `/login/discord?from=${from}`,
  discordDisconnect: '/sns/discord/disconnect',
} as const;
