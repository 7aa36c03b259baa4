// The Preferences client: small per-user settings kept on the server (docs/api.md), so a column
// layout follows the operator between browsers and survives sign-out. `PUT {key}` reads one,
// `POST {key, value}` stores it.
import { api } from './http';

export interface PreferenceTransport {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
}

export const serverPreferences: PreferenceTransport = {
  async read(key) {
    return (await api.put<unknown>('/user/preference', { key }, { notify: false })).data;
  },
  async write(key, value) {
    await api.post<unknown>('/user/preference', { key, value });
  },
};

export class Preferences {
  constructor(private readonly transport: PreferenceTransport = serverPreferences) {}

  /** The stored value, or null when none is stored or it cannot be read (a setting is never vital). */
  async read<T>(key: string, accept: (value: unknown) => value is T): Promise<T | null> {
    try {
      const value = await this.transport.read(key);
      return accept(value) ? value : null;
    } catch {
      return null;
    }
  }

  write(key: string, value: unknown): Promise<void> {
    return this.transport.write(key, value);
  }
}

/** The preference key of a list's visible columns. */
export const columnsPreferenceKey = (resource: string) => `columns.${resource}`;
