// His card's QR, drawn as an SVG from the same module matrix the printed codes use
// (protocol/qr-modules.ts), so the till's scanner reads it as it reads them.
import { qrModules } from '../../../protocol/qr-modules';

export function MemberQr({ code, label }: { code: string; label: string }) {
  const modules = qrModules(code);
  const size = modules.length + 8;
  // One path of unit squares, with the four-module quiet zone a scanner needs around it.
  const path = modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : [])))
    .join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={200} height={200}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
