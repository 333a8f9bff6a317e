import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { trpc } from '@/api/trpc'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { requestWriteAccess } from '@/messenger/write-access'
import { languageAtom } from '@/session/session-atoms'
import { BottomSheet } from '@/ui/bottom-sheet'
import { AsyncButton } from '@/ui/states/async-button'
import { BellIcon } from '@/ui/states/state-icons'
import { audienceMessages, type AudienceMessageKey } from './audience-messages'
import type { ComingItem } from './audience-atoms'
import { comingDay } from './coming-mark'
import { rereadVisitorReads } from './membership'
import styles from './audience-sheet.module.css'

interface ComingSheetProps {
  item: ComingItem
  open: boolean
  onClose: () => void
  /** The request's id changed (asked for, cancelled): the sheet shows the new state. */
  onWaiting: (notifyRequestId: number | null) => void
}

/**
 * An announced record not live yet (docs/decisions/audiences.md, "Notify me"): when it opens, and
 * "Notify me": Telegram's permission to message the visitor first (refused or unavailable: said,
 * nothing saved), then the request. A visitor already waiting can cancel.
 */
export function ComingSheet({ item, open, onClose, onWaiting }: ComingSheetProps) {
  const t = useMessages(audienceMessages)
  const tError = useMessages(errorMessages)
  const language = useAtomValue(languageAtom)
  const utils = trpc.useUtils()
  const create = trpc.notifyRequests.create.useMutation()
  const remove = trpc.notifyRequests.delete.useMutation()
  const [note, setNote] = useState<string | null>(null)
  const waiting = item.notifyRequestId !== null

  const failed = (error: unknown) => {
    const status = apiErrorOf(error)?.status
    setNote(
      status === 404 && !apiErrorOf(error)?.code ? t('coming.unsupported') : t('coming.failed', { reason: tError(errorMessageKey(error)) }),
    )
  }
  const notify = async () => {
    setNote(null)
    const access = await requestWriteAccess()
    if (access !== 'allowed') {
      setNote(t(access === 'cancelled' ? 'coming.refused' : ('coming.unavailable' satisfies AudienceMessageKey)))
      return
    }
    try {
      const request = await create.mutateAsync({ target: item.target, id: item.id })
      onWaiting(request.id)
      void rereadVisitorReads(utils)
    } catch (error) {
      failed(error)
    }
  }
  const cancel = async () => {
    if (item.notifyRequestId === null) return
    setNote(null)
    try {
      await remove.mutateAsync({ id: item.notifyRequestId })
      onWaiting(null)
      void rereadVisitorReads(utils)
    } catch (error) {
      failed(error)
    }
  }
  return (
    <BottomSheet open={open} onClose={onClose} title={item.title} closeLabel={t('common.close')}>
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <BellIcon />
        </span>
        <p className={styles.text}>{t('coming.when', { day: comingDay(item.visibleFrom, language) })}</p>
        {waiting ? (
          <>
            <p className={styles.note} data-state="waiting">
              {t('coming.waiting')}
            </p>
            <AsyncButton variant="secondary" block onClick={cancel}>
              {t('coming.cancel')}
            </AsyncButton>
          </>
        ) : (
          <AsyncButton block onClick={notify}>
            {t('coming.notify')}
          </AsyncButton>
        )}
        <p role="status" className={note ? styles.note : 'visually-hidden'}>
          {note ?? ''}
        </p>
      </div>
    </BottomSheet>
  )
}
