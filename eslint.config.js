import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'
import prettierRecommended from 'eslint-plugin-prettier/recommended'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { localRules } from './tests/support/lint-rules.js'

/** src/features/<name>: each feature stands alone (screens of one audience: hub, admin, status...). */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** src/features/admin/<screen>: one admin screen's folder (or a few screens of one resource); parts/ serves them all. */
const adminScreens = readdirSync('src/features/admin', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'parts')
  .map((entry) => entry.name)

/** What any feature may import: the shared layers. Only src/app and src/routes compose features. */
const shared = ['api', 'session', 'messenger', 'i18n', 'ui', 'parts'].map((folder) => `./src/${folder}`)

const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/parts, src/ui or src/session, or let the route compose them.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features do not import the app: what they need of the session is in src/session.',
  },
  {
    target: shared,
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared layers (api, session, messenger, i18n, ui, parts) import only each other.',
  },
  {
    // The contract's facts the visitor's first screen and the admin's small chunks use: zod stays out.
    target: './src/api/contract/plain',
    from: ['./src', './mock-api', './node_modules/zod'],
    except: ['./api/contract/plain'],
    message: 'src/api/contract/plain is the zod-free part of the contract: it imports only itself (no zod, no schema module).',
  },
  ...adminScreens.map((screen) => ({
    target: `./src/features/admin/${screen}`,
    from: './src/features/admin',
    except: [`./${screen}`, './parts'],
    message: "Admin screens' folders do not import each other: move what two screens need into src/features/admin/parts.",
  })),
  {
    target: './mock-api',
    from: './src',
    except: ['./api'],
    message: 'mock-api imports only src/api (the contract and its wire format): the server knows nothing of the SPA.',
  },
  {
    target: './src/features/admin/parts',
    from: './src/features/admin',
    except: ['./parts'],
    message: "The admin's parts serve every screen: they do not depend on one resource's folder (move what both need into parts).",
  },
  {
    target: [
      './src/features',
      './src/api',
      './src/session',
      './src/messenger',
      './src/i18n',
      './src/ui',
      './src/parts',
      './src/routes',
      './mock-api',
    ],
    from: './src/routeTree.gen.ts',
    message:
      'Only src/app imports the generated route tree (it imports every screen); read route types from the registered router (RegisteredRouter).',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'coverage/',
      'node_modules/',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A few of strictTypeChecked's rules that catch real bugs without much noise.
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-deprecated': 'warn',
      // Worth seeing, not worth failing a build over (casts kept for readability are common here).
      '@typescript-eslint/no-unnecessary-condition': ['warn', { allowConstantLoopConditions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'warn',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TanStack Router's loaders and guards throw redirects and not-founds by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // Async implementations of async interfaces (stores, storages) need not await anything.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // `@/x` (src), `@mock-api/x` and, for tests sharing a story set-up, `@stories/x` instead of climbing folders.
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts', 'stories/**/*.{ts,tsx}', 'tests/{ui,unit,contract}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use the @/, @mock-api/ or @stories/ alias.' }] }],
    },
  },
  {
    // Boundaries (README "Conventions"), and import cycles fail the lint: they make module order and lazy chunks unpredictable.
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // Stories and ui tests keep the same boundaries: stories/<feature> and tests/ui/<feature> draw
    // only their feature (plus the shared layers and, for harnesses, src/app), and never the route tree.
    files: ['stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.flatMap((feature) =>
              [`./stories/${feature}`, `./tests/ui/${feature}`].map((target) => ({
                target,
                from: './src/features',
                // The admin entry on Home is a hub part the admin tests open the admin through.
                except: feature === 'admin' ? [`./${feature}`, './hub/home/admin-entry.tsx'] : [`./${feature}`],
                message: "A feature's stories and tests draw only that feature (as src/features import each other never).",
              })),
            ),
            {
              target: ['./stories', './tests'],
              from: './src/routeTree.gen.ts',
              message: 'Only src/app imports the generated route tree.',
            },
          ],
        },
      ],
    },
  },
  {
    // One import per module, in one order: packages, then the project's aliases, then neighbours.
    // Not alphabetized within a group: a CSS module imported after the components it styles must stay after them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/internal-regex': '^@(/|mock-api/|stories/)' },
    rules: {
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'], 'newlines-between': 'never' },
      ],
    },
  },
  {
    // Typed navigation: routes and params, never paths built from strings (README "Conventions").
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name=/^(href|to)$/] > TemplateLiteral, JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral",
          message:
            "Navigate with a typed route and params (to: '/$appKey/category/$id', params), or parse data urls with parseInternalUrl.",
        },
      ],
    },
  },
  {
    // One way to name files (kebab-case; route files keep TanStack's names) and one suffix for a module
    // that stands for lazily loaded code (`-lazy`): tests/support/lint-rules.js says why and how.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: localRules },
    rules: { 'local/file-names': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'local/lazy-entry-names': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `expect(window.open).toHaveBeenCalled()` passes methods around on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests read raw JSON answers and assert on values the types already promise.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  // The formatter runs as a lint rule (`npx eslint --fix` formats); .prettierrc.json holds its settings.
  prettierRecommended,
)
