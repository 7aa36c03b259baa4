/**
 * `npm run bench -- --only NAME`: the one step to run alone, when it is one of `steps` (the steps
 * that offer it); undefined, every step, without the argument. Anything else stops the run at once.
 */
export function onlyStep(args: readonly string[], steps: readonly string[]): string | undefined {
  if (args.length === 0) return undefined;
  const [flag, name] = args;
  if (flag === '--only' && name !== undefined && args.length === 2 && steps.includes(name)) return name;
  throw new Error(`usage: npm run bench [-- --only ${steps.join('|')}], got "${args.join(' ')}"`);
}
