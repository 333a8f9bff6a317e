/**
 * USAGE (Layout part): `<AdminPage title={t('x')} backTo="/$appKey/admin" actions={<ButtonLink ...>}>`
 * wraps each screen; `layout="surface"` for banner / floating button, `wide` for forms with a preview.
 * The admin route renders <AdminChrome> (notices + confirm dialog) around every screen.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAppKey } from '@/session/use-app-key'
import { isInTelegram } from '@/messenger/bridge'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import type { AdminPath } from './admin-path'
import styles from './layout.module.css'

interface AdminPageProps {
  title: string
  /** Where the visible back link leads (a browser has no Telegram back button). */
  backTo?: AdminPath
  backLabel?: string
  /** Buttons or links beside the title (e.g. "Create"). */
  actions?: ReactNode
  /** SPEC 2: lists and forms use the page layout; banner and floating button the surface layout. */
  layout?: 'page' | 'surface'
  /** Wide screens (forms with a preview) may use the whole width. */
  wide?: boolean
  busy?: boolean
  children: ReactNode
}

/**
 * One admin screen: header (back link, title, actions) and content, inside the safe areas.
 * Inside Telegram the back link is left out: Telegram's own back button goes back within the admin.
 */
export function AdminPage({ title, backTo, backLabel, actions, layout = 'page', wide, busy, children }: AdminPageProps) {
  const t = usePartsT()
  const appKey = useAppKey()
  const classes = [styles.page, layout === 'surface' && styles.surfacePage, wide && styles.wide].filter(Boolean).join(' ')
  return (
    <main className={classes} aria-labelledby="admin-page-title" aria-busy={busy || undefined}>
      <header className={styles.header}>
        {backTo && !isInTelegram() && (
          <Link to={backTo} params={{ appKey }} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {backLabel ?? t('back')}
          </Link>
        )}
        <div className={styles.titleRow}>
          <h1 id="admin-page-title" className={styles.title}>
            {title}
          </h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <div className={layout === 'surface' ? styles.surface : styles.content}>{children}</div>
    </main>
  )
}
