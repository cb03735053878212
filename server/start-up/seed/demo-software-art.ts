/**
 * A drawn stand-in for a product screenshot: an app window with a sidebar, a title bar and
 * content blocks in the product's colour. Varies with `variant` so two screenshots differ.
 */
export function drawDemoScreenshot({ hue, title, variant }: { hue: number; title: string; variant: number }): string {
  const accent = `hsl(${hue} 65% 45%)`;
  const soft = `hsl(${hue} 70% 94%)`;
  const rows = Array.from({ length: 4 }, (_, index) => {
    const y = 190 + index * 90;
    const width = 360 + ((index * 97 + variant * 53) % 200);
    return `<rect x="330" y="${y}" width="${width}" height="56" rx="10" fill="${index % 2 ? soft : "#f4f4f5"}"/>
      <rect x="350" y="${y + 18}" width="${Math.round(width * 0.45)}" height="20" rx="6" fill="${index === variant % 4 ? accent : "#d4d4d8"}"/>`;
  }).join("");
  const bars = Array.from({ length: 6 }, (_, index) => {
    const height = 40 + ((index * 37 + variant * 29) % 120);
    return `<rect x="${960 + index * 34}" y="${560 - height}" width="22" height="${height}" rx="4" fill="${accent}" opacity="${0.45 + index * 0.09}"/>`;
  }).join("");
  const safeTitle = title.replace(/[<>&"']/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <rect width="1280" height="720" fill="${soft}"/>
    <rect x="40" y="40" width="1200" height="640" rx="18" fill="#ffffff" stroke="#e4e4e7" stroke-width="2"/>
    <rect x="40" y="40" width="1200" height="64" rx="18" fill="${accent}"/>
    <rect x="40" y="84" width="1200" height="20" fill="${accent}"/>
    <circle cx="80" cy="72" r="9" fill="#ffffff" opacity="0.8"/><circle cx="108" cy="72" r="9" fill="#ffffff" opacity="0.6"/><circle cx="136" cy="72" r="9" fill="#ffffff" opacity="0.4"/>
    <text x="180" y="82" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">${safeTitle}</text>
    <rect x="40" y="104" width="250" height="576" fill="#fafafa"/>
    ${[0, 1, 2, 3, 4].map((index) => `<rect x="70" y="${140 + index * 56}" width="${150 + ((index * 23) % 40)}" height="22" rx="6" fill="${index === variant % 5 ? accent : "#e4e4e7"}"/>`).join("")}
    <text x="330" y="160" font-family="sans-serif" font-size="30" font-weight="700" fill="#18181b">${safeTitle}</text>
    ${rows}
    <rect x="930" y="380" width="260" height="200" rx="12" fill="#ffffff" stroke="#e4e4e7" stroke-width="2"/>
    ${bars}
  </svg>`;
}
