// A name a checked report uses, found in the declarations: the checker refused every name that is
// not there before the server started, so a miss here is a bug, thrown as one.
export function declared<T>(table: Readonly<Record<string, T>>, name: string, what: string): T {
  const found = Object.hasOwn(table, name) ? table[name] : undefined;
  if (found === undefined) throw new Error(`${what} "${name}" is not declared`);
  return found;
}
