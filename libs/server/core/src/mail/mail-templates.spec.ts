import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailRenderer } from './mail-renderer';
import { discoverMailTemplateFolders, readMailTemplates, type MailTemplateFolder } from './mail-templates';

describe('mail templates found in each context', () => {
  let root: string;
  const folder = (owner: string, files: Record<string, string>): MailTemplateFolder => {
    const directory = join(root, owner);
    mkdirSync(directory, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(directory, file), text);
    return { owner, directory };
  };
  const complete = (name: string) => ({ [`${name}.subject.hbs`]: `${name} {{who}}`, [`${name}.text.hbs`]: 'text {{who}}', [`${name}.html.hbs`]: '{{#> layout}}<p>{{who}}</p>{{/layout}}' });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mail-templates-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads each context’s templates and renders them in core’s layout', () => {
    const renderer = new MailRenderer({ appName: 'GG COACH' }, [folder('billing', complete('receipt')), folder('content', complete('thanks'))]);
    expect(renderer.names()).toEqual(['receipt', 'thanks']);
    const mail = renderer.render('thanks', { who: '<b>山田</b>' });
    expect(mail.subject).toBe('thanks <b>山田</b>');
    expect(mail.html).toContain('<p>&lt;b&gt;山田&lt;/b&gt;</p>');
    expect(mail.html).toContain('GG COACH');
  });

  it('refuses a template name two contexts use', () => {
    const folders = [folder('billing', complete('receipt')), folder('content', complete('receipt'))];
    expect(() => readMailTemplates(folders)).toThrow('Mail template "receipt" is defined by both billing and content');
  });

  it('refuses a template missing a part, a stray file, and a template that does not parse', () => {
    expect(() => readMailTemplates([folder('billing', { 'receipt.subject.hbs': 's', 'receipt.text.hbs': 't' })])).toThrow(
      'billing: mail template "receipt" lacks receipt.html.hbs',
    );
    expect(() => readMailTemplates([folder('content', { ...complete('thanks'), '_partial.hbs': '' })])).toThrow(/unexpected file .*_partial\.hbs/);
    expect(() => new MailRenderer({}, [folder('identity', { ...complete('welcome'), 'welcome.html.hbs': '{{#if}}' })])).toThrow(/identity: mail template welcome\.html\.hbs/);
  });

  it('finds this repository’s templates in the contexts that send them', () => {
    const folders = discoverMailTemplateFolders();
    // Contexts that send mail join this list; these are known to.
    expect(folders.map((f) => f.owner)).toEqual(expect.arrayContaining(['billing', 'camp', 'content', 'identity', 'lessons']));
    const owners = Object.fromEntries([...readMailTemplates(folders).values()].map((t) => [t.name, t.owner]));
    expect(owners).toMatchObject({
      'bank-transfer-guide': 'billing',
      'payment-completed': 'billing',
      'payment-failed': 'billing',
      'contact-acknowledgement': 'content',
      'contact-notification': 'content',
      'reset-password': 'identity',
      'verify-email': 'identity',
      'lesson-reminder': 'lessons',
      'lesson-cancelled': 'lessons',
    });
    expect(new MailRenderer().render('reset-password', { url: 'https://example.jp/reset', minutes: 60 }).text).toContain('https://example.jp/reset');
  });
});
