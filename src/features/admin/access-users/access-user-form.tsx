import { z } from 'zod'
import { adminInput, telegramId, type Admin, type AdminInput } from '@/api/contract/admins'
import { messages } from '@/api/contract/messages'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { useRoleScreensT } from '@/features/admin/parts/role-screens/role-screens-messages'
import { useAccessUsersT } from './access-users-messages'
import styles from './access-users.module.css'

/**
 * The contract's rules (the username's too: a leading @ dropped), with the id typed as text in the box.
 * Issue 28: a @username alone will do (the server finds the user's id); the numeric id is the fallback.
 */
export const accessUserForm = adminInput
  .extend({
    telegramId: z
      .string()
      .trim()
      .regex(/^\d*$/, messages.telegramId)
      .transform((value) => (value === '' ? null : Number(value)))
      .pipe(telegramId.nullable()),
  })
  .superRefine((values, context) => {
    if (values.telegramId === null && values.username === null)
      context.addIssue({ code: 'custom', path: ['username'], message: messages.telegramIdOrUsername })
  })
type FormInput = z.input<typeof accessUserForm>

const toForm = (admin: Admin): FormInput => ({
  telegramId: String(admin.telegramId),
  name: admin.name,
  username: admin.username,
  email: admin.email,
  role: admin.role,
})

interface AccessUserFormProps {
  /** Absent: a new access user. As read, with its `version` (sent with the update, so a newer save elsewhere is caught). */
  admin?: Admin & { version?: number }
  /** The signed-in admin's own record: the id is shown, not edited (changing it would lock them out). */
  own?: boolean
  /** The backend has roles (POST /auth answered one): the role is chosen here. Without, every admin is an owner. */
  withRoles: boolean
  save: (payload: AdminInput, version: number | undefined) => Promise<Admin>
  onSaved?: (admin: Admin) => void
}

/** An access user: @username or the messenger user id, name (required), email, and the role. */
export function AccessUserForm({ admin, own, withRoles, save, onSaved }: AccessUserFormProps) {
  const t = useAccessUsersT()
  const tr = useRolesT()
  const ts = useRoleScreensT()
  const roles = (['owner', 'editor', 'analyst'] as const).map((role) => ({
    value: role,
    label: tr(`role.${role}`),
    hint: ts(`may.${role}`),
  }))
  return (
    <AdminForm<FormInput, z.output<typeof accessUserForm>, Admin>
      label={admin ? t('edit', { name: admin.name }) : t('create')}
      schema={accessUserForm}
      record={formRecord('admins', admin, toForm, (): FormInput => ({
        telegramId: '',
        name: '',
        username: null,
        email: null,
        role: withRoles ? 'editor' : undefined,
      }))}
      onSubmit={(values, sentVersion) => save(withRoles ? values : { ...values, role: undefined }, sentVersion)}
      onSaved={onSaved}
      submitLabel={admin ? undefined : t('saveCreate')}
      savedMessage={admin ? t('saved') : t('created')}
    >
      <FormSection title={t('section.who')}>
        <TextField
          name="username"
          label={t('field.username')}
          hint={admin ? t('field.usernameHint') : t('field.usernameFirstHint')}
          maxLength={65}
          emptyAsNull
        />
        {own && admin ? (
          <div>
            <p className={styles.rowTitle}>
              {t('field.telegramId')}: {admin.telegramId}
            </p>
            <p className={styles.ownNote}>{t('field.telegramIdOwn')}</p>
          </div>
        ) : (
          <TextField name="telegramId" label={t('field.telegramId')} hint={t('field.telegramIdHint')} inputMode="numeric" maxLength={16} />
        )}
        <TextField name="name" label={t('field.name')} required maxLength={200} />
        <TextField name="email" label={t('field.email')} inputMode="email" maxLength={200} emptyAsNull />
      </FormSection>
      {withRoles && (
        <FormSection title={t('section.role')}>
          <ChoiceField name="role" label={t('field.role')} hint={t('field.roleHint')} options={roles} />
        </FormSection>
      )}
    </AdminForm>
  )
}
