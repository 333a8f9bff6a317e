import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { RoleGate } from '@/features/admin/parts/role-screens/role-gate'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { useAdminRole, useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { ExportSection } from './export-section'
import { useHubFileT } from './hub-file-messages'
import { ImportSection } from './import-section'
import { useHubFile } from './use-hub-file'
import styles from './hub-file.module.css'

/**
 * Issue 28: the hub as a file. Editors export; owners import too (an editor sees why not). A backend
 * without GET /admin/export (404) gets the screen's reason instead of its controls.
 */
export function HubFileScreen() {
  const t = useHubFileT()
  return (
    <RoleGate needs="editor" title={t('title')}>
      <HubFile />
    </RoleGate>
  )
}

function HubFile() {
  const t = useHubFileT()
  const tr = useRolesT()
  const role = useAdminRole()
  const owner = useRoleAllows('owner')
  const file = useHubFile()
  const unsupported = file.isError && isUnsupported(file.error)
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={file.isPending}>
      {unsupported ? (
        <EmptyState title={t('unsupported')} message={t('unsupportedText')} />
      ) : (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <QueryState query={file} pending={<Skeleton height={120} radius="var(--radius-l)" />} errorTitle={t('loadFailed')}>
            {(data) => <ExportSection file={data} />}
          </QueryState>
          {owner ? (
            <ImportSection />
          ) : (
            <section className={styles.section} aria-labelledby="hub-import-title">
              <h2 id="hub-import-title" className={styles.sectionTitle}>
                {t('import.title')}
              </h2>
              <p className={styles.text}>{t('import.ownerOnly', { role: tr(`role.${role}`).toLowerCase() })}</p>
            </section>
          )}
        </>
      )}
    </AdminPage>
  )
}
