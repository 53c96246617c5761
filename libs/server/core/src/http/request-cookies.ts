/** A cookie's value from a `Cookie` header, percent-decoded; the first of that name wins (as the `cookie` parser reads it). */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decoded(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Percent-decoded, or as it is when it is not valid percent-encoding. */
export const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
