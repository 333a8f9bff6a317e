import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
import type { RunningApp } from './app'

/** The REST API as an admin would use it, to arrange data a journey needs beyond the seed. */
export interface Api {
  get: <T>(path: string) => Promise<T>
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>
}

/** Signs in to the REST API as a messenger user (1 is the seeded admin of demo and club). */
export async function apiAs(app: RunningApp, userId: number, appKey = 'demo'): Promise<Api> {
  const initData = await signInitData(
    {
      user: JSON.stringify({ id: userId, first_name: 'E2E', language_code: 'ru' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'e2e-api',
    },
    DEV_BOT_TOKEN,
  )
  const base = { 'X-App-Key': appKey, Accept: 'application/json' }
  const auth = await fetch(`${app.baseUrl}/api/auth`, { method: 'POST', headers: { ...base, Authorization: `tma ${initData}` } })
  if (!auth.ok) throw new Error(`sign-in as ${String(userId)} failed: ${String(auth.status)} ${await auth.text()}`)
  const { data } = (await auth.json()) as { data: { token: string } }
  const headers = { ...base, Authorization: `Bearer ${data.token}` }
  const answer = async <T>(response: Response, what: string): Promise<T> => {
    if (!response.ok) throw new Error(`${what}: ${String(response.status)} ${await response.text()}`)
    return (response.status === 204 ? undefined : await response.json()) as T
  }
  return {
    get: async <T>(path: string) => answer<T>(await fetch(`${app.baseUrl}/api${path}`, { headers }), `GET ${path}`),
    send: async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      answer<T>(
        await fetch(`${app.baseUrl}/api${path}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        `${method} ${path}`,
      ),
  }
}

interface Titled {
  id: number
  title: string
}

/** The id of the record titled `title` in an admin list (`/admin/sections`, `/admin/categories`). */
export async function idByTitle(api: Api, listPath: string, title: string): Promise<number> {
  const { data } = await api.get<{ data: Titled[] }>(`${listPath}?pagination[limit]=1000`)
  const found = data.find((record) => record.title === title)
  if (!found) throw new Error(`no record titled ${title} in ${listPath}`)
  return found.id
}
