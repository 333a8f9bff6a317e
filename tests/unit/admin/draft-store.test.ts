// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createDraftStore,
  debounced,
  DRAFT_MAX_AGE_MS,
  draftKey,
  readDraft,
  toJsonSafe,
  type DraftStore,
} from '@/features/admin/parts/drafts/draft-store'
import { resetLaunchParamsCache } from '@/messenger/launch-params'
import { cloudStorage, deviceStorage, telegramStorage, type TelegramStorage } from '@/messenger/telegram-storage'

type Proxy = { postEvent: (type: string, data: string) => void }
const w = window as Window & { TelegramWebviewProxy?: Proxy; Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } }

function openInTelegram(version: string | null) {
  const hash =
    version === null
      ? ''
      : `#${new URLSearchParams({ tgWebAppData: 'user=%7B%22id%22%3A1%7D', tgWebAppPlatform: 'ios', tgWebAppVersion: version })}`
  window.history.replaceState(null, '', `/demo/admin${hash}`)
  sessionStorage.clear()
  resetLaunchParamsCache()
}

/** A Telegram client that keeps values in a Map and answers the storage calls the way the clients do. */
function fakeClient(options: { silent?: boolean } = {}) {
  const kept = new Map<string, string>()
  const calls: [string, Record<string, unknown>][] = []
  w.TelegramWebviewProxy = {
    postEvent(type, raw) {
      const data = JSON.parse(raw) as Record<string, unknown>
      calls.push([type, data])
      if (options.silent) return
      const answer = (event: string, payload: Record<string, unknown>) =>
        queueMicrotask(() => w.Telegram?.WebView?.receiveEvent?.(event, { req_id: data.req_id, ...payload }))
      const key = data.key as string
      if (type === 'web_app_device_storage_save_key') {
        if (data.value === null) kept.delete(key)
        else kept.set(key, data.value as string)
        answer('device_storage_key_saved', {})
      } else if (type === 'web_app_device_storage_get_key') answer('device_storage_key_received', { value: kept.get(key) ?? null })
      else if (type === 'web_app_invoke_custom_method') {
        const params = data.params as { key?: string; value?: string; keys?: string[] }
        if (data.method === 'saveStorageValue') {
          kept.set(params.key ?? '', params.value ?? '')
          answer('custom_method_invoked', { result: true })
        } else if (data.method === 'getStorageValues')
          answer('custom_method_invoked', { result: Object.fromEntries((params.keys ?? []).map((k) => [k, kept.get(k) ?? ''])) })
        else if (data.method === 'deleteStorageValues') {
          for (const k of params.keys ?? []) kept.delete(k)
          answer('custom_method_invoked', { result: true })
        } else if (data.method === 'getStorageKeys') answer('custom_method_invoked', { result: [...kept.keys()] })
      }
    },
  }
  return { kept, calls }
}

beforeEach(() => {
  localStorage.clear()
  openInTelegram(null)
})
afterEach(() => {
  delete w.TelegramWebviewProxy
  vi.useRealTimers()
})

describe('draft key', () => {
  it('names hub, admin, resource and record (or new), with the shape version', () => {
    expect(draftKey('demo', 1, { resource: 'materials', id: 12 })).toBe('hubdraft1_1_materials_12_demo')
    expect(draftKey('demo', 1, { resource: 'categories', id: 'new' })).toBe('hubdraft1_1_categories_new_demo')
    expect(draftKey('a__b', 7, { resource: 'admins', id: 3 })).toBe('hubdraft1_7_admins_3_a__b')
    expect(draftKey('demo', 1, { resource: 'materials', id: 1 })).not.toBe(draftKey('club', 1, { resource: 'materials', id: 1 }))
    expect(draftKey('demo', 1, { resource: 'materials', id: 1 })).not.toBe(draftKey('demo', 2, { resource: 'materials', id: 1 }))
  })

  it('keeps values JSON-safe: files being uploaded are left out', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' })
    expect(toJsonSafe({ title: 'A', file, links: [{ url: 'https://x.test/', upload: file }], at: new Date(0) })).toEqual({
      title: 'A',
      links: [{ url: 'https://x.test/' }],
      at: '1970-01-01T00:00:00.000Z',
    })
  })
})

