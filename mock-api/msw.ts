import { http, type HttpHandler } from 'msw'
import { DEV_BOT_TOKEN } from './auth'
import { createDevStandIns } from './dev-stand-ins'
import { withOpenApi } from './openapi/serve'
import { createRestHandler } from './rest'
import { specOnly } from './spec-only'
import { createMemoryFileStorage } from './store/file-storage'
import { createMemoryStore } from './store/memory'
import type { Data } from './store/store'

export interface MockApiOptions {
  /** The data to start from; each call gets its own store, so tests and stories never share state. */
  data?: Data
  botToken?: string
  basePath?: string
  now?: () => Date
  /** Also serve the dev server's stand-ins under /__dev/ (members, join requests): the contract suite uses them. */
  devStandIns?: boolean
  /**
   * A backend of SPEC.md section 7 alone (spec-only.ts): calls beyond it answer 404, fields beyond it
   * are dropped. The SPA must keep working against it.
   */
  specOnly?: boolean
}

/**
 * MSW handlers that run the real REST adapter and services over an in-memory lowdb, for
 * msw/node in vitest and msw/browser in Storybook. No second copy of the API logic.
 */
export function createMockApi(options: MockApiOptions = {}) {
  const store = createMemoryStore(options.data)
  const files = createMemoryFileStorage()
  const basePath = options.basePath ?? '/api'
  const deps = { store, files, botToken: options.botToken ?? DEV_BOT_TOKEN, now: options.now }
  const rest = createRestHandler(deps, basePath)
  const handle = withOpenApi(options.specOnly ? specOnly(rest, basePath) : rest, basePath)
  const devStandIns = options.devStandIns ? createDevStandIns(deps) : null
  const handlers: HttpHandler[] = [
    // A RegExp without groups: MSW decodes the groups of '*', and a malformed escape (%E0%A4%A) would throw there.
    http.all(/.*/, async ({ request }) => (await handle(request)) ?? (await devStandIns?.(request)) ?? undefined),
  ]
  return { handlers, store, files }
}
