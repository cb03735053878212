import { lazy, Suspense, type ComponentType } from "react";
import { useParams } from "../../lib/router";
import { AI_SERVICE_SLUGS } from "../../../contracts/ai-service-pages";
import { findService } from "../../../contracts/services";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ServiceDetail } from "../../features/services/components/service-detail";
import { useServiceTexts } from "../../features/services/components/use-service-texts";
import { NotFoundPage } from "../not-found-page";
import { SERVICE_TIERS, liveTierOf, tierAtLeast, type AiService } from "../../../contracts/tiers";
import { useAuth } from "../../lib/auth-context";
import type { ServiceToolSlot } from "../../features/services/components/service-detail";

// The tools load only for a member whose plan opens them: a visitor reads the landing without them.
const TranscriptionTool = lazy(async () => ({
  default: (await import("../../features/service-jobs/components/transcription-tool")).TranscriptionTool,
}));
const MeetingTool = lazy(async () => ({
  default: (await import("../../features/service-jobs/components/meeting-tool")).MeetingTool,
}));
const DocumentTool = lazy(async () => ({
  default: (await import("../../features/service-jobs/components/document-tool")).DocumentTool,
}));

/** The AI services whose page carries their tool, by slug. */
const SERVICE_TOOLS: Record<string, { service: AiService; Tool: ComponentType }> = {
  [AI_SERVICE_SLUGS.transcription]: { service: "transcription", Tool: TranscriptionTool },
  [AI_SERVICE_SLUGS.meeting]: { service: "meeting", Tool: MeetingTool },
  [AI_SERVICE_SLUGS.document]: { service: "document", Tool: DocumentTool },
};

/** The tool for a member whose plan includes the service; the plans for anyone else. */
function useToolSlot(slug: string): ServiceToolSlot | undefined {
  const { user, isAdmin, subscription } = useAuth();
  const entry = SERVICE_TOOLS[slug];
  if (!entry) return undefined;
  const included = Boolean(user) && (isAdmin || tierAtLeast(liveTierOf(subscription), SERVICE_TIERS[entry.service]));
  const tool = (
    <Suspense fallback={<div id="herramienta" aria-busy="true" className="min-h-64 rounded-xl bg-surface-muted" />}>
      <entry.Tool />
    </Suspense>
  );
  return { access: included ? "open" : "upgrade", tool };
}

/** /servicios/{slug}; an unknown slug is the 404 page (the server answers 404 too). */
export function ServicePage() {
  const { slug = "" } = useParams();
  const service = findService(slug);
  const texts = useServiceTexts()[slug];
  const toolSlot = useToolSlot(slug);
  useDocumentTitle(service ? texts?.title : undefined);
  if (!service || !texts) return <NotFoundPage />;
  return <ServiceDetail service={service} texts={texts} toolSlot={toolSlot} />;
}
