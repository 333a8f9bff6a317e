import { useId, type ReactNode } from 'react'
import styles from './form.module.css'

/** A titled group of fields (DESIGN: "forms in sections"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  )
}
