import type { ImportPlan } from '@/api/contract/hub-document'
import { isLeftOutCode } from '@/api/contract/plain/left-out'
import { pathToCamel } from '@/api/wire'
import { useDiffT } from '@/features/admin/parts/diff/diff-messages'
import { fieldLabelOf } from '@/features/admin/parts/diff/record-diff'
import { HUB_RESOURCES } from './hub-resources'
import { useHubFileT } from './hub-file-messages'
import styles from './hub-file.module.css'

const COLUMNS = ['create', 'update', 'remove'] as const

/** The plan of an import, readably: per part of the hub, how many records are added, changed and removed; then what stays out and why. */
export function ImportPlanView({ plan }: { plan: ImportPlan }) {
  const t = useHubFileT()
  const leftOutText = useLeftOutText()
  const rows = HUB_RESOURCES.filter((name) => COLUMNS.some((column) => (plan[column][name] ?? 0) > 0))
  return (
    <div className={styles.plan}>
      <p className={styles.text}>{t('plan.fileVersion', { version: plan.formatVersion })}</p>
      {rows.length === 0 ? (
        <p className={styles.text}>{t('plan.nothing')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('plan.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plan.resource')}</th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t(`plan.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((name) => (
              <tr key={name}>
                <th scope="row">{t(`resource.${name}`)}</th>
                {COLUMNS.map((column) => (
                  <td key={column}>{plan[column][name] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {plan.refused.length > 0 && (
        <section className={styles.refused} aria-labelledby="plan-refused-title">
          <h3 id="plan-refused-title" className={styles.refusedTitle}>
            {t('plan.refused', { count: plan.refused.length })}
          </h3>
          <p className={styles.text}>{t('plan.refusedText')}</p>
          <ul>
            {plan.refused.map((item, index) => (
              <li key={`${item.resource}-${String(index)}`}>
                {t(`resource.${item.resource}`)} «{item.title}»: {leftOutText(item)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

type LeftOutItem = ImportPlan['refused'][number]

/**
 * Why a part stays out, in the admin's language by its code (plain/left-out.ts); a code this client does
 * not know, or a backend without codes, by the server's English `reason`. A text whose params did not
 * come reads without them (a reference without its field).
 */
function useLeftOutText(): (item: LeftOutItem) => string {
  const t = useHubFileT()
  const tDiff = useDiffT()
  // `links.0.external_url, title` -> `Ссылки, Название`: each field as History names it (its name where History has none).
  const labels = (fields: string | number) =>
    [
      ...new Set(
        String(fields)
          .split(', ')
          .map((path) => fieldLabelOf(pathToCamel(path).split('.')[0] ?? path, tDiff)),
      ),
    ].join(', ')
  return (item) => {
    const { code, params: sent = {} } = item
    if (!isLeftOutCode(code)) return item.reason
    const params = { ...sent }
    if (params.field !== undefined) params.field = labels(params.field)
    if (params.fields !== undefined) params.fields = labels(params.fields)
    if (code === 'reference_missing' && params.field === undefined) return t('leftOut.reference_missing.none')
    const needs = { file_too_large: 'megabytes', reference_missing: 'field', record_invalid: 'fields', settings_invalid: 'fields' } as const
    const param = code in needs ? needs[code as keyof typeof needs] : null
    if (param !== null && params[param] === undefined) return item.reason
    return t(`leftOut.${code}`, params)
  }
}

/** How many records an applied plan removes in all (the replace's confirmation names it). */
export const removedCount = (plan: ImportPlan) => Object.values(plan.remove).reduce<number>((sum, count) => sum + count, 0)
