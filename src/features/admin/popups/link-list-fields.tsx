import { useWatch } from 'react-hook-form'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { IconPickerField } from '@/features/admin/parts/form/fields/icon-picker-field'
import { ReferencePickerField } from '@/features/admin/parts/pickers/reference-picker-field'
import { materialReferences } from '@/features/admin/parts/pickers/reference-sources'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import type { Material } from '@/api/contract/materials'
import { newLocalLink } from './popup-form-values'
import { PartList } from './part-list'
import { usePopupsT } from './popups-messages'

/** A link list: title and its alignment; materials (at least one) or its own links (at least one). */
export function LinkListFields({ path, knownMaterials = [] }: { path: string; knownMaterials?: readonly Material[] }) {
  const t = usePopupsT()
  const type = useWatch({ name: `${path}.type` }) as 'materials' | 'local'
  return (
    <>
      <TextField name={`${path}.title`} label={t('list.titleField')} required alignName={`${path}.titleAlign`} />
      <ChoiceField
        name={`${path}.type`}
        label={t('list.type')}
        compact
        options={[
          { value: 'materials', label: t('list.materials') },
          { value: 'local', label: t('list.local') },
        ]}
      />
      {type === 'local' ? (
        <PartList
          name={`${path}.localLinks`}
          label={t('list.localLinks')}
          empty={t('local.none')}
          addLabel={t('local.add')}
          newItem={newLocalLink}
          itemTitle={(index) => t('local.item', { n: index + 1 })}
          removeLabel={(index) => t('local.remove', { n: index + 1 })}
          renderItem={(linkPath) => (
            <>
              <TextField name={`${linkPath}.title`} label={t('local.title')} required />
              <TextField
                name={`${linkPath}.url`}
                label={t('local.url')}
                hint={t('local.urlHint')}
                required
                type="url"
                inputMode="url"
                placeholder="https://"
              />
              <IconPickerField name={`${linkPath}.iconId`} fileName={`${linkPath}.icon`} label={t('local.icon')} />
            </>
          )}
        />
      ) : (
        <ReferencePickerField
          name={`${path}.materialIds`}
          label={t('list.materialIds')}
          source={materialReferences}
          knownItems={knownMaterials}
          required
        />
      )}
    </>
  )
}
