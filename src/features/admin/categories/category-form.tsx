import { useMemo, useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { Category } from '@/api/contract/categories'
import type { Section } from '@/api/contract/sections'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { LookField } from '@/features/admin/parts/form/fields/display-choices'
import { IconPickerField } from '@/features/admin/parts/form/fields/icon-picker-field'
import { ImageField } from '@/features/admin/parts/form/fields/image-field'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { ScheduleSection } from '@/features/admin/parts/form/schedule-section'
import { AudienceSection } from '@/features/admin/parts/form/audience-section'
import { useCategoriesT } from './categories-messages'
import { categoryFormSchema, categoryServerPath, type CategoryFormInput } from './category-form-schema'
import { categoryToForm } from './category-form-values'
import { CategoryPreview } from './category-preview'
import { ParentField } from './parent-field'
import { LazyLinkSetField, LazyMaterialsField, LazySectionsEditor, LazySubcategoriesField, RoadField } from './road-fields-lazy'
import { descendantsOf } from './use-category-tree'
import { useSaveCategory } from './use-category-mutations'

interface CategoryFormProps {
  /** null: create. */
  id: number | null
  defaultValues: CategoryFormInput
  /** Every category of the hub (the parent picker, subcategory titles, shared sections). */
  categories: readonly Category[]
  /** The category's sections as loaded (empty when creating). */
  sections: readonly Section[]
  /** The category's version as read (edit): sent with the update, so a newer save elsewhere is caught. */
  version?: number
  /** After a save (the screen's controller: back to the list). */
  onSaved: () => void
  /** After the last section: the category's delete (edit). */
  footer?: ReactNode
}

/** Every field of SPEC 3 for a category, the ones its road type does not use hidden, with a live preview. */
export function CategoryForm({ id, defaultValues, categories, sections, version, onSaved, footer }: CategoryFormProps) {
  const t = useCategoriesT()
  const save = useSaveCategory()
  // What the form was opened with: a save compares against it, even after a refetch.
  const [opened] = useState(() => ({ sections, subcategoryIds: defaultValues.subcategoryIds ?? [] }))
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories])
  const parentOptions = useMemo(() => {
    // Only a category of road type subcategories shows subcategories on Home (SPEC 2), and never the
    // category itself or one under it (a cycle); the server refuses the others with a 422 on parentId.
    // The parent it was opened with stays listed, so the field shows the truth even if it is invalid.
    const excluded = id === null ? new Set<number>() : descendantsOf(categories, id)
    return categories.filter(
      (category) => !excluded.has(category.id) && (category.roadType === 'subcategories' || category.id === defaultValues.parentId),
    )
  }, [categories, id, defaultValues.parentId])
  const depthOf = (category: Category) => {
    let depth = 0
    for (let at = category.parentId; at !== null && depth < 10; at = byId.get(at)?.parentId ?? null) depth += 1
    return depth
  }
  const sharedSectionIds = useMemo(
    () => new Set(categories.filter((category) => category.id !== id).flatMap((category) => category.sectionIds)),
    [categories, id],
  )

  return (
    <AdminForm
      schema={categoryFormSchema}
      record={{
        resource: 'categories',
        id: id ?? 'new',
        version,
        defaultValues,
        // "Take theirs" takes the category's own fields as stored; its sections and subcategories as the form opened them.
        toForm: (current: Category) => categoryToForm(current, opened.sections, opened.subcategoryIds),
      }}
      label={t('form.label')}
      submitLabel={id === null ? t('form.create') : undefined}
      savedMessage={id === null ? t('form.created') : undefined}
      renameServerPath={categoryServerPath}
      onSubmit={(values, sent) =>
        save({
          id,
          version: sent,
          values,
          originalSections: opened.sections,
          originalSubcategoryIds: opened.subcategoryIds,
          sharedSectionIds,
        })
      }
      onSaved={onSaved}
      preview={<CategoryPreview parentTitle={(parentId) => (parentId === null ? null : (byId.get(parentId)?.title ?? null))} />}
      footer={footer}
    >
      <FormSection title={t('form.main')} collapsible="category.main">
        <TextField name="title" label={t('form.title')} required maxLength={200} />
        <TextField
          name="description"
          label={t('form.description')}
          multiline
          rows={3}
          maxLength={2000}
          alignName="descriptionAlign"
          emptyAsNull
        />
        <SwitchField name="isActive" label={t('form.active')} />
        <ScheduleSection />
        <AudienceSection />
      </FormSection>
      <LookSection />
      <RoadSection categoryId={id} byId={byId} sections={sections} />
      <FormSection title={t('form.place')} collapsible="category.place">
        <ParentField options={parentOptions} depthOf={depthOf} />
      </FormSection>
    </AdminForm>
  )
}

function LookSection() {
  const t = useCategoriesT()
  const displayType = useWatch({ name: 'displayType' }) as string
  return (
    <FormSection title={t('form.look')} collapsible="category.look">
      <LookField kind="categoryDisplay" name="displayType" label={t('form.displayType')} />
      <ImageField name="imageId" fileName="image" label={t('form.image')} required={displayType !== 'no_bg'} />
      <IconPickerField name="iconId" fileName="icon" label={t('form.icon')} />
    </FormSection>
  )
}

interface RoadSectionProps {
  categoryId: number | null
  byId: ReadonlyMap<number, Category>
  sections: readonly Section[]
}

/** The road type and the one set of fields it uses. */
function RoadSection({ categoryId, byId, sections }: RoadSectionProps) {
  const t = useCategoriesT()
  const roadType = useWatch({ name: 'roadType' }) as string
  return (
    <FormSection title={t('form.road')} collapsible="category.road">
      <LookField kind="roadType" name="roadType" label={t('form.roadType')} />
      {roadType === 'link' && (
        <RoadField height={120}>
          <LazyLinkSetField name="links" label={t('form.links')} />
        </RoadField>
      )}
      {roadType === 'material' && (
        <RoadField height={120}>
          <LazyMaterialsField label={t('form.materials')} />
        </RoadField>
      )}
      {roadType === 'video' && (
        <TextField name="video" label={t('form.video')} hint={t('form.videoHint')} required type="url" inputMode="url" />
      )}
      {roadType === 'section' && (
        <>
          <ChoiceField
            name="sectionDisplayType"
            label={t('form.sectionDisplayType')}
            compact
            options={[
              { value: 'list', label: t('form.sectionList') },
              { value: 'filter', label: t('form.sectionFilter') },
            ]}
          />
          <RoadField height={160}>
            <LazySectionsEditor loaded={sections} />
          </RoadField>
        </>
      )}
      {roadType === 'subcategories' && (
        <RoadField height={120}>
          <LazySubcategoriesField categoryId={categoryId} byId={byId} />
        </RoadField>
      )}
    </FormSection>
  )
}
