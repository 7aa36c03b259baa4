// How the app finds a namespace's texts: webpack turns this template into one lazy chunk per
// locales/<lang>/<ns>.json, so a language's texts are fetched only when that language is used.
import type { ResourceKey } from 'i18next';
import type { LoadNamespace } from '../engine/client';

export const loadLocale: LoadNamespace = async (language, namespace) => {
  const module = (await import(
    /* webpackChunkName: "locale-[request]" */ `../locales/${language}/${namespace}.json`
  )) as { default: ResourceKey };
  return module.default;
};
