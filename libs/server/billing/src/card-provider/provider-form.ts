// The card provider's wire format (PROTOCOLS.md, GMO-PG "idPass" API): requests are form-encoded POST
// bodies, answers are `Key=Value&Key=Value`; lists (several cards) come as values joined by `|`.

/** The request body; absent (undefined) parameters are left out, as the provider treats empty and absent alike. */
export function encodeForm(params: Record<string, string | number | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) form.set(key, String(value));
  return form.toString();
}

/**
 * An answer as a map. The real provider answers bare values; decoding tolerates percent-encoded ones too
 * (PROTOCOLS.md: the adapter tolerates both), and a value that does not decode is kept as it came.
 */
export function parseForm(body: string): Record<string, string> {
  const answer: Record<string, string> = {};
  for (const pair of body.trim().split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    answer[decode(key)] = decode(value);
  }
  return answer;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** A `|`-joined list; an empty or absent value is an empty list. */
export function splitList(value: string | undefined): string[] {
  return value ? value.split('|') : [];
}

/**
 * Rows from parallel `|`-joined lists (`CardSeq=0|1&CardNo=*1|*2`), one row per entry of `keyField`; a
 * list shorter than the key list reads as empty strings.
 */
export function zipLists<K extends string>(answer: Record<string, string>, keyField: K, fields: readonly K[]): Record<K, string>[] {
  const keys = splitList(answer[keyField]);
  const lists = Object.fromEntries(fields.map((field) => [field, splitList(answer[field])])) as Record<K, string[]>;
  return keys.map((_, index) => Object.fromEntries(fields.map((field) => [field, lists[field][index] ?? ''])) as Record<K, string>);
}
