import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { Skeleton } from '@/ui/skeleton'
import { MaterialForm } from './material-form'
import { useMaterialsT } from './materials-messages'
import { useMaterialMutations } from './use-material-mutations'
import { useMaterial } from './use-materials'

/** SPEC 2 `materials/edit/{id}`: the material's form, filled; after saving, back to the list. */
export function MaterialEditScreen({ id }: { id: number }) {
  const t = useMaterialsT()
  const { update } = useMaterialMutations()
  const edit = useRecordEdit({ resource: 'materials', query: useMaterial(id), listTo: '/$appKey/admin/materials' })
  return (
    <EditScreen
      edit={edit}
      title={(material) => t('edit', { title: material.title })}
      loadingTitle={t('editLoading', { id })}
      listTitle={t('title')}
      errorTitle={t('loadFailed')}
      pending={<Skeleton height={320} radius="var(--radius-l)" />}
      wide
    >
      {(material) => (
        <MaterialForm
          key={material.id}
          material={material}
          save={(payload, version) => update(id, payload, version)}
          onSaved={edit.onSaved}
        />
      )}
    </EditScreen>
  )
}
