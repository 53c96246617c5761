import Handlebars from 'handlebars';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * Renders mail from handlebars templates: `<name>.subject.hbs`, `<name>.html.hbs` (wrapped in the
 * `layout` partial) and `<name>.text.hbs`. HTML templates escape values; text templates do not need to.
 */
export class MailRenderer {
  private readonly hbs = Handlebars.create();
  private readonly templates = new Map<string, Compiled>();

  constructor(
    private readonly directory: string = join(__dirname, 'templates'),
    private readonly globals: Record<string, unknown> = {},
  ) {
    this.hbs.registerHelper('datetime', (value: unknown) => (value ? TOKYO_DATE_TIME.format(new Date(String(value))) : ''));
    this.hbs.registerHelper('yen', (value: unknown) => `${Number(value).toLocaleString('ja-JP')}円`);
    for (const file of readdirSync(directory).filter((f) => f.startsWith('_') && f.endsWith('.hbs'))) {
      this.hbs.registerPartial(file.slice(1, -'.hbs'.length), readFileSync(join(directory, file), 'utf8'));
    }
  }

  has(name: string): boolean {
    return /^[a-z0-9-]+$/.test(name) && existsSync(join(this.directory, `${name}.subject.hbs`));
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
    if (!this.has(name)) throw new Error(`Unknown mail template: ${name}`);
    const read = (part: string) => readFileSync(join(this.directory, `${name}.${part}.hbs`), 'utf8');
    const compiled: Compiled = {
      subject: this.hbs.compile(read('subject'), { noEscape: true }),
      html: this.hbs.compile(read('html'), { strict: false }),
      text: this.hbs.compile(read('text'), { noEscape: true }),
    };
    this.templates.set(name, compiled);
    return compiled;
  }
}
