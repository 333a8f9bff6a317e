import { EmptyState } from '@/ui/states/empty-state'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { HubScreen } from '@/features/hub/hub-screen'
import { MaterialList } from '@/features/hub/materials/material-list'
import { isOfflineRead } from '@/features/hub/offline/offline'
import { OfflineNote, OfflineState } from '@/features/hub/offline/offline-views-lazy'
import { ScreenError } from '@/features/hub/screen-error'
import styles from '@/features/hub/screen.module.css'
import { SectionSkeleton } from './section-skeleton'
import { useSection } from './use-section'

/** Section detail (`/$appKey/section/$id`): the section's materials, with the floating button like Home. */
export function SectionScreen({ sectionId }: { sectionId: number }) {
  const t = useMessages(detailMessages)
  const section = useSection(sectionId)

  const offline = isOfflineRead(section)
  let body
  if (section.data === undefined && offline) {
    body = <OfflineState onRetry={() => section.refetch()} />
  } else if (section.isPending) {
    body = <SectionSkeleton />
  } else if (section.data === undefined) {
    body = <ScreenError error={section.error} onRetry={() => section.refetch()} />
  } else {
    const materials = section.data.materials ?? []
    body = (
      <>
        <OfflineNote show={offline} />
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
