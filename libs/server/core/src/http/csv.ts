/** One CSV field: quoted, quotes doubled; a leading = + - @ is defused so a spreadsheet never runs it. */
export const csvField = (value: unknown): string => {
  const text = String(value ?? '');
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** A CSV file for spreadsheet software: UTF-8 with a BOM (so it reads the Japanese), CRLF lines, a header row. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `\ufeff${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
