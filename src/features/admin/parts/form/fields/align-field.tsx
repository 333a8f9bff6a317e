import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { ChoiceField } from './choice-field'

/** Left or centre (SPEC 3: descriptionAlign, titleAlign, text alignment). */
export function AlignField({ name, label }: { name: string; label?: string }) {
  const t = usePartsT()
  return (
    <ChoiceField
      name={name}
      label={label ?? t('align.label')}
      compact
      options={[
        { value: 'left', label: t('align.left'), preview: <AlignSketch align="left" /> },
        { value: 'center', label: t('align.center'), preview: <AlignSketch align="center" /> },
      ]}
    />
  )
}

function AlignSketch({ align }: { align: 'left' | 'center' }) {
  const x = (width: number) => (align === 'left' ? 2 : (24 - width) / 2)
  return (
    <svg width="24" height="16" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      {[20, 14, 18].map((width, i) => (
        <rect key={i} x={x(width)} y={2 + i * 5} width={width} height="2" rx="1" fill="currentColor" />
      ))}
    </svg>
  )
}
