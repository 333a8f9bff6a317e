import { z } from 'zod'
import { appKey as appKeySchema } from '@/api/contract/navigations'
import { devLaunchData } from './dev-launch'
import { DEV_USERS } from './dev-users'
import type { ApiDeps } from './request-context'
import { createHub, hubTemplate } from './services/hub-document/templates'
import { findApp } from './services/app-data'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })

const newHub = z.object({
  app_key: appKeySchema,
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

/**
 * The development server's stand-ins for what Telegram and the backend do (README "Development
 * stand-ins"), under /__dev/: signed launch data for a plain browser, and new hubs. Served only
 * where the server is told to (never in front of real users; a unit test proves a production
 * server does not): null for any other path.
 */
export function createDevHandler(deps: ApiDeps) {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/__dev/')) return null
    if (request.method === 'GET' && url.pathname === '/__dev/launch-data') {
      return devLaunchData(url, deps.botToken, (deps.now ?? (() => new Date()))())
    }
    if (request.method === 'POST' && url.pathname === '/__dev/hubs') return makeHub(request, deps)
    return json(404, { message: 'Not found.' })
  }
}
