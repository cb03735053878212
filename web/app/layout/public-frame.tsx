import type { ReactNode } from "react";
import { SkipToContent } from "./skip-to-content";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";

/** The public site around a page: navigation bar, the page, footer and the scroll-to-top button. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
