// JSON may name `__proto__` (or a `constructor` holding a `prototype`): harmless as JSON.parse reads
// it, dangerous once any code merges the object. Such a body is refused naming the field, so a
// client with a typo, or a hostile one, learns which key was refused (issue 10 item 4).

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function holdsPrototypeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPrototypeKey);
  if (!isObject(value)) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructor = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
  if (isObject(constructor) && Object.hasOwn(constructor, 'prototype')) return true;
  return Object.values(value).some(holdsPrototypeKey);
}

/** The top-level field holding such a key at any depth (the key itself at the top), or undefined. */
export function prototypeKeyField(body: unknown): string | undefined {
  if (!isObject(body) || Array.isArray(body)) return holdsPrototypeKey(body) ? '' : undefined;
  if (Object.hasOwn(body, '__proto__')) return '__proto__';
  return Object.keys(body).find((key) => holdsPrototypeKey({ [key]: body[key] }));
}
