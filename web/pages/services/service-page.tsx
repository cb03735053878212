import { useParams } from "../../lib/router";
import { findService } from "../../../contracts/services";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ServiceDetail } from "../../features/services/components/service-detail";
import { useServiceTexts } from "../../features/services/components/use-service-texts";
import { NotFoundPage } from "../not-found-page";

/** /servicios/{slug}; an unknown slug is the 404 page (the server answers 404 too). */
export function ServicePage() {
  const { slug = "" } = useParams();
  const service = findService(slug);
  const texts = useServiceTexts()[slug];
  useDocumentTitle(service ? texts?.title : undefined);
  if (!service || !texts) return <NotFoundPage />;
  return <ServiceDetail service={service} texts={texts} />;
}
