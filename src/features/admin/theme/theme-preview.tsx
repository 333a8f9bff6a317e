import type { CSSProperties } from 'react'
import { useWatch } from 'react-hook-form'
import type { ThemeInput } from '@/api/contract/themes'
import { trpc } from '@/api/trpc'
import { CategoryCard, type CategoryCardData } from '@/parts/cards/category-card'
import buttons from '@/ui/button.module.css'
import { useThemeT } from './theme-messages'
import styles from './theme-preview.module.css'

const HEX = /^#[0-9a-f]{6}$/i

/** Home's first categories as visitors see them (the hub's own read, so the preview shows real content). */
const PREVIEW_CATEGORIES = { filter: { root: true }, pagination: { offset: 0, limit: 3 } }

interface ThemePreviewProps {
  type: 'dark' | 'light'
  backgroundColor: string
  textColor: string
}

/**
 * A phone-sized piece of the hub painted in a theme: the hub's own cards and button, inside a box
 * that carries the theme's class (`dark`, or `light` to undo an admin page that is dark) and the
 * accent variables, so nothing outside the box changes until the theme is saved.
 */
function ThemePreview({ type, backgroundColor, textColor }: ThemePreviewProps) {
  const t = useThemeT()
  const categories = trpc.categories.list.useQuery(PREVIEW_CATEGORIES)
  const samples: CategoryCardData[] = [
    {
      id: -1,
      title: t('preview.sample1'),
      description: t('preview.sample1Text'),
      displayType: 'no_bg',
      roadType: 'material',
      image: null,
      icon: null,
    },
    { id: -2, title: t('preview.sample2'), description: null, displayType: 'no_bg', roadType: 'material', image: null, icon: null },
    { id: -3, title: t('preview.sample3'), description: null, displayType: 'no_bg', roadType: 'link', image: null, icon: null },
  ]
  const shown = categories.data?.data.length ? categories.data.data : samples
  const accent: CSSProperties & Record<string, string | undefined> = {
    '--hub-accent': HEX.test(backgroundColor) ? backgroundColor : undefined,
    '--hub-accent-text': HEX.test(textColor) ? textColor : undefined,
  }
  return (
    <div
      className={`${styles.phone} ${type === 'dark' ? 'dark' : styles.light}`}
      style={accent}
      role="img"
      aria-label={`${t('preview.label')}: ${t(type === 'dark' ? 'type.dark' : 'type.light')}, ${backgroundColor} / ${textColor}`}
      data-theme-preview={type}
    >
      <div className={styles.screen} aria-hidden="true">
        <div className={styles.cards}>
          {shown.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </div>
        <span className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>{t('preview.button')}</span>
        <span className={styles.badge}>#</span>
      </div>
    </div>
  )
}

/** The preview beside the theme form, following the form's values as they change. */
export function LiveThemePreview() {
  const [type, backgroundColor, textColor] = useWatch<ThemeInput>({ name: ['type', 'backgroundColor', 'textColor'] })
  return <ThemePreview type={type === 'dark' ? 'dark' : 'light'} backgroundColor={backgroundColor ?? ''} textColor={textColor ?? ''} />
}
