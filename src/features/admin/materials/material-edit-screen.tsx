import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { MaterialForm } from './material-form'
import { useMaterialsT } from './materials-messages'
import { useMaterialMutations } from './use-material-mutations'
import { useMaterial } from './use-materials'

/** SPEC 2 `materials/edit/{id}`: the material's form, filled; after saving, back to the list. */
export function MaterialEditScreen({ id }: { id: number }) {
  const t = useMaterialsT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const query = useMaterial(id)
  const { update } = useMaterialMutations()
  const title = query.data ? t('edit', { title: query.data.title }) : t('editLoading', { id })
  return (
    <AdminPage title={title} backTo="/$appKey/admin/materials" backLabel={t('title')} wide busy={query.isPending}>
      {/* Above the form: the form's save bar stays at the screen's bottom down to the form's end. */}
      {query.data && <LazyHistoryPanel resource="materials" recordId={id} />}
      <QueryState
        query={query}
        pending={<Skeleton height={320} radius="var(--radius-l)" />}
        errorTitle={t('loadFailed')}
        listTo="/$appKey/admin/materials"
        listTitle={t('title')}
      >
        {(material) => (
          <MaterialForm
            key={material.id}
            material={material}
            version={material.version}
            save={(payload, version) => update(id, payload, version)}
            onSaved={() => void navigate({ to: '/$appKey/admin/materials', params: { appKey } })}
          />
        )}
      </QueryState>
    </AdminPage>
  )
}
