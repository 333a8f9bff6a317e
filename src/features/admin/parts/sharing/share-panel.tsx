import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { shareLink, type StartScreen } from '@/api/contract/plain/start-param'
import { openTelegramLink } from '@/messenger/links'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { Skeleton } from '@/ui/skeleton'
import { CheckIcon, CopyIcon, DownloadIcon, SendIcon } from '@/features/admin/parts/controls/icons'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { useSharingT } from './sharing-messages'
import { useSharingSettings } from './use-sharing'
import styles from './sharing.module.css'

interface SharePanelProps {
  /** The screen the link opens (Home, a category or a section of the hub). */
  start: StartScreen
  /** Its title, for Telegram's share text and the files' names. */
  title: string
}

/**
 * The link into one screen of the hub (`t.me/<bot>/<app>?startapp=<appKey>__category_<id>`), shown in
 * full, to copy, to send in Telegram (its share screen, inside Telegram or in a new tab), and as a QR
 * code (SVG and PNG, qr-image.ts, fetched only here). Without sharing settings it says what to fill in
 * and where (and, on a backend without them, why there is no link).
 */
export function SharePanel({ start, title }: SharePanelProps) {
  const t = useSharingT()
  const appKey = useAppKey()
  const settings = useSharingSettings()
  return (
    <QueryState
      query={settings}
      pending={<Skeleton height={160} />}
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
              <Link to="/$appKey/admin" params={{ appKey }} hash="sharing" className={buttonClass('tinted')}>
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
  )
}

/** How long "Copied" stays on the Copy button. */
const COPIED_MS = 2000

export function ShareLink({ link, fileName, title }: { link: string; fileName: string; title: string }) {
  const t = useSharingT()
  const notify = useNotify()
  const [copied, setCopied] = useState(false)
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
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => {
        setCopied(true)
        notify('success', t('copied'))
      },
      () => notify('error', t('copyFailed')),
    )
  const svgUrl = qr && qr !== 'failed' ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}` : null
  return (
    <div className={styles.share}>
      <p className={styles.linkBox}>
        <span className={styles.linkLabel}>{t('link')}</span>
        {/* The whole link, wrapped where it must: it is what people will tap, so no part of it is hidden. */}
        <span className={styles.link} translate="no">
          {link}
        </span>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => void copy()}>
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? t('copiedShort') : t('copy')}
        </button>
        <button
          type="button"
          className={buttonClass('tinted', { block: true })}
          onClick={() => openTelegramLink(`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`)}
        >
          <SendIcon />
          {t('shareTelegram')}
        </button>
      </div>
      {qr === null && <Skeleton height={160} width={160} />}
      {qr === 'failed' && <p className={styles.note}>{t('qrFailed')}</p>}
      {svgUrl && qr !== null && qr !== 'failed' && (
        <figure className={styles.qrBox}>
          {/* The library's own SVG markup (paths only, from our link): drawn as an image, never as HTML. */}
          <img className={styles.qr} src={svgUrl} alt={t('qr')} width={160} height={160} />
          <figcaption className={styles.qrActions}>
            <a className={buttonClass('ghost')} href={svgUrl} download={`${fileName}.svg`}>
              <DownloadIcon />
              {t('svg')}
            </a>
            <a
              className={buttonClass('ghost')}
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
              <DownloadIcon />
              {t('png')}
            </a>
          </figcaption>
        </figure>
      )}
    </div>
  )
}
