// Demo images drawn as SVG, so the seed needs no downloaded files.

const escapeXml = (text) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]);

/** A 1200x675 cover: a gradient, a few soft shapes and the title. */
export function coverSvg(title, hue) {
  const second = (hue + 55) % 360;
  const shapes = [0, 1, 2, 3]
    .map((index) => {
      const x = 150 + index * 290;
      const y = 120 + ((index * 173) % 420);
      const r = 60 + ((index * 37) % 90);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + index * 30) % 360},90%,70%,0.18)"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,28%)"/><stop offset="1" stop-color="hsl(${second},75%,45%)"/>
</linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${shapes}
<rect x="80" y="470" width="1040" height="130" rx="24" fill="rgba(8,12,24,0.45)"/>
<text x="120" y="555" font-family="Segoe UI, Roboto, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 34))}</text>
</svg>`;
}

/** A round avatar with initials. */
export function avatarSvg(name, hue) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="128" fill="hsl(${hue},65%,45%)"/>
<text x="128" y="150" text-anchor="middle" font-family="Segoe UI, Roboto, sans-serif" font-size="96" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}
