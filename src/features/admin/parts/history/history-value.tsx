import type { ValuePart } from './history-values'
import styles from './history.module.css'

/** A value drawn as History describes it: words, a swatch beside a colour's code, or an image's thumbnail. */
export function HistoryValue({ part }: { part: ValuePart }) {
  switch (part.kind) {
    case 'text':
      return <>{part.text}</>
    case 'color':
      return (
        <span className={styles.colour}>
          <span className={styles.swatch} style={{ background: part.color }} aria-hidden="true" />
          <span translate="no">{part.color}</span>
        </span>
      )
    case 'image':
      return <img className={styles.thumb} src={part.url} alt={part.alt} width={48} height={48} loading="lazy" />
  }
}
