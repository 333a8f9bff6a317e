import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { useToList } from '@/features/admin/parts/form/use-record-edit'
import { MaterialForm } from './material-form'
import { useMaterialsT } from './materials-messages'
import { useMaterialMutations } from './use-material-mutations'

/** SPEC 2 `materials/create`: a new material; after saving, back to the list. */
export function MaterialCreateScreen() {
  const t = useMaterialsT()
  const { create } = useMaterialMutations()
  const toList = useToList('/$appKey/admin/materials')
  return (
    <AdminPage title={t('create')} backTo="/$appKey/admin/materials" backLabel={t('title')} wide>
      <MaterialForm save={create} onSaved={toList} />
    </AdminPage>
  )
}
