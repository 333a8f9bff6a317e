/**
 * The story harness. Every story renders inside it (.storybook/preview.tsx); a story file only sets
 * parameters and writes play functions.
 *
 *   parameters: {
 *     msw: mockApi(),                  // the real mock API over the seed (./mock-api.ts); or
 *     msw: mockApi(seedWith((d) => { d.apps.demo!.banners = [] })),   // a changed seed, or
 *     msw: { handlers: [delayedForever()] } / { handlers: [failing(500)] },  // Loading / Error
 *     signedInAs: 1 | 2 | 3,           // 1 admin of demo and club, 2 visitor, 3 club subscriber
 *     role: 'editor',                  // the admin's role as POST /auth answers it (none: a backend without roles)
 *     launchData: true,                // Telegram's launch data for signedInAs (to sign in again: role and membership checks)
 *     appKey: 'demo',                  // default 'demo'
 *     route: '/demo/admin/categories', // the router's first entry (default `/${appKey}`)
 *     drafts: { [draftKey]: draft },   // admin form drafts kept on the device (none otherwise)
 *   },
 *   globals: { platform: 'android' },  // pin a toolbar switch only where the state depends on it
 *
 * Play functions: the story is drawn before play starts (the harness is built and routed in a
 * loader), but data arrives later: query with `await canvas.findBy...` first, never `getBy...`,
 * and end in the state the story is named for. Dialogs and sheets render in document.body:
 * `within(document.body).findByRole('dialog')`. Helpers: ../hub/play-helpers.ts (stubWindowOpen,
 * holdTimers, swipeSheetDown, expectNoDialog); seed ids: seedCategoryId / seedSectionId.
 * `npm run test:storybook-ui` runs every play function in the built Storybook UI.
 */
import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import type { Loader } from '@storybook/react-vite'
import { useAtomValue, useSetAtom } from 'jotai'
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { languageAtom, platformAtom, type Language, type Platform } from '@/session/session-atoms'
import { overlayViews } from '@/features/hub/overlay-views-lazy'
import { createHarness, HarnessView, type Harness } from './render-harness'
import { storyGlobals } from './story-globals'

const CurrentStory = createContext<ReactNode>(null)

function RenderStory() {
  return useContext(CurrentStory)
}

/**
 * The root renders the story; under it routes at `$appKey` (the app key's one source, as in the
 * app) with a catch-all, so `useAppKey()` works and a Link to any path resolves.
 */
function storyRoutes(root: AnyRootRoute) {
  const hub = createRoute({ getParentRoute: () => root, path: '$appKey', component: () => null })
  const hubHome = createRoute({ getParentRoute: () => hub, path: '/', component: () => null })
  const inHub = createRoute({ getParentRoute: () => hub, path: '$', component: () => null })
  return [hub.addChildren([hubHome, inHub])]
}

/**
 * Admin forms keep unsaved values as drafts in localStorage (parts/drafts): each story starts with
 * only the drafts it names, so an earlier story's typing never shows up as an offer in the next.
 */
function keepDrafts(drafts: Record<string, unknown> = {}) {
  for (const key of Object.keys(localStorage)) if (key.startsWith('hubdraft')) localStorage.removeItem(key)
  for (const [key, draft] of Object.entries(drafts)) localStorage.setItem(key, JSON.stringify(draft))
}

export interface StoryLoaded {
  harness: Harness
}

/**
 * Builds the story's harness (store, query client, API client, router) before the story renders:
 * Storybook runs loaders, then renders, then plays, so the first render already draws the story
 * and its play function finds the canvas filled. (Building it in a component left the canvas
 * empty until the router had loaded, and play functions failed in the Storybook UI.)
 *
 * Per story: `parameters.appKey` (default 'demo'), `parameters.route` (default `/${appKey}`),
 * `parameters.token` or `parameters.signedInAs` (1: admin of demo, 2: visitor).
 */
export const harnessLoader: Loader = async ({ parameters, globals }): Promise<StoryLoaded> => {
  const appKey = (parameters.appKey as string | undefined) ?? 'demo'
  keepDrafts(parameters.drafts as Record<string, unknown> | undefined)
  const { platform, language } = storyGlobals(globals, parameters)
  const harness = await createHarness({
    route: (parameters.route as string | undefined) ?? `/${appKey}`,
    routes: storyRoutes,
    rootComponent: RenderStory,
    appKey,
    platform,
    language,
    signedInAs: (parameters.signedInAs as number | undefined) ?? null,
    token: parameters.token as string | undefined,
    role: parameters.role as AdminRoleName | undefined,
    launchData: parameters.launchData === true,
    apiBase: '/api',
  })
  // The hub loads its sheet, video and hint code after the first touch; a story's tap must not wait for that load.
  await overlayViews.preload()
  return { harness }
}

/** Toolbar changes re-render the story without a remount: the session follows them in place. */
function FollowGlobals({ platform, language }: { platform: Platform; language: Language }) {
  const setPlatform = useSetAtom(platformAtom)
  const setLanguage = useSetAtom(languageAtom)
  const current = useAtomValue(languageAtom)
  useLayoutEffect(() => setPlatform(platform), [platform, setPlatform])
  useLayoutEffect(() => {
    if (current !== language) setLanguage(language)
  }, [current, language, setLanguage])
  return null
}

interface StoryShellProps {
  harness: Harness
  platform: Platform
  language: Language
  children: ReactNode
}

/** The story inside its harness. The first harness is kept: a re-render (args, toolbar) keeps the story's state. */
export function StoryShell({ harness, platform, language, children }: StoryShellProps) {
  const [kept] = useState(harness)
  return (
    <CurrentStory.Provider
      value={
        <>
          {children}
          <FollowGlobals platform={platform} language={language} />
        </>
      }
    >
      <HarnessView harness={kept} />
    </CurrentStory.Provider>
  )
}
