import { HomeHero } from "./home-hero";
import { HomeFeatures } from "./home-features";
import { HomeBlogSection } from "../../features/blog/components/home-blog-section";
import { NewsletterForm } from "../../features/newsletter/components/newsletter-form";
import { useDocumentTitle } from "../../lib/use-document-title";

export function HomePage() {
  useDocumentTitle("");
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeBlogSection>
        <NewsletterForm />
      </HomeBlogSection>
    </>
  );
}
