// Core spec §9 dining mode: the takeaway interval choices and the pickup maximum's range, in minutes,
// kept for the dining-mode card and its server rules (the store settings module, not built yet).

export const TAKEAWAY_INTERVAL_MINUTES = [15, 30, 60] as const;
export const PICKUP_MAX_MINUTES = { min: 60, max: 720, step: 60 } as const;
