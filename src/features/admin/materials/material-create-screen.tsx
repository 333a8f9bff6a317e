import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { MaterialForm } from './material-form'
import { useMaterialsT } from './materials-messages'
import { useMaterialMutations } from './use-material-mutations'

/** SPEC 2 `materials/create`: a new material; after saving, back to the list. */
export function MaterialCreateScreen() {
  const t = useMaterialsT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const { create } = useMaterialMutations()
  return (
    <AdminPage title={t('create')} backTo="/$appKey/admin/materials" backLabel={t('title')} wide>
      <MaterialForm save={create} onSaved={() => void navigate({ to: '/$appKey/admin/materials', params: { appKey } })} />
    </AdminPage>
  )
}
