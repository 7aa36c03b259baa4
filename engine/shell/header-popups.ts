// The header's and the tabs' popups, one chunk fetched on their first use rather than with the shell
// (issue 22): Fluent's Combobox and Menu bring its positioning and focus management, some 30 KB gzip
// that home's key figures need not wait for. use-header-popups.ts loads it; the triggers are the
// shell's own and are drawn before it arrives.
export { SearchCombobox } from './search-combobox';
export { SizeMenuPopup } from './size-menu-popup';
export { TabMenuPopup } from './tab-menu-popup';
export { UserMenuPopup } from './user-menu-popup';
