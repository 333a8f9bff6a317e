import { z } from 'zod'
import { appKey } from '@/api/contract/navigations'
import { isAppKey } from '@/api/contract/plain/app-key'
import { joinRequestUrl } from '@/api/contract/plain/join-request-param'
import { camelKeys, pathToSnake } from '@/api/wire'
import { devLaunchData } from './dev-launch'
import { DEV_USERS } from './dev-users'
import { findApp } from './services/app-data'
import { createHub, hubTemplate } from './services/hub-document/templates'
import { open as openJoinRequest } from './services/join-requests'
import { rememberMembership, setChannelMember } from './services/membership'
import { findCard } from './services/share-messages'
import type { ApiDeps } from './request-context'

const userId = z.number().int().positive()
const memberInput = z.object({ appKey, userId, member: z.boolean() })
const joinRequestInput = z.object({ appKey, userId })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })

const newHub = z.object({
  app_key: appKey,
  owner_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  template: hubTemplate.default('empty'),
  title: z.string().trim().min(1).max(200).optional(),
})

/**
 * POST /__dev/hubs `{ app_key, owner_id, template: "empty" | "demo" | "club", title? }`: the dev
 * server stands in for the backend that makes hubs. 201 with the hub; 409 when the app key is taken;
 * 422 with field errors. Its first owner is `owner_id` (named as the dev toolbar names its users).
 */
async function makeHub(request: Request, deps: ApiDeps): Promise<Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { message: 'Malformed JSON.' })
  }
  const parsed = newHub.safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message)
    return json(422, { message: 'The given data was invalid.', errors })
  }
  const { app_key: appKey, owner_id: ownerId, template, title } = parsed.data
  const person = DEV_USERS[String(ownerId)]
  const now = (deps.now ?? (() => new Date()))()
  const made = await deps.store.write((data) => {
    if (findApp(data, appKey)) return null
    const app = createHub(data, {
      appKey,
      owner: {
        telegramId: ownerId,
        name: person ? `${person.first_name} ${person.last_name}` : `Owner ${String(ownerId)}`,
        username: person?.username ?? null,
        email: null,
      },
      from: template,
      ...(title && { title }),
      now,
    })
    return { app_key: appKey, title: app.navigation.title, owner_id: ownerId, template }
  })
  if (!made) return json(409, { message: `The app key ${appKey} is taken.` })
  return json(201, { data: made })
}

const SHARE_CARD = /^\/__dev\/share-messages\/([A-Za-z0-9_-]{1,64})$/

/** The body as a camelCase object, or a 400/422 answer. */
async function bodyOf<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  let body: unknown
  try {
    body = camelKeys(JSON.parse(await request.text()))
  } catch {
    return json(400, { message: 'Malformed JSON.' })
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[pathToSnake(issue.path.join('.')) || 'body'] ??= []).push(issue.message)
  return json(422, { message: 'The given data was invalid.', errors })
}

/** Where the app is served, as the browser sees it (the bot would give Telegram this host). */
function originOf(request: Request): string {
  const host = request.headers.get('host')
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  return host ? `${proto}://${host}` : new URL(request.url).origin
}

/**
 * What Telegram, the hub's bot and the backend do, stood in for by the dev server under `/__dev/`
 * (README "Development stand-ins"). Served only where the server is told to (`devLaunch`; MSW where
 * a test or story asks): a production server answers 404 for every `/__dev/` path (a unit test proves it).
 * - `GET /__dev/launch-data?user=1&lang=ru`: signed launch data for a plain browser.
 * - `GET /__dev/share-messages/{prepared_message_id}?app_key=demo` (issue 26): the card a prepared
 *   message would send (ShareCard in src/api/contract/share-messages.ts), for the dev toolbar's
 *   stand-in of Telegram's share sheet; 404 when unknown or expired.
 * - `POST /__dev/members` `{ app_key, user_id, member }` (issue 27): the user joins (or leaves) the
 *   hub's channel; the backend made the change, so it holds at once (no membership cache to wait out).
 * - `POST /__dev/join-requests` `{ app_key, user_id }` (issue 27): a join request to the hub's channel,
 *   which the bot answers by opening the hub: `{ query_id, url }`, `url` being where Telegram would open it.
 * - `POST /__dev/hubs` `{ app_key, owner_id, template, title? }` (issue 28): a new hub, as the backend makes them.
 * Answers null for a path outside `/__dev/`, 404 for an unknown one under it.
 */
export function createDevHandler(deps: ApiDeps) {
  const now = deps.now ?? (() => new Date())
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/__dev/')) return null
    const path = url.pathname.replace(/\/$/, '')
    if (path === '/__dev/launch-data') return devLaunchData(url, deps.botToken, now())
    const card = SHARE_CARD.exec(path)
    if (card) {
      const appKey = url.searchParams.get('app_key')
      if (!isAppKey(appKey)) return json(400, { message: 'The app_key query parameter is required.' })
      const found = await findCard({ store: deps.store, now }, appKey, card[1] as string)
      return found ? json(200, { data: found }) : json(404, { message: 'Not found.' })
    }
    if (path === '/__dev/members' || path === '/__dev/join-requests') return channelStandIn(request, path, deps, now)
    if (request.method === 'POST' && path === '/__dev/hubs') return makeHub(request, deps)
    return json(404, { message: 'Not found.' })
  }
}

/** `POST /__dev/members` and `POST /__dev/join-requests`. */
async function channelStandIn(request: Request, path: string, deps: ApiDeps, now: () => Date): Promise<Response> {
  if (request.method !== 'POST') return json(405, { message: 'Method not allowed.' })
  const hasApp = (key: string) => deps.store.read((data) => findApp(data, key) !== undefined)
  if (path === '/__dev/members') {
    const input = await bodyOf(request, memberInput)
    if (input instanceof Response) return input
    if (!(await hasApp(input.appKey))) return json(404, { message: 'Not found.' })
    const ctx = { appKey: input.appKey, store: deps.store, now }
    await deps.store.write((data) => {
      const app = findApp(data, input.appKey)
      if (app) setChannelMember(app, input.userId, input.member)
    })
    rememberMembership(ctx, input.userId, input.member)
    return json(200, { app_key: input.appKey, user_id: input.userId, member: input.member })
  }
  const input = await bodyOf(request, joinRequestInput)
  if (input instanceof Response) return input
  if (!(await hasApp(input.appKey))) return json(404, { message: 'Not found.' })
  const made = await openJoinRequest({ appKey: input.appKey, store: deps.store, now }, input.userId)
  return json(201, { query_id: made.queryId, url: joinRequestUrl(originOf(request), input.appKey, made.queryId) })
}
