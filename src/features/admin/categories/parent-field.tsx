import { useController } from 'react-hook-form'
import type { Category } from '@/api/contract/categories'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { useCategoriesT } from './categories-messages'

interface ParentFieldProps {
  /** Categories that may be the parent (road type subcategories, not the category itself nor one under it), in tree order. */
  options: readonly Category[]
  depthOf: (category: Category) => number
}

/** The parent category: none (the category is on Home) or one of the others, indented by depth. */
export function ParentField({ options, depthOf }: ParentFieldProps) {
  const t = useCategoriesT()
  const { field } = useController({ name: 'parentId' })
  const value = field.value as number | null | undefined
  return (
    <FieldFrame name="parentId" label={t('form.parent')}>
      {(control) => (
        <select
          {...control}
          ref={field.ref}
          name={field.name}
          className={fieldStyles.input}
          value={value ?? ''}
          onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
          onBlur={field.onBlur}
        >
          <option value="">{t('form.noParent')}</option>
          {options.map((category) => (
            <option key={category.id} value={category.id}>{`${'\u00a0\u00a0'.repeat(depthOf(category))}${category.title}`}</option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
