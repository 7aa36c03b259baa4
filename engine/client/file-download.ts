// A file the server makes (a coupon's sheets, an export), or the browser itself (a QR code), saved
// by the browser as a download.
// The call goes through the request layer like any other, so it carries the session and a refusal
// (no privilege, a signed-out session) is told and handled as any call's; only an answered file is
// handed to the browser, under the name given.
import { http } from './http';

/** Fetches `url` (GET, or PUT with `body`: a question too long for an address, as a report's). */
export async function downloadFile(url: string, fileName: string, body?: object): Promise<void> {
  const file =
    body === undefined
      ? await http.get<Blob, Blob>(url, { responseType: 'blob' })
      : await http.put<Blob, Blob>(url, body, { responseType: 'blob' });
  saveBlob(file, fileName);
}

/** Hands a file made or fetched in the browser to it as a download named `fileName`. */
export function saveBlob(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is then freed.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
