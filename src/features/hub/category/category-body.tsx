import type { Category } from '@/api/contract/categories'
import { AsyncButton } from '@/ui/states/async-button'
import { EmptyState } from '@/ui/states/empty-state'
import { useOpenCategory } from '@/features/hub/categories/use-open-category'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { linkDestination } from '@/features/hub/links/link-destination'
import { MaterialList } from '@/features/hub/materials/material-list'
import { FilteredSectionList } from '@/features/hub/section/filtered-section-list'
import { SectionList } from '@/features/hub/section/section-list'
import { CategoryHeader } from './category-header'
import { SubcategoryAccordion } from './subcategory-accordion'
import styles from './category.module.css'

/** Category detail by road type: materials, subcategories, sections; link and video get a card with an action. */
export function CategoryBody({ category }: { category: Category }) {
  const t = useMessages(detailMessages)
  const openCategory = useOpenCategory()
  const empty = <EmptyState title={t('category.emptyTitle')} message={t('category.emptyMessage')} />

  switch (category.roadType) {
    case 'material': {
      const materials = category.materials ?? []
      return (
        <>
          <CategoryHeader category={category} />
          {materials.length > 0 ? (
            <MaterialList materials={materials} label={t('materials.label')} priority screen={{ screen: 'category', id: category.id }} />
          ) : (
            empty
          )}
        </>
      )
    }
    case 'subcategories': {
      const subcategories = category.subcategories ?? []
      return (
        <>
          <CategoryHeader category={category} card />
          {subcategories.length > 0 ? <SubcategoryAccordion subcategories={subcategories} /> : empty}
        </>
      )
    }
    case 'section': {
      const sections = category.sections ?? []
      return (
        <>
          <CategoryHeader category={category} />
          {sections.length === 0 ? (
            empty
          ) : category.sectionDisplayType === 'filter' ? (
            <FilteredSectionList sections={sections} label={category.title} />
          ) : (
            <SectionList sections={sections} label={category.title} />
          )}
        </>
      )
    }
    case 'link':
    case 'video': {
      const isVideo = category.roadType === 'video'
      const canOpen = isVideo ? !!category.video : hasOpenableLink(category.links)
      const destination = isVideo ? null : linkDestination(category.links[0])
      // One finished card: icon or image, title, description, where it leads and the way to open it.
      return (
        <>
          <CategoryHeader category={category} card withIcon>
            {canOpen && (
              <>
                {destination && <p className={styles.destination}>{destination}</p>}
                <AsyncButton block onClick={() => openCategory(category)}>
                  {isVideo ? t('video.play') : t('common.open')}
                </AsyncButton>
              </>
            )}
          </CategoryHeader>
          {!canOpen && !category.description && empty}
        </>
      )
    }
  }
}
