// The member's token on this device, one per company's page, kept across visits as a card in a
// wallet is: until he signs out or the server ends it.
const keyOf = (company: string) => `memberToken.${company}`;

export const memberToken = {
  read: (company: string): string | null => localStorage.getItem(keyOf(company)),
  keep: (company: string, token: string): void => localStorage.setItem(keyOf(company), token),
  forget: (company: string): void => localStorage.removeItem(keyOf(company)),
};
