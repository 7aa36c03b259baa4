// Fluent's provider with the theme the settings' colour drives, and the chosen control size for
// everything below (core spec §2.4: theme colour, size menu). A change repaints at once.
import { FluentProvider } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import type { ControlSize } from '../client/control-size';
import { ControlSizeContext } from '../client/control-size-context';
import type { Settings } from '../client/settings';
import { brandTheme } from './brand-theme';

export interface ThemedProviderProps {
  settings: Settings;
  controlSize: ControlSize;
  children: ReactNode;
}

export const ThemedProvider = observer(function ThemedProvider({
  settings,
  controlSize,
  children,
}: ThemedProviderProps) {
  const theme = useMemo(() => brandTheme(settings.themeColor), [settings.themeColor]);
  return (
    <FluentProvider theme={theme}>
      <ControlSizeContext.Provider value={controlSize.size}>{children}</ControlSizeContext.Provider>
    </FluentProvider>
  );
});
