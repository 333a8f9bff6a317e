import type { Language } from '@/session/session-atoms'

/**
 * Russian ships with the first screen; every other language's catalogs are fetched only for a
 * visitor who speaks it (start-up loads them before the first screen renders; see setLanguage).
 */
export type Catalogs<T> = { ru: T } & Partial<Record<Language, T>>

interface Pack {
  load: () => Promise<void>
  done: boolean
  pending: Promise<void> | null
}

const packs = new Map<Language, Pack[]>()
const listeners = new Set<() => void>()
let version = 0
/** Languages loadLanguage was asked for: a catalog that arrives later (with a lazy chunk) is fetched for them at once. */
const wanted = new Set<Language>()

/**
 * Catalogs whose Russian is bundled and whose other languages are loaded on demand, each by
 * `load[language]` (a dynamic import), into the returned object.
 */
export function lazyCatalogs<T>(ru: T, load: Partial<Record<Exclude<Language, 'ru'>, () => Promise<T>>>): Catalogs<T> {
  const catalogs: Catalogs<T> = { ru }
  for (const [language, loader] of Object.entries(load) as [Exclude<Language, 'ru'>, () => Promise<T>][]) {
    const pack: Pack = {
      done: false,
      pending: null,
      load: async () => {
        catalogs[language] = await loader()
        pack.done = true
      },
    }
    packs.set(language, [...(packs.get(language) ?? []), pack])
    if (wanted.has(language)) run(pack).catch(() => undefined)
  }
  return catalogs
}

function run(pack: Pack): Promise<void> {
  if (pack.done) return Promise.resolve()
  pack.pending ??= pack.load().then(
    () => {
      version += 1
      listeners.forEach((listener) => listener())
    },
    (error: unknown) => {
      pack.pending = null
      throw error
    },
  )
  return pack.pending
}

/** Every catalog of `language` is in (Russian always is). */
export function isLanguageLoaded(language: Language): boolean {
  return (packs.get(language) ?? []).every((pack) => pack.done)
}

/** Loads every catalog of `language` not loaded yet; rejects when one fails (it is tried again next time). */
export async function loadLanguage(language: Language): Promise<void> {
  wanted.add(language)
  await Promise.all((packs.get(language) ?? []).map(run))
}

/**
 * `const loadOnce = languageLoader()`: one load per language, kept, so React's `use` sees the same
 * promise on every render; a failed load settles too (the screen shows Russian). Each caller makes its
 * own: a catalog registered after another caller's load has settled needs a load of its own.
 */
export function languageLoader(): (language: Language) => Promise<void> {
  const loads = new Map<Language, Promise<void>>()
  return (language) => {
    let load = loads.get(language)
    if (!load) {
      load = loadLanguage(language).catch(() => undefined)
      loads.set(language, load)
    }
    return load
  }
}

/** Settles once every catalog being fetched now is in or has failed: a lazy chunk awaits it so its views paint in the visitor's language. */
export async function catalogsSettled(): Promise<void> {
  const pending = [...packs.values()].flat().flatMap((pack) => (pack.pending ? [pack.pending] : []))
  await Promise.allSettled(pending)
}

/** For useSyncExternalStore: changes whenever a catalog arrives. */
export function subscribeToPacks(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const packsVersion = () => version
