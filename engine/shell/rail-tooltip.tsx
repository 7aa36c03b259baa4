// A name beside an icon of the collapsed sidebar. Its own chunk: the tooltip and its positioning load
// only once the rail is shown, not with every shell (docs/architecture.md, issue 10).
import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export function RailTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip content={title} relationship="inaccessible" positioning="after">
      {children}
    </Tooltip>
  );
}
