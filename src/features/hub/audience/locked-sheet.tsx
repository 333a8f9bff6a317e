import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useHubUser } from '@/session/use-hub-user'
import { authFailedAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { BottomSheet } from '@/ui/bottom-sheet'
import { buttonClass } from '@/ui/button-class'
import { AsyncButton } from '@/ui/states/async-button'
import { LockIcon } from '@/ui/states/state-icons'
import { useMessages } from '@/i18n/use-t'
import { audienceMessages } from './audience-messages'
import { useJoinChannel } from './use-join-channel'
import styles from './audience-sheet.module.css'

interface LockedSheetProps {
  title: string
  open: boolean
  onClose: () => void
}

/**
 * A members-only record the visitor tapped (docs/decisions/audiences.md): what it is, and the way
 * in: join the channel (coming back re-checks membership and it opens), or check at once.
 */
export function LockedSheet({ title, open, onClose }: LockedSheetProps) {
  const t = useMessages(audienceMessages)
  const { channelUrl, join, check } = useJoinChannel()
  const user = useHubUser()
  const anonymous = useAtomValue(authFailedAtom)[useAppKey()] === true && !user
  const [stillOutside, setStillOutside] = useState(false)
  const checkNow = async () => {
    setStillOutside(false)
    const member = await check()
    if (member === true) onClose()
    else setStillOutside(true)
  }
  return (
    <BottomSheet open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <LockIcon />
        </span>
        <p className={styles.text}>{t('locked.text')}</p>
        {channelUrl ? (
          <button type="button" className={buttonClass('primary', { block: true })} onClick={join}>
            {t('locked.join')}
          </button>
        ) : (
          <p className={styles.note}>{t('locked.noChannel')}</p>
        )}
        {anonymous ? (
          <p className={styles.note}>{t('locked.anonymous')}</p>
        ) : (
          channelUrl && (
            <AsyncButton variant="secondary" block onClick={checkNow}>
              {t('locked.check')}
            </AsyncButton>
          )
        )}
        <p role="status" className={stillOutside ? styles.note : 'visually-hidden'}>
          {stillOutside ? t('locked.stillOutside') : ''}
        </p>
      </div>
    </BottomSheet>
  )
}
