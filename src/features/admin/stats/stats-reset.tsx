import { useState } from 'react'
import { trpc } from '@/api/trpc'
import buttons from '@/ui/button.module.css'
import { ConfirmDialog } from '@/features/admin/parts/confirm/confirm-dialog'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { useSourcesT } from './sources-messages'
import styles from './stats.module.css'

/**
 * Issue 26: "reset statistics" (`DELETE /admin/stats`): asked first (it forgets every counter and
 * cannot be undone; the history records it), then the statistics are read again. A backend without
 * the call (404) gets a sentence saying so, and the button goes.
 */
export function StatsReset() {
  const t = useSourcesT()
  const utils = trpc.useUtils()
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const reset = trpc.admin.stats.reset.useMutation({
    onSuccess: () => {
      setMessage(t('resetDone'))
      return utils.admin.stats.invalidate()
    },
    onError: (error) => {
      if (isUnsupported(error)) setMissing(true)
      setMessage(isUnsupported(error) ? t('resetUnsupported') : t('resetFailed'))
    },
  })
  return (
    <div className={styles.reset}>
      {!missing && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={reset.isPending}
          aria-busy={reset.isPending || undefined}
          onClick={() => setAsking(true)}
        >
          {t('reset')}
        </button>
      )}
      <p role="status" className={styles.hint}>
        {message}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('resetTitle')}
        message={t('resetText')}
        confirmLabel={t('resetConfirm')}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          setMessage(null)
          reset.mutate()
        }}
      />
    </div>
  )
}
