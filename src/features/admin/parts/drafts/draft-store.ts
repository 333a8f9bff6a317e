import type { FormResource } from '@/api/contract/plain/resources'
import { telegramStorage, type TelegramStorage } from '@/messenger/telegram-storage'

/**
 * Drafts of admin forms, kept on the device: what the admin typed and has not saved, per hub,
 * admin, resource and record. Telegram's DeviceStorage or CloudStorage where the client has one
 * (its web view's localStorage may be wiped when Telegram closes the app), else localStorage.
 */

/** Which record a form edits: `{ resource: 'materials', id: 12 }`, or `id: 'new'` for a create form. */
export interface DraftName {
  resource: FormResource
  id: number | 'new'
}

/**
 * What drafts were kept under before the resources had one vocabulary (the screens' words): read, and
 * moved to the new key, so nothing typed before is lost.
 */
const LEGACY_NAMES: Partial<Record<FormResource, string>> = { admins: 'access-users', buttons: 'floating-button' }

export interface Draft {
  /** When the values were kept (ms since the epoch). */
  savedAt: number
  values: Record<string, unknown>
  /** The record's version the form had read (edit forms): a save of a restored draft sends it, so a change since is a conflict. */
  version?: number
}

/** Raised when the kept shape changes: drafts of another shape are never offered. */
const DRAFT_SCHEMA = 1
const DRAFT_PREFIX = `hubdraft${DRAFT_SCHEMA}_`
/** Drafts older than this are dropped unread. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** CloudStorage's key rule: 1-128 characters of A-Z, a-z, 0-9, `_` and `-`. */
const TELEGRAM_KEY = /^[\w-]{1,128}$/

/**
 * `hubdraft1_<userId>_<resource>_<id>_<appKey>`: the user id is a number and resource and id hold
 * no `_`, so the app key (which may) ends the key and no two names meet.
 */
export function draftKey(appKey: string, userId: number, name: DraftName): string {
  return keyOf(appKey, userId, name.resource, name.id)
}

const keyOf = (appKey: string, userId: number, resource: string, id: number | 'new') =>
  `${DRAFT_PREFIX}${userId}_${resource.replace(/_/g, '-')}_${id}_${appKey}`

/**
 * The draft of `name` (see DraftStore.read): under its key, or else under the key of an older name of
 * its resource (LEGACY_NAMES), which is then moved to its key (kept when it was, with its version).
 */
export async function readDraft(store: DraftStore, appKey: string, userId: number, name: DraftName): Promise<Draft | null> {
  const key = draftKey(appKey, userId, name)
  const draft = await store.read(key)
  const legacy = LEGACY_NAMES[name.resource]
  if (draft || !legacy) return draft
  const legacyKey = keyOf(appKey, userId, legacy, name.id)
  const kept = await store.read(legacyKey)
  if (kept) {
    await store.write(key, kept.values, kept.version, kept.savedAt)
    await store.remove(legacyKey)
  }
  return kept
}

/** The values as JSON keeps them: files (an upload not yet sent) and functions are left out. */
export function toJsonSafe(values: unknown): Record<string, unknown> {
  const text = JSON.stringify(values, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value,
  ) as string | undefined
  const parsed: unknown = text === undefined ? null : JSON.parse(text)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
}

function parseDraft(text: string | null, now: number): Draft | null {
  if (!text) return null
  try {
    const draft = JSON.parse(text) as { savedAt?: unknown; values?: unknown }
    if (typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null) return null
    return now - draft.savedAt > DRAFT_MAX_AGE_MS ? null : (draft as Draft)
  } catch {
    return null
  }
}

const local = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: (key: string, value: string) => {
    try {
      localStorage.setItem(key, value)
    } catch {
      // Full or blocked (private mode): the draft is a convenience, the form works without it.
    }
  },
  remove: (key: string) => {
    try {
      localStorage.removeItem(key)
    } catch {
      // As above.
    }
  },
}

export interface DraftStore {
  read(key: string): Promise<Draft | null>
  /** `savedAt`: when the values were typed, if not now (a draft moved to another key). */
  write(key: string, values: unknown, version?: number, savedAt?: number): Promise<void>
  remove(key: string): Promise<void>
  /** Drops every draft older than DRAFT_MAX_AGE_MS (localStorage, and the Telegram store where it lists its keys). */
  sweep(): Promise<void>
}

