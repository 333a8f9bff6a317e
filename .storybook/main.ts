import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds the MSW worker (mockServiceWorker.js) and the seed's images.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Storybook runs the whole mock API in the browser (MSW), /api/openapi.json included: zod keeps
  // its JSON Schema output here, which the app's build leaves out (vite.config.ts: clientZod).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat(3).filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'nav-hub:client-zod')),
  }),
}

export default config
