import { describe, expect, it } from '@jest/globals';
import englishMessages from 'ra-language-english';
import { japaneseMessages } from './ja';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);

const en = flatten({ ra: englishMessages.ra } as unknown as Tree);
const ja = flatten({ ra: japaneseMessages.ra } as unknown as Tree);

describe('Japanese react-admin messages', () => {
  it('cover exactly the keys of ra-language-english', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('are all translated', () => {
    // Strings made only of placeholders ('%{name}') or blanks have nothing to translate.
    const hasWords = (text: string) => text.replace(/%\{\w+\}/g, '').trim() !== '';
    const untranslated = Object.keys(en).filter(key => hasWords(en[key]) && ja[key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it('use only placeholders react-admin fills, and drop only counts and record names', () => {
    for (const key of Object.keys(en)) {
      const wanted = placeholders(en[key]);
      const used = placeholders(ja[key]);
      for (const p of used) expect(`${key}: ${p}`).toBe(`${key}: ${wanted.has(p) ? p : 'unknown placeholder'}`);
      for (const p of wanted) {
        if (!used.has(p)) expect(`${key}: ${p}`).toMatch(/%\{(smart_count|recordRepresentation)\}$/);
      }
    }
  });

  it('have a single plural form, as Japanese does', () => {
    expect(Object.entries(ja).filter(([, text]) => text.includes('||||'))).toEqual([]);
  });
});
