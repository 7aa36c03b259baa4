// A shop's pickup display settings (schemas/pickup-display/pickup-display-settings.json) as the display's
// calls use them: each field at its declared default until the shop saves its own, and the shop a
// display token opens. Read by the server itself, as the screen has no session.
import type { BroadcastLanguage } from '../../protocol/pickup-numbers';
import type { SystemRecords } from '../../engine/server';
import { shopSettings, shopSettingsOfToken, textOf, type ShopSettings } from '../shop-settings';
import { DISPLAY_SETTINGS } from './pickup-privileges';

export interface DisplaySettings {
  themeColour: string;
  autoDisappearMinutes: number;
  broadcastLanguage: BroadcastLanguage;
  repeatCount: number;
  media: string[];
}

/** A live shop of a live company, with its display settings. */
export interface DisplayShop {
  companyId: number;
  shopId: number;
  name: string;
  nameEn: string;
  settings: DisplaySettings;
}

/** The stored settings over the declared defaults, typed. */
function settingsOf(settings: Record<string, unknown>): DisplaySettings {
  return {
    themeColour: String(settings.themeColour),
    autoDisappearMinutes: Number(settings.autoDisappearMinutes),
    broadcastLanguage: settings.broadcastLanguage === 'english' ? 'english' : 'cantonese',
    repeatCount: Number(settings.repeatCount),
    media: Array.isArray(settings.media) ? settings.media.map(String) : [],
  };
}

const displayShopOf = (found: ShopSettings | undefined): DisplayShop | undefined =>
  found && {
    companyId: Number(found.shop.companyId),
    shopId: found.shop.id,
    name: textOf(found.shop.name),
    nameEn: textOf(found.shop.name_en),
    settings: settingsOf(found.settings),
  };

/** The live shop's display settings; undefined when the shop (or its company) is gone. */
export async function displayShop(records: SystemRecords, shopId: number): Promise<DisplayShop | undefined> {
  return displayShopOf(await shopSettings(records, DISPLAY_SETTINGS, shopId));
}

/** The live shop whose screen `token` opens; undefined for an unknown or recreated token. */
export async function displayShopOfToken(
  records: SystemRecords,
  token: string,
): Promise<DisplayShop | undefined> {
  return displayShopOf(await shopSettingsOfToken(records, DISPLAY_SETTINGS, 'displayToken', token));
}
