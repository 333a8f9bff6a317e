import { ReferencePickerField } from '@/features/admin/parts/pickers/reference-picker-field'
import { materialReferences } from '@/features/admin/parts/pickers/reference-sources'

/** The materials of a `material` road: picked from the server's list, in their order. */
export function MaterialsField({ label }: { label: string }) {
  return <ReferencePickerField name="materialIds" label={label} source={materialReferences} required />
}
