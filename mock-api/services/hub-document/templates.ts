import { z } from 'zod'
import type { ServiceContext } from '@mock-api/context'
import { emptyAppData } from '@mock-api/store/empty'
import { nextId } from '@mock-api/store/next-id'
import { seedClub } from '@mock-api/store/seed-club'
import { seedDemo } from '@mock-api/store/seed-demo'
import type { AdminRecord, AppData, Data } from '@mock-api/store/store'
import { applyDocument } from './apply'
import { documentOf, type UncheckedDocument } from './export'
import { prepareFiles } from './import'

/** What a new hub starts from: nothing, the demo school (every feature in use), or the subscription club. */
export const hubTemplate = z.enum(['empty', 'demo', 'club'])
export type HubTemplate = z.infer<typeof hubTemplate>

/**
 * A template's document, made as an export of the seed hub would be (its pictures are the app's own,
 * by url); null for `empty`. Dated content (the demo's schedules) is laid out around `today`.
 */
export function templateDocument(template: HubTemplate, today: Date): UncheckedDocument | null {
  if (template === 'empty') return null
  const [appKey, app] = template === 'demo' ? ['demo', seedDemo(today)] : ['club', seedClub()]
  return documentOf(appKey, app, () => null, today)
}

export interface NewHub {
  appKey: string
  /** The hub's first owner. */
  owner: Pick<AdminRecord, 'telegramId' | 'name' | 'username' | 'email'>
  /** A template's name, or a document (an export's, already read). */
  from: HubTemplate | UncheckedDocument
  /** Default: the document's hub title, or the app key. */
  title?: string
  now: Date
}

/** A service context for a hub being made: no store or files behind it (a template's pictures are the app's own). */
function offlineContext(appKey: string, ownerId: number, now: Date): ServiceContext {
  const unavailable = () => {
    throw new Error('A hub being made from a template has no store or files yet.')
  }
  return {
    appKey,
    caller: { id: ownerId, isAdmin: true, role: 'owner' },
    now: () => now,
    store: { read: unavailable, write: unavailable },
    files: { put: unavailable, get: unavailable, remove: unavailable },
  }
}

/**
 * Makes a hub in `data` (a store write's draft, or data being seeded): empty, with its owner, then
 * the template's (or document's) content imported as POST /admin/import would (replace), so a new
 * hub, the dev server's first start and an import all go one way. Refused documents' records are
 * left out as an import leaves them out. Not recorded in the hub's history: it is its beginning.
 */
export function createHub(data: Data, hub: NewHub): AppData {
  const document = typeof hub.from === 'string' ? templateDocument(hub.from, hub.now) : hub.from
  const app = emptyAppData(hub.title ?? document?.source.title ?? hub.appKey)
  data.apps[hub.appKey] = app
  app.admins.push({ id: nextId(app, 'admins'), ...hub.owner, role: 'owner', createdAt: hub.now.toISOString() })
  if (document) {
    const { files } = prepareFiles(document)
    const ctx = offlineContext(hub.appKey, hub.owner.telegramId, hub.now)
    applyDocument(app, document, { mode: 'replace', sameSource: false, files, newFileId: () => nextId(app, 'files'), ctx })
  }
  return app
}
