// ag-grid as the lists use it: only the community modules they need (STACK.md: 232 KB instead of
// 323 KB gzip), registered once, and a theme drawn from Fluent's tokens so the grid looks like the
// rest of the screen.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  RowSelectionModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';
import { tokens } from '@fluentui/react-components';

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    // One server page at a time lives in the client-side row model.
    ClientSideRowModelModule,
    RowSelectionModule,
    // The sort a header click asks for is read from the column state and sent to the server.
    ColumnApiModule,
    // The actions column's class, cut-off values in a tooltip, ag-grid's own words translated.
    CellStyleModule,
    TooltipModule,
    LocaleModule,
  ]);
}

/** The headings' type, which the columns' least widths are measured in. */
export const HEADING_FONT = { size: 14, weight: 600 };

export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: HEADING_FONT.size,
  accentColor: tokens.colorBrandBackground,
  foregroundColor: tokens.colorNeutralForeground1,
  backgroundColor: tokens.colorNeutralBackground1,
  headerBackgroundColor: tokens.colorNeutralBackground2,
  headerTextColor: tokens.colorNeutralForeground2,
  headerFontWeight: HEADING_FONT.weight,
  // Half quartz's padding: more of a narrow column is its value.
  cellHorizontalPadding: 10,
  borderColor: tokens.colorNeutralStroke2,
  rowHoverColor: tokens.colorNeutralBackground1Hover,
  selectedRowBackgroundColor: tokens.colorBrandBackground2,
  wrapperBorderRadius: 4,
  rowHeight: 44,
  // Room for the "no records" line, without a tall empty box under a short page.
  autoHeightMinBodyHeight: 88,
  headerHeight: 44,
});
