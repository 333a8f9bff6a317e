import { EmptyState } from '@/ui/states/empty-state'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { HubScreen } from '@/features/hub/hub-screen'
import { MaterialList } from '@/features/hub/materials/material-list'
import { ReadState } from '@/features/hub/read-state'
import { ScreenError } from '@/features/hub/screen-error'
import styles from '@/features/hub/screen.module.css'
import { ShareSlot } from '@/features/hub/share/share-slot'
import { SectionSkeleton } from './section-skeleton'
import { useSection } from './use-section'

/** Section detail (`/$appKey/section/$id`): the section's materials, with the floating button like Home. */
export function SectionScreen({ sectionId }: { sectionId: number }) {
  const t = useMessages(detailMessages)
  const section = useSection(sectionId)
  return (
    <HubScreen withFloatingButton busy={section.isPending}>
      <ReadState read={section} skeleton={<SectionSkeleton />} error={ScreenError}>
        {({ id, title, shareable, materials = [] }) => (
          <>
            <h1 className={styles.title}>{title}</h1>
            {materials.length === 0 ? (
              <EmptyState title={t('section.emptyTitle')} message={t('section.emptyMessage')} />
            ) : (
              <MaterialList materials={materials} label={t('materials.label')} priority screen={{ screen: 'section', id }} />
            )}
            <ShareSlot target="section" id={id} title={title} screen={{ screen: 'section', id }} shareable={shareable} />
          </>
        )}
      </ReadState>
    </HubScreen>
  )
}
