import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contextCodeDirectory, findContextPackages, findWorkspaceRoot } from '../workspace/context-packages';

/** A context's folder of mail templates. */
export interface MailTemplateFolder {
  owner: string;
  directory: string;
}

export const MAIL_TEMPLATE_PARTS = ['subject', 'text', 'html'] as const;
export type MailTemplatePart = (typeof MAIL_TEMPLATE_PARTS)[number];

/** One mail template: its three parts' source, and the context it comes from. */
export interface MailTemplateSource {
  name: string;
  owner: string;
  parts: Record<MailTemplatePart, string>;
}

/** Where a context keeps its templates, beside its code: `src/mail-templates`, copied to `dist/mail-templates` by its build. */
export const MAIL_TEMPLATES_FOLDER = 'mail-templates';

/**
 * The mail-template folders of every context package of the workspace. A context whose sources have
 * templates but whose running code (its `dist`) has none was built without copying them: that is an
 * error here rather than an unknown template when the first mail is sent.
 */
export function discoverMailTemplateFolders(root: string = findWorkspaceRoot()): MailTemplateFolder[] {
  const folders: MailTemplateFolder[] = [];
  for (const pkg of findContextPackages(root)) {
    const directory = join(contextCodeDirectory(pkg, root), MAIL_TEMPLATES_FOLDER);
    if (existsSync(directory)) {
      folders.push({ owner: pkg.context, directory });
    } else if (existsSync(join(pkg.directory, 'src', MAIL_TEMPLATES_FOLDER))) {
      throw new Error(`${pkg.packageName} has mail templates in src/ but not beside its built code (${directory}): its build must copy them`);
    }
  }
  return folders;
}

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(subject|text|html)\.hbs$/;

/**
 * Reads every template of the folders. Refuses a name two contexts use, a template missing one of its
 * three parts, and any other file (partials such as the layout live in core).
 */
export function readMailTemplates(folders: MailTemplateFolder[]): Map<string, MailTemplateSource> {
  const templates = new Map<string, MailTemplateSource>();
  for (const { owner, directory } of folders) {
    const mine = new Map<string, Partial<Record<MailTemplatePart, string>>>();
    for (const file of readdirSync(directory).sort()) {
      const match = FILE.exec(file);
      if (!match) throw new Error(`${owner}: unexpected file ${join(directory, file)}: mail templates are <name>.{subject,text,html}.hbs`);
      const [, name, part] = match;
      const other = templates.get(name);
      if (other) throw new Error(`Mail template "${name}" is defined by both ${other.owner} and ${owner}`);
      mine.set(name, { ...mine.get(name), [part]: readFileSync(join(directory, file), 'utf8') });
    }
    for (const [name, parts] of mine) {
      const missing = MAIL_TEMPLATE_PARTS.filter((part) => parts[part] === undefined);
      if (missing.length) throw new Error(`${owner}: mail template "${name}" lacks ${missing.map((p) => `${name}.${p}.hbs`).join(', ')}`);
      templates.set(name, { name, owner, parts: parts as Record<MailTemplatePart, string> });
    }
  }
  return templates;
}
