export function CategoryScreen({ categoryId }: { categoryId: number }) {
  return <main data-category-id={categoryId} />
}
