// The member's rating window (issue 29) is the contracts' one rule, shared with the member site, which shows the button.
export { ratingEditableUntil } from '@coaching/contracts';
