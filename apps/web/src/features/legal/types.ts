// Legal documents are typed data; the components in components/legal render them.

/** A bulleted (ul) or numbered (ol, shown as (1), (2) …) list inside a paragraph. */
export interface LegalList {
  readonly kind: 'list';
  readonly ordered?: boolean;
  readonly items: readonly string[];
}

/** A small table (e.g. cancellation fees); scrolls inside its own box on narrow screens. */
export interface LegalTable {
  readonly kind: 'table';
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** One paragraph: its text, optionally followed by a list and/or a table. A bare string is text only. */
export type LegalParagraph =
  | string
  | {
      readonly text: string;
      readonly list?: LegalList;
      readonly table?: LegalTable;
    };

/** An article (第n条（title）) or a numbered section (n. title). */
export interface LegalArticle {
  readonly title: string;
  readonly paragraphs: readonly LegalParagraph[];
}

export interface LegalDates {
  /** ISO date for <time dateTime>. */
  readonly enacted: string;
  readonly revised: string;
}

export interface LegalDocument {
  /** h1 and <title>. */
  readonly title: string;
  /** Small uppercase label above the h1. */
  readonly eyebrow: string;
  readonly lead?: readonly string[];
  /** 'article': 第1条（目的）; 'section': 1. 個人情報の定義 */
  readonly numbering: 'article' | 'section';
  readonly articles: readonly LegalArticle[];
  readonly toc?: boolean;
  readonly dates: LegalDates;
  /** Lines after the last article (e.g. 附則). */
  readonly closing?: readonly string[];
}

/** One row of a notice based on the Act on Specified Commercial Transactions. */
export interface LegalNoticeRow {
  readonly label: string;
  readonly content: readonly LegalParagraph[];
}

export interface LegalNotice {
  readonly title: string;
  readonly eyebrow: string;
  readonly lead?: readonly string[];
  readonly rows: readonly LegalNoticeRow[];
  readonly dates: LegalDates;
}