/**
 * The store over `telegram` (the client's DeviceStorage or CloudStorage; null: localStorage only).
 * A value the Telegram store cannot take (too long, a key it refuses) or a call that fails goes to
 * localStorage instead; reads look in both, newest wins, so nothing kept is lost between them.
 */
export function createDraftStore(telegram: TelegramStorage | null, now: () => number = Date.now): DraftStore {
  const fits = (key: string, text: string) => telegram !== null && TELEGRAM_KEY.test(key) && text.length <= telegram.maxValueLength
  const remoteGet = (key: string) => (telegram && TELEGRAM_KEY.test(key) ? telegram.get(key).catch(() => null) : Promise.resolve(null))
  const remoteRemove = (key: string) => (telegram && TELEGRAM_KEY.test(key) ? telegram.remove(key).catch(() => undefined) : undefined)
  // DeviceStorage cannot list its keys: the keys written there are listed under one more key, so the sweep finds them.
  const indexKey = `${DRAFT_PREFIX}index`
  let index: Promise<string[]> | null = null
  const readIndex = () =>
    (index ??= remoteGet(indexKey).then((text) => {
      try {
        const keys: unknown = JSON.parse(text ?? '[]')
        return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
      } catch {
        return []
      }
    }))
  const updateIndex = async (key: string, listed: boolean) => {
    if (!telegram || telegram.keys) return
    const keys = await readIndex()
    if (keys.includes(key) === listed) return
    const next = listed ? [...keys, key] : keys.filter((k) => k !== key)
    index = Promise.resolve(next)
    await telegram.set(indexKey, JSON.stringify(next)).catch(() => undefined)
  }

  const store: DraftStore = {
    async read(key) {
      const at = now()
      const [localText, telegramText] = [local.get(key), await remoteGet(key)]
      const [fromLocal, fromTelegram] = [parseDraft(localText, at), parseDraft(telegramText, at)]
      const newest = !fromLocal || (fromTelegram && fromTelegram.savedAt > fromLocal.savedAt) ? fromTelegram : fromLocal
      // Something kept but expired (or of no known shape) is dropped as it is found.
      if (!newest && (localText ?? telegramText) !== null) await store.remove(key)
      return newest
    },
    async write(key, values, version, savedAt = now()) {
      const text = JSON.stringify({ savedAt, values: toJsonSafe(values), version } satisfies Draft)
      if (telegram && fits(key, text)) {
        try {
          await telegram.set(key, text)
          local.remove(key)
          await updateIndex(key, true)
          return
        } catch {
          // Refused or silent: kept in localStorage below.
        }
      }
      local.set(key, text)
    },
    async remove(key) {
      local.remove(key)
      await remoteRemove(key)
      await updateIndex(key, false)
    },
    async sweep() {
      const at = now()
      const expired = (text: string | null) => text !== null && parseDraft(text, at) === null
      try {
        for (let i = localStorage.length - 1; i >= 0; i--) {
          const key = localStorage.key(i)
          if (key?.startsWith('hubdraft') && (!key.startsWith(DRAFT_PREFIX) || expired(local.get(key)))) local.remove(key)
        }
      } catch {
        // No localStorage: nothing kept there.
      }
      if (!telegram) return
      const keys = telegram.keys ? await telegram.keys().catch(() => []) : await readIndex()
      for (const key of keys.filter((k) => k.startsWith('hubdraft') && k !== indexKey)) {
        if (!key.startsWith(DRAFT_PREFIX) || expired(await remoteGet(key))) await store.remove(key)
      }
    },
  }
  return store
}

let shared: DraftStore | null = null
let swept = false

/** The store of this client (chosen by its Telegram version), swept once a page session. */
export function draftStore(): DraftStore {
  shared ??= createDraftStore(telegramStorage())
  if (!swept) {
    swept = true
    void shared.sweep()
  }
  return shared
}

/**
 * Runs the latest scheduled task `delayMs` after the last `schedule` (the admin typing), once:
 * `flush` runs a pending one at once (the form unmounting, the page going away), `cancel` drops it.
 */
export function debounced(delayMs = 500) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let task: (() => unknown) | null = null
  const flush = () => {
    clearTimeout(timer)
    const run = task
    task = null
    run?.()
  }
  return {
    schedule(next: () => unknown) {
      task = next
      clearTimeout(timer)
      timer = setTimeout(flush, delayMs)
    },
    flush,
    cancel() {
      clearTimeout(timer)
      task = null
    },
  }
}
