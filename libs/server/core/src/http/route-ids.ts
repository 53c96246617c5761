/** A row id from the path: a positive 32-bit integer, or null (the caller answers 404, never 500). */
export function rowIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
