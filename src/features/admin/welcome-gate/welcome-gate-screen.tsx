import { useController } from 'react-hook-form'
import { welcomeGateInput, type WelcomeGate } from '@/api/contract/welcome-gate'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { OptionList } from '@/features/admin/parts/controls/option-list'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { useFieldLabel } from '@/features/admin/parts/field-frame/field-labels'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { Skeleton } from '@/ui/skeleton'
import { GateLinksField } from './gate-links-field'
import { GatePreview } from './gate-preview'
import { useWelcomeGateT } from './welcome-gate-messages'
import { gateRecord, gateToForm, type GateForm } from './welcome-gate-values'
import styles from './welcome-gate.module.css'

/**
 * `/$appKey/admin/welcome-gate` (issue 27): the gate a join request to the hub's channel opens instead
 * of Home, with its live preview, History, drafts and edit conflicts. Every role reads it; only the
 * owner saves it (the operations table). A backend without it (404): the capability's notice.
 */
export function WelcomeGateScreen() {
  const t = useWelcomeGateT()
  const edit = useRecordEdit({
    resource: 'welcomeGate',
    query: trpc.admin.welcomeGate.get.useQuery(undefined, { retry: retryUnlessUnsupported }),
    recordOf: gateRecord,
    listTo: '/$appKey/admin',
  })
  return (
    <EditScreen
      edit={edit}
      title={t('title')}
      errorTitle={t('loadFailed')}
      capability="welcomeGate"
      pending={<Skeleton height={320} radius="var(--radius-l)" />}
      intro={() => <p className={styles.intro}>{t('intro')}</p>}
    >
      {(_, gate) => gate && <WelcomeGateForm gate={gate} />}
    </EditScreen>
  )
}

function WelcomeGateForm({ gate }: { gate: WelcomeGate & { id: number } }) {
  const t = useWelcomeGateT()
  const invalidate = useInvalidate((utils) => [utils.admin.welcomeGate])
  const update = trpc.admin.welcomeGate.update.useMutation({ onSuccess: invalidate })
  return (
    <AdminForm
      label={t('form')}
      schema={welcomeGateInput}
      record={formRecord('welcomeGate', gate, gateToForm, () => gateToForm(gate))}
      onSubmit={(values, version) => update.mutateAsync({ ...values, version })}
      savedMessage={t('saved')}
      preview={<GatePreview />}
    >
      <FormSection title={t('section.gate')}>
        <SwitchField name="enabled" label={t('enabled')} hint={t('enabledHint')} />
        <TextField name="title" label={t('gateTitle')} maxLength={200} />
        <TextField name="text" label={t('gateText')} hint={t('gateTextHint')} multiline rows={6} maxLength={4000} />
      </FormSection>
      <FormSection title={t('section.links')}>
        <GateLinksField />
      </FormSection>
      <FormSection title={t('section.answer')}>
        <SwitchField name="requireAccept" label={t('requireAccept')} hint={t('requireAcceptHint')} />
        <NotNowField />
      </FormSection>
    </AdminForm>
  )
}

/** What "Not now" answers Telegram: the gate's two choices, each with what it means. */
function NotNowField() {
  const t = useWelcomeGateT()
  const { field } = useController<GateForm, 'notNow'>({ name: 'notNow' })
  useFieldLabel('notNow', t('notNow'))
  return (
    <OptionList
      legend={t('notNow')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      options={[
        { value: 'queue', label: t('notNow.queue'), hint: t('notNow.queueHint') },
        { value: 'decline', label: t('notNow.decline'), hint: t('notNow.declineHint') },
      ]}
    />
  )
}
