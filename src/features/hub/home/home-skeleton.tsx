import { Skeleton } from '@/ui/skeleton'
import styles from '@/features/hub/screen.module.css'

/** Home's shape while loading: a banner and category cards of the usual heights. */
export function BannerSkeleton() {
  return <Skeleton height="auto" radius="var(--radius-l, 16px)" className={styles.bannerSkeleton} />
}

export function CategoryListSkeleton() {
  return (
    <div className={styles.skeletonStack}>
      <Skeleton height={100} radius="var(--radius-l, 16px)" />
      <Skeleton height={200} radius="var(--radius-l, 16px)" />
      <Skeleton height={64} radius="var(--radius-l, 16px)" />
      <Skeleton height={64} radius="var(--radius-l, 16px)" />
    </div>
  )
}
