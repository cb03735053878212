import { useParams } from "../../lib/router";
import { useSoftwareProduct } from "../../features/software/api/get-software";
import { SoftwareLanding } from "../../features/software/components/software-landing";
import { useDocumentTitle } from "../../lib/use-document-title";
import { DetailPlaceholder } from "../../ui/placeholders";
import { NotFoundPage } from "../not-found-page";

/** /software/{slug}: a product's landing; unknown or unpublished is the 404 page (the server answers 404 too). */
export function SoftwarePage() {
  const { slug = "" } = useParams();
  const query = useSoftwareProduct(slug);
  useDocumentTitle(query.data?.name);
  if (query.isPending) return <DetailPlaceholder />;
  if (!query.data) return <NotFoundPage />;
  return <SoftwareLanding product={query.data} />;
}
