// A resource lives in the folder of its module, named as the module in kebab case (`pickupDisplay`
// in `schemas/pickup-display`): the same name the module's server, pages and locale files use, so a
// reader finds a module's parts by one name (docs/architecture.md "How a module is built").
import type { SchemaProblem } from './checker';
import type { SourceFile } from './catalogue';
import type { ResourceSchema } from './resource';

export const moduleFolder = (module: string): string =>
  module.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function moduleFolderProblems(sources: SourceFile<ResourceSchema>[]): SchemaProblem[] {
  return sources.flatMap(({ file, content }) => {
    const folder = file.split(/[\\/]/).at(-2);
    const wanted = moduleFolder(content.module);
    return folder === undefined || folder === wanted
      ? []
      : [
          {
            file,
            path: '$.module',
            reason: `module "${content.module}" belongs in a folder "${wanted}", not "${folder}"`,
          },
        ];
  });
}
