import { PdfWriter } from "../../pdf/pdf-writer";

export interface CertificateContent {
  displayName: string;
  courseTitle: string;
  issuedAt: Date;
  totalMinutes: number;
  code: string;
  verifyUrl: string;
}

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
 * The certificate as an A4 landscape PDF. Characters the font cannot draw (it covers Latin-1:
 * Spanish, Catalan and most European names) become "?", so an unusual display name never breaks
 * the download.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Certificado: ${content.courseTitle}`,
    subject: content.displayName,
    landscape: true,
  });
  pdf.frame();
  const date = new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Madrid",
  }).format(content.issuedAt);
  pdf.centered("CERTIFICADO DE FINALIZACIÓN", 480, { size: 28, bold: true, tone: "accent" });
  pdf.centered("Se certifica que", 420, { size: 16, tone: "muted" });
  pdf.centered(content.displayName, 375, { size: 34, bold: true });
  pdf.centered("ha completado el microcurso", 330, { size: 16, tone: "muted" });
  pdf.centered(content.courseTitle, 290, { size: 24, bold: true });
  pdf.centered(`Duración total: ${formatHours(content.totalMinutes)} · Fecha: ${date}`, 235, { size: 14 });
  pdf.centered(`Código de verificación: ${content.code}`, 120, { size: 13, bold: true });
  pdf.centered(`Compruébalo en ${content.verifyUrl}`, 98, { size: 11, tone: "muted" });
  return pdf.bytes();
}
