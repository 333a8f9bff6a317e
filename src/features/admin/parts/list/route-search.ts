/**
 * An admin route's `validateSearch`: its search as the screen reads it (`T`, from list-search.ts),
 * parsed where it is read, by the route's component and loader. Route options are part of the
 * visitor's first load and the admin's routes are many; their components and loaders load with the
 * admin (docs/decisions/first-screen.md), so the parsers stay out of every visitor's download. The
 * search is the URL's as it came until the route parses it: read it through the parser only.
 */
export const searchAs =
  <T>() =>
  (search: Record<string, unknown>) =>
    search as T
