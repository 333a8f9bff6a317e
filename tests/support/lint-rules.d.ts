import type { Rule } from 'eslint'

/** tests/support/lint-rules.js: the project's own lint rules (plugin `local` in eslint.config.js). */
export declare const localRules: { rules: Record<'file-names' | 'lazy-entry-names', Rule.RuleModule> }
