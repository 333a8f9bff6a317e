import type { Material } from '@/api/contract/materials'
import { useAppKey } from '@/session/use-app-key'
import { CreateLink } from '@/features/admin/parts/list/create-link'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { isSchedule } from '@/features/admin/parts/list/list-input'
import { ScheduleBadge } from '@/features/admin/parts/schedule/schedule-badge'
import { AudienceBadge } from '@/features/admin/parts/audience/audience-badge'
import { ScheduleFilter } from '@/features/admin/parts/schedule/schedule-filter'
import { OpensCount } from '@/features/admin/parts/stats/opens-count'
import { useOpens } from '@/features/admin/parts/stats/use-opens'
import { MaterialVisual } from '@/parts/cards/material-visual'
import { useMaterialsT } from './materials-messages'
import { MaterialDeleteText } from './material-delete-text'
import { useMaterialMutations } from './use-material-mutations'
import { useMaterialsList } from './use-materials'

/** SPEC 2 `materials`: the materials, a page at a time, filtered by title and state. */
export function MaterialsListScreen({ search, onSearchChange }: ListScreenProps) {
  const t = useMaterialsT()
  const tp = usePartsT()
  const appKey = useAppKey()
  const query = useMaterialsList(search)
  const mutations = useMaterialMutations()
  const opens = useOpens('material')
  const create = <CreateLink to="/$appKey/admin/materials/create" params={{ appKey }} />
  return (
    <AdminListPage<Material>
      title={t('title')}
      label={t('list')}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <ScheduleFilter
          value={isSchedule(search.schedule) ? search.schedule : undefined}
          onChange={(schedule) => onSearchChange({ ...search, schedule, page: undefined })}
        />
      }
      getTitle={(material) => material.title}
      isActive={(material) => material.isActive}
      setActive={mutations.setActive}
      remove={mutations.remove}
      resource="materials"
      deleteText={(materials) => <MaterialDeleteText materials={materials} />}
      createAction={create}
      emptyTitle={t('empty')}
      emptyText={t('emptyText')}
      edit={(material) => ({ to: '/$appKey/admin/materials/edit/$id', params: { appKey, id: material.id } })}
      row={(material) => ({
        leading: <MaterialVisual material={material} size={40} preferIcon={material.displayType !== 'large'} />,
        meta: (
          <>
            {[tp(`display.${material.displayType}`), material.links.length === 0 && t('noLinks')].filter(Boolean).join(' · ')}
            <OpensCount opens={opens} id={material.id} />
          </>
        ),
        status: (
          <>
            <ScheduleBadge record={material} />
            <AudienceBadge record={material} />
          </>
        ),
      })}
    />
  )
}
