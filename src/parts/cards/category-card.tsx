import type { ReactNode } from 'react'
import type { Category } from '@/api/contract/categories'
import { Image } from '@/ui/image'
import { Tappable } from './tappable'
import { leadsOutside, TrailingIcon } from './trailing-icon'
import styles from './category-card.module.css'

export type CategoryCardData = Pick<Category, 'id' | 'title' | 'description' | 'displayType' | 'roadType' | 'image' | 'icon'> & {
  /** A link category's links: the end mark follows where the first leads. */
  links?: Category['links']
}

interface CategoryCardProps {
  category: CategoryCardData
  onOpen?: () => void
  /** Above the fold: load the image eagerly. */
  priority?: boolean
  /** Shown after the title in place of the chevron (a lock, "from 3 December"). */
  mark?: ReactNode
}

const Play = () => (
  <span className={styles.play} aria-hidden="true">
    <svg width="12" height="12" viewBox="0 0 12 12" focusable="false">
      <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
    </svg>
  </span>
)

/** A category in its display type: small_bg / large_bg (image under a dark overlay), no_bg, image. */
export function CategoryCard({ category, onOpen, priority, mark }: CategoryCardProps) {
  const { displayType, image, icon } = category
  if ((displayType === 'small_bg' || displayType === 'large_bg') && image) {
    return (
      <Tappable onTap={onOpen} className={`${styles.bg} ${displayType === 'large_bg' ? styles.largeBg : styles.smallBg}`}>
        <span className={styles.bgImage}>
          <Image src={image.url} alt="" width={16} height={9} cover priority={priority} />
        </span>
        <span className={styles.bgText}>
          <span className={styles.bgTitle}>{category.title}</span>
          {category.description && <span className={styles.bgDescription}>{category.description}</span>}
          {mark}
        </span>
      </Tappable>
    )
  }
  if (displayType === 'image' && image) {
    return (
      <Tappable onTap={onOpen} className={styles.imageCard}>
        <span className={styles.imageBox}>
          <Image src={image.url} alt="" width={2} height={1} cover priority={priority} />
        </span>
        <span className={styles.imageTitle}>
          <span>{category.title}</span>
          {category.roadType === 'video' && <Play />}
          {mark}
        </span>
      </Tappable>
    )
  }
  return (
    <Tappable onTap={onOpen} className={styles.plain}>
      {icon && (
        <span className={styles.icon}>
          <Image src={icon.url} alt="" width={40} height={40} priority={priority} />
        </span>
      )}
      <span className={styles.plainText}>
        <span className={styles.plainTitle}>{category.title}</span>
        {category.description && <span className={styles.plainDescription}>{category.description}</span>}
      </span>
      {mark ??
        (category.roadType === 'video' ? (
          <Play />
        ) : (
          onOpen && <TrailingIcon outside={category.roadType === 'link' && leadsOutside(category.links)} className={styles.chevron} />
        ))}
    </Tappable>
  )
}
