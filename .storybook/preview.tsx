import '@/styles/global.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { configure } from 'storybook/test'
import { harnessLoader, StoryShell, type StoryLoaded } from '../stories/support/story-shell'
import { globalTypes, initialGlobals, paintDocument, storyGlobals, viewports } from '../stories/support/story-globals'

// findBy waits for data from the mock API; in the Storybook UI on a busy machine (and on first
// load, while the service worker warms up) that takes longer than Testing Library's 1 s default.
// The same limit as story tests (tests/support/wait-limits.ts).
configure({ asyncUtilTimeout: 10_000 })

/** Every story renders inside its harness (store, query client, API client, router) under the toolbar's globals. */
const withHarness: Decorator = (Story, context) => {
  paintDocument(context.globals, context.parameters)
  const { platform, language } = storyGlobals(context.globals, context.parameters)
  const { harness } = context.loaded as StoryLoaded
  return (
    <StoryShell key={context.id} harness={harness} platform={platform} language={language}>
      <Story />
    </StoryShell>
  )
}

const preview: Preview = {
  globalTypes,
  initialGlobals,
  // Loaders run before the story renders and its play function starts: MSW is listening and the
  // harness is built and routed by then (see stories/support/story-shell.tsx).
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } })
      return worker
    }),
    harnessLoader,
  ],
  decorators: [withHarness],
  parameters: {
    // Axe violations fail story tests (the addon's default, 'todo', only warns).
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: { sort: 'requiredFirst' },
    viewport: { options: viewports },
    options: {
      // The sidebar as a designer thinks: screens first, then their parts, then the rest.
      storySort: {
        order: ['Introduction', 'Design tokens', 'Hub', ['Screens', 'Parts'], 'Status', 'Admin', 'Building blocks'],
      },
    },
  },
}

export default preview
