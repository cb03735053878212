-- Accent-insensitive Spanish full-text search for blog posts (issue 4).
-- translate() rather than the unaccent extension: it needs no extension (managed databases
-- may refuse CREATE EXTENSION) and is truly IMMUTABLE, which a generated column requires.
CREATE OR REPLACE FUNCTION blog_fold_accents(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN translate(value, 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕŌÚÙÛÜŪÑÇÝ', 'aaaaaaaeeeeeiiiiioooooouuuuuncyyAAAAAAAEEEEEIIIIIOOOOOOUUUUUNCY');
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('spanish'::regconfig, blog_fold_accents(coalesce("title", ''))), 'A') ||
  setweight(to_tsvector('spanish'::regconfig, blog_fold_accents(coalesce("excerpt", ''))), 'B') ||
  setweight(to_tsvector('spanish'::regconfig, blog_fold_accents(coalesce("content", ''))), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");
