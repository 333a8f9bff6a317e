import { isInTelegram, onEvent, postEvent, supportsVersion } from './bridge'

/** A key-value store Telegram keeps for this bot and user: every call resolves, or rejects on a refusal or silence. */
export interface TelegramStorage {
  get(key: string): Promise<string | null>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
  /** CloudStorage lists its keys; DeviceStorage cannot (null). */
  keys: (() => Promise<string[]>) | null
  /** The longest value the store takes (CloudStorage: 4096 characters). */
  maxValueLength: number
}

/** A client that does not answer within this time is treated as one that failed. */
const TIMEOUT_MS = 3000

let lastRequest = 0

/**
 * One request of the bridge's request/answer calls: posts `method` with a fresh `req_id` and
 * resolves with the first of `answers` that carries it (`failure` rejects, as does silence).
 */
function request(method: string, data: Record<string, unknown>, answer: string, failure?: string): Promise<Record<string, unknown>> {
  const reqId = `hub-${Date.now().toString(36)}-${(++lastRequest).toString(36)}`
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = []
    const done = (settle: () => void) => {
      clearTimeout(timer)
      for (const off of offs) off()
      settle()
    }
    const timer = setTimeout(() => done(() => reject(new Error(`${method}: no answer`))), TIMEOUT_MS)
    offs.push(
      onEvent(answer, (event) => {
        if (event.req_id !== reqId) return
        if (typeof event.error === 'string') done(() => reject(new Error(`${method}: ${event.error as string}`)))
        else done(() => resolve(event))
      }),
    )
    if (failure)
      offs.push(
        onEvent(failure, (event) => {
          if (event.req_id === reqId) done(() => reject(new Error(`${method}: ${String(event.error)}`)))
        }),
      )
    postEvent(method, { req_id: reqId, ...data })
  })
}

/** Telegram's DeviceStorage (Mini Apps 9.0): kept by the client on this device, up to 5 MB per bot. */
export const deviceStorage: TelegramStorage = {
  get: (key) =>
    request('web_app_device_storage_get_key', { key }, 'device_storage_key_received', 'device_storage_failed').then((answer) =>
      typeof answer.value === 'string' ? answer.value : null,
    ),
  set: (key, value) =>
    request('web_app_device_storage_save_key', { key, value }, 'device_storage_key_saved', 'device_storage_failed').then(() => undefined),
  // A null value removes the key (Telegram's own DeviceStorage.removeItem does the same).
  remove: (key) =>
    request('web_app_device_storage_save_key', { key, value: null }, 'device_storage_key_saved', 'device_storage_failed').then(
      () => undefined,
    ),
  keys: null,
  maxValueLength: Infinity,
}

const invoke = (method: string, params: Record<string, unknown>) =>
  request('web_app_invoke_custom_method', { method, params }, 'custom_method_invoked').then((answer) => answer.result)

/** Telegram's CloudStorage (Mini Apps 6.9): kept in the user's cloud for this bot, 4096 characters a value. */
export const cloudStorage: TelegramStorage = {
  get: (key) =>
    invoke('getStorageValues', { keys: [key] }).then((result) => {
      const value = (result as Record<string, unknown> | undefined)?.[key]
      // CloudStorage answers an empty string for a key it does not have.
      return typeof value === 'string' && value !== '' ? value : null
    }),
  set: (key, value) => invoke('saveStorageValue', { key, value }).then(() => undefined),
  remove: (key) => invoke('deleteStorageValues', { keys: [key] }).then(() => undefined),
  keys: () => invoke('getStorageKeys', {}).then((result) => (Array.isArray(result) ? result.filter((k) => typeof k === 'string') : [])),
  maxValueLength: 4096,
}

/**
 * True when a Telegram client can hear calls: its injected proxy (mobile, desktop), `external.notify`
 * (older desktop builds) or a parent window (Telegram Web's iframe). A plain tab with launch params
 * (the dev launch, tests) has none: calls that wait for an answer would wait for nothing. (Here, not
 * in bridge.ts: the bridge is in the visitor's first screen, which has no bytes to spare.)
 */
function canCallTelegram(): boolean {
  if (!isInTelegram()) return false
  const w = window as { TelegramWebviewProxy?: unknown; external?: { notify?: (message: string) => void } }
  return w.TelegramWebviewProxy !== undefined || typeof w.external?.notify === 'function' || window.parent !== window
}

/**
 * The store this Telegram client offers: DeviceStorage from 9.0, else CloudStorage from 6.9; null
 * outside Telegram, before 6.9, or in a tab that has launch params but no client to answer.
 */
export function telegramStorage(): TelegramStorage | null {
  if (!canCallTelegram()) return null
  if (supportsVersion('9.0')) return deviceStorage
  if (supportsVersion('6.9')) return cloudStorage
  return null
}
