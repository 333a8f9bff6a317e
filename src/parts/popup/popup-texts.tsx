import type { PopupText } from '@/api/contract/texts'
import styles from './popup-sheet.module.css'

/** Plain paragraphs and bullet lists, each aligned left or centre. */
export function PopupTexts({ texts }: { texts: readonly PopupText[] }) {
  return texts.map((text, index) => {
    const center = text.alignmentType === 'center' ? styles.center : undefined
    if (text.kind === 'bullets') {
      const items = [...text.items].sort((a, b) => a.order - b.order)
      return (
        <ul key={text.id || `new-${String(index)}`} className={[styles.bullets, center].filter(Boolean).join(' ')}>
          {items.map((item, i) => (
            <li key={item.id || `new-${String(i)}`}>{item.value}</li>
          ))}
        </ul>
      )
    }
    if (!text.text) return null
    return (
      <p key={text.id || `new-${String(index)}`} className={[styles.text, center].filter(Boolean).join(' ')}>
        {text.text}
      </p>
    )
  })
}
