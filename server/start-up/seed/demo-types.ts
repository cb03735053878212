export interface DemoPost {
  slug: string;
  title: string;
  /** Slug of a DEMO_CATEGORIES entry. */
  category: string;
  daysAgo: number;
  featured: boolean;
  excerpt: string;
  /** Markdown. */
  content: string;
}

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
}
