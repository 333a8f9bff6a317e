import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, type RefObject } from 'react'
import { setClosingConfirmation } from '@/messenger/closing-confirmation'
import { LazyConfirmDialog } from '@/features/admin/parts/shell/confirm-dialog-lazy'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'

/**
 * While `when` holds (and `bypass` does not): leaving the screen inside the app asks first (router blocker), closing the
 * tab asks (beforeunload), and inside Telegram closing the mini app asks too (closing confirmation).
 * `onLeave`: the admin chose to leave inside the app (the form's draft is dropped then).
 */
export function UnsavedChangesGuard({ when, bypass, onLeave }: { when: boolean; bypass?: RefObject<boolean>; onLeave?: () => void }) {
  const t = usePartsT()
  const whenRef = useRef(when)
  useEffect(() => {
    whenRef.current = when
  })
  const blocker = useBlocker({
    // `bypass`: a form that has just saved navigates on before its re-render clears `when`.
    shouldBlockFn: () => whenRef.current && !bypass?.current,
    enableBeforeUnload: () => whenRef.current,
    withResolver: true,
  })

  useEffect(() => {
    setClosingConfirmation(when)
    return () => setClosingConfirmation(false)
  }, [when])

  return (
    <LazyConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('form.leaveTitle')}
      message={t('form.leaveText')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      destructive
      onConfirm={() => {
        onLeave?.()
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    />
  )
}
