import { Skeleton } from '@/ui/skeleton'
import styles from '@/features/hub/screen.module.css'

/** Section detail while loading: its title and a few material cards. */
export function SectionSkeleton() {
  return (
    <div className={styles.skeletonStack}>
      <Skeleton width="60%" height={29} />
      <Skeleton height={260} radius="var(--radius-l, 16px)" />
      <Skeleton height={60} radius="var(--radius-l, 16px)" />
      <Skeleton height={60} radius="var(--radius-l, 16px)" />
    </div>
  )
}
