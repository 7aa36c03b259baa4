// A business module's part of the browser app, declared in one place (ARCHITECTURE.md "A module is
// one unit"): the shell pages it opens by name, the widgets its schemas name, and the public pages
// that need no sign-in. Each module keeps its own in its folder, pages/<module>/<module>-module.ts, as
// its server part is server/<module>/<module>-module.ts; pages/client-modules.ts lists them and the
// app registers them all at start (app-start.tsx). Each part's code loads when first used.
import type { RouteObject } from 'react-router';
import { registerPage, type PageEntry } from '../engine/client';
import { registerDisplay, type DisplayProps } from '../engine/screens';
import { registerWidget, registerWidgetTexts } from '../engine/widgets';
import type { Widget } from '@rjsf/utils';
import type { ComponentType } from 'react';

/** How the route table loads a public page's code and texts (routes.tsx). */
export type PageLoader = <T>(
  load: Promise<T>,
  namespaces: string[],
  pick: (module: T) => RouteObject['Component'],
) => Promise<{ Component: RouteObject['Component'] }>;

/** A widget a schema names (`"widget": "openingHours"`): its editor and how a screen shows its value. */
export interface PageWidget {
  /** The form's editor; none for a value only the server writes (a coupon's sheets), shown alone. */
  widget?: Widget;
  display: ComponentType<DisplayProps>;
  namespaces: readonly string[];
}

export interface ClientModule {
  /** The module's name, as its server module and folders have it. */
  name: string;
  /** Pages of our own by the name a route gives (schemas/pages.json). */
  pages?: Readonly<Record<string, PageEntry>>;
  /** Widgets by the name a schema gives (schemas/widgets.json). */
  widgets?: Readonly<Record<string, PageWidget>>;
  /** Pages opened by an address of their own, without the shell. */
  publicRoutes?(page: PageLoader): RouteObject[];
}

/** Registers the modules' pages and widgets, so routes and schemas naming them find them. */
export function registerClientModules(modules: readonly ClientModule[]): void {
  for (const module of modules) {
    for (const [name, entry] of Object.entries(module.pages ?? {})) registerPage(name, entry);
    for (const [name, { widget, display, namespaces }] of Object.entries(module.widgets ?? {})) {
      if (widget) registerWidget(name, widget, namespaces);
      else registerWidgetTexts(name, namespaces);
      registerDisplay(name, display);
    }
  }
}
