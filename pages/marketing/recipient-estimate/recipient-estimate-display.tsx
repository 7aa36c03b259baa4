// A saved task's recipients on its detail and in the list: the count the server works out as it
// reads (the `marketingRecipients` provider), as given.
import { formatCount } from '../../../engine/client';
import type { DisplayProps } from '../../../engine/screens';

export function RecipientEstimateDisplay({ value }: DisplayProps) {
  return typeof value === 'number' ? <>{formatCount(value)}</> : null;
}
