import { Skeleton } from '@/ui/skeleton'
import styles from '@/features/hub/screen.module.css'

/** Category detail while loading: title, description lines and a few cards. */
export function CategorySkeleton() {
  return (
    <div className={styles.skeletonStack}>
      <Skeleton width="55%" height={29} />
      <Skeleton width="90%" height={16} />
      <Skeleton width="70%" height={16} />
      <Skeleton height={200} radius="var(--radius-l, 16px)" />
      <Skeleton height={64} radius="var(--radius-l, 16px)" />
      <Skeleton height={64} radius="var(--radius-l, 16px)" />
    </div>
  )
}
