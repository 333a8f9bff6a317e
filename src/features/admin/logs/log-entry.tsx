import { useAtomValue } from 'jotai'
import type { FrontendLog } from '@/api/contract/frontend-logs'
import { parseErrorReport } from '@/api/error-report'
import { languageAtom } from '@/session/session-atoms'
import { useLogsT } from './logs-messages'
import styles from './logs.module.css'

/** One log: its message, kind, time and platform; opened, everything it carries (message, stack, URL, platform, user, time). */
export function LogEntry({ log }: { log: FrontendLog }) {
  const t = useLogsT()
  const language = useAtomValue(languageAtom)
  const report = parseErrorReport(log.log)
  const time = new Date(log.createdAt).toLocaleString(language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'medium' })
  const userId = log.userId ?? report.userId ?? null
  const kind = report.kind === 'unhandledrejection' ? t('kind.unhandledrejection') : t('kind.error')
  const firstLine = report.message.split('\n')[0] ?? ''
  return (
    <details className={styles.entry}>
      <summary className={styles.summary}>
        <span className={styles.message}>{firstLine || log.log.slice(0, 200)}</span>
        <span className={styles.meta}>
          <time dateTime={log.createdAt}>{time}</time>
          {' · '}
          {kind}
          {report.platform && ` · ${report.platform}`}
        </span>
      </summary>
      <dl className={styles.fields}>
        <dt>{t('field.message')}</dt>
        <dd className={styles.pre}>{report.message}</dd>
        <dt>{t('field.stack')}</dt>
        <dd>
          {report.stack ? (
            <pre className={styles.stack} tabIndex={0}>
              {report.stack}
            </pre>
          ) : (
            t('noStack')
          )}
        </dd>
        <dt>{t('field.url')}</dt>
        <dd className={styles.url}>{report.url || '—'}</dd>
        <dt>{t('field.platform')}</dt>
        <dd>{report.platform || '—'}</dd>
        <dt>{t('field.user')}</dt>
        <dd>{userId === null ? t('anonymous') : `id ${String(userId)}`}</dd>
        <dt>{t('field.time')}</dt>
        <dd>
          <time dateTime={log.createdAt}>{time}</time>
        </dd>
        {report.userAgent && (
          <>
            <dt>{t('field.userAgent')}</dt>
            <dd className={styles.url}>{report.userAgent}</dd>
          </>
        )}
      </dl>
    </details>
  )
}
