/**
 * USAGE (Confirm part): `const confirm = useConfirm()`;
 *   `if (await confirm({ title, message, confirmLabel, destructive: true })) remove()`.
 * <ConfirmHost> is mounted once by <AdminChrome>.
 */
import { atom, useStore } from 'jotai'
import { useCallback, type ReactNode } from 'react'

interface ConfirmOptions {
  title: string
  /** Text, or a component that works out its text (it may load what it needs and update itself). */
  message?: ReactNode
  confirmLabel: string
  /** Red confirm button (deletes). */
  destructive?: boolean
}

interface ConfirmRequest extends ConfirmOptions {
  resolve: (confirmed: boolean) => void
}

/** The one question on screen; `<ConfirmHost>` draws it. */
export const confirmRequestAtom = atom<ConfirmRequest | null>(null)

/**
 * `if (await confirm({ title, confirmLabel, destructive: true })) ...`: one shared confirm dialog
 * for every row action and bulk action (oxide console's confirm-delete flow). A newer question
 * answers an older one with "no".
 */
export function useConfirm() {
  const store = useStore()
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        store.get(confirmRequestAtom)?.resolve(false)
        store.set(confirmRequestAtom, { ...options, resolve })
      }),
    [store],
  )
}
