import { readLaunchParams } from './launch-params'

type EventData = Record<string, unknown>
type Handler = (data: EventData) => void

interface TelegramWindow {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void }
  Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } }
  TelegramGameProxy_receiveEvent?: (type: string, data: unknown) => void
  TelegramGameProxy?: { receiveEvent?: (type: string, data: unknown) => void }
}

const handlers = new Map<string, Set<Handler>>()
let listening = false

function telegramWindow(): Window & TelegramWindow {
  return window
}

/** True when running inside a Telegram client (Telegram gave us launch params). */
export function isInTelegram(): boolean {
  if (typeof window === 'undefined') return false
  const w = telegramWindow()
  return w.TelegramWebviewProxy !== undefined || readLaunchParams() !== null
}

/**
 * Whether a method posted now reaches a client: a webview proxy, a host's notify, or Telegram Web's
 * parent frame. The dev server's launch stand-in has launch params and none of these.
 */
export function hasTransport(): boolean {
  if (!isInTelegram()) return false
  const w = telegramWindow()
  const external = (w as { external?: { notify?: unknown } }).external
  return w.TelegramWebviewProxy !== undefined || typeof external?.notify === 'function' || window.parent !== window
}

/** Calls a Mini Apps method on whichever transport this client offers; a no-op outside Telegram. */
export function postEvent(type: string, data?: EventData): void {
  if (!isInTelegram()) return
  const w = telegramWindow()
  try {
    if (w.TelegramWebviewProxy) {
      w.TelegramWebviewProxy.postEvent(type, JSON.stringify(data ?? {}))
      return
    }
    const external = (w as { external?: { notify?: (message: string) => void } }).external
    const message = JSON.stringify({ eventType: type, eventData: data ?? {} })
    if (typeof external?.notify === 'function') {
      external.notify(message)
      return
    }
    // Telegram Web hosts the app in an iframe and listens on the parent window.
    if (window.parent !== window) window.parent.postMessage(message, '*')
  } catch {
    // The host may reject an unknown method; the app must keep working regardless.
  }
}

function dispatch(type: string, data: unknown) {
  const set = handlers.get(type)
  if (!set) return
  const payload = typeof data === 'object' && data !== null ? (data as EventData) : {}
  for (const handler of [...set]) handler(payload)
}

function onMessage(event: MessageEvent) {
  if (event.source !== window.parent || window.parent === window) return
  let message: unknown = event.data
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message) as unknown
    } catch {
      return
    }
  }
  if (typeof message !== 'object' || message === null) return
  const { eventType, eventData } = message as { eventType?: unknown; eventData?: unknown }
  if (typeof eventType === 'string') dispatch(eventType, eventData)
}

/** Telegram delivers events by calling these globals (native apps) or by postMessage (web). */
function listen() {
  if (listening || typeof window === 'undefined') return
  listening = true
  const w = telegramWindow()
  const receiveEvent = (type: string, data: unknown) => dispatch(type, data)
  w.Telegram = { ...w.Telegram, WebView: { ...w.Telegram?.WebView, receiveEvent } }
  w.TelegramGameProxy_receiveEvent = receiveEvent
  w.TelegramGameProxy = { ...w.TelegramGameProxy, receiveEvent }
  window.addEventListener('message', onMessage)
}

/** Subscribes to a Telegram event (`back_button_pressed`, `theme_changed`...). */
export function onEvent(type: string, handler: Handler): () => void {
  listen()
  let set = handlers.get(type)
  if (!set) handlers.set(type, (set = new Set()))
  set.add(handler)
  return () => {
    set.delete(handler)
  }
}

/** Compares Mini Apps versions (`6.10` > `6.9`). */
export function supportsVersion(minimum: string): boolean {
  const version = readLaunchParams()?.version ?? '6.0'
  const a = version.split('.').map(Number)
  const b = minimum.split('.').map(Number)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff > 0
  }
  return true
}
