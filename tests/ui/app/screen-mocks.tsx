import { useBackAction } from '@/app/navigation/use-back-action'

/** Stand-ins for the hub's screens: these tests are about start-up and navigation, not content. */
export function FakeHome() {
  return <h1>Home</h1>
}

export function FakeSection({ sectionId }: { sectionId: number }) {
  const back = useBackAction()
  return (
    <>
      <h1>Section {sectionId}</h1>
      <button type="button" onClick={back}>
        Back
      </button>
    </>
  )
}

export function FakeCategory({ categoryId }: { categoryId: number }) {
  const back = useBackAction()
  return (
    <>
      <h1>Category {categoryId}</h1>
      <button type="button" onClick={back}>
        Back
      </button>
    </>
  )
}

/** A category screen that cannot render (as a component does with data it does not expect). */
export function ThrowingCategory(): never {
  throw new Error('screen exploded')
}
