// Where a screen's menus mount: a layer inside its <main>, so their items sit in the page's landmark
// rather than loose at the end of <body> (axe "region"). The layer stacks above the screen (the
// grid's sticky header and pinned column among it), as Fluent's own portal layer does. Dialogs stay
// on <body>: they are landmarks of their own and must cover the whole page.
export const MAIN_ID = 'main';
export const SCREEN_LAYER_ID = 'screen-layer';

export function screenMountNode(): HTMLElement | undefined {
  return document.getElementById(SCREEN_LAYER_ID) ?? undefined;
}
