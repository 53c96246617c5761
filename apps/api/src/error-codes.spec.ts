import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BackofficeErrors } from '@coaching/server-backoffice';
import { BillingErrors } from '@coaching/server-billing';
import { CampErrors } from '@coaching/server-camp';
import { CatalogueErrors } from '@coaching/server-catalogue';
import { CompositionErrors } from '@coaching/server-composition';
import { ContentErrors } from '@coaching/server-content';
import { answerFor, DomainError, errorDefinitionOf, isRegisteredError } from '@coaching/server-core';
import { IdentityErrors } from '@coaching/server-identity';
import { LessonErrors } from '@coaching/server-lessons';
import { TrialErrors } from '@coaching/server-trials';

// The api composes every context, so here every code they declare is registered. A code written anywhere
// in their sources but registered nowhere would reach a member as a bare 500: this catches it first.

const SERVER_LIBS = join(__dirname, '../../../libs/server');
const CODE_LITERAL = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"`]/g;

/** The contexts' sources (core owns the error model and declares no codes). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['dist', 'node_modules'].includes(entry.name) || path === join(SERVER_LIBS, 'core') ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const CONTEXTS = { BACKOFFICE: BackofficeErrors, BILLING: BillingErrors, CAMP: CampErrors, CATALOGUE: CatalogueErrors, COMPOSITION: CompositionErrors, CONTENT: ContentErrors, IDENTITY: IdentityErrors, LESSON: LessonErrors, TRIAL: TrialErrors };
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('error codes of every context', () => {
  it('given the server sources, then every code spelt in them is a registered one', () => {
    const unregistered = sourceFiles(SERVER_LIBS).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CODE_LITERAL)].map((match) => match[1]).filter((code) => !isRegisteredError(code)).map((code) => `${relative(SERVER_LIBS, file)}: ${code}`),
    );
    expect(unregistered).toEqual([]);
  });

  it.each(Object.entries(CONTEXTS))('given %s, then each of its codes is CONTEXT.REASON with an error status and a Japanese message', (context, codes) => {
    for (const [reason, code] of Object.entries(codes)) {
      expect(code).toBe(`${context}.${reason}`);
      const definition = errorDefinitionOf(code);
      expect(definition?.status).toBeGreaterThanOrEqual(400);
      const answer = answerFor(new DomainError(code, { message: 'カード会社によりお取引が承認されませんでした。' }));
      expect(answer?.body.message).toMatch(JAPANESE);
    }
  });
});
