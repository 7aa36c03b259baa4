// The privileges of the pickup numbers (schemas/navigation.json route `pickup_numbers`,
// schemas/privileges.json): reading a shop's board (and hearing its changes), and calling numbers
// from the back office.
export const PICKUP_BOARD_PRIVILEGE = 'pickup_numbers';
export const PICKUP_OPERATE_PRIVILEGE = 'pickup_numbers_operate';
export const DISPLAY_SETTINGS = 'pickupDisplaySettings';
