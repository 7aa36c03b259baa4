// The list's grid: one server page in ag-grid's client-side row model. Columns come from the schema
// (`ui.column`) as the column chooser leaves them, headers and enum values translated; sorting on
// `ui.sortable` columns goes to the server (the grid never reorders a page itself); rows may be
// selected for bulk delete and bulk actions; the last column holds each row's actions.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ColDef, GridApi, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridDensity } from '../../client/control-size-context';
import type { ListQuery, Sort } from '../../client/list-query';
import type { StoredRecord } from '../../client/resource-api';
import type { ResourceSchema } from '../../schema/resource';
import { LoadingSpinner, type LoadingSpinnerProps } from '../../shell/loading-spinner';
import { displayFor } from '../display-for';
import { displayValue } from '../display-value';
import { fieldLabel } from '../field-text';
import { DisplayCell, type DisplayCellParams } from './display-cell';
import { columnMinWidth, headingMeasure } from './column-widths';
import { HEADING_FONT, gridTheme, registerGridModules } from './grid-setup';
import { RowActionsCell, type RowActionsContext } from './row-actions-cell';

registerGridModules();

const ACTIONS_COLUMN = '__actions';

// ag-grid's own words that reach a reader of this grid (overlays, checkbox and sort hints).
const GRID_TEXTS = [
  'noRowsToShow',
  'loadingOoo',
  'ariaRowSelectAll',
  'ariaRowToggleSelection',
  'ariaRowSelectionDisabled',
  'ariaSortableColumn',
  'ariaHeaderSelection',
  'ariaChecked',
  'ariaUnchecked',
  'ariaIndeterminate',
] as const;

const useStyles = makeStyles({
  root: {
    width: '100%',
    // Scrollbars that overlay the page (a Mac's; Chromium's --hide-scrollbars) make ag-grid float its
    // sideways scrollbar over the last row; in the flow it sits below the rows, and the grid's
    // height (autoHeight) counts it.
    '& .ag-body-horizontal-scroll.ag-scrollbar-invisible': { position: 'relative' },
    // …and takes no room while nothing scrolls sideways.
    '& .ag-body-horizontal-scroll.ag-scrollbar-invisible.ag-invisible': { display: 'none' },
  },
  // Cells drawn by a component (actions, a lookup's tags) are centred; text cells keep ag-grid's
  // one line, cut with an ellipsis, the whole value in the tooltip.
  drawnCell: { display: 'flex', alignItems: 'center' },
  actionsCell: { paddingLeft: tokens.spacingHorizontalXS },
});

// The columns share the width (flex) down to columnMinWidth before the list scrolls sideways: at
// 1440 px a ten-column list fits; a longer value ends in an ellipsis with the whole of it on hover,
// and headings wrap between words.
const ACTIONS_WIDTH = 180;

export interface ResultGridProps {
  resource: ResourceSchema;
  query: ListQuery;
  columns: readonly string[];
  actions: RowActionsContext;
  /** Whether rows may be selected (for bulk delete and bulk state actions). */
  selectable: boolean;
  onSelectionChange(ids: number[]): void;
}

/** The sort the grid shows, as the server takes it. */
function sortOf(event: SortChangedEvent): Sort | null {
  const sorted = event.api.getColumnState().find((column) => column.sort);
  return sorted?.sort ? { field: sorted.colId, order: sorted.sort } : null;
}

export const ResultGrid = observer(function ResultGrid(props: ResultGridProps) {
  const { resource, query, columns, actions, selectable, onSelectionChange } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('engine');
  const api = useRef<GridApi<StoredRecord> | null>(null);
  const density = useGridDensity();

  const columnDefs = useMemo<ColDef<StoredRecord>[]>(() => {
    const measure = headingMeasure(HEADING_FONT.size, HEADING_FONT.weight);
    const fields: ColDef<StoredRecord>[] = columns.map((name) => {
      const field = resource.fields[name];
      const display = field && displayFor(field);
      const heading = fieldLabel(resource, name, t);
      return {
        colId: name,
        headerName: heading,
        valueGetter: ({ data }) => data?.[name],
        valueFormatter: ({ value }) => displayValue(field, value, t),
        // A field with a display of its own (a lookup's labels) draws its cell with it; the plain text
        // (the ids) would mislead as a tooltip.
        cellRenderer: display ? DisplayCell : undefined,
        cellRendererParams: display ? ({ field, display } satisfies DisplayCellParams) : undefined,
        cellClass: display ? styles.drawnCell : undefined,
        tooltipValueGetter: display ? undefined : ({ valueFormatted }) => valueFormatted ?? undefined,
        sortable: field?.ui?.sortable === true,
        // The server sorted the page already: the grid keeps its order.
        comparator: () => 0,
        minWidth: columnMinWidth(field, heading, measure),
        flex: 1,
        wrapHeaderText: true,
        autoHeaderHeight: true,
      };
    });
    return [
      ...fields,
      {
        colId: ACTIONS_COLUMN,
        headerName: t('engine:list.actionsColumn'),
        cellRenderer: RowActionsCell,
        cellClass: [styles.drawnCell, styles.actionsCell],
        sortable: false,
        pinned: 'right',
        width: ACTIONS_WIDTH,
        minWidth: ACTIONS_WIDTH,
        resizable: false,
      },
    ];
  }, [columns, resource, t, styles.actionsCell, styles.drawnCell]);

  const localeText = useMemo(
    () => Object.fromEntries(GRID_TEXTS.map((key) => [key, t(`engine:grid.${key}`)])),
    [t],
  );

  // A new page drops the selection of rows no longer shown.
  const rows = query.rows;
  useEffect(() => {
    api.current?.deselectAll();
    onSelectionChange([]);
  }, [rows, onSelectionChange]);

  return (
    <div className={styles.root}>
      <AgGridReact<StoredRecord>
        key={i18n.language}
        theme={gridTheme}
        // The size menu's density (core spec §2.4).
        rowHeight={density.rowHeight}
        headerHeight={density.headerHeight}
        rowData={rows}
        columnDefs={columnDefs}
        getRowId={({ data }) => String(data.id)}
        domLayout="autoHeight"
        // A page holds at most 50 rows and a schema a few dozen columns: every cell stays in the
        // document, for screen readers and find-in-page alike.
        suppressColumnVirtualisation
        loading={query.loading}
        // The app's own spinner over the rows, as every screen shows while loading.
        loadingOverlayComponent={LoadingSpinner}
        loadingOverlayComponentParams={{ minHeight: 'auto' } satisfies LoadingSpinnerProps}
        localeText={localeText}
        context={actions}
        rowSelection={
          selectable
            ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }
            : undefined
        }
        defaultColDef={{ sortingOrder: ['asc', 'desc', null] }}
        tooltipShowDelay={600}
        onGridReady={(event) => {
          api.current = event.api;
        }}
        onSortChanged={(event) => void query.setSort(sortOf(event))}
        onSelectionChanged={(event) => onSelectionChange(event.api.getSelectedRows().map((row) => row.id))}
      />
    </div>
  );
});
