import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { shareLink } from '@/api/contract/plain/start-param'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { CheckIcon, CopyIcon, OpenIcon } from '@/features/admin/parts/controls/icons'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { ShareButton } from '@/features/admin/parts/sharing/share-button'
import { useSharingSettings } from '@/features/admin/parts/sharing/use-sharing'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { useDashboardT } from './dashboard-messages'
import styles from './dashboard.module.css'

/**
 * The hub itself, first on the admin index (issue 30): its name, its link in full, Copy, the QR code
 * (the share sheet: QR, Send in Telegram) and Open. Without link settings the card says where to set
 * them; a backend without them (404) leaves only Open.
 */
export function HubCard() {
  const t = useDashboardT()
  const appKey = useAppKey()
  const notify = useNotify()
  const settings = useSharingSettings()
  const [copied, setCopied] = useState(false)
  const unsupported = settings.isError && isUnsupported(settings.error)
  const link = settings.data ? shareLink(settings.data, appKey) : null
  const title = settings.data?.title ?? appKey
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true)
        notify('success', t('copied'))
      },
      () => notify('error', t('copyFailed')),
    )
  return (
    <section className={styles.hubCard} aria-labelledby="hub-card-title">
      <h2 id="hub-card-title" className={styles.hubTitle}>
        {title}
      </h2>
      {link && (
        <p className={styles.hubLink} translate="no">
          {link}
        </p>
      )}
      {settings.data && !link && (
        <p className={styles.hubNote}>
          {t('noLink')}{' '}
          <a href="#sharing" className={styles.inlineLink}>
            {t('toLinkSettings')}
          </a>
        </p>
      )}
      {unsupported && <p className={styles.hubNote}>{t('linkUnsupported')}</p>}
      <div className={styles.hubActions}>
        {link && (
          <>
            <button type="button" className={buttonClass('primary')} onClick={() => void copy(link)}>
              {copied ? <CheckIcon /> : <CopyIcon />}
              {copied ? t('copiedShort') : t('copy')}
            </button>
            <ShareButton start={{ screen: 'home' }} title={title} label={t('qr')} panelLabel={t('shareHub')} />
          </>
        )}
        <Link to="/$appKey" params={{ appKey }} className={buttonClass(link ? 'ghost' : 'tinted')}>
          <OpenIcon />
          {t('toHub')}
        </Link>
      </div>
    </section>
  )
}
