import Handlebars from 'handlebars';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { discoverMailTemplateFolders, readMailTemplates, type MailTemplateFolder, type MailTemplateSource } from './mail-templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Compiled = { subject: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate };

const TOKYO_DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const TOKYO_DAY_WITH_WEEKDAY = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'long', day: 'numeric', weekday: 'short' });
const TOKYO_CLOCK = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 12月3日(木) 20:00 in Asia/Tokyo: the one way the site writes a booked time (the web theme's `formatDayTimeWithWeekday`). */
export const formatMailDayTime = (value: string | Date): string => `${TOKYO_DAY_WITH_WEEKDAY.format(new Date(value))} ${TOKYO_CLOCK.format(new Date(value))}`;

/** Core's shared partials (`_layout.hbs`): the one look every context's mail has. */
const PARTIALS_DIRECTORY = join(__dirname, 'templates');

/**
 * Renders mail from handlebars templates: `<name>.subject.hbs`, `<name>.html.hbs` (wrapped in the
 * `layout` partial) and `<name>.text.hbs`. HTML templates escape values; text templates do not need to.
 * The templates come from each context's `mail-templates` folder, all read when the renderer is made, so
 * a name two contexts use or a template missing a part stops the start-up.
 */
export class MailRenderer {
  private readonly hbs = Handlebars.create();
  private readonly sources: Map<string, MailTemplateSource>;
  private readonly templates = new Map<string, Compiled>();

  constructor(
    private readonly globals: Record<string, unknown> = {},
    folders: MailTemplateFolder[] = discoverMailTemplateFolders(),
  ) {
    this.hbs.registerHelper('datetime', (value: unknown) => (value ? TOKYO_DATE_TIME.format(new Date(String(value))) : ''));
    this.hbs.registerHelper('dayTime', (value: unknown) => (value ? formatMailDayTime(String(value)) : ''));
    this.hbs.registerHelper('yen', (value: unknown) => `${Number(value).toLocaleString('ja-JP')}円`);
    for (const file of readdirSync(PARTIALS_DIRECTORY).filter((f) => f.startsWith('_') && f.endsWith('.hbs'))) {
      this.hbs.registerPartial(file.slice(1, -'.hbs'.length), readFileSync(join(PARTIALS_DIRECTORY, file), 'utf8'));
    }
    this.sources = readMailTemplates(folders);
    // Parse now, so a template with a syntax error stops the start-up rather than its first mail.
    for (const source of this.sources.values()) {
      for (const [part, text] of Object.entries(source.parts)) {
        try {
          this.hbs.parse(text);
        } catch (error) {
          throw new Error(`${source.owner}: mail template ${source.name}.${part}.hbs: ${(error as Error).message}`);
        }
      }
    }
  }

  /** Every template name, sorted. */
  names(): string[] {
    return [...this.sources.keys()].sort();
  }

  has(name: string): boolean {
    return this.sources.has(name);
  }

  render(name: string, locals: Record<string, unknown>): RenderedMail {
    const compiled = this.compiled(name);
    const context = { ...this.globals, ...locals };
    return {
      subject: compiled.subject(context).trim(),
      html: compiled.html(context),
      text: compiled.text(context),
    };
  }

  private compiled(name: string): Compiled {
    const cached = this.templates.get(name);
    if (cached) return cached;
    const source = this.sources.get(name);
    if (!source) throw new Error(`Unknown mail template: ${name}`);
    const compiled: Compiled = {
      subject: this.hbs.compile(source.parts.subject, { noEscape: true }),
      html: this.hbs.compile(source.parts.html, { strict: false }),
      text: this.hbs.compile(source.parts.text, { noEscape: true }),
    };
    this.templates.set(name, compiled);
    return compiled;
  }
}
