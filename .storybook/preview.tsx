import '@/styles/global.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import type { Language, Platform } from '@/session/session-atoms'
import { loadLanguage } from '@/i18n/language-packs'
import { signedInLoader, type SignedIn } from '../stories/support/auth'
import { StoryShell } from '../stories/support/story-shell'

/**
 * Per story: `parameters.msw` (see stories/support/mock-api.ts), `parameters.appKey` (default
 * 'demo'), `parameters.route` (default '/demo'), `parameters.language` (default 'ru'),
 * `parameters.token` or `parameters.signedInAs` (1: admin of demo, 2: visitor).
 */
const withApp: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  const platform = (context.globals.platform ?? 'ios') as Platform
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.dataset.platform = platform
  const appKey = (context.parameters.appKey as string | undefined) ?? 'demo'
  const signedIn = context.loaded as SignedIn
  return (
    <StoryShell
      key={context.id}
      platform={platform}
      language={(context.parameters.language as Language | undefined) ?? 'ru'}
      appKey={appKey}
      token={(context.parameters.token as string | undefined) ?? signedIn.token ?? null}
      user={signedIn.user ?? null}
      route={(context.parameters.route as string | undefined) ?? `/${appKey}`}
    >
      <Story />
    </StoryShell>
  )
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    platform: {
      description: 'Messenger platform',
      toolbar: { title: 'Platform', icon: 'mobile', items: ['ios', 'android', 'tdesktop'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', platform: 'ios' },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } })
      return worker
    }),
    signedInLoader,
    // The app loads a language's catalogs before it switches to it (only Russian is bundled); so do stories.
    async ({ parameters }) => {
      await loadLanguage((parameters.language as Language | undefined) ?? 'ru')
    },
  ],
  decorators: [withApp],
  parameters: {
    // Axe violations fail story tests (the addon's default, 'todo', only warns).
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
}

export default preview
