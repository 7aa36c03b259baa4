// The icon names schemas may give a navigation section or a route (`icon`), mapped to Fluent icons.
// A fixed table, not a lookup into the whole icon set, so the bundle holds only these; an unknown
// name gets the generic folder.
import {
  AppFolderRegular,
  BuildingRetailRegular,
  BuildingShopRegular,
  CalendarRegular,
  CalendarStarRegular,
  CommentRegular,
  DataBarVerticalRegular,
  DataPieRegular,
  FoodRegular,
  HomeRegular,
  MegaphoneRegular,
  NoteRegular,
  PaymentRegular,
  PeopleQueueRegular,
  PeopleTeamRegular,
  PersonAccountsRegular,
  PersonFeedbackRegular,
  PersonKeyRegular,
  PersonStarRegular,
  SettingsRegular,
  TvRegular,
  VehicleTruckRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';

const ICONS: Record<string, FluentIcon> = {
  house: HomeRegular,
  'building-shop': BuildingShopRegular,
  'building-retail': BuildingRetailRegular,
  'people-team': PeopleTeamRegular,
  payment: PaymentRegular,
  'person-accounts': PersonAccountsRegular,
  food: FoodRegular,
  'people-queue': PeopleQueueRegular,
  tv: TvRegular,
  calendar: CalendarRegular,
  'calendar-star': CalendarStarRegular,
  comment: CommentRegular,
  'data-bar-vertical': DataBarVerticalRegular,
  'person-star': PersonStarRegular,
  megaphone: MegaphoneRegular,
  'data-pie': DataPieRegular,
  'vehicle-truck': VehicleTruckRegular,
  'person-feedback': PersonFeedbackRegular,
  'person-key': PersonKeyRegular,
  settings: SettingsRegular,
  note: NoteRegular,
};

export function NavigationIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppFolderRegular;
  return <Icon aria-hidden />;
}
