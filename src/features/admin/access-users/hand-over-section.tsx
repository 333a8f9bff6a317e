import { useState } from 'react'
import type { Admin } from '@/api/contract/admins'
import { AsyncButton } from '@/ui/states/async-button'
import { OptionList } from '@/features/admin/parts/controls/option-list'
import { useConfirm } from '@/features/admin/parts/shell/confirm'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { useRoleScreensT } from '@/features/admin/parts/role-screens/role-screens-messages'
import { useAccessUsersT } from './access-users-messages'
import styles from './access-users.module.css'

type MyRole = 'editor' | 'analyst'

/**
 * Issue 28: an owner hands the hub over to another admin, confirmed: they become an owner and the
 * owner takes the role chosen here, in one write (the hub never goes without an owner).
 */
export function HandOverSection({
  admin,
  onDone,
  handOver,
}: {
  admin: Admin
  onDone: () => void
  handOver: (admin: Admin, role: MyRole) => Promise<unknown>
}) {
  const t = useAccessUsersT()
  const tr = useRolesT()
  const ts = useRoleScreensT()
  const confirm = useConfirm()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const [myRole, setMyRole] = useState<MyRole>('editor')
  const run = async () => {
    const sure = await confirm({
      title: t('handOver.confirmTitle', { name: admin.name }),
      message: t('handOver.confirmText', { role: tr(`role.${myRole}`).toLowerCase() }),
      confirmLabel: t('handOver.action'),
    })
    if (!sure) return
    try {
      await handOver(admin, myRole)
      notify('success', t('handOver.done', { name: admin.name }))
      onDone()
    } catch (error) {
      notify('error', t('handOver.failed', { reason: errorText(error) }))
    }
  }
  return (
    <section className={styles.handOver} aria-labelledby="hand-over-title">
      <h2 id="hand-over-title" className={styles.handOverTitle}>
        {t('handOver.title')}
      </h2>
      <p className={styles.intro}>{t('handOver.text', { name: admin.name })}</p>
      <OptionList
        legend={t('handOver.myRole')}
        name="hand-over-role"
        options={(['editor', 'analyst'] as const).map((role) => ({ value: role, label: tr(`role.${role}`), hint: ts(`may.${role}`) }))}
        value={myRole}
        onChange={setMyRole}
      />
      <AsyncButton variant="secondary" onClick={run}>
        {t('handOver.action')}
      </AsyncButton>
    </section>
  )
}
