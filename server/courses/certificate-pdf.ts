import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";

export interface CertificateContent {
  displayName: string;
  courseTitle: string;
  issuedAt: Date;
  totalMinutes: number;
  code: string;
  verifyUrl: string;
}

const INK = rgb(0.09, 0.11, 0.2);
const ACCENT = rgb(0.31, 0.27, 0.9);
const MUTED = rgb(0.4, 0.43, 0.5);

/**
 * "1 minuto", "45 minutos", "1,5 horas", "2 horas": under an hour in minutes, so a short course
 * is not printed as half an hour; from an hour on, in hours, half hours rounded up.
 */
export function formatHours(minutes: number): string {
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
  const hours = Math.max(0.5, Math.ceil(minutes / 30) / 2);
  return `${hours.toLocaleString("es-ES")} ${hours === 1 ? "hora" : "horas"}`;
}

/**
 * The certificate as an A4 landscape PDF (pdf-lib, standard Helvetica). Characters the font
 * cannot draw (it covers Latin-1: Spanish, Catalan and most European names) become "?", so an
 * unusual display name never breaks the download.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado: ${content.courseTitle}`);
  pdf.setSubject(content.displayName);
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 547, borderColor: ACCENT, borderWidth: 3 });
  const center = (value: string, y: number, font: PDFFont, size: number, color = INK) => {
    const safe = drawable(font, value);
    const fitted = fitSize(font, safe, size, width - 120);
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, fitted)) / 2, y, size: fitted, font, color });
  };
  const date = new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Madrid",
  }).format(content.issuedAt);
  center("CERTIFICADO DE FINALIZACIÓN", 480, bold, 28, ACCENT);
  center("Se certifica que", 420, regular, 16, MUTED);
  center(content.displayName, 375, bold, 34);
  center("ha completado el microcurso", 330, regular, 16, MUTED);
  center(content.courseTitle, 290, bold, 24);
  center(`Duración total: ${formatHours(content.totalMinutes)} · Fecha: ${date}`, 235, regular, 14);
  center(`Código de verificación: ${content.code}`, 120, bold, 13);
  center(`Compruébalo en ${content.verifyUrl}`, 98, regular, 11, MUTED);
  return pdf.save();
}

/** The text with each character the font cannot draw replaced by "?". */
export function drawable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(value.normalize("NFC"), (character) =>
    supported.has(character.codePointAt(0) ?? 0) ? character : "?",
  ).join("");
}

function fitSize(font: PDFFont, value: string, size: number, maxWidth: number): number {
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(value, fitted) > maxWidth) fitted -= 1;
  return fitted;
}
