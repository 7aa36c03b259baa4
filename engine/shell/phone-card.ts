// The card a guest's public page sits in (a queue number, a member's own page): the whole width of
// a phone, at most a hand's width on a larger screen, with less padding on a phone.
import type { GriffelStyle } from '@fluentui/react-components';

export const PHONE_CARD: GriffelStyle = {
  width: '100%',
  maxWidth: '480px',
  boxSizing: 'border-box',
  padding: '24px',
  '@media (max-width: 599px)': { padding: '16px' },
};
