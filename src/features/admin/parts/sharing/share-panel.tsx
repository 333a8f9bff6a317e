import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { shareLink, type StartScreen } from '@/api/contract/plain/start-param'
import { isInTelegram } from '@/messenger/bridge'
import { openTelegramLink } from '@/messenger/links'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { Skeleton } from '@/ui/skeleton'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { useSharingT } from './sharing-messages'
import { useSharingSettings } from './use-sharing'
import styles from './sharing.module.css'

interface SharePanelProps {
  /** The screen the link opens (a category or a section of the hub). */
  start: StartScreen
  /** Its title, for the panel's heading and the files' names. */
  title: string
}

/**
 * The link into one screen of the hub (`t.me/<bot>/<app>?startapp=<appKey>__category_<id>`), to copy,
 * as a QR code (SVG and PNG, qr-image.ts, fetched only here), and inside Telegram sent with the
 * client's own share. Without sharing settings it says what to fill in and where (and, on a backend
 * without them, why there is no link).
 */
export function SharePanel({ start, title }: SharePanelProps) {
  const t = useSharingT()
  const appKey = useAppKey()
  const settings = useSharingSettings()
  return (
    <div className={styles.panel}>
      <QueryState
        query={settings}
        pending={<Skeleton height={120} />}
        errorTitle={t('loadFailed')}
        capability="sharing"
        unsupported={{ note: styles.note }}
      >
        {(data) => {
          const link = shareLink(data, appKey, start)
          if (!link) {
            return (
              <div className={styles.note}>
                <p>{t('needSettings')}</p>
                <Link to="/$appKey/admin" params={{ appKey }} hash="sharing" className={`${buttons.button} ${buttons.secondary}`}>
                  {t('toSettings')}
                </Link>
              </div>
            )
          }
          return (
            <ShareLink
              link={link}
              fileName={`${appKey}-${start.screen}-${start.screen === 'home' ? 'home' : String(start.id)}`}
              title={title}
            />
          )
        }}
      </QueryState>
    </div>
  )
}

function ShareLink({ link, fileName, title }: { link: string; fileName: string; title: string }) {
  const t = useSharingT()
  const notify = useNotify()
  const [qr, setQr] = useState<{ svg: string; png: () => string } | 'failed' | null>(null)
  useEffect(() => {
    let live = true
    // The QR encoder is fetched only when a link is shown (its own chunk, out of every screen's first load).
    import('./qr-image')
      .then(({ qrModules, qrSvg, qrPng }) => {
        const modules = qrModules(link)
        if (live) setQr({ svg: qrSvg(modules), png: () => qrPng(modules) })
      })
      .catch(() => live && setQr('failed'))
    return () => {
      live = false
    }
  }, [link])
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify('success', t('copied')),
      () => notify('error', t('copyFailed')),
    )
  return (
    <div className={styles.share}>
      <label className={fields.field}>
        <span className={fields.label}>{t('link')}</span>
        <input className={fields.input} readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => void copy()}>
          {t('copy')}
        </button>
        {isInTelegram() && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={() => openTelegramLink(`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`)}
          >
            {t('shareTelegram')}
          </button>
        )}
      </div>
      {qr === null && <Skeleton height={180} width={180} />}
      {qr === 'failed' && <p className={styles.note}>{t('qrFailed')}</p>}
      {qr !== null && qr !== 'failed' && (
        <figure className={styles.qrBox}>
          {/* The library's own SVG markup (paths only, from our link): drawn as an image, never as HTML. */}
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={t('qr')}
            width={180}
            height={180}
          />
          <figcaption className={styles.actions}>
            <a
              className={`${buttons.button} ${buttons.secondary}`}
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
              download={`${fileName}.svg`}
            >
              {t('svg')}
            </a>
            <a
              className={`${buttons.button} ${buttons.secondary}`}
              href="#"
              download={`${fileName}.png`}
              // Drawn at the click (a 512 px canvas, instant), so a panel that is only looked at draws none.
              onClick={(event) => {
                try {
                  event.currentTarget.href = qr.png()
                } catch {
                  event.preventDefault()
                  notify('error', t('qrFailed'))
                }
              }}
            >
              {t('png')}
            </a>
          </figcaption>
        </figure>
      )}
    </div>
  )
}
