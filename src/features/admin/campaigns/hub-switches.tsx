import { trpc } from '@/api/trpc'
import { useErrorText } from '@/i18n/error-messages'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { Switch, SwitchRow } from '@/features/admin/parts/field-frame/switch-field'
import { useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useSharingSettings } from '@/features/admin/parts/sharing/use-sharing'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { useCampaignsT } from './campaigns-messages'
import styles from './campaigns.module.css'

type SwitchName = 'sharingEnabled' | 'homeScreenSuggestion'

/**
 * The hub's issue 26 switches (`PUT /admin/navigation`): visitors may share, and regulars are offered
 * the home-screen shortcut. A backend without the settings (404), or without these fields: a line
 * saying so, no switches.
 */
export function HubSwitches() {
  const t = useCampaignsT()
  const notify = useNotify()
  const errorText = useErrorText()
  const utils = trpc.useUtils()
  const settings = useSharingSettings()
  const save = trpc.admin.navigation.update.useMutation({ onSettled: () => utils.admin.navigation.invalidate() })
  const data = settings.data
  // The hub's settings are the owner's (issue 28); other roles see them, switched off.
  const mayChange = useRoleAllows('owner')
  if ((settings.isError && isUnsupported(settings.error)) || (data && data.sharingEnabled === undefined)) {
    return <p className={fields.hint}>{t('switchesUnsupported')}</p>
  }
  if (!data) return null
  const toggle = (name: SwitchName, value: boolean) =>
    save.mutateAsync({ botUsername: data.botUsername, appShortName: data.appShortName, [name]: value }).then(
      () => notify('success', t('switchesSaved')),
      (error: unknown) => notify('error', t('saveFailed', { reason: errorText(error) })),
    )
  const row = (name: SwitchName, label: string, hint: string) => (
    <SwitchRow id={`hub-${name}`} label={label} hint={hint}>
      <Switch
        id={`hub-${name}`}
        checked={data[name] !== false}
        disabled={save.isPending || !mayChange}
        onChange={(checked) => void toggle(name, checked)}
      />
    </SwitchRow>
  )
  return (
    <section aria-labelledby="hub-switches-title" className={styles.box}>
      <h2 id="hub-switches-title" className={styles.heading}>
        {t('switchesTitle')}
      </h2>
      {row('sharingEnabled', t('sharingEnabled'), t('sharingEnabledHint'))}
      {row('homeScreenSuggestion', t('homeScreen'), t('homeScreenHint'))}
    </section>
  )
}
