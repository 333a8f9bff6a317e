import type { Section } from '@/api/contract/sections'
import { Tappable } from '@/parts/cards/tappable'
import { Chevron } from '@/ui/chevron'
import styles from './section-list.module.css'
import { canOpenSection, useOpenSection } from './use-open-section'

const External = () => (
  <svg className={styles.icon} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path
      d="M5 2H2v10h10V9M8 2h4v4M12 2L6 8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** A category's sections as rows: material sections lead to section detail, link sections open their link. */
export function SectionList({ sections, label }: { sections: readonly Section[]; label?: string }) {
  const openSection = useOpenSection()
  return (
    <ul className={styles.list} aria-label={label}>
      {sections.map((section) => (
        <li key={section.id}>
          <Tappable className={styles.row} onTap={canOpenSection(section) ? () => openSection(section) : undefined}>
            <span className={styles.title}>{section.title}</span>
            {section.roadType === 'material' ? <Chevron className={styles.icon} /> : <External />}
          </Tappable>
        </li>
      ))}
    </ul>
  )
}
