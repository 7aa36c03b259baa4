// A row's actions in the list (core spec §6: only those the user may take): detail and edit as
// links, the rest (duplicate, state actions, delete) in a menu beside them.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  CopyRegular,
  DeleteRegular,
  DocumentRegular,
  EditRegular,
  MoreHorizontalRegular,
  SendRegular,
} from '@fluentui/react-icons';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../client/resource-api';
import { LinkButton } from '../../shell/link-button';
import { screenMountNode } from '../../shell/screen-mount-node';
import type { RowAction } from './row-actions';

export interface RowActionsContext {
  actionsOf(row: StoredRecord): RowAction[];
  pathOf(kind: 'edit' | 'detail' | 'duplicate', row: StoredRecord): string;
  run(action: RowAction, row: StoredRecord): void;
  /** How the row is named to screen readers in its buttons ("Edit Harbour Island"). */
  nameOf(row: StoredRecord): string;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, height: '100%' },
});

export function RowActionsCell({
  data,
  context,
}: CustomCellRendererProps<StoredRecord, unknown, RowActionsContext>) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  if (!data || !context) return null;
  const actions = context.actionsOf(data);
  const name = context.nameOf(data);
  const inline = actions.filter((action) => action.kind === 'detail' || action.kind === 'edit');
  const more = actions.filter((action) => !inline.includes(action));
  const label = (action: RowAction) =>
    action.kind === 'state' || action.kind === 'call'
      ? t(action.title)
      : t(`engine:list.actions.${action.kind}`);
  const icon = (action: RowAction) =>
    ({
      detail: <DocumentRegular />,
      edit: <EditRegular />,
      duplicate: <CopyRegular />,
      delete: <DeleteRegular />,
      state: <CheckmarkCircleRegular />,
      call: <SendRegular />,
    })[action.kind];
  return (
    <div className={styles.root}>
      {inline.map((action) => (
        <LinkButton
          key={action.kind}
          to={context.pathOf(action.kind as 'edit' | 'detail', data)}
          appearance="transparent"
          size="small"
          aria-label={`${label(action)} ${name}`}
        >
          {label(action)}
        </LinkButton>
      ))}
      {more.length > 0 && (
        <Menu positioning="below-end" mountNode={screenMountNode()}>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<MoreHorizontalRegular />}
              aria-label={t('engine:list.moreActions', { name })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {more.map((action) => (
                <MenuItem
                  key={'name' in action ? action.name : action.kind}
                  icon={icon(action)}
                  onClick={() => context.run(action, data)}
                >
                  {label(action)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
