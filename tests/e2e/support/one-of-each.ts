// The browser opens one screen of each kind (issue 22 item 4): every resource's own form is drawn in
// jsdom (tests/unit/engine/generated/every-form.test.tsx) and its grants are checked through the API
// (tests/api/engine/shop-manager-grants.test.ts), so a generated browser suite keeps the first of each kind.
export function oneOfEach<T>(items: readonly T[], kindOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const kind = kindOf(item);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
