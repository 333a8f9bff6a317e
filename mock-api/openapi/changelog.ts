import { operations } from '@/api/contract'
import type { Extension } from '@/api/contract/extensions'
import type { Operation } from '@/api/contract/operation'
import { fieldChanges } from './fields'

/**
 * docs/contract-changelog.md, generated from the operations table (`origin`) and fields.ts: every
 * operation, field and filter beyond SPEC.md section 7, by the change it came with, oldest first,
 * with the SPA's fallback. `npm run gen:contract-docs` writes it; a unit test checks it is current.
 */
export function contractChangelog(): string {
  const changes = new Map<string, { extension: Extension; lines: string[] }>()
  const add = (extension: Extension, line: string) => {
    const change = changes.get(extension.id) ?? { extension, lines: [] }
    change.lines.push(line)
    changes.set(extension.id, change)
  }
  for (const [name, op] of Object.entries(operations as Record<string, Operation>)) {
    if (op.origin !== 'spec') add(op.origin, `- \`${op.method} ${op.path}\` (\`${name}\`): ${op.summary}`)
  }
  for (const change of fieldChanges) {
    const where = change.filterOf
      ? `\`filter[${String(change.field)}]\` of ${change.filterOf.map((name) => `\`${name}\``).join(', ')}`
      : change.field === null
        ? `${change.wholeSchemas ?? 'the refusal bodies'} ${(change.schemas ?? []).map((name) => `\`${name}\``).join(', ')}`
        : `\`${change.field}\` in ${(change.schemas ?? []).map((name) => `\`${name}\``).join(', ')}`
    add(change.extension, `- ${where}`)
  }
  const sections = [...changes.values()]
    .sort((a, b) => a.extension.added.localeCompare(b.extension.added) || a.extension.by.localeCompare(b.extension.by))
    .map(({ extension, lines }) =>
      [
        `## ${extension.added}: ${extension.by}`,
        '',
        ...lines,
        '',
        `**Without it:** ${extension.fallback}`,
        '',
        `OpenAPI: \`x-extension\` \`${extension.id}\`.`,
      ].join('\n'),
    )
  return [
    '# Contract changelog: beyond SPEC.md section 7',
    '',
    '<!-- Generated from src/api/contract (operations: `origin`) and mock-api/openapi/fields.ts by `npm run gen:contract-docs`; do not edit. -->',
    '',
    'What a backend built from SPEC.md section 7 alone lacks, by the change it came with (oldest first), and what the SPA does',
    'without it: every such call may answer 404, every such field may be left out. Dates are when the change landed on main',
    '(from git history for what came before the table kept them). Names of schemas are those of `/api/openapi.json`',
    '(`#/components/schemas/<name>`); the reference is at `/api/docs` on the dev server and in `dist/api/index.html` after `npm run build`.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')
}
