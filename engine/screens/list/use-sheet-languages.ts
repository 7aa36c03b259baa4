// A sheet may have been exported under any UI language, so its headings and values are read in all
// three: the resource's label namespaces are fetched in the other two languages as well (only when
// an import asks; every other screen loads its own language alone).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import { namespacesOf, resourceLabelKeys } from '../../client/label-namespaces';
import { LANGUAGES } from '../../client/language';
import type { ResourceSchema } from '../../schema/resource';
import type { Translate } from '../field-text';

/** A translator per language, the UI language first; null while the other languages load. */
export function useSheetLanguages(resource: ResourceSchema): Translate[] | null {
  const { i18n } = useTranslation();
  const [languages, setLanguages] = useState<Translate[] | null>(null);
  useEffect(() => {
    let live = true;
    const current = currentLanguage(i18n);
    const order = [current, ...LANGUAGES.filter((language) => language !== current)];
    // `fields` names a field without a title; `engine` holds the words yes and no.
    const namespaces = ['engine', 'fields', ...namespacesOf(resourceLabelKeys(resource))];
    const missing = order.filter((language) =>
      namespaces.some((ns) => !i18n.hasResourceBundle(language, ns)),
    );
    // A bundle that fails to load leaves its keys untranslated: they match no heading, nothing worse.
    const loaded = missing.length > 0 ? i18n.reloadResources(missing, namespaces) : Promise.resolve();
    void loaded.then(() => {
      if (live) setLanguages(order.map((language) => i18n.getFixedT(language)));
    });
    return () => {
      live = false;
    };
  }, [i18n, resource]);
  return languages;
}
