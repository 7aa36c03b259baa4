// The screen's permission tree, from its Lookups store (asked for once per screen, whatever shows
// it): the widget and the display wait for it, and for the translations its titles name (a module
// titles its own keys in its own namespace), and `retry` asks again after a failed request.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespacesOf } from '../client/label-namespaces';
import { useLookups } from '../client/lookups-context';
import type { PermissionTree } from '../client/permission-tree';

export interface PermissionTreeLoad {
  tree: PermissionTree | 'loading' | 'failed';
  retry(): void;
}

export function usePermissionTree(): PermissionTreeLoad {
  const lookups = useLookups();
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [tree, setTree] = useState<PermissionTreeLoad['tree']>('loading');
  useEffect(() => {
    let live = true;
    lookups
      .permissionTree()
      .then(async (loaded) => {
        await i18n.loadNamespaces(namespacesOf([...loaded.items.values()].map((item) => item.title)));
        return loaded;
      })
      .then(
        (loaded) => live && setTree(loaded),
        // The request layer has said why; the widget offers to ask again.
        () => live && setTree('failed'),
      );
    return () => {
      live = false;
    };
  }, [lookups, i18n, attempt]);
  return {
    tree,
    retry: () => {
      setTree('loading');
      setAttempt((count) => count + 1);
    },
  };
}
