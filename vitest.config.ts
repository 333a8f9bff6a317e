import { resolve } from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.js'
import { pathAliases } from './vite.config.js'

/**
 * Null when Chromium is missing: the node and jsdom projects still run, and the browser
 * project fails with a message pointing at `apt-get install -y chromium` (tests/run-all.ts
 * installs it before running story tests).
 */
const chromium = findChromium()

export default defineConfig({
  // The router plugin stays in vite.config.ts only: five projects must not race to regenerate the route tree.
  plugins: [react()],
  // `@stories/x`: the ui tests share the stories' set-ups (stories/admin/another-admin.ts) instead of copying them.
  resolve: { alias: [...pathAliases, { find: /^@stories\//, replacement: `${resolve(import.meta.dirname, 'stories')}/` }] },
  test: {
    // Generous limits: a passing test takes what it takes, and a busy machine (CI beside other
    // jobs) must not turn waiting into a failure. Hung tests still fail, only later.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // React as the static Storybook ships it (production): there Storybook renders a story
        // without act(), so a play function starts while the story may still be drawing, as in
        // the Storybook UI. In development mode act() waits for the drawing and hid play
        // functions that queried too early (issue 9: 36 stories failed in the UI, none here).
        // Single quotes on purpose: Vitest copies a JSON-valued `process.env.*` define into the
        // process's own environment, which every project shares (the jsdom tests then got React's
        // production build); an expression that is not JSON stays a define of this project only.
        define: { 'process.env.NODE_ENV': "'production'" },
        test: {
          name: 'storybook',
          setupFiles: ['tests/support/wait-limits.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                // Without a system Chromium Playwright looks for its own download, which fails
                // with its usual "Executable doesn't exist" message.
                ...(chromium ? { executablePath: chromium } : {}),
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One file at a time in one process, its modules (playwright-core, the server) loaded once:
          // a file costs its own app (server and browser, about a second: support/app-per-file.ts),
          // not another 2-3 s of imports, so journeys can be split into files by what they prove.
          isolate: false,
        },
      },
    ],
  },
})
