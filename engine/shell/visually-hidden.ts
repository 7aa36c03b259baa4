// Hides text from sight but not from screen readers, so a control that shrinks to an icon on a
// small screen keeps its name.
import type { GriffelStyle } from '@fluentui/react-components';
import { MOBILE_QUERY } from './use-mobile';

export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Core spec §2.4: below 992 px wide the layout is the mobile one. */
export const MOBILE = `@media ${MOBILE_QUERY}`;
