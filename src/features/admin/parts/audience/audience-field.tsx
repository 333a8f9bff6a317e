import { useWatch } from 'react-hook-form'
import { useCapability } from '@/features/admin/parts/capability/capabilities'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { useAudienceT } from './audience-messages'

const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * USAGE (Audience part): inside an <AdminForm> whose values hold `audience` and `lockedDisplay` (at
 * `path`): <AudienceField />; values from ./visibility-values.ts (newVisibility, storedVisibility).
 * "Who sees it": everyone, channel members, or outsiders (a teaser); for members, how outsiders meet
 * it (locked: title and lock; or hidden). One hint line says what the choice means. Not offered where
 * the backend's records carry no audience (parts/capability: it would drop it); the form says why
 * once, above its fields.
 */
export default function AudienceField({ path = '', label }: { path?: string; label?: string }) {
  const t = useAudienceT()
  const name = at(path, 'audience')
  const audience = useWatch({ name }) as unknown
  const dropped = useCapability('audiences') === 'unsupported'
  if (dropped && audience === undefined) return null
  const chosen = audience === 'members' || audience === 'outsiders' ? audience : 'everyone'
  return (
    <>
      <ChoiceField
        name={name}
        label={label ?? t('label')}
        hint={t(`hint.${chosen}`)}
        compact
        options={[
          { value: 'everyone', label: t('everyone') },
          { value: 'members', label: t('members') },
          { value: 'outsiders', label: t('outsiders') },
        ]}
      />
      {chosen === 'members' && <LockedDisplayField path={path} />}
    </>
  )
}

function LockedDisplayField({ path }: { path: string }) {
  const t = useAudienceT()
  const name = at(path, 'lockedDisplay')
  const shown = useWatch({ name }) as unknown
  return (
    <ChoiceField
      name={name}
      label={t('lockedDisplay')}
      hint={t(shown === 'hidden' ? 'lockedHint.hidden' : 'lockedHint.locked')}
      compact
      options={[
        { value: 'locked', label: t('locked') },
        { value: 'hidden', label: t('hidden') },
      ]}
    />
  )
}
