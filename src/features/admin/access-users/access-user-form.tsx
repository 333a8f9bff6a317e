import { z } from 'zod'
import { adminInput, telegramId, type Admin, type AdminInput } from '@/api/contract/admins'
import { messages } from '@/api/contract/messages'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { useAccessUsersT } from './access-users-messages'
import styles from './access-users.module.css'

/** The contract's rules (the username's too: a leading @ dropped), with the id typed as text in the box. */
export const accessUserForm = adminInput.extend({
  telegramId: z.string().trim().min(1).regex(/^\d+$/, messages.telegramId).transform(Number).pipe(telegramId),
})
type FormInput = z.input<typeof accessUserForm>

const toForm = (admin: Admin): FormInput => ({
  telegramId: String(admin.telegramId),
  name: admin.name,
  username: admin.username,
  email: admin.email,
})

const emptyForm = (): FormInput => ({ telegramId: '', name: '', username: null, email: null })

interface AccessUserFormProps {
  /** Absent: a new access user. As read, with its `version` (sent with the update, so a newer save elsewhere is caught). */
  admin?: Admin & { version?: number }
  /** The signed-in admin's own record: the id is shown, not edited (changing it would lock them out). */
  own?: boolean
  save: (payload: AdminInput, version: number | undefined) => Promise<Admin>
  onSaved?: (admin: Admin) => void
}

/** An access user: the messenger user id (required, digits), name (required), username and email. */
export function AccessUserForm({ admin, own, save, onSaved }: AccessUserFormProps) {
  const t = useAccessUsersT()
  return (
    <AdminForm<FormInput, z.output<typeof accessUserForm>, Admin>
      label={admin ? t('edit', { name: admin.name }) : t('create')}
      schema={accessUserForm}
      record={formRecord('admins', admin, toForm, emptyForm)}
      onSubmit={save}
      onSaved={onSaved}
      submitLabel={admin ? undefined : t('saveCreate')}
      savedMessage={admin ? t('saved') : t('created')}
    >
      <FormSection title={t('section.who')}>
        {own && admin ? (
          <div>
            <p className={styles.rowTitle}>
              {t('field.telegramId')}: {admin.telegramId}
            </p>
            <p className={styles.ownNote}>{t('field.telegramIdOwn')}</p>
          </div>
        ) : (
          <TextField
            name="telegramId"
            label={t('field.telegramId')}
            hint={t('field.telegramIdHint')}
            required
            inputMode="numeric"
            maxLength={16}
          />
        )}
        <TextField name="name" label={t('field.name')} required maxLength={200} />
        <TextField name="username" label={t('field.username')} hint={t('field.usernameHint')} maxLength={65} emptyAsNull />
        <TextField name="email" label={t('field.email')} inputMode="email" maxLength={200} emptyAsNull />
      </FormSection>
    </AdminForm>
  )
}
