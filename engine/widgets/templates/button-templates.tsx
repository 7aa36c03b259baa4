// rjsf's buttons as Fluent buttons with icons; each names itself through rjsf's translateString,
// which the form maps onto the engine's texts.
import { Button, Tooltip } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  CopyRegular,
  DeleteRegular,
  DismissRegular,
} from '@fluentui/react-icons';
import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import type { ReactElement } from 'react';

function iconButton(icon: ReactElement, text: TranslatableString) {
  return function EngineIconButton(props: IconButtonProps) {
    const { id, onClick, disabled, registry } = props;
    const label = registry.translateString(text);
    return (
      <Tooltip content={label} relationship="label">
        <Button id={id} appearance="subtle" icon={icon} disabled={disabled} onClick={onClick} />
      </Tooltip>
    );
  };
}

export function AddButton(props: IconButtonProps) {
  const { id, onClick, disabled, registry } = props;
  return (
    <div>
      <Button id={id} icon={<AddRegular />} disabled={disabled} onClick={onClick}>
        {registry.translateString(TranslatableString.AddItemButton)}
      </Button>
    </div>
  );
}

// The record forms bring their own footer (cancel and save); rjsf's submit button is never shown.
function NoSubmitButton(_props: SubmitButtonProps) {
  return null;
}

export const ButtonTemplates = {
  AddButton,
  CopyButton: iconButton(<CopyRegular />, TranslatableString.CopyButton),
  MoveDownButton: iconButton(<ArrowDownRegular />, TranslatableString.MoveDownButton),
  MoveUpButton: iconButton(<ArrowUpRegular />, TranslatableString.MoveUpButton),
  RemoveButton: iconButton(<DeleteRegular />, TranslatableString.RemoveButton),
  ClearButton: iconButton(<DismissRegular />, TranslatableString.ClearButton),
  SubmitButton: NoSubmitButton,
};
