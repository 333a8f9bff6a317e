import type { Section } from '@/api/contract/sections'
import { Tappable } from '@/parts/cards/tappable'
import { leadsOutside, TrailingIcon } from '@/parts/cards/trailing-icon'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import styles from './section-list.module.css'
import { canOpenSection, useOpenSection } from './use-open-section'

/** A category's sections as rows: material sections lead to section detail, link sections open their link. */
export function SectionList({ sections, label }: { sections: readonly Section[]; label?: string }) {
  const openSection = useOpenSection()
  return (
    <ul className={styles.list} aria-label={label}>
      {sections.map((section) => (
        <li key={section.id}>
          <Tappable className={styles.row} onTap={canOpenSection(section) ? () => openSection(section) : undefined}>
            <span className={styles.title}>{section.title}</span>
            {itemMarkOf(section) ?? (
              <TrailingIcon outside={section.roadType === 'link' && leadsOutside(section.links)} className={styles.icon} />
            )}
          </Tappable>
        </li>
      ))}
    </ul>
  )
}
