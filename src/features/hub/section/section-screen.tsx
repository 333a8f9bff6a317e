export function SectionScreen({ sectionId }: { sectionId: number }) {
  return <main data-section-id={sectionId} />
}