describe('draft store over localStorage', () => {
  let now = 1_000_000
  let store: DraftStore
  beforeEach(() => {
    now = 1_000_000
    store = createDraftStore(null, () => now)
  })

  it('writes, reads and removes a draft', async () => {
    await store.write('hubdraft1_1_materials_1_demo', { title: 'Half' }, 3)
    expect(await store.read('hubdraft1_1_materials_1_demo')).toEqual({ savedAt: now, values: { title: 'Half' }, version: 3 })
    await store.remove('hubdraft1_1_materials_1_demo')
    expect(await store.read('hubdraft1_1_materials_1_demo')).toBeNull()
  })

  it('drops a draft older than 14 days when it is read, and in the sweep', async () => {
    await store.write('hubdraft1_1_materials_1_demo', { title: 'Old' })
    await store.write('hubdraft1_1_materials_2_demo', { title: 'Older' })
    now += DRAFT_MAX_AGE_MS + 1
    await store.write('hubdraft1_1_materials_3_demo', { title: 'Fresh' })
    localStorage.setItem('hubdraft0_1_materials_4_demo', '{"old":"shape"}')
    localStorage.setItem('unrelated', 'kept')
    expect(await store.read('hubdraft1_1_materials_1_demo')).toBeNull()
    expect(localStorage.getItem('hubdraft1_1_materials_1_demo')).toBeNull()
    await store.sweep()
    expect(Object.keys(localStorage).sort()).toEqual(['hubdraft1_1_materials_3_demo', 'unrelated'])
  })

  it('reads a draft kept under an older name of its resource (access-users, floating-button) and moves it, time and version kept', async () => {
    await store.write('hubdraft1_1_access-users_3_demo', { name: 'Half' }, 2)
    await store.write('hubdraft1_1_floating-button_new_demo', { text: 'Go' })
    now += 60_000
    expect(await readDraft(store, 'demo', 1, { resource: 'admins', id: 3 })).toEqual({
      savedAt: 1_000_000,
      values: { name: 'Half' },
      version: 2,
    })
    expect(await readDraft(store, 'demo', 1, { resource: 'buttons', id: 'new' })).toMatchObject({ values: { text: 'Go' } })
    expect(Object.keys(localStorage).sort()).toEqual(['hubdraft1_1_admins_3_demo', 'hubdraft1_1_buttons_new_demo'])
    expect(await store.read('hubdraft1_1_admins_3_demo')).toEqual({ savedAt: 1_000_000, values: { name: 'Half' }, version: 2 })
    // Its own key wins over an older one; another resource has no older name.
    await store.write('hubdraft1_1_access-users_3_demo', { name: 'Older' })
    expect(await readDraft(store, 'demo', 1, { resource: 'admins', id: 3 })).toMatchObject({ values: { name: 'Half' } })
    expect(await readDraft(store, 'demo', 1, { resource: 'materials', id: 3 })).toBeNull()
  })

  it('ignores what is not a draft', async () => {
    localStorage.setItem('hubdraft1_1_materials_1_demo', 'not json')
    expect(await store.read('hubdraft1_1_materials_1_demo')).toBeNull()
  })
})

describe('debounce', () => {
  it('runs the latest task once, 500 ms after the last schedule; flush runs it at once', () => {
    vi.useFakeTimers()
    const runs: string[] = []
    const debounce = debounced(500)
    debounce.schedule(() => runs.push('a'))
    vi.advanceTimersByTime(400)
    debounce.schedule(() => runs.push('ab'))
    vi.advanceTimersByTime(400)
    expect(runs).toEqual([])
    vi.advanceTimersByTime(100)
    expect(runs).toEqual(['ab'])
    debounce.schedule(() => runs.push('abc'))
    debounce.flush()
    expect(runs).toEqual(['ab', 'abc'])
    debounce.schedule(() => runs.push('never'))
    debounce.cancel()
    vi.advanceTimersByTime(1000)
    expect(runs).toEqual(['ab', 'abc'])
  })
})

