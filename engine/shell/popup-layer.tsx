// Where the popups of a shell landmark (the header, the page tabs) mount: a layer inside the
// landmark, so a menu's items sit in it rather than loose at the end of <body> (axe "region"), as
// screen-mount-node.ts does for the screen. Dialogs stay on <body>: they are landmarks of their own.
import { makeStyles } from '@fluentui/react-components';
import { createContext, useContext, useState, type ReactNode } from 'react';

const PopupLayerContext = createContext<HTMLElement | undefined>(undefined);

/** The mount node of the landmark around; undefined (Fluent's own portal on <body>) outside one. */
export function usePopupLayer(): HTMLElement | undefined {
  return useContext(PopupLayerContext);
}

const useStyles = makeStyles({
  // Takes no room in the landmark's layout; stacks above the page like Fluent's portal layer.
  layer: { position: 'absolute', top: 0, left: 0, zIndex: 1000000 },
});

export function PopupLayer({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <PopupLayerContext.Provider value={layer ?? undefined}>{children}</PopupLayerContext.Provider>
      <div ref={setLayer} className={styles.layer} />
    </>
  );
}
