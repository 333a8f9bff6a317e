import { signInitData } from './auth'
import { DEV_USERS } from './dev-users'

/**
 * Launch data signed as Telegram would sign it, for a plain browser in development
 * (GET /__dev/launch-data?user=1&lang=ru). The bot token stays on the server.
 */
export async function devLaunchData(url: URL, botToken: string, now: Date): Promise<Response> {
  const id = url.searchParams.get('user') ?? '1'
  const person = DEV_USERS[id]
  if (!person) return new Response(JSON.stringify({ message: 'Unknown dev user.' }), { status: 404 })
  const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'ru'
  const initData = await signInitData(
    {
      user: JSON.stringify({ id: Number(id), ...person, language_code: lang, allows_write_to_pm: true }),
      auth_date: String(Math.floor(now.getTime() / 1000)),
      query_id: `dev-${id}-${String(now.getTime())}`,
    },
    botToken,
  )
  return new Response(JSON.stringify({ initData }), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })
}
