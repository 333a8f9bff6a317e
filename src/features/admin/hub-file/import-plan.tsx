import type { ImportPlan } from '@/api/contract/hub-document'
import { HUB_RESOURCES } from './hub-resources'
import { useHubFileT } from './hub-file-messages'
import styles from './hub-file.module.css'

const COLUMNS = ['create', 'update', 'remove'] as const

/** The plan of an import, readably: per part of the hub, how many records are added, changed and removed; then what stays out and why. */
export function ImportPlanView({ plan }: { plan: ImportPlan }) {
  const t = useHubFileT()
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
                {t(`resource.${item.resource}`)} «{item.title}»: {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** How many records an applied plan removes in all (the replace's confirmation names it). */
export const removedCount = (plan: ImportPlan) => Object.values(plan.remove).reduce<number>((sum, count) => sum + count, 0)
