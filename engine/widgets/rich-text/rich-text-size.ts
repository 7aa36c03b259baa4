/** Core spec §2.5: the rich-text editor's default height, also the height its placeholder holds. */
export const RICH_TEXT_HEIGHT_PX = 360;
