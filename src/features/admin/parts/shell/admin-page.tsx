/**
 * USAGE (Layout part): `<AdminPage title={t('x')} backTo="/$appKey/admin" actions={<ButtonLink ...>}>`
 * wraps each screen; `layout="surface"` for banner / floating button, `wide` for forms with a preview.
 * The admin route renders <AdminChrome> (notices + confirm dialog) around every screen.
 */
import { Link } from '@tanstack/react-router'
import { Fragment, lazy, Suspense, type ReactNode } from 'react'
import type { HistoryPanelProps } from '@/features/admin/parts/history/history-panel'
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

// Here rather than in a module of its own: every edit screen loads this chunk anyway, and a chunk of
// its own (with its preload list) cost the heaviest admin screen half a kilobyte.
const HistoryPanel = lazy(() => import('@/features/admin/parts/history/history-panel'))

/** An edit screen's "History" panel (parts/history/history-panel.tsx), loaded lazily. */
export function LazyHistoryPanel(props: HistoryPanelProps) {
  return (
    <Suspense fallback={null}>
      <HistoryPanel {...props} />
    </Suspense>
  )
}

/**
 * The form of a screen's one record (the theme, the floating button): the record's History panel
 * above it, as on the other edit screens (the save bar stays at the screen's bottom), and the form
 * drawn anew for another record, or for none yet ('new').
 */
export function OneRecordForm({
  resource,
  record,
  children,
}: {
  resource: HistoryPanelProps['resource']
  record: { id: number } | null | undefined
  children: ReactNode
}) {
  return (
    <Fragment key={record?.id ?? 'new'}>
      {record && <LazyHistoryPanel resource={resource} recordId={record.id} />}
      {children}
    </Fragment>
  )
}
