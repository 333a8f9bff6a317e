import { Link } from '@tanstack/react-router'
import { useState, type SyntheticEvent } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { shareLink } from '@/api/contract/plain/start-param'
import { trpc } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { UnsupportedNotice } from '@/features/admin/parts/capability/unsupported-notice'
import { useAdminErrorText, useFieldMessageText } from '@/features/admin/parts/shell/parts-messages'
import { useSharingT } from './sharing-messages'
import { useSharingSettings } from './use-sharing'
import styles from './sharing.module.css'

/**
 * "Links to the hub" on the admin index: the bot username and the mini app's short name that
 * `t.me` links are made of (`PUT /admin/navigation`). A backend without them (404): a line saying so.
 */
export function SharingSection() {
  const settings = useSharingSettings()
  if (settings.isError && isUnsupported(settings.error))
    return <UnsupportedNotice capability="sharing" variant="note" id="sharing" className={fields.hint} />
  if (!settings.data) return null
  return <SharingForm key={`${settings.data.botUsername ?? ''}/${settings.data.appShortName ?? ''}`} initial={settings.data} />
}

function SharingForm({ initial }: { initial: { botUsername: string | null; appShortName: string | null } }) {
  const t = useSharingT()
  const appKey = useAppKey()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const fieldText = useFieldMessageText()
  const utils = trpc.useUtils()
  const save = trpc.admin.navigation.update.useMutation({ onSuccess: () => utils.admin.navigation.invalidate() })
  const [botUsername, setBotUsername] = useState(initial.botUsername ?? '')
  const [appShortName, setAppShortName] = useState(initial.appShortName ?? '')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    setErrors({})
    save.mutateAsync({ botUsername: botUsername.trim() || null, appShortName: appShortName.trim() || null }).then(
      () => notify('success', t('saved')),
      (error: unknown) => {
        const fieldErrors = apiErrorOf(error)?.fieldErrors ?? {}
        setErrors(fieldErrors)
        if (Object.keys(fieldErrors).length === 0) notify('error', t('saveFailed', { reason: errorText(error) }))
      },
    )
  }
  const link = shareLink({ botUsername: initial.botUsername, appShortName: initial.appShortName }, appKey)
  const field = (name: 'botUsername' | 'appShortName', value: string, set: (next: string) => void) => {
    const message = errors[name]?.[0]
    const error = message === undefined ? undefined : fieldText(message)
    return (
      <div className={fields.field}>
        <label htmlFor={`sharing-${name}`} className={fields.label}>
          {t(name)}
        </label>
        <input
          id={`sharing-${name}`}
          className={fields.input}
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`sharing-${name}-hint${error ? ` sharing-${name}-error` : ''}`}
          onChange={(event) => set(event.target.value)}
        />
        <span id={`sharing-${name}-hint`} className={fields.hint}>
          {t(name === 'botUsername' ? 'botUsernameHint' : 'appShortNameHint')}
        </span>
        {error && (
          <span id={`sharing-${name}-error`} className={fields.error}>
            {error}
          </span>
        )}
      </div>
    )
  }
  return (
    <form id="sharing" className={styles.form} aria-labelledby="sharing-title" onSubmit={submit}>
      <h2 id="sharing-title" className={styles.heading}>
        {t('sectionTitle')}
      </h2>
      <p className={fields.hint}>{t('sectionIntro')}</p>
      {field('botUsername', botUsername, setBotUsername)}
      {field('appShortName', appShortName, setAppShortName)}
      {link && <p className={fields.hint}>{t('preview', { link })}</p>}
      <Link to="/$appKey/admin/campaigns" params={{ appKey }} className={styles.more}>
        {t('campaigns')}
      </Link>
      <div>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={save.isPending}>
          {t('save')}
        </button>
      </div>
    </form>
  )
}
