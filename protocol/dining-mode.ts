// Core spec §9 dining mode: the takeaway interval choices and the pickup maximum's range, in minutes,
// which the dining-mode card offers (pages/store/dining-modes); schemas/store/operation-modes.json
// holds the same lists as its enums, and a unit test keeps the two equal.

export const TAKEAWAY_INTERVAL_MINUTES = [15, 30, 60] as const;
export const PICKUP_MAX_MINUTES = { min: 60, max: 720, step: 60 } as const;
