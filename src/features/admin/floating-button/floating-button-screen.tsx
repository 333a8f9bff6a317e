import type { Button } from '@/api/contract/buttons'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { ButtonFields } from '@/features/admin/parts/button/button-fields'
import { buttonFormSchema, buttonPayload, buttonToForm, newButton } from '@/features/admin/parts/button/button-form-values'
import { Skeleton } from '@/ui/skeleton'
import { useFloatingButtonT } from './floating-button-messages'
import { HomeMock } from './home-mock'
import { useFloatingCandidates } from './use-floating-candidates'
import styles from './floating-button.module.css'

/** floatting-button (SPEC 2, surface layout): the button Home shows, edited with a live preview on a Home mock. */
export function FloatingButtonScreen() {
  const t = useFloatingButtonT()
  const edit = useRecordEdit({
    resource: 'buttons',
    query: useFloatingCandidates(),
    recordOf: ({ edited }) => edited,
    listTo: '/$appKey/admin',
  })
  return (
    <EditScreen
      edit={edit}
      title={t('title')}
      errorTitle={t('loadFailed')}
      pending={<Skeleton height={320} radius="var(--radius-l)" />}
      layout="surface"
      wide
      intro={({ all, shown }) => <WhichButton all={all} shown={shown} />}
    >
      {(_, button) => <FloatingButtonForm button={button} />}
    </EditScreen>
  )
}

/** Which button visitors see and why, when several are marked for Home (or none is shown). */
function WhichButton({ all, shown }: { all: readonly Button[]; shown: Button | null }) {
  const t = useFloatingButtonT()
  if (all.length === 0) return <p className={styles.explain}>{t('none')}</p>
  if (!shown)
    return (
      <p className={styles.explain} role="status">
        {t('noneActive')}
      </p>
    )
  const others = all.filter((button) => button.id !== shown.id)
  return (
    <section className={styles.explain} aria-label={t('shown', { text: shown.text })}>
      <p>
        <strong>{t('shown', { text: shown.text })}</strong>
      </p>
      {others.length > 0 && (
        <>
          <p>{t('why', { count: others.length })}</p>
          <ul>
            {others.map((button) => (
              <li key={button.id}>
                {t('other', { text: button.text, id: button.id, state: button.isActive ? t('otherLater') : t('otherHidden') })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** `button`: as the admin reads it, with its `version` (sent with the update). */
function FloatingButtonForm({ button }: { button: (Button & { version?: number }) | null }) {
  const t = useFloatingButtonT()
  const invalidate = useInvalidate((u) => [u.admin.buttons, u.buttons, u.admin.popups])
  const create = trpc.admin.buttons.create.useMutation({ onSuccess: invalidate })
  const update = trpc.admin.buttons.update.useMutation({ onSuccess: invalidate })
  return (
    <AdminForm
      schema={buttonFormSchema}
      record={formRecord('buttons', button, buttonToForm, () => ({ ...newButton(), isToMain: true }))}
      onSubmit={(values, version) => {
        const payload = { ...buttonPayload(values), isToMain: true }
        return values.id === undefined ? create.mutateAsync(payload) : update.mutateAsync({ ...payload, id: values.id, version })
      }}
      savedMessage={button ? undefined : t('created')}
      label={t('form')}
      preview={<HomeMock />}
    >
      <FormSection title={t('form')}>
        <ButtonFields path="" hideToMain />
      </FormSection>
    </AdminForm>
  )
}
