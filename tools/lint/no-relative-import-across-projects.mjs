import path from 'node:path';

/**
 * A relative import stays inside its own project: `../../sandbox/src/sandbox` from apps/api reaches into
 * another project's files, which its package.json `exports` do not publish, so it is refused. The path is
 * resolved from the importing file, however many `../` it takes; no module resolution is needed. Imports
 * into folders that belong to no project (the repo's `tools/`) are left alone.
 * Option: `projects`, each `{ dir, name }` with `dir` absolute.
 */
export const noRelativeImportAcrossProjects = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports must not reach into another workspace project; import one of its package entries.' },
    schema: [
      {
        type: 'object',
        properties: {
          projects: {
            type: 'array',
            items: { type: 'object', properties: { dir: { type: 'string' }, name: { type: 'string' } }, required: ['dir', 'name'], additionalProperties: false },
          },
        },
        required: ['projects'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossesProject:
        "'{{source}}' reaches into {{name}} ({{dir}}) by a relative path. Import an entry {{name}} publishes in its package.json exports instead (docs/architecture.md, Boundaries).",
    },
  },
  create(context) {
    const projects = context.options[0].projects;
    /** The innermost project holding an absolute path, if any. */
    const projectOf = (file) => {
      let found;
      for (const project of projects) {
        const relative = path.relative(project.dir, file);
        const inside = relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
        if (inside && (!found || project.dir.length > found.dir.length)) found = project;
      }
      return found;
    };

    const file = context.physicalFilename;
    const own = projectOf(file);
    if (!own) return {};

    const check = (sourceNode) => {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!/^\.\.?(\/|$)/.test(source)) return;
      const target = projectOf(path.resolve(path.dirname(file), source));
      if (target && target !== own) {
        context.report({ node: sourceNode, messageId: 'crossesProject', data: { source, name: target.name, dir: path.relative(context.cwd, target.dir) } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(node.moduleReference.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node.arguments[0]);
        // jest.mock('../../other/src/x') reaches just as far.
        if (node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'jest' && node.arguments.length > 0) {
          check(node.arguments[0]);
        }
      },
    };
  },
};
