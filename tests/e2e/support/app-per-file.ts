import { afterAll, afterEach, beforeAll } from 'vitest'
import { startApp, type RunningApp } from './app'
import { openVisitor, type Visitor, type VisitorOptions } from './visitor'

export interface AppPerFile {
  /** The app this file's tests run against (read it inside a test or hook: it starts in beforeAll). */
  readonly app: RunningApp
  /** Opens a path in its own browser context; the context is closed after the test. */
  visit: (path: string, options?: VisitorOptions) => Promise<Visitor>
}

/**
 * One running app (server + Chromium) for the test file that calls this at its top level,
 * started before its first test and stopped after its last; visitors close after each test.
 */
export function appPerFile(options: { devStandIns?: boolean } = {}): AppPerFile {
  let running: RunningApp | undefined
  const open: Visitor[] = []
  beforeAll(async () => {
    running = await startApp(undefined, options)
  })
  afterAll(() => running?.stop())
  afterEach(async () => {
    await Promise.all(open.splice(0).map((visitor) => visitor.close()))
  })
  const app = () => {
    if (!running) throw new Error('the e2e app is not running yet: use it inside a test or hook')
    return running
  }
  return {
    get app() {
      return app()
    },
    visit: async (path, options) => {
      const visitor = await openVisitor(app(), path, options)
      open.push(visitor)
      return visitor
    },
  }
}
