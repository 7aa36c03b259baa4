// The words the dining-mode card and its display share: a list of modes as a sentence names them
// ("main QR ordering and fast dining", in the interface language's own way of joining a list), a
// pickup duration in minutes or whole hours, and what a mode that is on offers.
import type { Translate } from '../../../engine/screens';
import { visibleOptions, type DiningModeEntry, type Target } from './dining-mode-rules';

export function targetList(t: Translate, language: string, targets: readonly Target[]): string {
  const names = targets.map((target) => t(`modes:names.${target}`));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

/** 15 → "15 minutes", 120 → "2 hours". */
export function durationText(t: Translate, minutes: number): string {
  return minutes % 60 === 0
    ? t('modes:durations.hours', { count: minutes / 60 })
    : t('modes:durations.minutes', { count: minutes });
}

/** What a mode that is on offers, as the card shows it: "pay first, online payment, takeaway". */
export function entrySummary(t: Translate, entry: DiningModeEntry): string[] {
  const shown = visibleOptions(entry);
  const parts: string[] = [];
  if (shown.payment) {
    parts.push(t(entry.payFirst === true ? 'modes:display.payFirst' : 'modes:display.payLater'));
    if (entry.onlinePay === true) parts.push(t('modes:display.onlinePay'));
  }
  if (shown.kitchenReview && entry.sendToKitchenAuditPayAfter === true)
    parts.push(t('modes:display.kitchenReview'));
  if (shown.orderTypes && entry.tangshi === true) parts.push(t('modes:display.dineIn'));
  if (shown.orderTypes && entry.takeout === true) parts.push(t('modes:display.takeaway'));
  if (
    shown.pickupRange &&
    entry.takeOutTimeInterval !== undefined &&
    entry.takeOutPickUpMaxTime !== undefined
  )
    parts.push(
      t('modes:display.pickup', {
        interval: durationText(t, entry.takeOutTimeInterval),
        range: durationText(t, entry.takeOutPickUpMaxTime),
      }),
    );
  return parts;
}
