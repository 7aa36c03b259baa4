/** `object` without `key`, so a cleared optional choice leaves no `undefined` behind in a query. */
export function withoutKey<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as Omit<T, K>;
}
