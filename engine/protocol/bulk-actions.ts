// A state action over the list's selected records (`{action path}/bulk`, docs/api.md "State
// actions"), shared by the server that moves them and the browser that offers the button.

/** The most records one bulk action moves: a few full pages of a list, in one transaction. */
export const MAX_BULK_RECORDS = 1000;
