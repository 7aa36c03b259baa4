// A name a report uses, found in the declarations as their own entry, never through the prototype
// chain ("constructor" and "toString" are names a file may spell).

/** The entry `name` of `table`, or undefined. */
export function own<T>(table: Readonly<Record<string, T>> | undefined, name: string): T | undefined {
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The checker refused every name that is not there before the server started: a miss is a bug. */
export function declared<T>(table: Readonly<Record<string, T>>, name: string, what: string): T {
  const found = own(table, name);
  if (found === undefined) throw new Error(`${what} "${name}" is not declared`);
  return found;
}
