import type { Category } from '@/api/contract/categories'
import { Image } from '@/ui/image'
import styles from './category.module.css'

interface CategoryHeaderProps {
  category: Pick<Category, 'title' | 'description' | 'descriptionAlign' | 'image'>
  /** The card form (image, title, description) used above subcategories and for link and video categories. */
  card?: boolean
}

/** The category's title and description (in its alignment); as a card it also shows the image. */
export function CategoryHeader({ category, card }: CategoryHeaderProps) {
  const align = category.descriptionAlign === 'center' ? styles.center : undefined
  const image = card && category.image
  return (
    <header className={[styles.header, card && styles.headerCard].filter(Boolean).join(' ')}>
      {image && (
        <span className={styles.headerImage}>
          <Image src={image.url} alt="" width={2} height={1} cover priority fetchPriority="high" />
        </span>
      )}
      <div className={styles.headerText}>
        <h1 className={[styles.title, align].filter(Boolean).join(' ')}>{category.title}</h1>
        {category.description && <p className={[styles.description, align].filter(Boolean).join(' ')}>{category.description}</p>}
      </div>
    </header>
  )
}
