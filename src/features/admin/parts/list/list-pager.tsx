import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import styles from './list.module.css'

interface ListPagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Previous / next over the server's pages. */
export function ListPager({ page, pages, onPage }: ListPagerProps) {
  const t = usePartsT()
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t('list.pages')}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('list.prev')}
      >
        ‹
      </button>
      <span className={styles.pagerText}>{t('list.page', { page, pages })}</span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('list.next')}
      >
        ›
      </button>
    </nav>
  )
}
