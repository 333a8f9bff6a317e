import { useWatch } from 'react-hook-form'
import { themeInput, type Theme, type ThemeInput } from '@/api/contract/themes'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { ColorField } from '@/features/admin/parts/pickers/color-field'
import { contrastRatio } from '@/ui/contrast'
import { useThemeT } from './theme-messages'
import { OtherThemes } from './other-themes'
import { LiveThemePreview } from './theme-preview'
import styles from './theme.module.css'

/** A new hub's theme: the contract's defaults (SPEC 9: #000000 and #ffffff). */
const NEW_THEME: ThemeInput = { type: 'light', backgroundColor: '#000000', textColor: '#ffffff' }

/**
 * Edits the theme visitors see (the first), or saves the first one. Saving invalidates the
 * visitor's `themes.list` too: the app keeps the page painted with it, so this admin sees the
 * new theme at once and visitors on their next load.
 */
const themeToInput = (theme: Theme): ThemeInput => ({
  type: theme.type,
  backgroundColor: theme.backgroundColor,
  textColor: theme.textColor,
})

/** `theme`: as the admin list answers it, with its `version` (sent with the update); `others`: the hub's other saved themes. */
export function ThemeForm({ theme, others = [] }: { theme: (Theme & { version?: number }) | null; others?: readonly Theme[] }) {
  const t = useThemeT()
  const invalidate = useInvalidate((utils) => [utils.admin.themes, utils.themes])
  const create = trpc.admin.themes.create.useMutation({ onSuccess: invalidate })
  const update = trpc.admin.themes.update.useMutation({ onSuccess: invalidate })
  return (
    <AdminForm
      label={t('form')}
      schema={themeInput}
      record={formRecord('themes', theme, themeToInput, () => NEW_THEME)}
      onSubmit={(values, version) => (theme ? update.mutateAsync({ ...values, id: theme.id, version }) : create.mutateAsync(values))}
      savedMessage={t('saved')}
      submitLabel={theme ? undefined : t('create')}
      preview={<LiveThemePreview />}
    >
      <FormSection title={t('section.scheme')}>
        <ChoiceField
          name="type"
          label={t('type')}
          options={[
            { value: 'light', label: t('type.light'), hint: t('type.lightHint'), preview: <SchemeSketch dark={false} /> },
            { value: 'dark', label: t('type.dark'), hint: t('type.darkHint'), preview: <SchemeSketch dark /> },
          ]}
        />
      </FormSection>
      <FormSection title={t('section.colors')}>
        <ColorField name="backgroundColor" label={t('backgroundColor')} hint={t('backgroundColorHint')} required />
        <ColorField name="textColor" label={t('textColor')} hint={t('textColorHint')} required />
        <ContrastNote />
      </FormSection>
      <OtherThemes themes={others} />
    </AdminForm>
  )
}

/** WCAG AA for normal text: the hub draws regular-size text on the accent. */
const MIN_CONTRAST = 4.5

/** How readable text on the accent will be, as the colours are typed. */
function ContrastNote() {
  const t = useThemeT()
  const [background, text] = useWatch<ThemeInput>({ name: ['backgroundColor', 'textColor'] })
  const ratio = contrastRatio(background ?? '', text ?? '')
  if (ratio === null) return null
  const shown = ratio.toFixed(1)
  return ratio < MIN_CONTRAST ? (
    <p className={styles.warning} role="status">
      {t('contrastLow', { ratio: shown })}
    </p>
  ) : (
    <p className={styles.note} role="status">
      {t('contrast', { ratio: shown })}
    </p>
  )
}

function SchemeSketch({ dark }: { dark: boolean }) {
  const [bg, card, line] = dark ? ['#17212b', '#232e3c', '#f5f5f5'] : ['#ffffff', '#efeff3', '#000000']
  return (
    <svg width="56" height="40" viewBox="0 0 56 40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="55" height="39" rx="6" fill={bg} stroke="currentColor" strokeOpacity="0.3" />
      <rect x="6" y="7" width="44" height="10" rx="3" fill={card} />
      <rect x="10" y="11" width="22" height="2" rx="1" fill={line} />
      <rect x="6" y="23" width="44" height="10" rx="3" fill={card} />
      <rect x="10" y="27" width="16" height="2" rx="1" fill={line} />
    </svg>
  )
}
