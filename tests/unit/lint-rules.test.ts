import { join } from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import { localRules } from '../support/lint-rules.js'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } })
const at = (path: string) => join(process.cwd(), path)

// The project's own lint rules (tests/support/lint-rules.js): what each lets through and what it stops.
tester.run('local/file-names', localRules.rules['file-names'], {
  valid: [
    { code: 'export {}', filename: at('src/features/hub/links/use-open-link.ts') },
    { code: "import styles from './fields.module.css'", filename: at('src/features/admin/parts/field-frame/field.tsx') },
    { code: 'export {}', filename: at('tests/ui/admin/history.test.tsx') },
    { code: 'export {}', filename: at('stories/admin/dashboard.stories.tsx') },
    { code: 'export {}', filename: at('.storybook/main.ts') },
    { code: 'export {}', filename: at('vite.config.ts') },
    { code: 'export {}', filename: at('src/routes/$appKey/admin/popup/edit.$id.tsx') },
    { code: 'export {}', filename: at('src/routes/$appKey/[loader].tsx') },
    { code: 'export {}', filename: at('src/routes/__root.tsx') },
  ],
  invalid: [
    { code: 'export {}', filename: at('src/features/hub/useOpenLink.ts'), errors: [{ messageId: 'file' }] },
    { code: 'export {}', filename: at('src/features/hub/open_link.ts'), errors: [{ messageId: 'file' }] },
    { code: 'export {}', filename: at('src/features/hub/open-link.helpers.ts'), errors: [{ messageId: 'file' }] },
    { code: 'export {}', filename: at('src/features/hubParts/open-link.ts'), errors: [{ messageId: 'folder' }] },
    { code: 'export {}', filename: at('src/routes/$appKey/Admin.tsx'), errors: [{ messageId: 'file' }] },
    { code: "import styles from './Fields.module.css'", filename: at('src/ui/field.tsx'), errors: [{ messageId: 'imported' }] },
  ],
})

tester.run('local/lazy-entry-names', localRules.rules['lazy-entry-names'], {
  valid: [
    { code: "export const views = lazyModule(() => import('./overlay-views'))", filename: at('src/features/hub/overlay-views-lazy.ts') },
    { code: "export const Field = lazy(() => import('./field'))", filename: at('src/features/admin/categories/road-fields-lazy.tsx') },
    // A component that lazily draws one of its own children is not a stand-in for lazy code.
    {
      code: "const Preview = lazy(() => import('./preview'))\nexport const Form = () => Preview",
      filename: at('src/features/admin/popups/popup-form.tsx'),
    },
    { code: "export function load() { return import('./report-errors') }", filename: at('src/app/report-errors-lazy.ts') },
  ],
  invalid: [
    {
      code: "export const views = lazyModule(() => import('./overlay-views'))",
      filename: at('src/features/hub/overlay-module.ts'),
      errors: [{ messageId: 'name' }],
    },
    {
      code: "const states = lazyModule(() => import('./home-states'))",
      filename: at('src/features/hub/home/lazy-home-states.tsx'),
      errors: [{ messageId: 'name' }],
    },
    {
      code: "export const Field = lazy(() => import('./field'))",
      filename: at('src/features/admin/categories/road-fields.tsx'),
      errors: [{ messageId: 'name' }],
    },
    { code: 'export const nothing = 1', filename: at('src/features/hub/nothing-lazy.ts'), errors: [{ messageId: 'noImport' }] },
  ],
})
