import type { ReactNode } from 'react'
import type { Category } from '@/api/contract/categories'
import { Image } from '@/ui/image'
import styles from './category.module.css'

interface CategoryHeaderProps {
  category: Pick<Category, 'title' | 'description' | 'descriptionAlign' | 'image'> & Partial<Pick<Category, 'icon'>>
  /** The card form (image, title, description) used above subcategories and for link and video categories. */
  card?: boolean
  /** In the card without an image, the category's icon above the title (link and video categories). */
  withIcon?: boolean
  /** In the card, under the text: where a link leads and the button that opens it. */
  children?: ReactNode
}

/**
 * The category's title and description (in its alignment); as a card it also shows the image, or
 * the category's icon when it has no image (`withIcon`), and `children` (link and video categories' action).
 */
export function CategoryHeader({ category, card, withIcon, children }: CategoryHeaderProps) {
  const align = category.descriptionAlign === 'center' ? styles.center : undefined
  const image = card && category.image
  const icon = card && withIcon && !image && category.icon
  return (
    <header className={[styles.header, card && styles.headerCard].filter(Boolean).join(' ')}>
      {image && (
        <span className={styles.headerImage}>
          <Image src={image.url} alt="" width={2} height={1} cover priority fetchPriority="high" />
        </span>
      )}
      <div className={styles.headerText}>
        {icon && (
          <span className={[styles.headerIcon, align].filter(Boolean).join(' ')}>
            <Image src={icon.url} alt="" width={32} height={32} priority />
          </span>
        )}
        <h1 className={[styles.title, align].filter(Boolean).join(' ')}>{category.title}</h1>
        {category.description && <p className={[styles.description, align].filter(Boolean).join(' ')}>{category.description}</p>}
        {children && <div className={styles.headerAction}>{children}</div>}
      </div>
    </header>
  )
}
