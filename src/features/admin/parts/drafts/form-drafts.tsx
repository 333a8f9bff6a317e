import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState, type RefObject } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { languageAtom } from '@/session/session-atoms'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { debounced, draftKey, draftStore, readDraft, toJsonSafe, type Draft, type DraftName } from './draft-store'
import { useDraftsT } from './drafts-messages'
import styles from './drafts.module.css'

export interface FormDraftsProps<TInput extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: only values are read and reset
  form: UseFormReturn<TInput, unknown, any>
  name: DraftName
  /** The version the form's next save sends: a restored draft puts back the version it was taken at. */
  versionRef: RefObject<number | undefined>
  /** Set when the admin confirmed leaving the form without saving: what was typed is dropped, as the guard said. */
  leftRef: RefObject<boolean>
}

/** JSON with keys sorted: two value trees compare equal however their keys were added. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

const sameValues = (a: unknown, b: unknown) => stableJson(toJsonSafe(a)) === stableJson(toJsonSafe(b))

/**
 * An AdminForm's draft (loaded after the form mounts): keeps the form's values on the device
 * ~500 ms after the admin stops typing while they differ from the loaded record, drops them once
 * they no longer do (saved, taken back, "Take theirs"), and offers a draft left from an earlier
 * visit at the top of the form. While the offer shows nothing is written: the kept draft stays
 * until the admin restores or discards it. Only signed-in admins inside a hub have drafts.
 */
export function FormDrafts<TInput extends FieldValues>({ form, name, versionRef, leftRef }: FormDraftsProps<TInput>) {
  const appKey = useAppKey()
  const userId = useHubUser()?.id
  const language = useAtomValue(languageAtom)
  const t = useDraftsT()
  const { resource, id } = name
  const key = appKey && userId !== undefined ? draftKey(appKey, userId, name) : null
  const [offer, setOffer] = useState<Draft | null>(null)
  const live = useRef<(() => void) | null>(null)

  useEffect(() => {
    if (!key || !appKey || userId === undefined) return
    const store = draftStore()
    const debounce = debounced(500)
    let phase: 'reading' | 'offered' | 'live' | 'gone' = 'reading'
    // Whether the device may hold this form's values: only then does a clean form remove them.
    let kept = false
    const check = () => {
      if (phase !== 'live') return
      const values = form.getValues()
      // The control's own defaults: formState's copy lags a render behind a save's reset.
      if (!sameValues(values, form.control._defaultValues)) {
        kept = true
        void store.write(key, values, versionRef.current)
      } else if (kept) {
        kept = false
        void store.remove(key)
      }
    }
    const goLive = () => {
      phase = 'live'
      check()
    }
    live.current = goLive
    // isDirty too: a save's reset changes no value, only what the values are compared with.
    const unsubscribe = form.subscribe({ formState: { values: true, isDirty: true }, callback: () => debounce.schedule(check) })
    const flush = () => debounce.flush()
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onHidden)

    void readDraft(store, appKey, userId, { resource, id }).then((draft) => {
      if (phase !== 'reading') return
      if (draft && !sameValues(draft.values, form.control._defaultValues)) {
        phase = 'offered'
        kept = true
        setOffer(draft)
        return
      }
      // Kept values equal to the record (saved elsewhere, or the same edit): nothing to offer.
      kept = draft !== null
      goLive()
    })
    return () => {
      // Leaving the form (or the app) without saving keeps what was typed: that is the draft's whole
      // point. Checked now, whatever is pending: a form that saved and leads away leaves nothing.
      debounce.cancel()
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the latest value is wanted: set when the admin confirmed leaving
      if (leftRef.current && phase === 'live' && kept) void store.remove(key)
      else check()
      phase = 'gone'
      live.current = null
      unsubscribe()
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [key, appKey, userId, resource, id, form, versionRef, leftRef])

  if (!offer || !key) return null
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(offer.savedAt)
  return (
    <section className={styles.offer} aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text', { when })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => {
            setOffer(null)
            void draftStore()
              .remove(key)
              .then(() => live.current?.())
          }}
        >
          {t('discard')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => {
            setOffer(null)
            // Dirty against the loaded record, so the save bar shows; saved with the version the draft was taken at.
            form.reset(offer.values as TInput, { keepDefaultValues: true })
            if (offer.version !== undefined) versionRef.current = offer.version
            live.current?.()
          }}
        >
          {t('restore')}
        </button>
      </div>
    </section>
  )
}
