// The smartphone layout runs up to 900px inclusive (spec: header pc/sp), so these are explicit media
// queries rather than MUI's `down('md')`, which stops at 899.95px.
export const SP_MAX_WIDTH = 900;
export const spOnly = `@media (max-width: ${SP_MAX_WIDTH}px)`;
export const pcOnly = `@media (min-width: ${SP_MAX_WIDTH + 0.02}px)`;
