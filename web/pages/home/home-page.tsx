import { HomeHero } from "./home-hero";
import { HomeFeatures } from "./home-features";
import { HomeBlogSection } from "../../features/blog/components/home-blog-section";

export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeBlogSection />
    </>
  );
}
