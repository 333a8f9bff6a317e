import { EmptyState } from '@/ui/empty-state'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { HubScreen } from '@/features/hub/hub-screen'
import { MaterialList } from '@/features/hub/materials/material-list'
import { ScreenError } from '@/features/hub/screen-error'
import styles from '@/features/hub/screen.module.css'
import { SectionSkeleton } from './section-skeleton'
import { useSection } from './use-section'

/** Section detail (`/$appKey/section/$id`): the section's materials, with the floating button like Home. */
export function SectionScreen({ sectionId }: { sectionId: number }) {
  const t = useMessages(detailMessages)
  const section = useSection(sectionId)

  let body
  if (section.isPending) {
    body = <SectionSkeleton />
  } else if (section.isError) {
    body = <ScreenError error={section.error} onRetry={() => section.refetch()} />
  } else {
    const materials = section.data.materials ?? []
    body = (
      <>
        <h1 className={styles.title}>{section.data.title}</h1>
        {materials.length === 0 ? (
          <EmptyState title={t('section.emptyTitle')} message={t('section.emptyMessage')} />
        ) : (
          <MaterialList materials={materials} label={t('materials.label')} priority />
        )}
      </>
    )
  }
  return (
    <HubScreen withFloatingButton busy={section.isPending}>
      {body}
    </HubScreen>
  )
}
