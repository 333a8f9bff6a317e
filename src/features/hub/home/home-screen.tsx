export function HomeScreen() {
  return <main />
}
