import { useAtomValue } from 'jotai'
import type { AuditEntry } from '@/api/contract/audit-log'
import { useConfirm } from '@/features/admin/parts/shell/confirm'
import { useDiffT } from '@/features/admin/parts/diff/diff-messages'
import { diffRecords, fieldLabelOf, formatValue } from '@/features/admin/parts/diff/record-diff'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRefusalT } from '@/features/admin/parts/refusals/refusal-messages'
import { formatWhen } from '@/features/admin/parts/refusals/refusal-text'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { languageAtom } from '@/session/session-atoms'
import { AsyncButton } from '@/ui/states/async-button'
import { entryRecordName, stateOf } from './entry-name'
import { useHistoryT } from './history-messages'
import { useRestore } from './use-history'
import styles from './history.module.css'

/**
 * One audit entry: who did what to which record and when, the fields it changed (before / after,
 * in the admin's words) and "Restore this version" (with confirmation; a refusal worded by code).
 */
export function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const t = useHistoryT()
  const td = useDiffT()
  const tr = useRefusalT()
  const language = useAtomValue(languageAtom)
  const confirm = useConfirm()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const restore = useRestore()
  const changes = diffRecords(stateOf(entry.before), stateOf(entry.after))
  const names = { settings: t('settings'), stats: t('stats') }
  const record = entryRecordName(entry, tr, names)
  const onRestore = async () => {
    const sure = await confirm({ title: t('restoreTitle'), message: t('restoreText'), confirmLabel: t('restoreConfirm') })
    if (!sure) return
    try {
      await restore.mutateAsync({ id: entry.id })
      notify('success', t('restored'))
    } catch (error) {
      notify('error', t('restoreFailed', { reason: errorText(error) }))
    }
  }
  return (
    <article className={styles.entry} aria-labelledby={`history-entry-${entry.id}`}>
      <header className={styles.entryHeader}>
        <h3 id={`history-entry-${entry.id}`} className={styles.entryTitle}>
          {t(`action.${entry.action}`, { who: entry.userName || tr('unknownWho'), record })}
        </h3>
        <time dateTime={entry.at} className={styles.when}>
          {formatWhen(entry.at, language)}
        </time>
      </header>
      {changes.length === 0 ? (
        <p className={styles.noFields}>{t('noFields')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.diff}>
            <thead>
              <tr>
                <th scope="col">{t('field')}</th>
                <th scope="col">{t('before')}</th>
                <th scope="col">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{fieldLabelOf(change.field, td)}</th>
                  <td>{formatValue(change.before, td)}</td>
                  <td>{formatValue(change.after, td)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entry.related.length > 0 && (
        <p className={styles.related}>
          {t('related', { records: entry.related.map((change) => entryRecordName(change, tr, names)).join(', ') })}
        </p>
      )}
      {/* A statistics reset forgot its counters: there is nothing to put back (the server would refuse). */}
      {entry.resource !== 'stats' && (
        <div className={styles.entryActions}>
          <AsyncButton variant="secondary" onClick={onRestore}>
            {t('restore')}
          </AsyncButton>
        </div>
      )}
    </article>
  )
}
