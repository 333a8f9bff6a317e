/**
 * USAGE (Notices part): `const notify = useNotify(); notify('success' | 'error' | 'info', text, { action })`;
 * `action` puts one button in the notice (an "Undo" after a delete); it returns a `dismiss()` for a notice that a later event makes stale (a failed save, then a good one).
 * <NoticeRegion> is mounted once by <AdminChrome> (shell/admin-chrome.tsx).
 */
import { atom, useStore } from 'jotai'
import { useCallback } from 'react'

type NoticeKind = 'success' | 'error' | 'info'

/** A button in a notice; pressing it runs `run` and dismisses the notice. */
export interface NoticeAction {
  label: string
  run: () => unknown
}

export interface Notice {
  id: number
  kind: NoticeKind
  text: string
  action?: NoticeAction
}

/** The notices on screen, oldest first; `<NoticeRegion>` shows them. */
export const noticesAtom = atom<readonly Notice[]>([])

/** How long a notice stays: errors longer, so they can be read. */
const NOTICE_MS: Record<NoticeKind, number> = { success: 4000, info: 4000, error: 8000 }

let nextId = 1

/**
 * `const notify = useNotify(); notify('success', t('form.saved'))`: a short message in the admin's
 * toast region (aria-live), gone after NOTICE_MS or when dismissed.
 */
export function useNotify() {
  const store = useStore()
  return useCallback(
    (kind: NoticeKind, text: string, options: { action?: NoticeAction } = {}): (() => void) => {
      const notice: Notice = { id: nextId++, kind, text, action: options.action }
      const dismiss = () => store.set(noticesAtom, (list) => list.filter((item) => item !== notice))
      store.set(noticesAtom, (list) => [...list.slice(-3), notice])
      setTimeout(dismiss, NOTICE_MS[kind])
      return dismiss
    },
    [store],
  )
}
