// The house's Liquid (liquidjs) for text a company writes with its members' values in it (a VIP
// reminder, a marketing email): it runs no code, reads no file (an empty map answers every include),
// sees only the values handed to it and only their own properties, knows no filter it was not given,
// and stops a template or a loop run wild. Every such template is parsed by one of these.
import { Liquid, type LiquidOptions } from 'liquidjs';

const SAFE_OPTIONS: LiquidOptions = {
  templates: {},
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: 20_000,
  renderLimit: 1_000,
  memoryLimit: 1_000_000,
};

/** A Liquid with the safe options; `outputEscape` for a template whose output is HTML. */
export const safeLiquid = (options: Pick<LiquidOptions, 'outputEscape'> = {}): Liquid =>
  new Liquid({ ...SAFE_OPTIONS, ...options });

/** Why the text cannot be a template, or null when it can. */
export function liquidProblem(liquid: Liquid, text: string): string | null {
  try {
    liquid.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
