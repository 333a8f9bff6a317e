import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { MaterialForm } from './material-form'
import { useMaterialsT } from './materials-messages'
import { useMaterialMutations } from './use-material-mutations'

/** SPEC 2 `materials/create`: a new material; after saving, back to the list. */
export function MaterialCreateScreen() {
  const t = useMaterialsT()
  const { create } = useMaterialMutations()
  const edit = useRecordEdit({ resource: 'materials', listTo: '/$appKey/admin/materials' })
  return (
    <EditScreen edit={edit} title={t('create')} listTitle={t('title')} errorTitle={t('loadFailed')} pending={null} wide>
      {() => <MaterialForm save={create} onSaved={edit.onSaved} />}
    </EditScreen>
  )
}