describe('backends by client version', () => {
  it('localStorage outside Telegram and before 6.9; CloudStorage from 6.9; DeviceStorage from 9.0', () => {
    expect(telegramStorage()).toBeNull()
    // Launch params in a plain tab (the dev launch): no client to answer.
    openInTelegram('9.0')
    expect(telegramStorage()).toBeNull()
    fakeClient()
    openInTelegram('6.2')
    expect(telegramStorage()).toBeNull()
    openInTelegram('6.9')
    expect(telegramStorage()).toBe(cloudStorage)
    openInTelegram('8.0')
    expect(telegramStorage()).toBe(cloudStorage)
    openInTelegram('9.0')
    expect(telegramStorage()).toBe(deviceStorage)
  })

  it('keeps drafts in DeviceStorage (listed under an index for the sweep), not in localStorage', async () => {
    openInTelegram('9.1')
    const client = fakeClient()
    const store = createDraftStore(telegramStorage())
    await store.write('hubdraft1_1_materials_1_demo', { title: 'On the device' })
    expect(localStorage.length).toBe(0)
    expect(JSON.parse(client.kept.get('hubdraft1_1_materials_1_demo') ?? '{}')).toMatchObject({ values: { title: 'On the device' } })
    expect(JSON.parse(client.kept.get('hubdraft1_index') ?? '[]')).toEqual(['hubdraft1_1_materials_1_demo'])
    expect((await store.read('hubdraft1_1_materials_1_demo'))?.values).toEqual({ title: 'On the device' })
    await store.remove('hubdraft1_1_materials_1_demo')
    expect(client.kept.has('hubdraft1_1_materials_1_demo')).toBe(false)
    expect(client.calls.map(([type]) => type)).toContain('web_app_device_storage_get_key')
  })

  it('keeps drafts in CloudStorage; one over its 4096 characters goes to localStorage', async () => {
    openInTelegram('7.0')
    const client = fakeClient()
    const store = createDraftStore(telegramStorage())
    await store.write('hubdraft1_1_materials_1_demo', { title: 'Cloud' })
    expect(client.kept.has('hubdraft1_1_materials_1_demo')).toBe(true)
    await store.write('hubdraft1_1_materials_2_demo', { title: 'x'.repeat(5000) })
    expect(client.kept.has('hubdraft1_1_materials_2_demo')).toBe(false)
    expect(localStorage.getItem('hubdraft1_1_materials_2_demo')).not.toBeNull()
    expect((await store.read('hubdraft1_1_materials_2_demo'))?.values.title).toHaveLength(5000)
  })

  it('falls back to localStorage when the client does not answer', async () => {
    vi.useFakeTimers()
    openInTelegram('9.0')
    fakeClient({ silent: true })
    const store = createDraftStore(telegramStorage())
    const written = store.write('hubdraft1_1_materials_1_demo', { title: 'Kept anyway' })
    await vi.advanceTimersByTimeAsync(3000)
    await written
    expect(localStorage.getItem('hubdraft1_1_materials_1_demo')).toContain('Kept anyway')
  })

  it('a refused call rejects (the store then keeps the value in localStorage)', async () => {
    openInTelegram('9.0')
    w.TelegramWebviewProxy = {
      postEvent(_type, raw) {
        const { req_id } = JSON.parse(raw) as { req_id: string }
        queueMicrotask(() => w.Telegram?.WebView?.receiveEvent?.('device_storage_failed', { req_id, error: 'QUOTA_EXCEEDED' }))
      },
    }
    const storage: TelegramStorage = deviceStorage
    await expect(storage.set('k', 'v')).rejects.toThrow('QUOTA_EXCEEDED')
    await createDraftStore(storage).write('hubdraft1_1_materials_1_demo', { title: 'Local' })
    expect(localStorage.getItem('hubdraft1_1_materials_1_demo')).toContain('Local')
  })
})
