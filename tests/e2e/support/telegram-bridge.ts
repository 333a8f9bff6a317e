import type { BrowserContext, Page } from 'playwright-core'

/** One `postEvent(type, data)` call the app made on Telegram's native transport, data parsed. */
export type BridgeEvent = [type: string, data: Record<string, unknown>]

declare global {
  interface Window {
    __bridgeEvents?: BridgeEvent[]
  }
}

/**
 * Stubs Telegram's native transport (`window.TelegramWebviewProxy`, as the iOS and Android clients
 * inject it) in every page of `context` before the app loads, recording every `postEvent` call.
 */
export async function stubTelegramBridge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__bridgeEvents = []
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      configurable: true,
      value: {
        postEvent(type: string, data: string) {
          let parsed: unknown = {}
          try {
            parsed = JSON.parse(data)
          } catch {
            parsed = { raw: data }
          }
          window.__bridgeEvents?.push([type, parsed as Record<string, unknown>])
        },
      },
    })
  })
}

/** Every bridge call the page made so far (empty without the stub). */
export const bridgeEvents = (page: Page): Promise<BridgeEvent[]> => page.evaluate(() => window.__bridgeEvents ?? [])

/** Telegram delivering an event to the app, as the native clients do (`Telegram.WebView.receiveEvent`). */
export function receiveTelegramEvent(page: Page, type: string, data: Record<string, unknown> = {}): Promise<void> {
  return page.evaluate(
    ([eventType, eventData]) => {
      const telegram = (window as { Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } }).Telegram
      const receive = telegram?.WebView?.receiveEvent
      if (!receive) throw new Error('the app does not listen to Telegram events (window.Telegram.WebView.receiveEvent is missing)')
      receive(eventType, eventData)
    },
    [type, data] as const,
  )
}

/** The latest `web_app_setup_back_button` visibility the app asked for, or undefined. */
export function backButtonVisible(events: BridgeEvent[]): boolean | undefined {
  const last = events.filter(([type]) => type === 'web_app_setup_back_button').at(-1)
  return last ? last[1].is_visible === true : undefined
}
