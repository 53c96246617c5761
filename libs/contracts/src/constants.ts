// Business constants of spec §9. Money is integer yen.
export const ADMISSION_FEE_YEN = 33_000;
export const EXTRA_LESSON_PRICE_YEN = 9_900;
export const EXTRA_EVENT_PRICE_YEN = 7_700;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const SNACKBAR_AUTO_HIDE_MS = 5_000;
export const LESSON_CANCEL_REDIRECT_MS = 3_000;
export const PAYMENT_POLL_INTERVAL_MS = 5_000;
export const PAYMENT_POLL_TIMEOUT_MS = 60_000;
export const SAVED_CARDS_MAX = 5;
export const ITEM_QUANTITY_MIN = 1;
export const ITEM_QUANTITY_MAX = 6;
export const CAMP_HEADCOUNT_MIN = 1;
export const CAMP_HEADCOUNT_MAX = 10;
export const PURCHASE_PERIOD_MIN = 1;
export const PURCHASE_PERIOD_MAX = 6;
export const TRIAL_LESSON_MINUTES = 60;
/** Before-login path, sign-up and trial context cookies last half a day. */
export const CONTEXT_COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;
export const TIME_ZONE = 'Asia/Tokyo';
export const LOCALE = 'ja-JP';

/** Trial games of spec §9: ids are fixed. */
export const GAME_IDS = { APEX_LEGENDS: 1, VALORANT: 2 } as const;
