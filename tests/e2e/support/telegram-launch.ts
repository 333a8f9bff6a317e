import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'

export interface LaunchOptions {
  userId?: number
  platform?: 'ios' | 'android' | 'tdesktop' | 'weba'
  languageCode?: string
  startParam?: string
  botToken?: string
  dark?: boolean
}

/** The URL hash Telegram gives a mini-app: signed tgWebAppData plus platform, version and theme. */
export async function telegramHash(options: LaunchOptions = {}): Promise<string> {
  const userId = options.userId ?? 2
  const initData = await signInitData(
    {
      user: JSON.stringify({ id: userId, first_name: userId === 1 ? 'Анна' : 'Иван', language_code: options.languageCode ?? 'ru' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `e2e-${String(userId)}`,
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.botToken ?? DEV_BOT_TOKEN,
  )
  const theme = options.dark
    ? {
        bg_color: '#17212b',
        text_color: '#f5f5f5',
        hint_color: '#708499',
        link_color: '#6ab3f3',
        button_color: '#5288c1',
        button_text_color: '#ffffff',
        secondary_bg_color: '#232e3c',
      }
    : {
        bg_color: '#ffffff',
        text_color: '#000000',
        hint_color: '#999999',
        link_color: '#2481cc',
        button_color: '#2481cc',
        button_text_color: '#ffffff',
        secondary_bg_color: '#f1f1f1',
      }
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: options.platform ?? 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(theme),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  })
  return `#${params.toString()}`
}
